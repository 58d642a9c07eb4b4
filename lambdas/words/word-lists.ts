/**
 * Loads the committed word lists lazily, one length at a time, and keeps them for the life of the
 * process (a Lambda container). In a bundle the lists sit in ./data next to the handler's code,
 * exactly as they sit next to this file in the repository.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isSupportedWordLength } from '../domain/calendar';

export interface WordList {
  answers: readonly string[];
  /** Answers never used as a day's code (data/withheld.txt); still valid guesses. */
  withheld: ReadonlySet<string>;
  isValid: (word: string) => boolean;
  /** Every valid guess, sorted. */
  valid: readonly string[];
}

const loaded = new Map<number, WordList>();
/** Where the word data sits: ./data next to this file, or to the handler's code in a bundle. */
export const wordsDir = process.env.WORDS_DIR ?? join(__dirname, 'data');

function read(kind: 'answers' | 'valid', length: number): string[] {
  return readFileSync(join(wordsDir, `${kind}-${length}.txt`), 'utf8')
    .split('\n')
    .filter(Boolean);
}

let withheldWords: string[] | undefined;
const withheld = () =>
  (withheldWords ??= readFileSync(join(wordsDir, 'withheld.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')));

export function wordList(length: number): WordList {
  if (!isSupportedWordLength(length)) throw new RangeError(`no word list for length ${length}`);
  let list = loaded.get(length);
  if (!list) {
    const validWords = read('valid', length);
    const valid = new Set(validWords);
    list = {
      valid: validWords,
      answers: read('answers', length),
      withheld: new Set(withheld().filter((word) => word.length === length)),
      isValid: (word) => valid.has(word.toLowerCase()),
    };
    loaded.set(length, list);
  }
  return list;
}
