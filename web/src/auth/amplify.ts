/**
 * Everything the app uses of Amplify (Auth only), behind one module so it is loaded on demand: an
 * anonymous visitor with no session never downloads it. Amplify keeps the tokens, exchanges the
 * code (PKCE) on return from the hosted UI, and refreshes tokens close to expiry inside
 * fetchAuthSession: nothing of that is re-implemented here.
 */
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signInWithRedirect, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import type { RuntimeConfig } from '../lib/config';

export interface SignedInUser {
  id: string;
  email?: string;
  name?: string;
  user_metadata: { avatar_url?: string };
}

export interface AuthSnapshot {
  user: SignedInUser | null;
  session: { access_token: string } | null;
}

/** Amplify's auth events, named as product.md §3 names them. */
export type AuthEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'SIGN_IN_FAILED' | 'REFRESH_FAILED';

export function configureAuth(auth: NonNullable<RuntimeConfig['auth']>): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: auth.userPoolId,
        userPoolClientId: auth.userPoolClientId,
        ...(auth.userPoolEndpoint ? { userPoolEndpoint: auth.userPoolEndpoint } : {}),
        loginWith: {
          oauth: {
            domain: auth.domain,
            scopes: ['openid', 'email', 'profile'],
            redirectSignIn: [auth.redirectUrl],
            redirectSignOut: [auth.redirectUrl],
            responseType: 'code',
            providers: ['Google'],
          },
        },
      },
    },
  });
}

/** The current user and access token, refreshed by Amplify when close to expiry; nulls when signed out. */
export async function currentAuth(forceRefresh = false): Promise<AuthSnapshot> {
  const { tokens } = await fetchAuthSession({ forceRefresh });
  if (!tokens?.accessToken) return { user: null, session: null };
  const claims = (tokens.idToken?.payload ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return {
    user: {
      id: String(tokens.accessToken.payload.sub),
      email: text(claims.email),
      name: text(claims.name),
      user_metadata: { avatar_url: text(claims.picture) },
    },
    session: { access_token: tokens.accessToken.toString() },
  };
}

export const accessToken = async (): Promise<string | undefined> => (await fetchAuthSession()).tokens?.accessToken?.toString();

/**
 * `returnTo`: the page to come back to (a path of this site). It travels in the OAuth state (Amplify's
 * customState) since the hosted UI returns to one fixed address, the site's root.
 */
export const startGoogleSignIn = (returnTo?: string) =>
  signInWithRedirect({ provider: 'Google', ...(returnTo ? { customState: returnTo } : {}) });

/** The page a sign-in started from, once Amplify has completed it (see startGoogleSignIn). */
export function onSignInReturn(listener: (returnTo: string) => void): () => void {
  return Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'customOAuthState') listener(String(payload.data));
  });
}

export const endSession = () => signOut();

export function onAuthEvent(listener: (event: AuthEvent) => void): () => void {
  return Hub.listen('auth', ({ payload }) => {
    switch (payload.event) {
      case 'signedIn':
      case 'signInWithRedirect':
        return listener('SIGNED_IN');
      case 'signedOut':
        return listener('SIGNED_OUT');
      case 'tokenRefresh':
        return listener('TOKEN_REFRESHED');
      case 'signInWithRedirect_failure':
        return listener('SIGN_IN_FAILED');
      case 'tokenRefresh_failure':
        return listener('REFRESH_FAILED');
    }
  });
}

/**
 * Follows the session for the auth context (AuthContext.tsx): its state now and after every auth
 * event, failed sign-ins, sign-outs, and the return from the hosted UI. Here rather than in the
 * context, so its code loads with Amplify, only when there may be a session. Answers how to stop.
 */
export function watchSession(
  auth: NonNullable<RuntimeConfig['auth']>,
  on: {
    onSnapshot: (snapshot: AuthSnapshot) => void;
    /** The session has been restored, or found missing. */
    onChecked: () => void;
    onSignInFailed: () => void;
    onSignedOut: () => void;
    onReturn: (returnTo: string) => void;
  },
): () => void {
  configureAuth(auth);
  const update = async () => {
    try {
      on.onSnapshot(await currentAuth());
    } catch {
      on.onSnapshot({ user: null, session: null });
    } finally {
      on.onChecked();
    }
  };
  const stopAuthEvents = onAuthEvent((event) => {
    if (event === 'SIGN_IN_FAILED') on.onSignInFailed();
    if (event === 'SIGNED_OUT' || event === 'REFRESH_FAILED') on.onSignedOut();
    void update(); // on any event the user and session update and loading ends
  });
  const stopReturns = onSignInReturn(on.onReturn);
  void update(); // the session is also fetched once on start
  return () => {
    stopAuthEvents();
    stopReturns();
  };
}
