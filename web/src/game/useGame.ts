/**
 * The game screen's state and actions: sets the day up (its length, then the saved game), takes
 * letters, submits guesses, times the reveal and the win's celebration, tells screen readers what
 * happened, and moves to the new day's code at the player's midnight (docs/product.md, "Rules").
 *
 * A setup call that fails is retried by itself with a growing pause (1 s, 2 s, 4 s ... 30 s) and can
 * be retried at once (`retryNow`); until the game is ready the keyboard says why it is not.
 */
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type { RevealedLetterDto } from '@contracts/common';
import type { LoadGameStateResponse } from '@contracts/load-game-state';
import { ApiError, DayLoadError, NetworkError, type GameApi } from '../lib/api';
import { dismissNotice, notify } from '../lib/notify';
import { loadTexts, texts, withTexts, type PlayTexts } from '../i18n/texts';
import { isOffline } from '../lib/online';
import { pageLanguage } from '../lib/language';
import { readSessionJson, setSessionItem, STORAGE_KEYS } from '../lib/storage';
import {
  celebrationMs,
  outcomeAnnouncement,
  prefersReducedMotion,
  revealDurationMs,
  rowAnnouncement,
  type GameState,
  type Row,
} from './model';
import { canSubmit, completedRow, gameReducer, initialGame, type ShownGame } from './reducer';

/** Where setting the day up stands: the board and the keyboard say it. */
export type Setup = { state: 'loading' } | { state: 'ready' } | { state: 'failed'; retryAt: number };
type SetupOf = Setup & { request: string };

const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 30_000;
export const retryDelayMs = (failures: number) => Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));

/**
 * Kept by a sign-out on the game's page: the account's game it showed, for that date: its rows, and
 * how it ended (a finished game keeps its result on screen), never anything the page had not shown.
 */
export function keepShownGame(game: { date?: string; rows: readonly Row[]; gameState: GameState; answer?: string }): void {
  const played = game.rows.filter((row) => row.submitted);
  if (game.date && played.length > 0)
    setSessionItem(
      STORAGE_KEYS.signedOutGame,
      JSON.stringify({
        date: game.date,
        language: pageLanguage,
        rows: played,
        status: game.gameState,
        ...(game.answer ? { answer: game.answer } : {}),
      }),
    );
}

type TypedRows = Record<string, { row: number; guess: string }>;
/** Which game a row was typed in: its date, in the page's language (each language's game of a date is its own). */
const typedGameOf = (date: string) => `${pageLanguage}:${date}`;
/** The rows being typed, by game (today's and a past code's played in between are two). */
function typedRows(): TypedRows {
  const kept = readSessionJson(STORAGE_KEYS.typedRow);
  return kept && typeof kept === 'object' ? (kept as TypedRows) : {};
}

/** The row typed on `date`'s row `row` before the page was left (More → Past codes → back), if any. */
function typedBeforeLeaving(date: string | undefined, row: number): string | undefined {
  const kept = date === undefined ? undefined : typedRows()[typedGameOf(date)];
  return kept && kept.row === row && typeof kept.guess === 'string' ? kept.guess : undefined;
}

/** Keeps the row being typed on `date`, with the two other most recent dates' (never more). */
function keepTypedRow(date: string, row: number, guess: string): void {
  const rows = { ...typedRows(), [typedGameOf(date)]: { row, guess } };
  const newest = Object.keys(rows)
    .sort((a, b) => b.slice(b.indexOf(':')).localeCompare(a.slice(a.indexOf(':'))))
    .slice(0, 3);
  setSessionItem(STORAGE_KEYS.typedRow, JSON.stringify(Object.fromEntries(newest.map((d) => [d, rows[d]]))));
}

