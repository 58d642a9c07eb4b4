/**
 * Editions of the answer lists: a new edition gives the codes from its start date, and every day
 * before it keeps the code it had. The fixture (test/fixtures/codes/<language>.txt) holds every day's
 * code from launch to the last frozen edition's end, under the fixture's own secret, as computed by the
 * code before the edition existed: a change that moves any of them fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localDayFromDate, localDayFromNumber } from '../../lambdas/domain/calendar';
import { LANGUAGE_CODES, foldWord } from '../../lambdas/domain/languages';
import { DEFAULT_LAUNCH_DATE, WORD_LENGTHS } from '../../lambdas/domain/rules';
import { codeOfDay, type Edition } from '../../lambdas/domain/word-of-day';
import { editionsOf, wordList } from '../../lambdas/words/word-lists';

const FIXTURE_SECRET = 'the codes of every day before the second edition';
const fixture = (language: string) =>
  readFileSync(join(__dirname, '..', 'fixtures', 'codes', `${language}.txt`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' ') as [string, string]);

describe.each(LANGUAGE_CODES)('the editions of %s', (language) => {
  const editions = editionsOf(language);
  const current = editions.at(-1)!;

  it('keep every day from launch to the newest edition’s start on the code it had', () => {
    const days = fixture(language);
    expect(days[0][0]).toBe(DEFAULT_LAUNCH_DATE);
    // The fixture reaches the day before the lists in force started: a newer edition must extend it first.
    expect(localDayFromDate(days.at(-1)![0])!.dayNumber + 1).toBe(localDayFromDate(current.from!)!.dayNumber);
    const changed = days.filter(
      ([date, code]) => codeOfDay(FIXTURE_SECRET, localDayFromDate(date)!, editions, DEFAULT_LAUNCH_DATE, language) !== code,
    );
    expect(changed).toEqual([]);
  });

  it('give each day from the newest start a code of the lists in force, none played since launch until the fresh ones are used', () => {
    const start = localDayFromDate(current.from!)!.dayNumber;
    for (const length of WORD_LENGTHS) {
      const played = new Set(
        fixture(language)
          .filter(([date]) => localDayFromDate(date)!.wordLength === length)
          .map(([, code]) => code),
      );
      const answers = current.answers(length);
      const fresh = answers.filter((word) => !played.has(word) && !current.withheld(length).has(word)).length;
      // The first `fresh` days of this length from the start: each a new code, never one already played.
      const codes: string[] = [];
      for (let n = start; codes.length < Math.min(fresh, 400); n++) {
        const day = localDayFromNumber(n);
        if (day.wordLength === length) codes.push(codeOfDay(FIXTURE_SECRET, day, editionsOf(language), DEFAULT_LAUNCH_DATE, language));
      }
      expect(codes.filter((code) => played.has(code))).toEqual([]);
      expect(new Set(codes).size).toBe(codes.length);
      expect(codes.filter((code) => !answers.includes(code))).toEqual([]);
      expect(codes.filter((code) => current.withheld(length).has(code))).toEqual([]);
    }
  });

  it('keep every earlier edition’s codes playable: each is still a valid guess', () => {
    const notValid = editions.flatMap((edition: Edition) =>
      WORD_LENGTHS.flatMap((length) =>
        edition.answers(length).filter((word) => !wordList(length, language).isValid(foldWord(language, word)!)),
      ),
    );
    expect(notValid).toEqual([]);
  });
});
