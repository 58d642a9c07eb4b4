/**
 * The game screen (docs/product.md, "Screens"): header, board, helpers, keyboard (or the result
 * once the game is over), sized to fit the visible viewport from 320 × 568 up. Its first render is
 * the prerendered shell (nothing of the player yet); the player's game fills it in place.
 */
import { PRODUCT_NAME } from '@contracts/constants';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useAccount } from '../account/useAccount';
import { useHelpers } from '../account/useHelpers';
import { useAuth } from '../auth/AuthContext';
import { useAdScript } from '../components/useAdScript';
import { useConsent } from '../lib/consent';
import { Board } from '../components/Board';
import { CookieNotice } from '../components/CookieNotice';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { HelperBar } from '../components/HelperBar';
import { Keyboard, keyboardNotice } from '../components/Keyboard';
import { usePlayKeys } from '../components/usePlayKeys';
import { hintsOf, keyStatesWith, knownPositions } from '../game/model';
import { canType } from '../game/reducer';
import { keepShownGame, useGame } from '../game/useGame';
import { dailyGameApi, gameApi, type AfterGameRoute, type Api, type ApiOptions, type GameApi } from '../lib/api';
import { useLocalDate } from '../lib/clock';
import { useHydrated } from '../lib/hydration';
import { whenIdle } from '../lib/idle';
import { NoticeArea } from '../lib/notify';
import { isOffline } from '../lib/online';
import { useSettings } from '../lib/settings';
import { useDialog } from '../lib/useDialog';
import { useFirstVisitInstructions } from '../lib/useFirstVisitInstructions';
import { usePlayFocus } from '../lib/usePlayFocus';
import { useLanguageOffer } from '../lib/useLanguageOffer';
import { useRemindersStopped } from '../lib/useRemindersStopped';
import { STORAGE_KEYS, takeSessionItem } from '../lib/storage';
import { usePaymentReturn } from '../payments/usePaymentReturn';
import { texts, withTexts } from '../i18n/texts';
import { GameDialogs, preloadDialogs } from './GameDialogs';

// Not needed before the game ends: fetched once the page is idle, so it is there when it does.
const loadResultPanel = withTexts('play', () => import('../components/ResultPanel'));
const ResultPanel = lazy(loadResultPanel);

export interface GamePageProps {
  /** A past day opened from the archive (signed-in players): played here as today's code is. */
  archiveDate?: string;
  /** Its calls (pages/archive-api.ts), handed in by the archive's page so they load with it, not with the first paint. */
  playArchive?: (api: Api, options: ApiOptions, date: string) => GameApi;
}

