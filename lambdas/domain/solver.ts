/**
 * The decryption report's solver (docs/product.md, "The decryption report"): which candidate codes
 * remain after a guess's colours, how many a guess leaves on average, and the bot's choice: the
 * valid guess that leaves the fewest on average, ties to a guess that could be the code.
 *
 * Pure, and written for speed (a report is computed in a request): words are held as letter
 * indices, a guess's colours against a code as one base-3 number (0 absent, 1 present, 2 correct,
 * first letter most significant; for a guess of all-different letters, read off the code's letter
 * mask), and a guess's partition is abandoned as soon as what it has so far, plus one for each code
 * still to come, cannot beat the best one found (the search starting from a good guess's score).
 */

import { LANGUAGE_CODES, LANGUAGES } from './languages';

/**
 * Every letter any language plays (a-z, then Spanish ñ), each with its index: a word is held as these
 * indices, and a letter set as a bit per index (at most 31 letters fit a mask).
 */
const LETTERS = [...new Set(LANGUAGE_CODES.flatMap((code) => [...LANGUAGES[code].letters]))];
const LETTER_COUNT = LETTERS.length;
const INDEX = new Map(LETTERS.map((letter, i) => [letter, i]));
const indexOf = (letter: string): number => {
  const index = INDEX.get(letter);
  if (index === undefined) throw new RangeError(`the solver has no letter ${letter}: words reach it folded (domain/languages.ts)`);
  return index;
};

/** A word list made ready for the solver once per process: `words[i]` and its letter indices. */
export interface Lexicon {
  words: readonly string[];
  letters: readonly Uint8Array[];
  length: number;
  /** Per word, a bit per letter it holds (a = bit 0, in LETTERS' order), and whether its letters are all different. */
  masks: Int32Array;
  distinct: Uint8Array;
}

const encode = (word: string) => Uint8Array.from(word.toLowerCase(), indexOf);
const maskOf = (letters: Uint8Array) => letters.reduce((mask, letter) => mask | (1 << letter), 0);

export function lexicon(words: readonly string[]): Lexicon {
  const length = words[0]?.length ?? 0;
  const letters = words.map(encode);
  const masks = Int32Array.from(letters, maskOf);
  const distinct = Uint8Array.from(letters, (word) => (new Set(word).size === word.length ? 1 : 0));
  return { words, letters, length, masks, distinct };
}

/**
 * The colours of a guess whose letters are all different: a letter not in place is yellow exactly
 * when the code holds it (the code's copy cannot be taken by another copy in the guess). Same result
 * as patternOf, for most guesses, at a fraction of the cost.
 */
function patternOfDistinct(guess: Uint8Array, code: Uint8Array, codeMask: number): number {
  let pattern = 0;
  for (let i = 0; i < guess.length; i++) {
    pattern = pattern * 3 + (guess[i] === code[i] ? 2 : (codeMask >> guess[i]) & 1);
  }
  return pattern;
}

const scratchCounts = new Int8Array(LETTER_COUNT);

/** The colours `guess` gets against `code` (the game's own rule: greens first, then yellows left to right while copies remain). */
export function patternOf(guess: Uint8Array, code: Uint8Array): number {
  const n = guess.length;
  for (let i = 0; i < n; i++) if (guess[i] !== code[i]) scratchCounts[code[i]]++;
  let pattern = 0;
  for (let i = 0; i < n; i++) {
    let digit = 0;
    if (guess[i] === code[i]) digit = 2;
    else if (scratchCounts[guess[i]] > 0) {
      scratchCounts[guess[i]]--;
      digit = 1;
    }
    pattern = pattern * 3 + digit;
  }
  for (let i = 0; i < n; i++) scratchCounts[code[i]] = 0;
  return pattern;
}

/** The pattern of a guess that is the code. */
export const solvedPattern = (length: number) => 3 ** length - 1;

