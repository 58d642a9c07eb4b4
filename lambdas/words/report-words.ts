/**
 * The word data of the decryption report, per length, made ready once per process (a Lambda
 * container): the candidate codes (the answers less the withheld words), the words the bot may play,
 * and the bot's opener computed by `npm run words` (data/<language>/openers.json). The bot plays only
 * words of the answer lists, words a player knows: a report that coaches must not lean on AIRTED or
 * ROBLES. All of them as the language plays them (folded: domain/languages.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORD_LENGTHS } from '../domain/rules';
import { DEFAULT_LANGUAGE, foldWord, type LanguageCode } from '../domain/languages';
import type { ReportWords } from '../domain/report';
import { lexicon, type Lexicon } from '../domain/solver';
import { codeItIsAFormOf, type FormRule } from '../domain/word-forms';
import { editionIndexOn } from '../domain/word-of-day';
import { editionsOf, wordList, wordsDirOf } from './word-lists';

export const OPENERS_FILE = 'openers.json';
/** A language's endings of forms (domain/word-forms.ts), kept by hand in its folder. */
export const FORMS_FILE = 'forms.json';

const lexicons = new Map<string, { candidates: Lexicon; guesses: Lexicon }>();

/** The index of the edition whose codes `date` has in `language` (the lists in force when no date is given). */
const editionOn = (language: LanguageCode, date?: string): number => {
  const editions = editionsOf(language);
  return date === undefined ? editions.length - 1 : editionIndexOn(editions, date);
};

/**
 * The lexicons of a length: the codes of the edition of the lists in force on `date` (the lists in
 * force when none is given), so a past day's report weighs the codes that day could have had.
 */
export function reportLexicons(
  length: number,
  language: LanguageCode = DEFAULT_LANGUAGE,
  date?: string,
): { candidates: Lexicon; guesses: Lexicon } {
  const edition = editionOn(language, date);
  const key = `${language}:${length}:${edition}`;
  let ready = lexicons.get(key);
  if (!ready) {
    const answers = editionsOf(language)[edition].answers(length);
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
  return { ...reportLexicons(length, language, date), opener, formOf: formsOf(language, date) };
}

/**
 * Whether the codes of `language` on `date` are base words only (docs/product.md, "Languages"):
 * every edition of Spanish and French; English from its second edition (its first one had forms:
 * "gearing", "accounted"). Only then does the report say a form could never be the code.
 */
export const baseWordsOnly = (language: LanguageCode, date?: string): boolean =>
  language !== DEFAULT_LANGUAGE || editionOn(language, date) > 0;

const formRules = new Map<LanguageCode, readonly FormRule[]>();
const codesOfEdition = new Map<string, ReadonlySet<string>>();

/**
 * The code a guess is a form of, among the codes of every length on `date`'s edition; none when that
 * edition's codes may be forms. The codes of every length are gathered only when a guess needs them
 * (a guess that is no code), once per edition and process.
 */
function formsOf(language: LanguageCode, date?: string): ((guess: string) => string | undefined) | undefined {
  if (!baseWordsOnly(language, date)) return undefined;
  let rules = formRules.get(language);
  if (!rules) {
    rules = (JSON.parse(readFileSync(join(wordsDirOf(language), FORMS_FILE), 'utf8')) as { forms: FormRule[] }).forms;
    formRules.set(language, rules);
  }
  const key = `${language}:${editionOn(language, date)}`;
  const codes = () => {
    let known = codesOfEdition.get(key);
    if (!known) {
      known = new Set(WORD_LENGTHS.flatMap((length) => [...reportLexicons(length, language, date).candidates.words]));
      codesOfEdition.set(key, known);
    }
    return known;
  };
  const ofLanguage = rules;
  return (guess) => codeItIsAFormOf(guess, ofLanguage, (word) => codes().has(word));
}