export default function GamePage({ archiveDate, playArchive }: GamePageProps = {}) {
  const auth = useAuth();
  const settings = useSettings();
  const hydrated = useHydrated();
  const localDate = useLocalDate();
  const options = useMemo(() => ({ token: auth.accessToken }), [auth.accessToken]);
  const api = useMemo(() => gameApi(options), [options]);
  // Who plays, their balance and their figures: one source for the whole page.
  const account = useAccount(api);
  const { userId } = account.player;
  // The calls of the game being played: today's (right after a sign-in, once, the browser's
  // anonymous game joins the account), or a past day's (same screen, same rules).
  const playApi = useMemo(
    () =>
      archiveDate && playArchive
        ? playArchive(api, options, archiveDate)
        : dailyGameApi(api, () => (takeSessionItem(STORAGE_KEYS.migrateAnonymousGame) ? auth.anonymousId : null)),
    [api, options, archiveDate, playArchive, auth.anonymousId],
  );
  // Sign-in being restored: the game waits for it (it would load twice, as anonymous then as the account).
  const { game, setup, retryNow, celebrating, announcement, addLetter, removeLetter, submit, revealLetters, nextCode } = useGame(
    playApi,
    account,
    { localDate, hardMode: settings.hardMode, enabled: !auth.loading },
  );
  const helpers = useHelpers(playApi, account, revealLetters);
  // A browser that prefers another of the game's languages is offered it, once.
  useLanguageOffer();

  const instructions = useDialog();
  useFirstVisitInstructions(instructions, Boolean(archiveDate));
  const settingsDialog = useDialog();
  const signIn = useDialog();
  const statistics = useDialog();
  const buyCredits = useDialog();
  // The balance reloads when the purchase dialog opens or closes; buying needs a signed-in user.
  const setBuyCreditsOpen = (open: boolean) => {
    if (open && !userId) return;
    buyCredits.setOpen(open);
    void account.reloadBalance();
  };
  usePaymentReturn(userId !== null, account.balance, account.reloadBalance);
  useRemindersStopped(userId !== null, !auth.loading, { token: auth.accessToken });

  // Ads only for anonymous players who accepted them (docs/product.md, "Cookies, ads and consent").
  const consent = useConsent();
  const showAds = !auth.user && consent === 'accepted';
  useAdScript(showAds && !auth.loading);

  useEffect(() => {
    document.title = archiveDate ? texts('play').pastCodeTitle(archiveDate, PRODUCT_NAME) : PRODUCT_NAME;
    // Fetched once the page is idle, so the result and the most used dialogs open at once.
    whenIdle(() => void Promise.all([loadResultPanel(), preloadDialogs()]));
  }, [archiveDate]);

  usePlayFocus(game.date);

  const ready = setup.state === 'ready';
  const playing = ready && game.gameState === 'playing';
  usePlayKeys({ playing, rowBeingTyped: game.currentGuess.length > 0, currentGuess: game.currentGuess, addLetter, removeLetter, submit });
  const finished = ready && game.revealingRow === null && !celebrating && game.gameState !== 'playing';
  const { anonymousId } = account.player;
  // The result panel asks for the finished game's report (and the code's meaning) when it shows, and flags its code.
  const afterGame = useCallback(
    <R extends AfterGameRoute>(route: R) => playApi.finished(route, { userId, anonymousId }, game.date),
    [playApi, userId, anonymousId, game.date],
  );
  // Leagues count today's code only (never a past one), for signed-in players.
  const loadLeagues = useCallback(() => api.leagues(game.date), [api, game.date]);
  const known = knownPositions(game.rows, game.revealedLetters);
  // 'REVEAL LETTER n': the tile the player tapped in the row being typed, else the typing position.
  const [chosenTile, setChosenTile] = useState<{ row: number; position: number } | null>(null);
  const chosenPosition = chosenTile?.row === game.currentRow ? chosenTile.position : null;
  const chooseTile = (position: number) => setChosenTile(chosenPosition === position ? null : { row: game.currentRow, position });
  const helperPosition = chosenPosition ?? game.currentGuess.length;
  const balance = account.balance ?? 0;
  const openCredits = () => setBuyCreditsOpen(true);
  const openStats = () => statistics.setOpen(true);
  return (
    <div className="app">
      <div className="screen">
        <Header
          account={
            auth.user
              ? {
                  balance: account.balance,
                  name: auth.user.name,
                  avatarUrl: auth.user.user_metadata.avatar_url,
                  onOpenCredits: openCredits,
                  onSignOut: () => {
                    // The board this page shows stays in view after the sign-out (docs/product.md, "Signing in and out").
                    if (!archiveDate) keepShownGame(game);
                    void auth.signOut();
                  },
                }
              : null
          }
          day={ready ? { dayOfWeek: game.dayOfWeek, wordLength: game.wordLength, archiveDate } : null}
          onOpenInstructions={() => instructions.setOpen(true)}
          onOpenStats={openStats}
          onOpenSettings={() => settingsDialog.setOpen(true)}
          onOpenSignIn={() => signIn.setOpen(true)}
        />
        <main className="game">
          <NoticeArea pill />
          <Board
            rows={game.rows}
            wordLength={game.wordLength}
            currentRow={game.currentRow}
            isRestoring={!ready}
            failure={setup.state === 'failed' ? { onRetry: retryNow, offline: isOffline() } : null}
            revealingRow={game.revealingRow}
            bouncingRow={celebrating ? game.currentRow - 1 : null}
            rejections={game.rejections}
            hardMode={game.hardMode}
            hydrated={hydrated}
            // Revealed letters are drawn in the row being typed, and only while the game is being played.
            hints={playing ? hintsOf(game.revealedLetters) : undefined}
            onChooseTile={userId && playing ? chooseTile : undefined}
            chosenTile={chosenPosition}
          />
          {finished ? (
            <Suspense fallback={null}>
              <ResultPanel
                gameState={game.gameState}
                guessesUsed={game.currentRow}
                dayOfWeek={game.dayOfWeek}
                wordLength={game.wordLength}
                rows={game.rows}
                hardMode={game.hardMode}
                lettersRevealed={game.revealedLetters.length}
                highContrast={settings.highContrast}
                answer={game.answer}
                showAds={showAds}
                justFinished={game.finishedAfterLoad}
                onOpenStats={openStats}
                account={
                  userId ? { balance: account.balance, streaks: account.stats?.streaks ?? null, onBuyCredits: openCredits } : undefined
                }
                archiveDate={archiveDate}
                onNextCode={nextCode}
                // The account's game shown after a sign-out: its report is the account's, asked for once signed in again.
                afterGame={game.accountGameShown ? undefined : afterGame}
                signedOutView={game.accountGameShown}
                loadLeagues={userId && !archiveDate ? loadLeagues : undefined}
                statistics={archiveDate ? null : account.stats?.statistics}
              />
            </Suspense>
          ) : (
            <div className="controls">
              {/* Until the player chooses, the cookie choice takes the helpers' place, at their size. */}
              <div className="helper-slot">
                <HelperBar
                  signedIn={userId !== null}
                  balance={balance}
                  prices={helpers.prices}
                  busy={helpers.busy}
                  known={known}
                  position={helperPosition}
                  wordLength={game.wordLength || 5}
                  won={game.gameState === 'won'}
                  playing={playing}
                  onReveal={(type, position) => {
                    setChosenTile(null);
                    void helpers.reveal(type, position);
                  }}
                />
                <CookieNotice />
              </div>
              <Keyboard
                layout={settings.keyboard}
                usedKeys={keyStatesWith(game.usedKeys, game.revealedLetters)}
                disabled={!canType(game)}
                off={setup.state === 'failed'}
                notice={keyboardNotice(game, () => signIn.setOpen(true))}
                onLetter={addLetter}
                onEnter={() => void submit()}
                onBackspace={removeLetter}
              />
            </div>
          )}
          {finished && <CookieNotice />}
          <p className="visually-hidden" aria-live="polite" data-testid="announcer">
            {announcement}
          </p>
        </main>
      </div>
      <Footer showAds={showAds} />
      <GameDialogs
        dialogs={{ instructions, settings: settingsDialog, signIn, statistics, buyCredits }}
        onBuyCreditsOpenChange={setBuyCreditsOpen}
        token={auth.accessToken}
        account={account}
        signedIn={userId !== null}
        game={{ hardMode: game.hardMode, wordLength: game.wordLength }}
      />
    </div>
  );
}
