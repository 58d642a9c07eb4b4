/**
 * The word data of the decryption report, per length, made ready once per process (a Lambda
 * container): the candidate codes (the answers less the withheld words), the words the bot may play,
 * and the bot's opener computed by `npm run words` (data/<language>/openers.json). The bot plays only
 * words of the answer lists, words a player knows: a report that coaches must not lean on AIRTED or
 * ROBLES. All of them as the language plays them (folded: domain/languages.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, foldWord, type LanguageCode } from '../domain/languages';
import type { ReportWords } from '../domain/report';
import { lexicon, type Lexicon } from '../domain/solver';
import { editionIndexOn } from '../domain/word-of-day';
import { editionsOf, wordList, wordsDirOf } from './word-lists';

export const OPENERS_FILE = 'openers.json';

const lexicons = new Map<string, { candidates: Lexicon; guesses: Lexicon }>();

/**
 * The lexicons of a length: the codes of the edition of the lists in force on `date` (the lists in
 * force when none is given), so a past day's report weighs the codes that day could have had.
 */
export function reportLexicons(
  length: number,
  language: LanguageCode = DEFAULT_LANGUAGE,
  date?: string,
): { candidates: Lexicon; guesses: Lexicon } {
  const editions = editionsOf(language);
  const edition = date === undefined ? editions.length - 1 : editionIndexOn(editions, date);
  const key = `${language}:${length}:${edition}`;
  let ready = lexicons.get(key);
  if (!ready) {
    const answers = editions[edition].answers(length);
    const withheld = wordList(length, language).withheld;
    const played = answers.map((word) => foldWord(language, word)!);
    const candidates = played.filter((_, i) => !withheld.has(answers[i]));
    ready = { candidates: lexicon(candidates), guesses: lexicon(played) };
    lexicons.set(key, ready);
  }
  return ready;
}

const openers = new Map<LanguageCode, Record<string, string>>();

export function reportWords(length: number, language: LanguageCode = DEFAULT_LANGUAGE, date?: string): ReportWords {
  let ofLanguage = openers.get(language);
  if (!ofLanguage) {
    ofLanguage = JSON.parse(readFileSync(join(wordsDirOf(language), OPENERS_FILE), 'utf8')) as Record<string, string>;
    openers.set(language, ofLanguage);
  }
  const opener = ofLanguage[length];
  if (!opener) throw new RangeError(`no ${language} opener for length ${length}: run npm run words`);
  return { ...reportLexicons(length, language, date), opener };
}
