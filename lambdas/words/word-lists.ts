/**
 * Loads the committed word lists lazily, one language and length at a time, and keeps them for the
 * life of the process (a Lambda container). In a bundle the lists sit in ./data/<language> next to
 * the handler's code, exactly as they sit next to this file in the repository.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isSupportedWordLength, localDayFromDate, localDayFromNumber } from '../domain/calendar';
import { DEFAULT_LANGUAGE, foldWord, type LanguageCode } from '../domain/languages';
import type { Edition } from '../domain/word-of-day';

/** Fewer good answers than this for a length fails `npm run words` and the word-list tests: a code must not repeat within years. */
export const MIN_ANSWERS_PER_LENGTH = 300;

export interface WordList {
  language: LanguageCode;
  /** The codes as they are written ("árbol"), sorted as committed. */
  answers: readonly string[];
  /** The codes as they are played (domain/languages.ts: "arbol"), in the order of `answers`. */
  playedAnswers: readonly string[];
  /** Answers never used as a day's code (data/<language>/withheld.txt), as written; still valid guesses. */
  withheld: ReadonlySet<string>;
  /** Whether a guess (as played: folded, lower case) is a word of the language. */
  isValid: (word: string) => boolean;
  /** Every valid guess as played, sorted. */
  valid: readonly string[];
}

/** Where the word data sits: ./data next to this file, or to the handler's code in a bundle. */
const wordsDir = process.env.WORDS_DIR ?? join(__dirname, 'data');
/** One language's folder: its lists, withheld words, the report bot's openers and (English) meanings. */
export const wordsDirOf = (language: LanguageCode) => join(wordsDir, language);

/** A generated list: one word a line, nothing else (the first guess of a length waits for it: kept lean). */
const words = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean);
/** A list kept by hand: comments and stray spaces allowed. */
const curated = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

const withheldByLanguage = new Map<LanguageCode, string[]>();
/** The language's withheld words (data/<language>/withheld.txt), as written, every length. */
export const withheldWords = (language: LanguageCode): string[] => {
  let words = withheldByLanguage.get(language);
  if (!words) withheldByLanguage.set(language, (words = curated(join(wordsDirOf(language), 'withheld.txt'))));
  return words;
};

const loaded = new Map<string, WordList>();

export function wordList(length: number, language: LanguageCode = DEFAULT_LANGUAGE): WordList {
  if (!isSupportedWordLength(length)) throw new RangeError(`no word list for length ${length}`);
  const key = `${language}:${length}`;
  let list = loaded.get(key);
  if (!list) {
    const validWords = words(join(wordsDirOf(language), `valid-${length}.txt`));
    const valid = new Set(validWords);
    const answers = words(join(wordsDirOf(language), `answers-${length}.txt`));
    list = {
      language,
      valid: validWords,
      answers,
      playedAnswers: answers.map((word) => foldWord(language, word)!),
      withheld: new Set(withheldWords(language).filter((word) => foldWord(language, word)?.length === length)),
      isValid: (word) => valid.has(word.toLowerCase()),
    };
    loaded.set(key, list);
  }
  return list;
}

/** A frozen edition's folder inside its language's: `until-YYYY-MM-DD`, the last date it gave the codes of. */
const EDITION_FOLDER = /^until-(\d{4}-\d{2}-\d{2})$/;

const dayAfter = (date: string) => localDayFromNumber(localDayFromDate(date)!.dayNumber + 1).date;

const editionsByLanguage = new Map<LanguageCode, Edition[]>();

/**
 * A language's editions of its answer lists, oldest first: each frozen one in its `until-<date>`
 * folder (answers and withheld words as they were), then the lists in force, from the day after the
 * last frozen one's date. A day's code comes from the edition of its date (domain/word-of-day.ts), so
 * a new edition changes no earlier day.
 */
export function editionsOf(language: LanguageCode): Edition[] {
  let editions = editionsByLanguage.get(language);
  if (editions) return editions;
  const folder = wordsDirOf(language);
  const frozen = (existsSync(folder) ? readdirSync(folder) : [])
    .map((name) => EDITION_FOLDER.exec(name)?.[1])
    .filter((until): until is string => until !== undefined)
    .sort();
  const editionIn = (dir: string, from: string | undefined): Edition => {
    const answers = new Map<number, readonly string[]>();
    const withheld = new Map<number, ReadonlySet<string>>();
    const held = () => curated(join(dir, 'withheld.txt'));
    return {
      from,
      answers: (length) => {
        if (!answers.has(length)) answers.set(length, words(join(dir, `answers-${length}.txt`)));
        return answers.get(length)!;
      },
      withheld: (length) => {
        if (!withheld.has(length)) withheld.set(length, new Set(held().filter((word) => foldWord(language, word)?.length === length)));
        return withheld.get(length)!;
      },
    };
  };
  editions = frozen.map((until, i) => editionIn(join(folder, `until-${until}`), i === 0 ? undefined : dayAfter(frozen[i - 1])));
  editions.push(editionIn(folder, frozen.length ? dayAfter(frozen.at(-1)!) : undefined));
  editionsByLanguage.set(language, editions);
  return editions;
}

/** The date the lists in force give codes from (undefined: they are the first edition). */
export const currentEditionFrom = (language: LanguageCode) => editionsOf(language).at(-1)!.from;
