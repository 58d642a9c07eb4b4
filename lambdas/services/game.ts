/**
 * Playing the day's game. Each call loads what it needs, asks the domain for one decision, and
 * stores the result; the handlers call these with an identified player and a validated request.
 */
import type { LoadGameStateResponse, SubmitGuessResponse } from '../contracts';
import { localDay, localDayFromDate, previousDate, type LocalDay } from '../domain/calendar';
import { canFinishAfterMidnight, decideGuess, newGame, rowsOf, statusAfter, type Game, type GuessProblem } from '../domain/game';
import { evaluateGuess, isAllCorrect } from '../domain/evaluation';
import type { Player } from '../domain/player';
import { statisticsFor, visibleStreak } from '../domain/streaks';
import { accountStore, type Profile } from '../store/accounts';
import { gameStore, type AppendResult } from '../store/games';
import { count } from '../telemetry/powertools';
import { wordList } from '../words/word-lists';
import { answerOf } from './answer';
import { conflict, invalid } from '../errors';

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

/** The player-facing text of each rejected guess. */
const REJECTION: Record<GuessProblem['kind'], (problem: GuessProblem) => string> = {
  'not-letters': () => 'guess: letters A-Z only',
  'too-short': () => 'Not enough letters',
  'too-long': (problem) => `Too many letters: today's code has ${(problem as { wordLength: number }).wordLength}`,
  'not-in-word-list': () => 'Not in word list',
};

/**
 * The day a guess belongs to: today, or yesterday for a game begun before local midnight and still
 * in play, which is finished under its own date (and counts for that date's streak).
 */
async function dayOfGuess(player: Player, input: GuessInput, now: Date): Promise<LocalDay> {
  const today = localDay(now, input.tzOffset);
  if (!input.date || input.date === today.date) return today;
  const started = input.date === previousDate(today.date) ? localDayFromDate(input.date) : undefined;
  if (started && canFinishAfterMidnight(await gameStore.get(player, started.date))) return started;
  throw newCodeDeployed(today);
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

export async function submitGuess(player: Player, input: GuessInput, now: Date): Promise<SubmitGuessResponse> {
  const day = await dayOfGuess(player, input, now);
  if (input.wordLength !== day.wordLength) throw newCodeDeployed(localDay(now, input.tzOffset));

  // With the row index one conditional write stores the guess; without it, read what is stored first.
  let guessesBefore = input.row;
  if (guessesBefore === undefined) {
    const stored = await gameStore.get(player, day.date);
    if (stored && stored.status !== 'playing') throw conflict(GAME_OVER);
    guessesBefore = stored?.guesses.length ?? 0;
  }

  // A signed-in player's statistics change in the same write that finishes the game; if another game
  // of theirs finished at that very moment, they are decided again once, from the new figures.
  let result: AppendResult;
  let profile: Profile | undefined;
  let answer: string;
  for (let attempt = 1; ; attempt++) {
    [answer, profile] = await Promise.all([
      answerOf(day),
      player.kind === 'user' ? accountStore.ensureProfile(player.sub, now) : undefined,
    ]);
    const decision = decideGuess({
      guess: input.guess,
      day,
      answer,
      isWord: (word) => wordList(day.wordLength).isValid(word),
      guessesBefore,
      stats: profile?.stats,
    });
    if (!decision.ok) {
      count('GuessRejected');
      throw invalid(REJECTION[decision.problem.kind](decision.problem));
    }
    result = await gameStore.appendGuess(player, {
      date: day.date,
      wordLength: day.wordLength,
      expectedCount: guessesBefore,
      guess: decision.guess,
      status: decision.status,
      now,
      stats:
        player.kind === 'user' && profile && decision.stats
          ? { sub: player.sub, next: decision.stats, playedBefore: profile.stats.played }
          : undefined,
    });
    if (!('statsChanged' in result) || attempt === 2) break;
  }

  const guess = input.guess.toLowerCase();
  const creditBalance = profile?.credits ?? null;
  if (result.stored) {
    count('GuessSubmitted');
    if (guessesBefore === 0) count('GameStarted');
    if (result.game.status === 'won') count('GameWon');
    if (result.game.status === 'lost') count('GameLost');
    return reply(result.game, guess, answer, creditBalance);
  }
  if ('statsChanged' in result) throw conflict('Your statistics changed at the same moment: please submit again.');
  const current = result.current;
  // The same row arrived twice (a retry or a double tap): answer as the first one was answered.
  if (current && current.guesses[guessesBefore] === guess) {
    const guesses = current.guesses.slice(0, guessesBefore + 1);
    return reply({ ...current, guesses, status: statusAfter(guesses, answer) }, guess, answer, creditBalance);
  }
  if (current && current.status !== 'playing') throw conflict(GAME_OVER);
  throw conflict(`Row ${guessesBefore + 1} does not follow the stored game: reload to continue where you left off.`);
}

export async function loadGameState(player: Player, tzOffset: number, now: Date): Promise<LoadGameStateResponse> {
  const day = localDay(now, tzOffset);
  // A player who played anonymously today and has just signed in keeps that game.
  if (player.kind === 'user' && player.anonymousId) {
    await gameStore.moveToAccount({ kind: 'anonymous', anonymousId: player.anonymousId }, { kind: 'user', sub: player.sub }, day.date);
  }
  const [stored, profile] = await Promise.all([
    gameStore.get(player, day.date),
    player.kind === 'user' ? accountStore.getProfile(player.sub) : Promise.resolve(undefined),
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
