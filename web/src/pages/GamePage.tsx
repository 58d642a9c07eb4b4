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

function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

export default function GamePage() {
  const config = useConfig();
  const auth = useAuth();
  const { theme, toggle } = useTheme();
  const api = useMemo(() => gameApi({ base: config.apiBase, token: auth.accessToken }), [config.apiBase, auth.accessToken]);
  const userId = auth.user?.id ?? null;
  // Signed in, the token says who is playing: anonymousId is null (SPEC §7).
  const player = useMemo(() => ({ userId, anonymousId: userId ? null : auth.anonymousId }), [userId, auth.anonymousId]);
  const credits = useCredits(api, userId);
  const { game, addLetter, removeLetter, submit, revealLetters } = useGame(api, player, {
    onBalance: credits.setBalance,
    // Once after sign-in, today's anonymous game moves to the account.
    takeMigration: () => (takeSessionItem(STORAGE_KEYS.migrateAnonymousGame) ? auth.anonymousId : null),
  });
  const helpers = useHelpers({ api, userId, balance: credits.balance, setBalance: credits.setBalance, reloadBalance: credits.reload, onRevealed: revealLetters });

  // SPEC §2: instructions open by themselves on the first visit; the flag is set on that load.
  const [instructionsOpen, setInstructionsOpen] = useState(() => readItem(STORAGE_KEYS.firstVisit) === null);
  useEffect(() => writeItem(STORAGE_KEYS.firstVisit, 'true'), []);
  const [signInOpen, setSignInOpen] = useState(false);
  const [statsOpen, setStatsOpen] = useState(false);
  const statsLoaded = useOnceTrue(statsOpen);
  const [buyOpen, setBuyOpen] = useState(false);
  const buyLoaded = useOnceTrue(buyOpen);
  // SPEC §4: the balance reloads when the purchase dialog opens or closes; buying needs a signed-in user.
  const openBuyCredits = (open: boolean) => {
    if (open && !userId) return;
    setBuyOpen(open);
    void credits.reload();
  };
  usePaymentReturn(userId !== null, credits.balance, credits.reload);
  // A dialog's code loads when it first opens, then it stays mounted so it can close properly.
  const instructionsLoaded = useOnceTrue(instructionsOpen);
  const signInLoaded = useOnceTrue(signInOpen);

  const showAds = !auth.user;
  useAdScript(showAds && !auth.loading);

  const keyboardRef = useRef<HTMLDivElement>(null);
  const playing = game.gameState === 'playing' && !game.isRestoring;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (instructionsOpen || signInOpen || statsOpen || buyOpen) return;
      routePhysicalKey(event, keyboardRef.current, { onLetter: addLetter, onEnter: () => void submit(), onBackspace: removeLetter });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [addLetter, removeLetter, submit, instructionsOpen, signInOpen, statsOpen, buyOpen]);

  const finished = !game.isRestoring && game.revealingRow === null && game.gameState !== 'playing';
  const stats = useStats(api, userId, finished || statsOpen);
  const openCredits = () => openBuyCredits(true);
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
                onOpenStats: () => setStatsOpen(true),
                onSignOut: () => void auth.signOut(),
              }
            : null
        }
        dayOfWeek={game.dayOfWeek}
        wordLength={game.wordLength}
        theme={theme}
        onToggleTheme={toggle}
        onOpenInstructions={() => setInstructionsOpen(true)}
        onOpenSignIn={() => setSignInOpen(true)}
      />
      <main className="game">
        <Board rows={game.rows} wordLength={game.wordLength} currentRow={game.currentRow} isRestoring={game.isRestoring} revealingRow={game.revealingRow} rejections={game.rejections} />
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
            position: Math.min(typingPosition, Math.max(0, game.wordLength - 1)),
            disabled: !playing || typingPosition >= game.wordLength || game.revealedLetters.some((l) => l.position === typingPosition),
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
            signedIn={userId !== null}
            showAds={showAds}
            account={userId ? { balance: credits.balance, streaks: stats?.streaks ?? null, onBuyCredits: openCredits, onOpenStats: () => setStatsOpen(true) } : undefined}
          />
        )}
        <div ref={keyboardRef}>
          <Keyboard usedKeys={game.usedKeys} disabled={!playing || !canType(game)} onLetter={addLetter} onEnter={() => void submit()} onBackspace={removeLetter} />
        </div>
      </main>
      <Footer showAds={showAds} />
      <Suspense fallback={null}>
        {instructionsLoaded && <InstructionsDialog open={instructionsOpen} onOpenChange={setInstructionsOpen} />}
        {signInLoaded && <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} />}
        {buyLoaded && <BuyCreditsDialog open={buyOpen} onOpenChange={openBuyCredits} api={api} balance={credits.balance} reloadBalance={credits.reload} />}
        {statsLoaded && <StatsDialog open={statsOpen} onOpenChange={setStatsOpen} stats={stats} wordLength={game.wordLength} />}
      </Suspense>
    </div>
  );
}
