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
  isValid: (word: string) => boolean;
}

const loaded = new Map<number, WordList>();
const dataDir = process.env.WORDS_DIR ?? join(__dirname, 'data');

function read(kind: 'answers' | 'valid', length: number): string[] {
  return readFileSync(join(dataDir, `${kind}-${length}.txt`), 'utf8')
    .split('\n')
    .filter(Boolean);
}

export function wordList(length: number): WordList {
  if (!isSupportedWordLength(length)) throw new RangeError(`no word list for length ${length}`);
  let list = loaded.get(length);
  if (!list) {
    const valid = new Set(read('valid', length));
    list = { answers: read('answers', length), isValid: (word) => valid.has(word.toLowerCase()) };
    loaded.set(length, list);
  }
  return list;
}
