/**
 * A signed-in player's streaks and statistics: loaded when their game is no longer playing
 * (SPEC §4), i.e. on load of a finished game and again once the finishing row has been revealed.
 */
import { useEffect, useState } from 'react';
import type { Statistics, Streaks } from '../../../lambdas/contracts';
import type { GameApi } from '../lib/api';

export interface PlayerStatistics {
  streaks: Streaks;
  statistics: Statistics | null;
}

export function useStats(api: GameApi, userId: string | null, finished: boolean): PlayerStatistics | null {
  const [stats, setStats] = useState<PlayerStatistics | null>(null);
  useEffect(() => {
    if (!userId || !finished) return;
    let cancelled = false;
    api.loadGameState({ userId, anonymousId: null }).then(
      (state) => !cancelled && setStats({ streaks: state.streaks, statistics: state.statistics }),
      (error: Error) => console.warn('Streaks unavailable:', error.message), // SPEC §8: logged only
    );
    return () => {
      cancelled = true;
    };
  }, [api, userId, finished]);
  return userId ? stats : null;
}