/** The candidates (indices into `candidates.words`) still possible after `guess` got `pattern`. */
export function remainingAfter(candidates: Lexicon, among: readonly number[], guess: string, pattern: number): number[] {
  const g = encode(guess);
  return among.filter((i) => patternOf(g, candidates.letters[i]) === pattern);
}

/**
 * How many codes `guess` leaves on average over `among` (each equally likely): the sum of its
 * colour groups' squared sizes over their total, where the group of the code itself leaves none.
 */
export function expectedLeft(guess: Uint8Array, candidates: Lexicon, among: readonly number[]): number {
  if (among.length === 0) return 0;
  const sizes = new Map<number, number>();
  const solved = solvedPattern(candidates.length);
  const distinct = new Set(guess).size === guess.length;
  let sumOfSquares = 0;
  for (const i of among) {
    const pattern = distinct
      ? patternOfDistinct(guess, candidates.letters[i], candidates.masks[i])
      : patternOf(guess, candidates.letters[i]);
    if (pattern === solved) continue;
    const size = sizes.get(pattern) ?? 0;
    sizes.set(pattern, size + 1);
    sumOfSquares += 2 * size + 1;
  }
  return sumOfSquares / among.length;
}

export const expectedLeftOf = (guess: string, candidates: Lexicon, among: readonly number[]) =>
  expectedLeft(encode(guess), candidates, among);

/** What one played row tells: the guess and its colours. */
export interface Clue {
  guess: string;
  pattern: number;
}

/**
 * Hard mode's rule as a test of a guess (domain/hard-mode.ts says it in words): every green letter
 * in its place, revealed letters counting as green, and each letter at least as often as one row
 * showed it green or yellow.
 */
export function hardModeTest(length: number, clues: readonly Clue[], revealed: readonly { position: number; letter: string }[]) {
  const fixed = new Int8Array(length).fill(-1);
  const needed = new Int8Array(LETTER_COUNT);
  for (const { position, letter } of revealed) fixed[position] = indexOf(letter.toLowerCase());
  for (const { guess, pattern } of clues) {
    const g = encode(guess);
    const inRow = new Int8Array(LETTER_COUNT);
    let rest = pattern;
    for (let i = length - 1; i >= 0; i--) {
      const digit = rest % 3;
      rest = (rest - digit) / 3;
      if (digit === 2) fixed[i] = g[i];
      if (digit > 0) inRow[g[i]]++;
    }
    for (let l = 0; l < LETTER_COUNT; l++) needed[l] = Math.max(needed[l], inRow[l]);
  }
  const counts = new Int8Array(LETTER_COUNT);
  return (word: Uint8Array): boolean => {
    for (let i = 0; i < length; i++) if (fixed[i] >= 0 && word[i] !== fixed[i]) return false;
    counts.fill(0);
    for (let i = 0; i < length; i++) counts[word[i]]++;
    for (let l = 0; l < LETTER_COUNT; l++) if (counts[l] < needed[l]) return false;
    return true;
  };
}

export interface BotChoice {
  guess: string;
  /** Codes it leaves on average. */
  expected: number;
}

/**
 * The bot's guess over the candidates `among`: of the valid guesses `pool` (those `allowed`, in hard
 * mode), the one that leaves the fewest candidate codes on average; ties go to a guess that could be
 * the code (tried first), then to the first in the lists' order.
 *
 * The search starts from a bound: the exact score of the guess whose letters split `among` most
 * evenly (a cheap letter count), so most other guesses are abandoned after a few codes. The bound
 * changes only how soon a guess is abandoned, never which one wins: a guess before it in the order
 * above wins a tie with it, one after it must beat it (test/unit/solver.test.ts checks this against
 * the search without a bound).
 */
