/**
 * Which length a day's code has, and how many earlier days had a code of that length (its place in
 * that length's order of codes, domain/word-of-day.ts). Both come from the dated table
 * LENGTH_SCHEDULE, so adding a table from a future date changes no past day, and the days of one
 * length are counted one by one whichever weekdays share it: no two of them share a place.
 * Imports only the constants: the browser reads it too (through the contracts).
 */
import { LENGTH_SCHEDULE, MAX_WORD_LENGTH, MIN_WORD_LENGTH } from './rules';

export type LengthSchedule = typeof LENGTH_SCHEDULE;

const MS_PER_DAY = 86_400_000;
/** 1970-01-01, day 0, was a Thursday. */
const weekdayOfDay = (dayNumber: number) => (((dayNumber + 4) % 7) + 7) % 7;
const dayNumberOf = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY);

/** The schedule's tables as day ranges [start, end), checked once: dates ascending, lengths supported. */
function segments(schedule: LengthSchedule): { start: number; end: number; byWeekday: readonly number[] }[] {
  return schedule.map((table, index) => {
    const start = dayNumberOf(table.from);
    const next = schedule[index + 1];
    const end = next ? dayNumberOf(next.from) : Number.POSITIVE_INFINITY;
    if (!Number.isFinite(start) || !(end > start)) {
      throw new RangeError(`length schedule: the table from ${next?.from} must start after the one from ${table.from}`);
    }
    const lengths = table.byWeekday;
    if (lengths.length !== 7 || !lengths.every((l) => Number.isInteger(l) && l >= MIN_WORD_LENGTH && l <= MAX_WORD_LENGTH)) {
      throw new RangeError(
        `length schedule: the table from ${table.from} must hold 7 lengths from ${MIN_WORD_LENGTH} to ${MAX_WORD_LENGTH}`,
      );
    }
    return { start, end, byWeekday: table.byWeekday };
  });
}

const cache = new WeakMap<LengthSchedule, ReturnType<typeof segments>>();
const segmentsOf = (schedule: LengthSchedule) => {
  let found = cache.get(schedule);
  if (!found) cache.set(schedule, (found = segments(schedule)));
  return found;
};

/** The code length of day `dayNumber` (days since 1970-01-01). */
export function codeLengthOfDay(dayNumber: number, schedule: LengthSchedule = LENGTH_SCHEDULE): number {
  const all = segmentsOf(schedule);
  const segment = all.find((s) => dayNumber >= s.start && dayNumber < s.end) ?? all[0];
  return segment.byWeekday[weekdayOfDay(dayNumber)];
}

/** The weekday table (Sunday first) in force on a calendar date. */
export function lengthsOn(date: string, schedule: LengthSchedule = LENGTH_SCHEDULE): readonly number[] {
  const day = dayNumberOf(date);
  const all = segmentsOf(schedule);
  return (all.find((s) => day >= s.start && day < s.end) ?? all[0]).byWeekday;
}

/** The code length of a calendar date (YYYY-MM-DD). */
export const codeLengthOn = (date: string, schedule: LengthSchedule = LENGTH_SCHEDULE) => codeLengthOfDay(dayNumberOf(date), schedule);

/** How many days in [start, end) fall on `weekday`. */
function weekdaysBetween(start: number, end: number, weekday: number): number {
  if (end <= start) return 0;
  const first = start + ((weekday - weekdayOfDay(start) + 7) % 7);
  return first >= end ? 0 : Math.floor((end - 1 - first) / 7) + 1;
}

/** How many days from day 0 up to (not including) `dayNumber` had a code of the same length. */
export function occurrenceOfDay(dayNumber: number, schedule: LengthSchedule = LENGTH_SCHEDULE): number {
  const length = codeLengthOfDay(dayNumber, schedule);
  let count = 0;
  for (const segment of segmentsOf(schedule)) {
    const start = Math.max(segment.start, 0);
    const end = Math.min(segment.end, dayNumber);
    segment.byWeekday.forEach((l, weekday) => {
      if (l === length) count += weekdaysBetween(start, end, weekday);
    });
  }
  return count;
}
