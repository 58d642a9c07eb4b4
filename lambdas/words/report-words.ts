/**
 * The word data of the decryption report, per length, made ready once per process (a Lambda
 * container): the candidate codes (the answers less the withheld words), the words the bot may play,
 * and the bot's opener computed by `npm run words` (data/openers.json). The bot plays only words of
 * the answer lists, words a player knows: a report that coaches must not lean on AIRTED or ROBLES.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportWords } from '../domain/report';
import { lexicon, type Lexicon } from '../domain/solver';
import { wordList, wordsDir } from './word-lists';

export const OPENERS_FILE = 'openers.json';

const lexicons = new Map<number, { candidates: Lexicon; guesses: Lexicon }>();

export function reportLexicons(length: number): { candidates: Lexicon; guesses: Lexicon } {
  let ready = lexicons.get(length);
  if (!ready) {
    const list = wordList(length);
    ready = { candidates: lexicon(list.answers.filter((word) => !list.withheld.has(word))), guesses: lexicon(list.answers) };
    lexicons.set(length, ready);
  }
  return ready;
}

let openers: Record<string, string> | undefined;

export function reportWords(length: number): ReportWords {
  openers ??= JSON.parse(readFileSync(join(wordsDir, OPENERS_FILE), 'utf8')) as Record<string, string>;
  const opener = openers[length];
  if (!opener) throw new RangeError(`no opener for length ${length}: run npm run words`);
  return { ...reportLexicons(length), opener };
}
