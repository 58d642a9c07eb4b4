/**
 * Playing the day's game: the glue between the pure rules (domain) and the table (store). The
 * handlers call these with an identified caller and a validated request.
 */
import type { LoadGameStateResponse, SubmitGuessResponse } from '../contracts';
import { localDay, localDayFromDate, previousDate, type LocalDay } from '../domain/calendar';
import { evaluateGuess, isAllCorrect } from '../domain/evaluation';
import { checkGuess, newGame, rowsOf, statusAfter, statusAfterGuess, type Game } from '../domain/game';
import { badRequest, conflict } from '../http/errors';
import type { Caller } from '../http/identity';
import { count } from '../http/powertools';
import { statisticsFor, statsAfterGame, visibleStreak } from '../domain/streaks';
import { accountStore } from '../store/accounts';
import { gameStore, type AppendGuess, type AppendResult } from '../store/games';
import { playerOf } from '../store/table';
import { wordList } from '../words/word-lists';
import { answerOf } from './answer';

const GAME_OVER = 'This game is over: a new encrypted sequence will be deployed at 00:00 hours.';

export interface GuessInput {
  guess: string;
  wordLength: number;
  tzOffset: number;
  row?: number;
  /** The date of the game being played, as load-game-state gave it. */
  date?: string;
}

const newCodeDeployed = (today: LocalDay) =>
  conflict(`A new code has been deployed: today's code has ${today.wordLength} letters. Reload to play it.`);

/**
 * The day a guess belongs to: today, or yesterday for a game begun before local midnight and still
 * in play, which is finished under its own date (and counts for that date's streak).
 */
async function dayOfGuess(player: ReturnType<typeof playerOf>, input: GuessInput, now: Date): Promise<LocalDay> {
  const today = localDay(now, input.tzOffset);
  if (!input.date || input.date === today.date) return today;
  const started = input.date === previousDate(today.date) ? localDayFromDate(input.date) : undefined;
  const game = started && (await gameStore.get(player, started.date));
  if (started && game && game.status === 'playing' && game.guesses.length > 0) return started;
  throw newCodeDeployed(today);
}

/** SPEC §5 and §8 texts for a rejected guess. */
function rejectGuess(guess: string, day: LocalDay): void {
  const problem = checkGuess(guess, day.wordLength, (w) => wordList(day.wordLength).isValid(w));
  if (!problem) return;
  count('GuessRejected');
  switch (problem.kind) {
    case 'not-letters':
      throw badRequest('guess: letters A-Z only');
    case 'too-short':
      throw badRequest('Not enough letters');
    case 'too-long':
      throw badRequest(`Too many letters: today's code has ${problem.wordLength}`);
    case 'not-in-word-list':
      throw badRequest('Not in word list');
  }
}

/** Signed-in players see their balance with every answer; anonymous players have none. */
async function balanceOf(caller: Caller): Promise<number | null> {
  return caller.kind === 'user' ? ((await accountStore.getProfile(caller.sub))?.credits ?? null) : null;
}

function reply(game: Game, guess: string, answer: string, creditBalance: number | null): SubmitGuessResponse {
  const evaluation = evaluateGuess(guess, answer);
  return {
    evaluation,
    isCorrect: isAllCorrect(evaluation),
    saved: true,
    creditBalance,
    gameState: game.status,
    guessesUsed: game.guesses.length,
    ...(game.status === 'lost' ? { answer: answer.toUpperCase() } : {}),
  };
}

export async function submitGuess(caller: Caller, input: GuessInput, now: Date): Promise<SubmitGuessResponse> {
  const player = playerOf(caller);
  const day = await dayOfGuess(player, input, now);
  if (input.wordLength !== day.wordLength) throw newCodeDeployed(localDay(now, input.tzOffset));
  rejectGuess(input.guess, day);
  const guess = input.guess.toLowerCase();

  // With the row index one conditional write does it; without it, read what is stored first.
  let expectedCount = input.row;
  if (expectedCount === undefined) {
    const stored = await gameStore.get(player, day.date);
    if (stored && stored.status !== 'playing') throw conflict(GAME_OVER);
    expectedCount = stored?.guesses.length ?? 0;
  }

  const answer = await answerOf(day);
  const status = statusAfterGuess(guess, answer, expectedCount + 1);
  const append = (stats?: AppendGuess['stats']) =>
    gameStore.appendGuess(player, { date: day.date, wordLength: day.wordLength, expectedCount: expectedCount!, guess, status, now, stats });

  let result: AppendResult;
  let creditBalance: number | null;
  if (caller.kind === 'user' && status !== 'playing') {
    // A signed-in player's streaks and statistics change in the same write that finishes the game;
    // if another game of theirs finished at the same moment, recompute them once.
    for (let attempt = 1; ; attempt++) {
      const profile = await accountStore.ensureProfile(caller.sub, now);
      creditBalance = profile.credits;
      const next = statsAfterGame(profile.stats, { date: day.date, status, wordLength: day.wordLength, guesses: expectedCount + 1 });
      result = await append({ sub: caller.sub, playedBefore: profile.stats.played, next });
      if (!('statsChanged' in result) || attempt === 2) break;
    }
  } else {
    [result, creditBalance] = await Promise.all([append(), balanceOf(caller)]);
  }

  if (result.stored) {
    count('GuessSubmitted');
    if (expectedCount === 0) count('GameStarted');
    if (status === 'won') count('GameWon');
    if (status === 'lost') count('GameLost');
    return reply(result.game, guess, answer, creditBalance);
  }
  if ('statsChanged' in result) throw conflict('Your statistics changed at the same moment: please submit again.');
  const current = result.current;
  // The same row arrived twice (a retry or a double tap): answer as the first one was answered.
  if (current && current.guesses[expectedCount] === guess) {
    const guesses = current.guesses.slice(0, expectedCount + 1);
    return reply({ ...current, guesses, status: statusAfter(guesses, answer) }, guess, answer, creditBalance);
  }
  if (current && current.status !== 'playing') throw conflict(GAME_OVER);
  throw conflict(`Row ${expectedCount + 1} does not follow the stored game: reload to continue where you left off.`);
}

export async function loadGameState(caller: Caller, tzOffset: number, now: Date): Promise<LoadGameStateResponse> {
  const day = localDay(now, tzOffset);
  // A player who played anonymously today and has just signed in keeps that game.
  if (caller.kind === 'user' && caller.anonymousId) {
    await gameStore.moveToAccount({ kind: 'anonymous', anonymousId: caller.anonymousId }, playerOf(caller), day.date);
  }
  const [stored, profile] = await Promise.all([
    gameStore.get(playerOf(caller), day.date),
    caller.kind === 'user' ? accountStore.getProfile(caller.sub) : Promise.resolve(undefined),
  ]);
  const game = stored ?? newGame(day.date, day.wordLength);
  const answer = game.guesses.length > 0 ? await answerOf(day) : undefined;
  return {
    data: {
      guesses: answer ? rowsOf(game.guesses, answer) : [],
      guesses_used: game.guesses.length,
      won: game.status === 'won',
      revealed_letters: game.revealedLetters,
      status: game.status,
      word_length: game.wordLength,
      date: game.date,
      ...(game.status === 'lost' && answer ? { answer: answer.toUpperCase() } : {}),
    },
    streaks: profile
      ? { currentStreak: visibleStreak(profile.stats, day.date), longestStreak: profile.stats.longestStreak }
      : { currentStreak: 0, longestStreak: 0 },
    statistics: profile ? statisticsFor(profile.stats, day.wordLength) : null,
  };
}
