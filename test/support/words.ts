/**
 * The words tests play, from one place, so that no day's code can break a test (docs/architecture.md,
 * "Tests and the calendar"). The code of a day depends on the date and on the word secret, which is
 * random per clone (.local-data/word-secret): a test may meet any answer of a length on any day. So
 * every picker here is a pure function of (length, answer), and test/unit/calendar-sweep.test.ts
 * runs each of them against every answer of every length, and every day of the next 400 days.
 *
 * A miss is never a word of the product's own vocabulary (a colour such as `absent`, a state such as
 * `playing`, a key such as `launch` in `launchDate`): a check that meets such a word where it expects
 * letters would otherwise see a leak that is not one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocalDay } from '../../lambdas/domain/calendar';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../lambdas/domain/languages';
import { evaluateGuess } from '../../lambdas/domain/evaluation';
import { answerOf } from '../../lambdas/words/answer';
import { wordList } from '../../lambdas/words/word-lists';

const ROOT = join(__dirname, '..', '..');
/** Where the product's words are written: the contracts, the rules, the web app. */
const VOCABULARY_SOURCES = ['lambdas/contracts', 'lambdas/domain', 'web/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.(ts|tsx|css)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

let vocabulary: ReadonlySet<string> | undefined;
/**
 * Every word the product's own source spells: identifiers split at their humps and underscores,
 * string literals, class names. Read from the source, so a new state or key is in it at once.
 */
export function productVocabulary(): ReadonlySet<string> {
  if (vocabulary) return vocabulary;
  const words = new Set<string>();
  for (const file of VOCABULARY_SOURCES.flatMap(sourceFiles)) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const token of text.match(/[A-Za-z]+/g) ?? []) {
      for (const part of token.split(/(?<=[a-z])(?=[A-Z])/)) words.add(part.toLowerCase());
      words.add(token.toLowerCase());
    }
  }
  return (vocabulary = words);
}

/**
 * The words a test may guess wrong on a day whose code is `answer` (as played: folded), in the
 * length's order: in `language`, as that language plays them.
 */
export function missesOf(length: number, answer: string, language: LanguageCode = DEFAULT_LANGUAGE): string[] {
  const vocabulary = productVocabulary();
  return wordList(length, language).playedAnswers.filter((word) => word !== answer && !vocabulary.has(word));
}

/** A day's code (as played) and six misses, in `language`. */
export async function wordsOf(day: LocalDay, language: LanguageCode = DEFAULT_LANGUAGE): Promise<{ answer: string; misses: string[] }> {
  const answer = await answerOf(day, language);
  return { answer, misses: missesOf(day.wordLength, answer, language).slice(0, 6) };
}

/**
 * Six misses that colour the board least: sharing no letter with the answer where the list allows,
 * else each with a letter the answer lacks (long codes rarely leave six letter-disjoint words).
 */
export function boardMissesOf(length: number, answer: string, language: LanguageCode = DEFAULT_LANGUAGE): string[] {
  const misses = missesOf(length, answer, language);
  const disjoint = misses.filter((w) => ![...w].some((c) => answer.includes(c))).slice(0, 6);
  return disjoint.length === 6 ? disjoint : misses.filter((w) => [...w].some((c) => !answer.includes(c))).slice(0, 6);
}

/** A miss with at least one green letter (the first green's position too): hard mode's openings. */
export function openingWithGreen(length: number, answer: string): { opening: string; green: number } {
  for (const opening of missesOf(length, answer)) {
    const green = evaluateGuess(opening, answer).findIndex((tile) => tile.state === 'correct');
    if (green >= 0) return { opening, green };
  }
  throw new Error(`no ${length}-letter miss shares a letter's place with ${answer}`);
}

/** A miss, other than those in `not`, whose letter at `position` is not the answer's. */
export function missWithout(length: number, answer: string, position: number, not: readonly string[] = []): string {
  const word = missesOf(length, answer).find((w) => w[position] !== answer[position] && !not.includes(w));
  if (!word) throw new Error(`no ${length}-letter miss without ${answer[position]} at ${position}`);
  return word;
}
