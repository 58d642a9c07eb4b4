/**
 * Any player's streaks and statistics (docs/product.md, "Statistics"): the game's load brings them
 * (`loaded`); once a game finishes on this page they are out of date and fetched again (`refresh`).
 */
import { useCallback, useState } from 'react';
import type { Statistics, Streaks } from '@contracts/load-game-state';
import type { Api } from '../lib/api';
import type { Player } from './usePlayer';

export interface PlayerStatistics {
  streaks: Streaks;
  statistics: Statistics | null;
}

export function useStats(api: Api, player: Player) {
  const { key } = player;
  // Figures are kept with the player they belong to: a sign-in or sign-out never shows another's.
  const [state, setState] = useState<{ key: string | null; stats: PlayerStatistics | null } | null>(null);

  const loaded = useCallback((stats: PlayerStatistics | null) => setState({ key, stats }), [key]);

  const refresh = useCallback(() => {
    setState({ key, stats: null }); // nothing rather than stale numbers while they load
    api.loadGameState({ userId: player.userId, anonymousId: player.anonymousId }).then(
      (game) => setState({ key, stats: game.streaks && game.statistics ? { streaks: game.streaks, statistics: game.statistics } : null }),
      (error: Error) => console.warn('Statistics unavailable:', error.message), // product.md §7: logged only
    );
  }, [api, key, player.userId, player.anonymousId]);

  return { stats: state?.key === key ? state.stats : null, loaded, refresh };
}
