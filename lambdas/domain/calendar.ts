/**
 * The player's local day. `tzOffset` is what the browser's Date.prototype.getTimezoneOffset()
 * returns: minutes to ADD to local time to get UTC (UTC+14 is -840, UTC-12 is +720).
 */
import { codeLengthOfDay, occurrenceOfDay, type LengthSchedule } from './lengths';
import { LENGTH_SCHEDULE, MAX_TZ_OFFSET, MAX_WORD_LENGTH, MIN_TZ_OFFSET, MIN_WORD_LENGTH } from './rules';

export interface LocalDay {
  /** ISO local date, e.g. 2026-11-22: the game's key. */
  date: string;
  /** 0 = Sunday ... 6 = Saturday, as get-word-length's dayOfWeek. */
  dayOfWeek: number;
  wordLength: number;
  /** Days since 1970-01-01 of the local date. */
  dayNumber: number;
  /** How many earlier days had a code of this length: the day's place in that length's order of codes. */
  occurrence: number;
}

export function isValidTzOffset(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_TZ_OFFSET && value <= MAX_TZ_OFFSET;
}

const MS_PER_DAY = 86_400_000;

/** The day `dayNumber`, its length and place from the length schedule (a test may pass another). */
export function localDayFromNumber(dayNumber: number, schedule: LengthSchedule = LENGTH_SCHEDULE): LocalDay {
  const date = new Date(dayNumber * MS_PER_DAY);
  return {
    date: date.toISOString().slice(0, 10),
    dayOfWeek: date.getUTCDay(),
    wordLength: codeLengthOfDay(dayNumber, schedule),
    dayNumber,
    occurrence: occurrenceOfDay(dayNumber, schedule),
  };
}

/** The local day of a player whose clock is `tzOffset` minutes behind UTC, at instant `now`. */
export function localDay(now: Date, tzOffset: number): LocalDay {
  if (!isValidTzOffset(tzOffset)) {
    throw new RangeError(`tzOffset must be an integer from ${MIN_TZ_OFFSET} to ${MAX_TZ_OFFSET}`);
  }
  const localMs = now.getTime() - tzOffset * 60_000;
  return localDayFromNumber(Math.floor(localMs / MS_PER_DAY));
}

/** Parses YYYY-MM-DD (a real calendar date) into its local day, or undefined. */
export function localDayFromDate(date: string): LocalDay | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) return undefined;
  return localDayFromNumber(ms / MS_PER_DAY);
}

/** The local day before `day` (for streaks). */
export function previousDate(date: string): string {
  const day = localDayFromDate(date);
  if (!day) throw new RangeError(`not a date: ${date}`);
  return localDayFromNumber(day.dayNumber - 1).date;
}

export function isSupportedWordLength(length: number): boolean {
  return Number.isInteger(length) && length >= MIN_WORD_LENGTH && length <= MAX_WORD_LENGTH;
}

/**
 * A date's code around the world: it opens first at UTC+14 and last at UTC-12, so every player has
 * it from `everyoneFrom` (its midnight at UTC-12) and someone may still play it until `openUntil`
 * (the next midnight at UTC-12). Leagues compare members on one date whatever their zones.
 */
export function dateAroundTheWorld(date: string): { everyoneFrom: Date; openUntil: Date } {
  const day = localDayFromDate(date);
  if (!day) throw new RangeError(`not a date: ${date}`);
  const lastZoneMidnight = day.dayNumber * MS_PER_DAY + MAX_TZ_OFFSET * 60_000;
  return { everyoneFrom: new Date(lastZoneMidnight), openUntil: new Date(lastZoneMidnight + MS_PER_DAY) };
}

/**
 * When every one of some players has a date's code: the latest of their midnights of it, each in
 * its own zone (tzOffset, minutes). With a player whose zone is not known, when everyone on Earth has
 * it (its midnight at UTC−12): a league says when its members get a code, not when the last zone does.
 */
export function everyoneOfZonesFrom(date: string, zones: readonly (number | undefined)[]): Date {
  const earth = dateAroundTheWorld(date).everyoneFrom;
  if (zones.length === 0 || zones.some((zone) => zone === undefined)) return earth;
  return new Date(localDayFromDate(date)!.dayNumber * MS_PER_DAY + Math.max(...(zones as number[])) * 60_000);
}

/** The earliest date still being played somewhere on Earth at `now`: the day at UTC−12. Every date before it is over everywhere. */
export const earliestLiveDay = (now: Date): LocalDay => localDay(now, MAX_TZ_OFFSET);

/** Every date being played somewhere on Earth at `now` (two or three): from UTC−12's to UTC+14's. */
export function liveDates(now: Date): string[] {
  const dates: string[] = [];
  for (let n = earliestLiveDay(now).dayNumber; n <= localDay(now, MIN_TZ_OFFSET).dayNumber; n++) dates.push(localDayFromNumber(n).date);
  return dates;
}

/** One formatter per zone: making one costs far more than using it. */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const offsetFormat = (timeZone: string) => {
  let format = offsetFormats.get(timeZone);
  if (!format) offsetFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })));
  return format;
};

/**
 * The tzOffset a browser in IANA zone `timeZone` sends at `instant` (Date.prototype.getTimezoneOffset:
 * minutes to add to local time for UTC), read from Intl's zone data, summer time included.
 */
export function tzOffsetIn(timeZone: string, instant: Date): number {
  const parts = offsetFormat(timeZone).formatToParts(instant);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? ''; // "GMT", "GMT+09:00", "GMT-05:30"
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name);
  if (!match) throw new RangeError(`no offset for ${timeZone}: ${name}`);
  if (!match[1]) return 0;
  const minutesAhead = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '+' ? -minutesAhead : minutesAhead;
}

/** Whether `timeZone` is an IANA zone this runtime knows (Intl's data), e.g. Europe/Madrid. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
