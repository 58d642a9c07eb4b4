/** Game rules (docs/product.md, "Rules"): status, guess validation, one guess decided whole, the view a player may see. */
import { earliestLiveDay, localDayFromDate } from './calendar';
import { evaluateGuess, isAllCorrect, type Tile } from './evaluation';
import { hardModeProblem } from './hard-mode';
import { MAX_GUESSES } from './rules';
import type { DayResult } from './streaks';

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
  /** Set by the first guess, fixed after it. */
  hardMode?: boolean;
  /** An anonymous browser's day that joined this account (its own game left it: the day was played there). */
  linkedTo?: string;
  /** The zone of its first guess (games from before zones were kept have none): it finishes after midnight only there. */
  tzOffset?: number;
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
  | { kind: 'not-letters' }
  | { kind: 'too-short' }
  | { kind: 'too-long'; wordLength: number }
  | { kind: 'not-in-word-list' }
  | { kind: 'hard-mode'; rule: string };

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
      /** The game's mode: the one it was started in, or for a first guess the player's choice. */
      hardMode: boolean;
      /** When this guess ends the game, the day's result for the player's history (guesses to win, 0 lost). */
      result?: DayResult;
    };

/**
 * One guess, decided whole: is it a word of the day's length (and, in hard mode, does it keep what
 * the played rows and revealed letters showed), how it scores against the answer, how the game
 * stands after it (it is guess number `guessesBefore + 1`), and, when it ends the game, the day's
 * result. `game` is the stored game when it was read (hard mode needs its rows).
 */
export function decideGuess(input: {
  guess: string;
  day: { date: string; wordLength: number };
  answer: string;
  isWord: (word: string) => boolean;
  guessesBefore: number;
  game?: Game;
  /** The player's choice for a game's first guess; a started game keeps its own mode. */
  hardMode?: boolean;
}): GuessDecision {
  const problem = checkGuess(input.guess, input.day.wordLength, input.isWord);
  if (problem) return { ok: false, problem };
  const hardMode = input.game?.hardMode ?? (input.guessesBefore === 0 ? input.hardMode === true : false);
  if (hardMode && input.game) {
    const played = input.game.guesses.slice(0, input.guessesBefore).map((g) => evaluateGuess(g, input.answer));
    const rule = hardModeProblem(input.guess, played, input.game.revealedLetters);
    if (rule) return { ok: false, problem: { kind: 'hard-mode', rule } };
  }
  const guess = input.guess.toLowerCase();
  const tiles = evaluateGuess(guess, input.answer);
  const status = statusAfterGuess(guess, input.answer, input.guessesBefore + 1);
  const result = status === 'won' ? input.guessesBefore + 1 : status === 'lost' ? 0 : undefined;
  return { ok: true, guess, tiles, isCorrect: isAllCorrect(tiles), status, hardMode, ...(result === undefined ? {} : { result }) };
}

/** Positions the player knows: green in a played guess, or revealed by a helper. */
export function knownPositions(game: Pick<Game, 'guesses' | 'revealedLetters'>, answer: string): Set<number> {
  const known = new Set(game.revealedLetters.map((r) => r.position));
  for (const guess of game.guesses) evaluateGuess(guess, answer).forEach((tile, i) => tile.state === 'correct' && known.add(i));
  return known;
}

/**
 * A game begun before local midnight may still be finished after it, under its own date: in the zone
 * it was begun in, and while its date is still live somewhere (once over everywhere, its code is in
 * the archive, and whoever plays it from there pays for it).
 */
export const canFinishAfterMidnight = (game: Game | undefined, now: Date, tzOffset: number): boolean =>
  game !== undefined &&
  game.status === 'playing' &&
  game.guesses.length > 0 &&
  (game.tzOffset === undefined || game.tzOffset === tzOffset) &&
  (localDayFromDate(game.date)?.dayNumber ?? -Infinity) >= earliestLiveDay(now).dayNumber;
