import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
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
import { readItem, STORAGE_KEYS, writeItem } from '../lib/storage';
import { useTheme } from '../lib/theme';

// Dialogs are not needed at first paint (but for first-time visitors): their code loads on demand.
const InstructionsDialog = lazy(() => import('../components/InstructionsDialog'));
const SignInDialog = lazy(() => import('../components/SignInDialog'));

const DEFAULT_RANDOM_COST = 1;

function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

export default function GamePage() {
  const config = useConfig();
  const auth = useAuth();
  const { theme, toggle } = useTheme();
  const api = useMemo(() => gameApi({ base: config.apiBase }), [config.apiBase]);
  const player = useMemo(() => ({ userId: auth.user?.id ?? null, anonymousId: auth.user ? null : auth.anonymousId }), [auth.user, auth.anonymousId]);
  const { game, addLetter, removeLetter, submit } = useGame(api, player);

  const [randomCost, setRandomCost] = useState(DEFAULT_RANDOM_COST);
  useEffect(() => {
    api.helperPrices().then(
      (prices) => setRandomCost(prices.revealRandomLetter),
      (error: Error) => console.warn('Helper prices unavailable, using defaults:', error.message),
    );
  }, [api]);

  // SPEC §2: instructions open by themselves on the first visit; the flag is set on that load.
  const [instructionsOpen, setInstructionsOpen] = useState(() => readItem(STORAGE_KEYS.firstVisit) === null);
  useEffect(() => writeItem(STORAGE_KEYS.firstVisit, 'true'), []);
  const [signInOpen, setSignInOpen] = useState(false);
  // A dialog's code loads when it first opens, then it stays mounted so it can close properly.
  const instructionsLoaded = useOnceTrue(instructionsOpen);
  const signInLoaded = useOnceTrue(signInOpen);

  const showAds = !auth.user;
  useAdScript(showAds && !auth.loading);

  const keyboardRef = useRef<HTMLDivElement>(null);
  const playing = game.gameState === 'playing' && !game.isRestoring;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (instructionsOpen || signInOpen) return;
      routePhysicalKey(event, keyboardRef.current, { onLetter: addLetter, onEnter: () => void submit(), onBackspace: removeLetter });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [addLetter, removeLetter, submit, instructionsOpen, signInOpen]);

  const finished = !game.isRestoring && game.revealingRow === null && game.gameState !== 'playing';
  return (
    <div className="app">
      <Header
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
          signedIn={auth.user !== null}
          balance={0}
          cost={randomCost}
          busy={false}
          revealedCount={game.revealedLetters.length}
          wordLength={game.wordLength}
          won={game.gameState === 'won'}
          onRevealRandom={() => undefined}
        />
        <RevealedLetters letters={game.revealedLetters} wordLength={game.wordLength} />
        {finished && (
          <ResultPanel
            gameState={game.gameState}
            guessesUsed={game.currentRow}
            dayOfWeek={game.dayOfWeek}
            wordLength={game.wordLength}
            answer={game.answer}
            signedIn={auth.user !== null}
            showAds={showAds}
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
      </Suspense>
    </div>
  );
}
