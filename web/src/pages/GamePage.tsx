import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useCredits } from '../account/useCredits';
import { useHelpers } from '../account/useHelpers';
import { useStats } from '../account/useStats';
import { useAuth } from '../auth/AuthContext';
import { useAdScript } from '../components/AdSlot';
import { Board } from '../components/Board';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { HelperBar, RevealedLetters } from '../components/HelperBar';
import { Keyboard, routePhysicalKey } from '../components/Keyboard';
import { ResultPanel } from '../components/ResultPanel';
import { canType } from '../game/reducer';
import { useGame } from '../game/useGame';
import { gameApi } from '../lib/api';
import { useConfig } from '../lib/ConfigContext';
import { readItem, STORAGE_KEYS, takeSessionItem, writeItem } from '../lib/storage';
import { useTheme } from '../lib/theme';
import { usePaymentReturn } from '../payments/usePaymentReturn';

// Dialogs are not needed at first paint (but for first-time visitors): their code loads on demand.
const InstructionsDialog = lazy(() => import('../components/InstructionsDialog'));
const SignInDialog = lazy(() => import('../components/SignInDialog'));
const StatsDialog = lazy(() => import('../components/StatsDialog'));
const BuyCreditsDialog = lazy(() => import('../payments/BuyCreditsDialog'));

/** A lazily loaded dialog: its code loads when it first opens, then it stays mounted so it can close properly. */
function useDialog(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const [loaded, setLoaded] = useState(initiallyOpen);
  if (open && !loaded) setLoaded(true);
  return { open, setOpen, loaded: loaded || open };
}

export default function GamePage() {
  const config = useConfig();
  const auth = useAuth();
  const { theme, toggle } = useTheme();
  const api = useMemo(() => gameApi({ base: config.apiBase, token: auth.accessToken }), [config.apiBase, auth.accessToken]);
  const userId = auth.user?.id ?? null;
  // Signed in, the token says who is playing: anonymousId is null (product.md §6).
  const player = useMemo(() => ({ userId, anonymousId: userId ? null : auth.anonymousId }), [userId, auth.anonymousId]);
  const credits = useCredits(api, userId);
  const stats = useStats(api, userId);
  const { game, addLetter, removeLetter, submit, revealLetters } = useGame(api, player, {
    onBalance: credits.setBalance,
    onLoaded: stats.loaded,
    onFinished: stats.refresh,
    // Once after sign-in, today's anonymous game moves to the account.
    takeMigration: () => (takeSessionItem(STORAGE_KEYS.migrateAnonymousGame) ? auth.anonymousId : null),
  });
  const helpers = useHelpers({
    api,
    userId,
    balance: credits.balance,
    setBalance: credits.setBalance,
    reloadBalance: credits.reload,
    onRevealed: revealLetters,
  });

  // product.md §2: instructions open by themselves on the first visit; the flag is set on that load.
  const instructions = useDialog(readItem(STORAGE_KEYS.firstVisit) === null);
  useEffect(() => writeItem(STORAGE_KEYS.firstVisit, 'true'), []);
  const signIn = useDialog();
  const statistics = useDialog();
  const buyCredits = useDialog();
  const anyDialogOpen = instructions.open || signIn.open || statistics.open || buyCredits.open;
  // product.md §3: the balance reloads when the purchase dialog opens or closes; buying needs a signed-in user.
  const setBuyCreditsOpen = (open: boolean) => {
    if (open && !userId) return;
    buyCredits.setOpen(open);
    void credits.reload();
  };
  usePaymentReturn(userId !== null, credits.balance, credits.reload);

  const showAds = !auth.user;
  useAdScript(showAds && !auth.loading);

  const keyboardRef = useRef<HTMLDivElement>(null);
  const playing = game.gameState === 'playing' && !game.isRestoring;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (anyDialogOpen) return;
      routePhysicalKey(event, keyboardRef.current, { onLetter: addLetter, onEnter: () => void submit(), onBackspace: removeLetter });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [addLetter, removeLetter, submit, anyDialogOpen]);

  const finished = !game.isRestoring && game.revealingRow === null && game.gameState !== 'playing';
  const openCredits = () => setBuyCreditsOpen(true);
  const openStats = () => statistics.setOpen(true);
  const typingPosition = game.currentGuess.length;
  const revealedCount = game.revealedLetters.length;
  const balance = credits.balance ?? 0;
  return (
    <div className="app">
      <Header
        account={
          auth.user
            ? {
                balance: credits.balance,
                name: auth.user.name,
                avatarUrl: auth.user.user_metadata.avatar_url,
                onOpenCredits: openCredits,
                onOpenStats: openStats,
                onSignOut: () => void auth.signOut(),
              }
            : null
        }
        dayOfWeek={game.dayOfWeek}
        wordLength={game.wordLength}
        theme={theme}
        onToggleTheme={toggle}
        onOpenInstructions={() => instructions.setOpen(true)}
        onOpenSignIn={() => signIn.setOpen(true)}
      />
      <main className="game">
        <Board
          rows={game.rows}
          wordLength={game.wordLength}
          currentRow={game.currentRow}
          isRestoring={game.isRestoring}
          revealingRow={game.revealingRow}
          rejections={game.rejections}
        />
        <HelperBar
          signedIn={userId !== null}
          balance={balance}
          cost={helpers.prices.revealRandomLetter}
          busy={helpers.busy}
          revealedCount={revealedCount}
          wordLength={game.wordLength}
          won={game.gameState === 'won'}
          onRevealRandom={() => void helpers.reveal('revealRandomLetter')}
          specific={{
            cost: helpers.prices.revealSpecificLetter,
            position: typingPosition,
            playing,
            revealedPositions: game.revealedLetters.map((l) => l.position),
            onReveal: () => void helpers.reveal('revealSpecificLetter', typingPosition),
          }}
        />
        <RevealedLetters letters={game.revealedLetters} wordLength={game.wordLength} />
        {finished && (
          <ResultPanel
            gameState={game.gameState}
            guessesUsed={game.currentRow}
            dayOfWeek={game.dayOfWeek}
            wordLength={game.wordLength}
            answer={game.answer}
            showAds={showAds}
            account={
              userId
                ? { balance: credits.balance, streaks: stats.stats?.streaks ?? null, onBuyCredits: openCredits, onOpenStats: openStats }
                : undefined
            }
          />
        )}
        <div ref={keyboardRef}>
          <Keyboard
            usedKeys={game.usedKeys}
            disabled={!playing || !canType(game)}
            onLetter={addLetter}
            onEnter={() => void submit()}
            onBackspace={removeLetter}
          />
        </div>
      </main>
      <Footer showAds={showAds} />
      <Suspense fallback={null}>
        {instructions.loaded && <InstructionsDialog open={instructions.open} onOpenChange={instructions.setOpen} />}
        {signIn.loaded && <SignInDialog open={signIn.open} onOpenChange={signIn.setOpen} />}
        {buyCredits.loaded && (
          <BuyCreditsDialog
            open={buyCredits.open}
            onOpenChange={setBuyCreditsOpen}
            api={api}
            balance={credits.balance}
            reloadBalance={credits.reload}
          />
        )}
        {statistics.loaded && (
          <StatsDialog open={statistics.open} onOpenChange={statistics.setOpen} stats={stats.stats} wordLength={game.wordLength} />
        )}
      </Suspense>
    </div>
  );
}
