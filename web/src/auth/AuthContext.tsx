/**
 * The auth context: user, session, loading, anonymousId, signInWithGoogle, signOut,
 * refreshUserData, and the sign-in events of product.md §3 and their effects. Google sign-in goes through the Cognito
 * hosted UI with Amplify (./amplify.ts), which is loaded only when there may be a session: a
 * returning signed-in player, a return from the hosted UI, or a click on 'Continue with Google'.
 */
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { loadTexts, texts, type PlayTexts } from '../i18n/texts';
import { notify } from '../lib/notify';
import { runtimeConfig, useRuntimeConfig } from '../lib/config';
import { anonymousId as storedAnonymousId, clearAccountData, setSessionItem, STORAGE_KEYS, takeSessionItem } from '../lib/storage';
import { navigate } from 'wouter/use-browser-location';
import { isLanguageCode } from '@contracts/constants';
import { LANGUAGE_PREFIXES, languageOfPath, pageLanguage } from '../lib/language';
import type { AuthSnapshot, SignedInUser } from './amplify';

/** The sign-out notice's value after an account was deleted. */
const ACCOUNT_DELETED_NOTICE = 'account-deleted';

/** Tells the player how a sign-in or sign-out went, in the game's later texts (loaded first if need be). */
const tell = (kind: 'success' | 'error', message: (t: PlayTexts['account']) => string) =>
  void loadTexts('play').then(
    () => notify[kind](message(texts('play').account)),
    () => undefined,
  );

export type User = SignedInUser;

export interface AuthContextValue {
  user: User | null;
  session: { access_token: string } | null;
  loading: boolean;
  anonymousId: string;
  /** False when this stage has no sign-in configured: the UI says so instead of pretending. */
  signInAvailable: boolean;
  /** The user's current access token (refreshed by Amplify when close to expiry). */
  accessToken: () => Promise<string | undefined>;
  signInWithGoogle: () => Promise<void>;
  /** `accountDeleted`: the account was just deleted, and the notice on return says so. */
  signOut: (options?: { accountDeleted?: boolean }) => Promise<void>;
  refreshUserData: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * A page of this site: a plain path (letters, digits, '-', '_', '/'), nothing that could lead elsewhere.
 * Each segment ends at its '/', so any path is read in one pass (no backtracking on a long bad one).
 */
export const isOwnPage = (path: string) => /^\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]*$/.test(path);
const loadAmplify = () => import('./amplify');

/**
 * Whether Amplify may hold a session or be finishing a sign-in: otherwise it need not load at all.
 * Without the configuration yet, any Cognito session on this origin counts.
 */
