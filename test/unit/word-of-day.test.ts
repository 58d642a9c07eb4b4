import { localDayFromDate, localDayFromNumber } from '../../lambdas/domain/calendar';
import type { LengthSchedule } from '../../lambdas/domain/lengths';
import { wordOfDay } from '../../lambdas/domain/word-of-day';
import { wordList } from '../../lambdas/words/word-lists';

const SECRET = 'test-secret-0123456789abcdef';

describe('the code of the day', () => {
  const sunday = localDayFromDate('2026-11-22')!;

  it('is the same for everyone on the same day (deterministic) and comes from the answer list', () => {
    const answers = wordList(sunday.wordLength).answers;
    const word = wordOfDay(SECRET, sunday, answers);
    expect(wordOfDay(SECRET, sunday, answers)).toBe(word);
    expect(answers).toContain(word);
    expect(word).toHaveLength(10);
  });

  /**
   * A schedule of the test's own, each length on one weekday, so the cycles below stay what they
   * are whatever tables the live schedule gains (lengths.test.ts checks the live one).
   */
  const ONE_WEEKDAY_EACH: LengthSchedule = [{ from: '1970-01-01', byWeekday: [10, 4, 5, 6, 7, 8, 9] }];
  const dayOf = (day: number) => localDayFromNumber(day, ONE_WEEKDAY_EACH);

  /** The codes of one whole cycle of a length's days (as many weeks as it has answers), in order. */
  const cycleOf = (length: number, withheld: ReadonlySet<string> = new Set()) => {
    const { answers } = wordList(length);
    let day = localDayFromDate('2026-11-16')!.dayNumber; // a Monday
    while (dayOf(day).wordLength !== length) day++;
    const start = day - (dayOf(day).occurrence % answers.length) * 7; // that weekday's first day of a cycle
    return Array.from({ length: answers.length }, (_, i) => wordOfDay(SECRET, dayOf(start + 7 * i), answers, withheld));
  };

  it('does not repeat for a length until its whole answer list has been used', () => {
    expect(new Set(cycleOf(4)).size).toBe(wordList(4).answers.length);
  });

  it.each([4, 5, 6, 7, 8, 9, 10])(
    'length %i: is never a withheld word; every other answer still comes, and a borrowed one years apart',
    (length) => {
      const { answers, withheld } = wordList(length);
      const plain = cycleOf(length);
      const codes = cycleOf(length, withheld);
      expect(codes.filter((code) => withheld.has(code))).toEqual([]);
      // Only the withheld words' days changed ...
      expect(codes.filter((code, week) => code !== plain[week]).length).toBe(plain.filter((code) => withheld.has(code)).length);
      // ... every answer not withheld is still some day's code ...
      expect(new Set(codes)).toEqual(new Set(answers.filter((word) => !withheld.has(word))));
      // ... and a word that comes twice in a cycle comes at least a third of a cycle apart.
      const weeksOf = new Map<string, number[]>();
      codes.forEach((code, week) => weeksOf.set(code, [...(weeksOf.get(code) ?? []), week]));
      for (const weeks of weeksOf.values()) if (weeks.length > 1) expect(Math.abs(weeks[1] - weeks[0])).toBeGreaterThan(answers.length / 3);
    },
  );

  it('cannot be computed without the secret: another key gives another sequence', () => {
    const answers = wordList(5).answers;
    const tuesdays = Array.from({ length: 10 }, (_, i) => localDayFromNumber(localDayFromDate('2026-11-17')!.dayNumber + 7 * i));
    const a = tuesdays.map((d) => wordOfDay(SECRET, d, answers));
    const b = tuesdays.map((d) => wordOfDay(`${SECRET}-other`, d, answers));
    expect(a).not.toEqual(b);
    expect(() => wordOfDay('', tuesdays[0], answers)).toThrow(/secret/);
  });
});

describe('the word lists', () => {
  it('withhold only real answers, and some of every kind the list is for', () => {
    const withheld = [4, 5, 6, 7, 8, 9, 10].flatMap((length) => [...wordList(length).withheld]);
    for (const word of withheld) expect([word, wordList(word.length).answers.includes(word)]).toEqual([word, true]);
    expect(withheld).toEqual(expect.arrayContaining(['prostitute', 'rape', 'slave', 'suicide', 'idiot']));
  });

  it.each([4, 5, 6, 7, 8, 9, 10])('length %i: lower-case a-z answers, all of them valid guesses', (length) => {
    const list = wordList(length);
    expect(list.answers.length).toBeGreaterThan(500);
    for (const word of list.answers) {
      expect(word).toMatch(new RegExp(`^[a-z]{${length}}$`));
      expect(list.isValid(word)).toBe(true);
    }
    expect(list.isValid('z'.repeat(length))).toBe(false);
  });

  it('accepts British and American spellings alike, in any case', () => {
    expect(wordList(6).isValid('colour')).toBe(true);
    expect(wordList(5).isValid('COLOR')).toBe(true);
  });

  it('has no list for lengths the game does not use', () => {
    expect(() => wordList(3)).toThrow(RangeError);
  });
});
