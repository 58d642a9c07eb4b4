/** Game rules of SPEC.md §4 and §5: status, guess validation, the view a player may see. */
import { evaluateGuess, type Tile } from './evaluation';
import { MAX_GUESSES } from './rules';

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

/** The kinds of rejected guesses a player can meet (SPEC §5, §8). */
export type GuessProblem =
  { kind: 'not-letters' } | { kind: 'too-short' } | { kind: 'too-long'; wordLength: number } | { kind: 'not-in-word-list' };

/** SPEC §5: exactly the day's length, letters a-z only, and a word of the dictionary. */
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
