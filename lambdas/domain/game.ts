/** Game rules (docs/product.md, "Rules"): status, guess validation, one guess decided whole, the view a player may see. */
import { evaluateGuess, isAllCorrect, type Tile } from './evaluation';
import { MAX_GUESSES } from './rules';
import { statsAfterGame, type PlayerStats } from './streaks';

export type GameStatus = 'playing' | 'won' | 'lost';

export interface RevealedLetter {
  position: number;
  letter: string;
}

/** What is stored of one player's game for one local day. */
export interface Game {
  date: string;
  wordLength: number;
  /** Submitted guesses, lower-case, in order. */
  guesses: string[];
  revealedLetters: RevealedLetter[];
  status: GameStatus;
}

export function newGame(date: string, wordLength: number): Game {
  return { date, wordLength, guesses: [], revealedLetters: [], status: 'playing' };
}

/** Status after guess number `guessNumber` (1-6): won when it is the answer, lost when the 6th misses. */
export function statusAfterGuess(guess: string, answer: string, guessNumber: number): GameStatus {
  if (guess.toLowerCase() === answer.toLowerCase()) return 'won';
  return guessNumber >= MAX_GUESSES ? 'lost' : 'playing';
}

/** Status after `guesses` against `answer` (a game ends at its winning guess, so the last one decides). */
export function statusAfter(guesses: string[], answer: string): GameStatus {
  return guesses.length === 0 ? 'playing' : statusAfterGuess(guesses[guesses.length - 1], answer, guesses.length);
}

/** The kinds of rejected guesses a player can meet. */
export type GuessProblem =
  { kind: 'not-letters' } | { kind: 'too-short' } | { kind: 'too-long'; wordLength: number } | { kind: 'not-in-word-list' };

/** Exactly the day's length, letters a-z only, and a word of the dictionary. */
export function checkGuess(guess: string, wordLength: number, isWord: (w: string) => boolean): GuessProblem | undefined {
  if (!/^[a-z]*$/i.test(guess)) return { kind: 'not-letters' };
  if (guess.length < wordLength) return { kind: 'too-short' };
  if (guess.length > wordLength) return { kind: 'too-long', wordLength };
  if (!isWord(guess.toLowerCase())) return { kind: 'not-in-word-list' };
  return undefined;
}

export interface Row {
  tiles: Tile[];
  submitted: boolean;
}

/** The rows a player sees for their stored guesses. */
export function rowsOf(guesses: string[], answer: string): Row[] {
  return guesses.map((g) => ({ tiles: evaluateGuess(g, answer), submitted: true }));
}

export type GuessDecision =
  | { ok: false; problem: GuessProblem }
  | {
      ok: true;
      /** The guess as stored: lower case. */
      guess: string;
      tiles: Tile[];
      isCorrect: boolean;
      /** The game's status once this guess is stored. */
      status: GameStatus;
      /** The player's statistics after this guess: changed only when it ends the game. */
      stats?: PlayerStats;
    };

/**
 * One guess, decided whole: is it a word of the day's length, how it scores against the answer, how
 * the game stands after it (it is guess number `guessesBefore + 1`), and, when it ends the game,
 * the player's statistics after it.
 */
export function decideGuess(input: {
  guess: string;
  day: { date: string; wordLength: number };
  answer: string;
  isWord: (word: string) => boolean;
  guessesBefore: number;
  stats?: PlayerStats;
}): GuessDecision {
  const problem = checkGuess(input.guess, input.day.wordLength, input.isWord);
  if (problem) return { ok: false, problem };
  const guess = input.guess.toLowerCase();
  const tiles = evaluateGuess(guess, input.answer);
  const status = statusAfterGuess(guess, input.answer, input.guessesBefore + 1);
  const stats =
    input.stats && status !== 'playing'
      ? statsAfterGame(input.stats, { date: input.day.date, status, wordLength: input.day.wordLength, guesses: input.guessesBefore + 1 })
      : undefined;
  return { ok: true, guess, tiles, isCorrect: isAllCorrect(tiles), status, stats };
}

/** A game begun before local midnight may still be finished after it, under its own date. */
export const canFinishAfterMidnight = (game: Game | undefined): boolean =>
  game !== undefined && game.status === 'playing' && game.guesses.length > 0;
