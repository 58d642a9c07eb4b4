/**
 * The page's one source for the player's account figures: the credit balance (useCredits) and the
 * streaks and statistics (useStats). The game and the helpers write what their answers carry
 * straight into it; the header, the result and the dialogs read it.
 */
import type { Api } from '../lib/api';
import { useCredits } from './useCredits';
import { usePlayer } from './usePlayer';
import { useStats } from './useStats';

export function useAccount(api: Api) {
  const player = usePlayer();
  const credits = useCredits(api, player);
  const stats = useStats(api, player);
  return {
    player,
    /** null while a signed-in player's balance is loading; 0 signed out. */
    balance: credits.balance,
    setBalance: credits.setBalance,
    reloadBalance: credits.reload,
    stats: stats.stats,
    /** The day's load brought the figures. */
    statsLoaded: stats.loaded,
    /** A game ended on this page: the figures are out of date. */
    refreshStats: stats.refresh,
  };
}

export type Account = ReturnType<typeof useAccount>;
