/**
 * The word data of the decryption report, per length, made ready once per process (a Lambda
 * container): the candidate codes (the answers less the withheld words), the words the bot may play,
 * and the bot's opener computed by `npm run words` (data/<language>/openers.json). The bot plays only
 * words of the answer lists, words a player knows: a report that coaches must not lean on AIRTED or
 * ROBLES. All of them as the language plays them (folded: domain/languages.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../domain/languages';
import type { ReportWords } from '../domain/report';
import { lexicon, type Lexicon } from '../domain/solver';
import { wordList, wordsDirOf } from './word-lists';

export const OPENERS_FILE = 'openers.json';

const lexicons = new Map<string, { candidates: Lexicon; guesses: Lexicon }>();

export function reportLexicons(length: number, language: LanguageCode = DEFAULT_LANGUAGE): { candidates: Lexicon; guesses: Lexicon } {
  const key = `${language}:${length}`;
  let ready = lexicons.get(key);
  if (!ready) {
    const list = wordList(length, language);
    const candidates = list.playedAnswers.filter((_, i) => !list.withheld.has(list.answers[i]));
    ready = { candidates: lexicon(candidates), guesses: lexicon(list.playedAnswers) };
    lexicons.set(key, ready);
  }
  return ready;
}

const openers = new Map<LanguageCode, Record<string, string>>();

export function reportWords(length: number, language: LanguageCode = DEFAULT_LANGUAGE): ReportWords {
  let ofLanguage = openers.get(language);
  if (!ofLanguage) {
    ofLanguage = JSON.parse(readFileSync(join(wordsDirOf(language), OPENERS_FILE), 'utf8')) as Record<string, string>;
    openers.set(language, ofLanguage);
  }
  const opener = ofLanguage[length];
  if (!opener) throw new RangeError(`no ${language} opener for length ${length}: run npm run words`);
  return { ...reportLexicons(length, language), opener };
}