/** The game kept at sign-out (for this tab's session), when this browser's day of `date` was played on the account. */
function shownBeforeSignOut(date: string | undefined, playedOnAccount: boolean | undefined): ShownGame | undefined {
  const kept = playedOnAccount
    ? (readSessionJson(STORAGE_KEYS.signedOutGame) as {
        date?: unknown;
        language?: unknown;
        rows?: unknown;
        status?: unknown;
        answer?: unknown;
      } | null)
    : null;
  if (!kept || typeof kept !== 'object' || kept.date !== date || kept.language !== pageLanguage) return undefined;
  const status = kept.status === 'won' || kept.status === 'lost' ? kept.status : undefined;
  return { rows: kept.rows, status, answer: typeof kept.answer === 'string' ? kept.answer : undefined };
}

/**
 * `api`: the calls of the game being played (today's code, or a past one's).
 * `account`: where the player's balance and figures go when an answer carries them.
 * `hardMode`: the player's setting, sent with a game's first guess (the game keeps its own mode after it).
 * `enabled`: false while sign-in is still being restored (the game would load twice).
 * Today's game gives way to the new day's at midnight; a past day's does not.
 */
/**
 * What the game needs of the player's account (account/useAccount.ts gives it): who plays, and
 * where the figures its answers carry go. Said here, so the game depends on no account code.
 */
/** What a refused or failed guess tells the player: the server's reason where it gives one. */
function submitFailure(error: unknown, t: PlayTexts['game']): string {
  if (error instanceof NetworkError) return t.submitFailedTryAgain;
  if (error instanceof ApiError && error.message === 'Not in word list') return t.notInWordList;
  return error instanceof ApiError && error.message ? error.message : t.submitFailed;
}

export interface GameAccount {
  player: { userId: string | null; anonymousId: string | null };
  statsLoaded: (stats: { streaks: LoadGameStateResponse['streaks']; statistics: LoadGameStateResponse['statistics'] } | null) => void;
  refreshStats: () => void;
  setBalance: (balance: number) => void;
}

