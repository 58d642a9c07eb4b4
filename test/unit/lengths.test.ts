import { localDayFromDate, localDayFromNumber } from '../../lambdas/domain/calendar';
import { codeLengthOn, occurrenceOfDay, type LengthSchedule } from '../../lambdas/domain/lengths';
import { LENGTH_SCHEDULE, MAX_WORD_LENGTH, MIN_WORD_LENGTH } from '../../lambdas/domain/rules';
import { wordOfDay } from '../../lambdas/domain/word-of-day';
import { wordList } from '../../lambdas/words/word-lists';

const SECRET = 'test-secret-0123456789abcdef';
const dayOf = (date: string) => localDayFromDate(date)!.dayNumber;

/**
 * The schedule's properties run over fixed schedules written here, and checks of the live table
 * (LENGTH_SCHEDULE) build their expectations from it and end at its tables' ends, never at today:
 * adding a table from a future date breaks none of them.
 */
describe('the code lengths, dated', () => {
  /** The first day a table is not in force (its successor's start), or a fixed horizon for the last. */
  const HORIZON = '2040-01-01';
  const endOf = (index: number, schedule: LengthSchedule = LENGTH_SCHEDULE) => dayOf(schedule[index + 1]?.from ?? HORIZON);

  it('gives each day the length its weekday has in the table in force that day', () => {
    LENGTH_SCHEDULE.forEach((table, index) => {
      const start = Math.max(dayOf(table.from), dayOf('2026-01-01'));
      for (let day = start; day < Math.min(start + 7, endOf(index)); day++) {
        const local = localDayFromNumber(day);
        expect(local.wordLength).toBe(table.byWeekday[local.dayOfWeek]);
      }
    });
  });

  it("keeps every day's place in its length's order as it was when each length had one weekday", () => {
    // The first table gave each length one weekday, so its codes were ordered by week number: the
    // count of earlier days must agree, to its end (the schedule's later tables change no such day).
    expect(new Set(LENGTH_SCHEDULE[0].byWeekday).size).toBe(7);
    for (let day = dayOf('2024-01-01'); day < endOf(0); day++) expect(occurrenceOfDay(day)).toBe(Math.floor(day / 7));
  });

  // A change after the live schedule's last table: Tuesdays get the length Saturdays have then.
  const last = LENGTH_SCHEDULE.at(-1)!;
  const CHANGE = localDayFromNumber(Math.max(dayOf(last.from), dayOf('2027-01-01')) + 400).date;
  const tuesdayLength = (byWeekday: readonly number[]) => byWeekday.map((length, weekday) => (weekday === 2 ? byWeekday[6] : length));
  const changed: LengthSchedule = [...LENGTH_SCHEDULE, { from: CHANGE, byWeekday: tuesdayLength(last.byWeekday) }];

  it("never changes a past day's length or code when a table is added", () => {
    for (let day = dayOf(CHANGE) - 800; day < dayOf(CHANGE); day++) {
      const before = localDayFromNumber(day);
      const after = localDayFromNumber(day, changed);
      expect(after).toEqual(before);
      const { answers } = wordList(before.wordLength);
      expect(wordOfDay(SECRET, after, answers)).toBe(wordOfDay(SECRET, before, answers));
    }
    let tuesday = dayOf(CHANGE);
    while (localDayFromNumber(tuesday).dayOfWeek !== 2) tuesday++;
    expect(localDayFromNumber(tuesday).wordLength).toBe(last.byWeekday[2]);
    expect(localDayFromNumber(tuesday, changed).wordLength).toBe(last.byWeekday[6]);
  });

  /** A fixed schedule for the properties: one length on two weekdays from 2027-03-01 (Tuesday and Saturday, 9). */
  const ORIGINAL = { from: '1970-01-01', byWeekday: [10, 4, 5, 6, 7, 8, 9] };
  const TWO_NINES: LengthSchedule = [ORIGINAL, { from: '2027-03-01', byWeekday: [10, 4, 9, 6, 7, 8, 9] }];

  it('gives two weekdays of one length different codes: no two days of a cycle share a code', () => {
    const length = 9;
    const { answers } = wordList(length);
    let day = dayOf(TWO_NINES[1].from);
    const at = () => localDayFromNumber(day, TWO_NINES);
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
    expect(occurrenceOfDay(saturday, TWO_NINES) - occurrenceOfDay(tuesday, TWO_NINES)).toBe(1);
  });

  it('refuses a schedule whose tables are out of order or hold an unsupported length', () => {
    const outOfOrder = [ORIGINAL, { from: '1960-01-01', byWeekday: [5, 5, 5, 5, 5, 5, 5] }];
    expect(() => codeLengthOn('2026-11-16', outOfOrder)).toThrow('the table from 1960-01-01 must start after the one from 1970-01-01');
    const tooShort = [{ from: '1970-01-01', byWeekday: [MIN_WORD_LENGTH - 1, 4, 5, 6, 7, 8, 9] }];
    expect(() => codeLengthOn('2026-11-16', tooShort)).toThrow(`7 lengths from ${MIN_WORD_LENGTH} to ${MAX_WORD_LENGTH}`);
  });
});
