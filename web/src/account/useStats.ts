/**
 * A signed-in player's streaks and statistics (product.md §3). The game's load brings them
 * (`loaded`); once a game finishes on this page they are out of date and fetched again (`refresh`).
 */
import { useCallback, useState } from 'react';
import type { Statistics, Streaks } from '@contracts';
import type { GameApi } from '../lib/api';

export interface PlayerStatistics {
  streaks: Streaks;
  statistics: Statistics | null;
}

export function useStats(api: GameApi, userId: string | null) {
  // Figures are kept with the player they belong to: a sign-in or sign-out never shows another's.
  const [state, setState] = useState<{ userId: string | null; stats: PlayerStatistics | null } | null>(null);

  const loaded = useCallback((stats: PlayerStatistics | null) => setState({ userId, stats }), [userId]);

  const refresh = useCallback(() => {
    if (!userId) return;
    setState({ userId, stats: null }); // nothing rather than stale numbers while they load
    api.loadGameState({ userId, anonymousId: null }).then(
      (game) => setState({ userId, stats: { streaks: game.streaks, statistics: game.statistics } }),
      (error: Error) => console.warn('Streaks unavailable:', error.message), // product.md §7: logged only
    );
  }, [api, userId]);

  return { stats: userId && state?.userId === userId ? state.stats : null, loaded, refresh };
}
