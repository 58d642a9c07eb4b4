/**
 * The game page's dialogs (a part of GamePage) (docs/product.md, "Screens"): how to play, settings, sign-in, statistics
 * and buying credits. None is needed at first paint: each one's code loads when it first opens, then
 * it stays mounted so it can close properly (lib/useDialog.ts). A first visit's instructions are on
 * screen before any script all the same: a prerendered copy (web/src/prerender.tsx) this one replaces.
 */
import { lazy, Suspense } from 'react';
import { withTexts } from '../i18n/texts';
import type { ApiOptions } from '../lib/api';
import type { Dialog } from '../lib/useDialog';
import type { PlayerStatistics } from '../account/useStats';

// The dialogs that show the game's later texts load them with their code.
const InstructionsDialog = lazy(withTexts('play', () => import('../components/InstructionsDialog')));
const loadSettingsDialog = withTexts('play', () => import('../components/SettingsDialog'));
const loadStatsDialog = withTexts('play', () => import('../components/StatsDialog'));
const SettingsDialog = lazy(loadSettingsDialog);
const SignInDialog = lazy(withTexts('play', () => import('../components/SignInDialog')));
const StatsDialog = lazy(loadStatsDialog);
const BuyCreditsDialog = lazy(withTexts('payments', () => import('../payments/BuyCreditsDialog')));

/** The most used dialogs, fetched ahead (once the page is idle) so they open at once. */
export const preloadDialogs = () => Promise.all([loadSettingsDialog(), loadStatsDialog()]);

export interface GameDialogsProps {
  dialogs: Record<'instructions' | 'settings' | 'signIn' | 'statistics' | 'buyCredits', Dialog>;
  onBuyCreditsOpenChange: (open: boolean) => void;
  token: ApiOptions['token'];
  account: { balance: number | null; reloadBalance: () => Promise<number | undefined>; stats: PlayerStatistics | null };
  signedIn: boolean;
  game: { hardMode?: boolean; wordLength: number };
}

export function GameDialogs({ dialogs, onBuyCreditsOpenChange, token, account, signedIn, game }: GameDialogsProps) {
  return (
    <>
      {/* One boundary per dialog: one still loading never hides another. */}
      <Suspense fallback={null}>
        {dialogs.instructions.loaded && <InstructionsDialog open={dialogs.instructions.open} onOpenChange={dialogs.instructions.setOpen} />}
      </Suspense>
      <Suspense fallback={null}>
        {dialogs.settings.loaded && (
          <SettingsDialog
            open={dialogs.settings.open}
            onOpenChange={dialogs.settings.setOpen}
            gameHardMode={game.hardMode}
            account={signedIn ? { balance: account.balance } : undefined}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {dialogs.signIn.loaded && <SignInDialog open={dialogs.signIn.open} onOpenChange={dialogs.signIn.setOpen} />}
      </Suspense>
      <Suspense fallback={null}>
        {dialogs.buyCredits.loaded && (
          <BuyCreditsDialog
            open={dialogs.buyCredits.open}
            onOpenChange={onBuyCreditsOpenChange}
            token={token}
            balance={account.balance}
            reloadBalance={account.reloadBalance}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {dialogs.statistics.loaded && (
          <StatsDialog
            open={dialogs.statistics.open}
            onOpenChange={dialogs.statistics.setOpen}
            stats={account.stats}
            wordLength={game.wordLength}
            signedIn={signedIn}
          />
        )}
      </Suspense>
    </>
  );
}
