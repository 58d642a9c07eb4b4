/**
 * Who is playing, said once for every hook of the page: the signed-in user (the token says who:
 * no anonymousId is sent, docs/product.md §6), or this browser's anonymous player.
 */
import { useMemo } from 'react';
import { useAuth } from '../auth/AuthContext';

export interface Player {
  userId: string | null;
  anonymousId: string | null;
  /** The one that is playing: figures are kept with it, so a sign-in never shows another's. */
  key: string;
}

export function usePlayer(): Player {
  const auth = useAuth();
  const userId = auth.user?.id ?? null;
  return useMemo(
    () => ({ userId, anonymousId: userId ? null : auth.anonymousId, key: userId ?? auth.anonymousId }),
    [userId, auth.anonymousId],
  );
}