export function useGame(api: GameApi, account: GameAccount, options: { localDate: string; hardMode: boolean; enabled: boolean }) {
  const { localDate, enabled } = options;
  const { player } = account;
  const [game, dispatch] = useReducer(gameReducer, initialGame);
  const [loadRequest, setLoadRequest] = useState(0);
  // Each setup request (a player, a retry, a new day) starts as 'loading' until its own answer arrives.
  const request = `${player.userId}|${player.anonymousId}|${loadRequest}|${enabled}`;
  const [setupOf, setSetup] = useState<SetupOf>({ request, state: 'loading' });
  const setup: Setup = setupOf.request === request ? setupOf : { state: 'loading' };
  /** The local date a rollover was last asked for (a server a little behind is asked again later). */
  const rolledOverFor = useRef<string | null>(null);
  /** The winning row is bouncing (the result waits for it). */
  const [celebrating, setCelebrating] = useState(false);
  /**
   * A game begun before the player's midnight and ended after it: its result stays on screen (to be
   * read and shared) until the player asks for the new code, instead of being swept away at once.
   */
  const [endedLate, setEndedLate] = useState(false);
  /** What the polite live region says: each scored row, then the outcome. */
  const [announcement, setAnnouncement] = useState('');
  const inFlight = useRef(false);
  const failures = useRef(0);
  // Callbacks read the latest game and account through refs, so submit is made once, not every render.
  const accountRef = useRef(account);
  const gameRef = useRef(game);
  const hardModeRef = useRef(options.hardMode);
  const localDateRef = useRef(localDate);
  useLayoutEffect(() => {
    accountRef.current = account;
    gameRef.current = game;
    hardModeRef.current = options.hardMode;
    localDateRef.current = localDate;
  });

  const retryNow = useCallback(() => setLoadRequest((n) => n + 1), []);

  // The row being typed outlives a visit to another page of the site (kept for the tab's session).
  useEffect(() => {
    if (game.date === undefined || game.gameState !== 'playing' || game.accountGameShown) return;
    keepTypedRow(game.date, game.currentRow, game.currentGuess);
  }, [game.date, game.currentRow, game.currentGuess, game.gameState, game.accountGameShown]);

  // Set the day up: its configuration, then the saved game. Retried by itself while it fails.
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let retry: number | undefined;
    /** `message`: which of the game's texts says what failed (loaded with them: the board says it too, meanwhile). */
    const fail = (message: (t: PlayTexts['game']) => string) => {
      if (cancelled) return;
      failures.current += 1;
      // Once, and not when the browser knows it is offline: the board then says it all, in one message.
      if (failures.current === 1 && !isOffline())
        loadTexts('play').then(
          () => notify.error(message(texts('play').game)),
          () => undefined,
        );
      const delay = retryDelayMs(failures.current);
      setSetup({ request, state: 'failed', retryAt: Date.now() + delay });
      retry = window.setTimeout(() => setLoadRequest((n) => n + 1), delay);
    };
    void (async () => {
      try {
        const { day, saved } = await api.loadDay(player);
        if (cancelled) return;
        // An answer without a game in it cannot build the board: say so, and try again.
        if (typeof saved?.data !== 'object' || saved.data === null) return fail((t) => t.loadFailed);
        dispatch({ type: 'configured', wordLength: day.wordLength, dayOfWeek: day.dayOfWeek });
        dispatch({
          type: 'restored',
          rows: saved.data.guesses,
          guessesUsed: saved.data.guesses_used,
          won: saved.data.won,
          revealedLetters: saved.data.revealed_letters ?? [],
          answer: saved.data.answer,
          date: saved.data.date,
          hardMode: saved.data.hard_mode,
          playedOnAccount: saved.data.played_on_account,
          shown: shownBeforeSignOut(saved.data.date, saved.data.played_on_account),
          typed: typedBeforeLeaving(saved.data.date, saved.data.guesses_used),
        });
        const { deviceGame } = saved;
        if (deviceGame)
          void withTexts('play', () => import('./share'))().then(({ deviceGameNotice }) =>
            notify.message(deviceGameNotice(deviceGame), { duration: 12_000 }),
          );
        failures.current = 0;
        setSetup({ request, state: 'ready' });
        const { streaks, statistics } = saved;
        if (api.daily) accountRef.current.statsLoaded(streaks && statistics ? { streaks, statistics } : null);
      } catch (error) {
        fail((t) => (error instanceof DayLoadError && error.step === 'length' ? t.configurationFailed : t.stateFailed));
      }
    })();
    return () => {
      cancelled = true;
      window.clearTimeout(retry);
    };
    // `request` names the player, the retry and `enabled` (the listed dependencies): api stands for the token.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [api, request]);

  // Midnight: a new code is deployed. A finished or unstarted game gives way at once; a game in
  // progress is finished under its own date first, its result shown until the player moves on.
  const inProgress = game.gameState === 'playing' && game.currentRow > 0;
  const pastItsDay = api.daily && setup.state === 'ready' && game.date !== undefined && game.date < localDate;
  const rollOver = pastItsDay && !inProgress && game.revealingRow === null && !celebrating && !endedLate;
  /** The new day's code waits for the player (a game ended after its midnight): this moves on to it. */
  const nextCode = pastItsDay && endedLate && !celebrating ? () => setEndedLate(false) : null;
  useEffect(() => {
    if (!rollOver) return;
    // Asked again for the same date: the server's clock was still before midnight; ask once more later.
    const timer = window.setTimeout(retryNow, rolledOverFor.current === localDate ? 30_000 : 0);
    rolledOverFor.current = localDate;
    return () => window.clearTimeout(timer);
  }, [rollOver, localDate, retryNow]);

  // Once a row's flip completes its colours reach the keyboard and a finished game is announced:
  // 'Magnificent!' (after the winning row's bounce) or 'Better luck tomorrow!'.
  useEffect(() => {
    if (game.revealingRow === null) return;
    const outcome = game.pendingState;
    const still = prefersReducedMotion();
    const timer = window.setTimeout(
      () => {
        dispatch({ type: 'revealed' });
        if (outcome !== 'won' && outcome !== 'lost') return;
        setAnnouncement(outcomeAnnouncement(outcome, gameRef.current.currentRow + 1, gameRef.current.answer));
        if (outcome === 'lost') notify.message(texts('play').game.lost);
        if (outcome === 'won') {
          setCelebrating(true);
          window.setTimeout(
            () => {
              setCelebrating(false);
              notify.success(texts('play').game.won);
            },
            still ? 0 : celebrationMs(gameRef.current.wordLength),
          );
        }
        if (api.daily) accountRef.current.refreshStats();
      },
      still ? 0 : revealDurationMs(game.wordLength),
    );
    return () => window.clearTimeout(timer);
  }, [game.revealingRow, game.wordLength, game.pendingState, api.daily]);

  const addLetter = useCallback((letter: string) => dispatch({ type: 'letter', letter }), []);
  const removeLetter = useCallback(() => dispatch({ type: 'backspace' }), []);

  /** The notice offering Retry for the row that failed, while it may be on screen. */
  const retryNotice = useRef<number | null>(null);
  /** The notice's Retry sends the typed row again (the row stays as it was typed). */
  const resubmit = useRef<() => void>(() => undefined);
  const submit = useCallback(async (): Promise<void> => {
    const typed = gameRef.current;
    if (!canSubmit(typed) || inFlight.current) return; // a submission in flight ignores the next
    // A row short only of bought letters is complete: they are filled in, and sent.
    const guess = completedRow(typed.currentGuess, typed.revealedLetters, typed.wordLength);
    if (guess !== typed.currentGuess) dispatch({ type: 'completed' });
    const current = { ...typed, currentGuess: guess };
    if (current.currentGuess.length !== current.wordLength) {
      dispatch({ type: 'rejected' });
      notify.error(texts('shell').game.notEnoughLetters); // the notice area reads it out
      return;
    }
    inFlight.current = true;
    dispatch({ type: 'submitting' });
    // The texts of what follows (scores, refusals), fetched with the guess if the page has not yet.
    const textsLoaded = loadTexts('play');
    textsLoaded.catch(() => undefined); // answered below, once the guess is
    try {
      const result = await api.submitGuess({
        guess: current.currentGuess,
        wordLength: current.wordLength,
        row: current.currentRow,
        date: current.date,
        hardMode: current.hardMode ?? hardModeRef.current,
        userId: player.userId,
        anonymousId: player.anonymousId,
      });
      // A Retry still on screen for this row no longer applies: it would send the next one.
      if (retryNotice.current !== null) dismissNotice(retryNotice.current);
      dispatch({ type: 'scored', tiles: result.evaluation, gameState: result.gameState, answer: result.answer, hardMode: result.hardMode });
      if (result.gameState !== 'playing' && current.date !== undefined && current.date < localDateRef.current) setEndedLate(true);
      if (result.creditBalance !== null) accountRef.current.setBalance(result.creditBalance);
      // Said once the game's texts are here (were they not, the board's colours still say it).
      void textsLoaded.then(
        () => {
          setAnnouncement(rowAnnouncement(current.currentRow, result.evaluation));
          if (!result.saved) notify.error(texts('play').game.saveFailed);
        },
        () => undefined,
      );
    } catch (error) {
      dispatch({ type: 'submitFailed' });
      // The row stays as typed: trying again sends it as it is.
      const retryable = error instanceof NetworkError || (error instanceof ApiError && error.status === 503);
      const again = { action: { label: texts('shell').board.retry, onClick: () => resubmit.current() } };
      const show = (message: string) => {
        const shown = notify.error(message, retryable ? again : undefined);
        if (retryable) retryNotice.current = shown;
      };
      // Offline, the first texts say it: the game's later ones may not be here.
      if (error instanceof NetworkError && isOffline()) show(texts('shell').game.offlineRowKept);
      else
        await textsLoaded.then(
          () => show(submitFailure(error, texts('play').game)),
          () => show(texts('shell').game.offlineRowKept),
        );
    } finally {
      inFlight.current = false;
    }
  }, [api, player.userId, player.anonymousId]);

  useEffect(() => {
    resubmit.current = () => void submit();
  }, [submit]);

  const revealLetters = useCallback((letters: RevealedLetterDto[]) => dispatch({ type: 'helped', revealedLetters: letters }), []);

  return { game, setup, retryNow, celebrating, announcement, addLetter, removeLetter, submit, revealLetters, nextCode };
}
