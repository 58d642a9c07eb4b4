/** Game rules (docs/product.md, "Rules"): status, guess validation, one guess decided whole, the view a player may see. */
import { earliestLiveDay, localDayFromDate } from './calendar';
import { asWritten, evaluateGuess, isAllCorrect, type Tile } from './evaluation';
import { brokenHardModeRule, type HardModeRule } from './hard-mode';
import { DEFAULT_LANGUAGE, foldWord, type LanguageCode } from './languages';
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
  /** The language its code and guesses are in (domain/languages.ts). */
  language: LanguageCode;
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

export function newGame(date: string, wordLength: number, language: LanguageCode): Game {
  return { date, language, wordLength, guesses: [], revealedLetters: [], status: 'playing' };
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
  | { kind: 'hard-mode'; rule: HardModeRule };

/**
 * The guess as the language plays it (domain/languages.ts: "Árbol" is "arbol" in Spanish), or why it
 * is refused: letters of the language only (or letters it folds), exactly the day's length, a word.
 */
export function checkGuess(
  guess: string,
  wordLength: number,
  isWord: (w: string) => boolean,
  language: LanguageCode = DEFAULT_LANGUAGE,
): GuessProblem | { played: string } {
  const played = foldWord(language, guess);
  if (played === undefined) return { kind: 'not-letters' };
  if (played.length < wordLength) return { kind: 'too-short' };
  if (played.length > wordLength) return { kind: 'too-long', wordLength };
  if (!isWord(played)) return { kind: 'not-in-word-list' };
  return { played };
}

export interface Row {
  tiles: Tile[];
  submitted: boolean;
}

/** The rows a player sees for their stored guesses: scored against the code as played, shown as it is written. */
export function rowsOf(guesses: string[], answer: string, written: string = answer): Row[] {
  return guesses.map((g) => ({ tiles: asWritten(evaluateGuess(g, answer), written), submitted: true }));
}

export type GuessDecision =
  | { ok: false; problem: GuessProblem }
  | {
      ok: true;
      /** The guess as stored: as the language plays it (lower case, folded). */
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
  /** The game's language: how the guess's letters fold (the answer is already in its played form). */
  language?: LanguageCode;
}): GuessDecision {
  const checked = checkGuess(input.guess, input.day.wordLength, input.isWord, input.language);
  if (!('played' in checked)) return { ok: false, problem: checked };
  const guess = checked.played;
  const hardMode = input.game?.hardMode ?? (input.guessesBefore === 0 ? input.hardMode === true : false);
  if (hardMode && input.game) {
    const played = input.game.guesses.slice(0, input.guessesBefore).map((g) => evaluateGuess(g, input.answer));
    const rule = brokenHardModeRule(guess, played, input.game.revealedLetters);
    if (rule) return { ok: false, problem: { kind: 'hard-mode', rule } };
  }
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