function maySignIn(clientId = ''): boolean {
  if (typeof window === 'undefined') return false; // the prerendered shell
  const params = new URLSearchParams(window.location.search);
  if (params.has('code') && params.has('state')) return true;
  try {
    return Object.keys(localStorage).some((key) => key.startsWith(`CognitoIdentityServiceProvider.${clientId}`));
  } catch {
    return false;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const config = useRuntimeConfig();
  const auth = config?.auth ?? null;
  const [state, setState] = useState<AuthSnapshot>({ user: null, session: null });
  const [configFailed, setConfigFailed] = useState(false);
  /** The session has been restored (or found missing) by Amplify. */
  const [checked, setChecked] = useState(false);
  const [anonymousId] = useState(storedAnonymousId);
  const maySignInNow = useMemo(() => maySignIn(auth?.userPoolClientId), [auth]);
  // The shell hydrates before the configuration arrives: a possible session keeps `loading` until then.
  // Without a configuration at all, nothing can be restored: play on anonymously (the game's own
  // setup says the server is unreachable, and the configuration is fetched again).
  const loading = config === null ? !configFailed && maySignInNow : auth !== null && maySignInNow && !checked;

  useEffect(() => {
    // The hosted UI's sign-out returns to `/`: a player who signed out in another language goes back to its page.
    const from = takeSessionItem(STORAGE_KEYS.signedOutLanguage);
    if (isLanguageCode(from) && from !== pageLanguage) {
      location.replace(`${LANGUAGE_PREFIXES[from]}/`);
      return;
    }
    // The sign-out redirect through the hosted UI reloads the page: its toast is shown on return.
    const notice = takeSessionItem(STORAGE_KEYS.signedOutNotice);
    if (notice === ACCOUNT_DELETED_NOTICE) tell('success', (t) => t.deleted);
    else if (notice !== null) tell('success', (t) => t.signedOut);
  }, []);

  useEffect(() => {
    if (config) return;
    let active = true;
    runtimeConfig().catch(() => active && setConfigFailed(true));
    return () => {
      active = false;
    };
  }, [config]);

  useEffect(() => {
    if (!auth || !maySignIn(auth.userPoolClientId)) return;
    let active = true;
    let unsubscribe = () => undefined as void;
    loadAmplify()
      .then((amplify) => {
        if (!active) return;
        unsubscribe = amplify.watchSession(auth, {
          onSnapshot: (snapshot) => active && setState(snapshot),
          onChecked: () => active && setChecked(true),
          onSignInFailed: () => tell('error', (t) => t.signInFailed),
          onSignedOut: clearAccountData,
          // Back to the page the sign-in started from (a past code, say), never to another site; the
          // hosted UI returns to `/`, so a page in another language is loaded as that language's.
          onReturn: (returnTo) => {
            if (!isOwnPage(returnTo)) return;
            // (The browser's own navigate: a whole path, prefix and all.)
            if (languageOfPath(returnTo).language === pageLanguage) navigate(returnTo, { replace: true });
            else location.replace(returnTo);
          },
        });
      })
      .catch(() => {
        if (active) setChecked(true); // Amplify failed to load: play on anonymously
      });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [auth]);

  const signInWithGoogle = useCallback(async () => {
    if (!auth) return;
    try {
      const amplify = await loadAmplify();
      amplify.configureAuth(auth);
      // Today's anonymous game moves to the account on the first load after sign-in.
      setSessionItem(STORAGE_KEYS.migrateAnonymousGame);
      const here = window.location.pathname;
      await amplify.startGoogleSignIn(here === '/' ? undefined : here);
    } catch {
      tell('error', (t) => t.signInFailed);
    }
  }, [auth]);

  const signOut = useCallback(async ({ accountDeleted = false }: { accountDeleted?: boolean } = {}) => {
    // Local account data goes whatever the server answers (product.md §7: 401/403/404 are ignored).
    clearAccountData();
    setSessionItem(STORAGE_KEYS.signedOutNotice, accountDeleted ? ACCOUNT_DELETED_NOTICE : undefined);
    setSessionItem(STORAGE_KEYS.signedOutLanguage, pageLanguage);
    try {
      const amplify = await loadAmplify();
      await amplify.endSession(); // revokes the refresh token, then leaves through the hosted UI's /logout
    } catch {
      takeSessionItem(STORAGE_KEYS.signedOutNotice);
      takeSessionItem(STORAGE_KEYS.signedOutLanguage);
      tell('error', (t) => t.signOutFailed);
    }
    setState({ user: null, session: null });
  }, []);

  const refreshUserData = useCallback(async () => {
    try {
      const amplify = await loadAmplify();
      setState(await amplify.currentAuth(true));
    } catch {
      tell('error', (t) => t.refreshFailed);
    }
  }, []);

  // Stable across token refreshes, so API clients built on it are not rebuilt (nor games reloaded).
  const signedIn = useRef(false);
  useLayoutEffect(() => {
    signedIn.current = state.session !== null;
  }, [state.session]);
  const accessToken = useCallback(async () => (signedIn.current ? (await loadAmplify()).accessToken() : undefined), []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, loading, anonymousId, signInAvailable: auth !== null, accessToken, signInWithGoogle, signOut, refreshUserData }),
    [state, loading, anonymousId, auth, accessToken, signInWithGoogle, signOut, refreshUserData],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
