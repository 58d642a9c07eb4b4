/**
 * A signed-in player's streaks and statistics (SPEC §4: they load when the game is no longer
 * playing). The game's own load already brings them; they are fetched again only once a game
 * finishes on this page, since the finishing guess changed them.
 */
import { useEffect, useState } from 'react';
import type { Statistics, Streaks } from '../../../lambdas/contracts';
import type { GameApi } from '../lib/api';

export interface PlayerStatistics {
  streaks: Streaks;
  statistics: Statistics | null;
}

export function useStats(
  api: GameApi,
  userId: string | null,
  loaded: PlayerStatistics | null,
  finishedAfterLoad: boolean,
): PlayerStatistics | null {
  const [fetched, setFetched] = useState<{ userId: string; stats: PlayerStatistics } | null>(null);
  useEffect(() => {
    if (!userId || !finishedAfterLoad) return;
    let cancelled = false;
    api.loadGameState({ userId, anonymousId: null }).then(
      (state) => !cancelled && setFetched({ userId, stats: { streaks: state.streaks, statistics: state.statistics } }),
      (error: Error) => console.warn('Streaks unavailable:', error.message), // SPEC §8: logged only
    );
    return () => {
      cancelled = true;
    };
  }, [api, userId, finishedAfterLoad]);
  if (!userId) return null;
  // After a finish here, the loaded figures are out of date: nothing rather than stale numbers.
  if (finishedAfterLoad) return fetched?.userId === userId ? fetched.stats : null;
  return loaded;
}