export function botChoice(
  pool: Lexicon,
  candidates: Lexicon,
  among: readonly number[],
  allowed: (word: Uint8Array) => boolean = () => true,
): BotChoice {
  const n = among.length;
  if (n === 0) throw new RangeError('no candidate code left');
  // One or two left: guessing one of them is best (it may solve; anything else leaves at least one).
  if (n <= 2) return { guess: candidates.words[among[0]], expected: (n - 1) / n };
  const solved = solvedPattern(candidates.length);
  const sizes = new Int32Array(3 ** candidates.length);
  const touched: number[] = [];
  const candidateWords = new Set<string>();
  for (const i of among) candidateWords.add(candidates.words[i]);

  // The order of the search: the candidates (as `among` lists them), then the other valid guesses.
  // Position p < n is among[p]; p >= n is pool word p - n.
  const wordAt = (p: number) => (p < n ? candidates.words[among[p]] : pool.words[p - n]);
  const lettersAt = (p: number) => (p < n ? candidates.letters[among[p]] : pool.letters[p - n]);
  const distinctAt = (p: number) => (p < n ? candidates.distinct[among[p]] : pool.distinct[p - n]) === 1;
  const inSearch = (p: number) =>
    p < n ? allowed(candidates.letters[among[p]]) : !candidateWords.has(pool.words[p - n]) && allowed(pool.letters[p - n]);

  /** The sum of a guess's colour groups' squared sizes, or Infinity once it cannot beat `limit` (`tie`: equalling it is enough). */
  const scoreOf = (p: number, limit: number, tie: boolean): number => {
    const letters = lettersAt(p);
    const distinct = distinctAt(p);
    let sum = 0;
    for (let k = 0; k < n; k++) {
      const i = among[k];
      const pattern = distinct
        ? patternOfDistinct(letters, candidates.letters[i], candidates.masks[i])
        : patternOf(letters, candidates.letters[i]);
      if (pattern === solved) continue;
      const size = sizes[pattern]++;
      if (size === 0) touched.push(pattern);
      sum += 2 * size + 1;
      // Each code still to come adds at least 1 (one of them may be the guess itself, adding 0).
      const least = sum + Math.max(0, n - k - 2);
      if (tie ? least > limit : least >= limit) {
        sum = Infinity;
        break;
      }
    }
    for (const pattern of touched) sizes[pattern] = 0;
    touched.length = 0;
    return sum;
  };

  // The bound: the guess whose letters each split `among` most evenly.
  const holding = new Int32Array(LETTER_COUNT);
  for (const i of among) for (let l = 0; l < LETTER_COUNT; l++) holding[l] += (candidates.masks[i] >> l) & 1;
  const evenness = (mask: number) => {
    let score = 0;
    for (let l = 0; l < LETTER_COUNT; l++) if ((mask >> l) & 1) score += Math.min(holding[l], n - holding[l]);
    return score;
  };
  let start = -1;
  let startScore = -1;
  for (let p = 0; p < n + pool.words.length; p++) {
    if (!inSearch(p)) continue;
    const score = evenness(p < n ? candidates.masks[among[p]] : pool.masks[p - n]);
    if (score > startScore) [start, startScore] = [p, score];
  }
  if (start < 0) return { guess: '', expected: Infinity }; // nothing allowed (cannot happen: a candidate always keeps the hints)
  let bestSum = scoreOf(start, Infinity, false);
  let bestAt = start;

  for (let p = 0; p < n + pool.words.length; p++) {
    if (p !== start && inSearch(p)) {
      // Before the best in the order, equalling it wins; after it, only beating it does.
      const sum = scoreOf(p, bestSum, p < bestAt);
      if (sum < bestSum || (sum === bestSum && p < bestAt)) [bestSum, bestAt] = [sum, p];
    }
    // A candidate splitting the rest into single codes cannot be beaten, nor tied by a later guess.
    if (bestSum <= n - 1 && bestAt <= p) break;
  }
  return { guess: wordAt(bestAt), expected: bestSum / n };
}

/** Every candidate, as the indices the functions above take. */
export const everyCandidate = (candidates: Lexicon) => candidates.words.map((_, i) => i);

export { encode as lettersOf };
