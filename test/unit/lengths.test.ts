import { localDayFromDate, localDayFromNumber } from '../../lambdas/domain/calendar';
import { codeLengthOn, occurrenceOfDay, type LengthSchedule } from '../../lambdas/domain/lengths';
import { LENGTH_SCHEDULE } from '../../lambdas/domain/rules';
import { wordOfDay } from '../../lambdas/domain/word-of-day';
import { wordList } from '../../lambdas/words/word-lists';

const SECRET = 'test-secret-0123456789abcdef';
const dayOf = (date: string) => localDayFromDate(date)!.dayNumber;

describe('the code lengths, dated', () => {
  it('gives each weekday its length today: Monday 4 ... Saturday 9, Sunday 10', () => {
    const week = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
    expect(week.map((date) => codeLengthOn(date))).toEqual([4, 5, 6, 7, 8, 9, 10]);
  });

  it("keeps every day's place in its length's order as it was when each length had one weekday", () => {
    // The codes played so far were ordered by week number: the count of earlier days must agree.
    const today = Math.floor(Date.now() / 86_400_000);
    for (let day = dayOf('2024-01-01'); day <= today; day++) {
      expect(occurrenceOfDay(day)).toBe(Math.floor(day / 7));
    }
  });

  // A change from a future date: Tuesdays get 9 letters, as Saturdays have (and no day has 5).
  const CHANGE = '2027-03-01';
  const changed: LengthSchedule = [...LENGTH_SCHEDULE, { from: CHANGE, byWeekday: [10, 4, 9, 6, 7, 8, 9] }];

  it("never changes a past day's length or code when a table is added", () => {
    for (let day = dayOf('2026-01-01'); day < dayOf(CHANGE); day++) {
      const before = localDayFromNumber(day);
      const after = localDayFromNumber(day, changed);
      expect(after).toEqual(before);
      const { answers } = wordList(before.wordLength);
      expect(wordOfDay(SECRET, after, answers)).toBe(wordOfDay(SECRET, before, answers));
    }
    expect(localDayFromDate('2027-03-02')!.wordLength).toBe(5); // a Tuesday, under today's table
    expect(localDayFromNumber(dayOf('2027-03-02'), changed).wordLength).toBe(9);
  });

  it('gives two weekdays of one length different codes: no two days of a cycle share a code', () => {
    const length = 9;
    const { answers } = wordList(length);
    let day = dayOf(CHANGE);
    const at = () => localDayFromNumber(day, changed);
    while (at().wordLength !== length || at().occurrence % answers.length !== 0) day++; // a cycle's first day
    const codes = new Set<string>();
    const weekdays = new Set<number>();
    while (codes.size < answers.length) {
      const local = at();
      day++;
      if (local.wordLength !== length) continue;
      const code = wordOfDay(SECRET, local, answers);
      expect(codes.has(code)).toBe(false);
      codes.add(code);
      weekdays.add(local.dayOfWeek);
    }
    expect(weekdays).toEqual(new Set([2, 6]));
  });

  it('counts the days of a length one by one across tables', () => {
    const tuesday = dayOf('2027-03-02');
    const saturday = dayOf('2027-03-06');
    expect(occurrenceOfDay(saturday, changed) - occurrenceOfDay(tuesday, changed)).toBe(1);
  });

  it('refuses a schedule whose tables are out of order or hold an unsupported length', () => {
    const outOfOrder = [...LENGTH_SCHEDULE, { from: '1960-01-01', byWeekday: [5, 5, 5, 5, 5, 5, 5] }];
    expect(() => codeLengthOn('2026-11-16', outOfOrder)).toThrow('the table from 1960-01-01 must start after the one from 1970-01-01');
    expect(() => codeLengthOn('2026-11-16', [{ from: '1970-01-01', byWeekday: [3, 4, 5, 6, 7, 8, 9] }])).toThrow('7 lengths from 4 to 10');
  });
});
