/**
 * Daily reminders (docs/product.md, "Reminders"): when a player's reminder is next due, whether an
 * instant is in their quiet hours, and which push endpoints the server may post to. Times are local
 * wall-clock times in the player's IANA zone, so a reminder set for 20:00 in Europe/Madrid comes at
 * 20:00 Madrid time in winter and in summer. The sender runs every REMINDER_SLOT_MINUTES; a
 * reminder is due in the slot that holds its instant.
 */
import { localDayFromNumber, tzOffsetIn } from './calendar';
import { minutesOf } from './quiet-hours';
import { REMINDER_SLOT_MINUTES } from './rules';

export { CLOCK_TIME, isQuiet, minutesOf, type QuietHours } from './quiet-hours';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Whether "HH:MM" is on the sender's grid (every zone's offset is a whole number of quarter hours). */
export const isOnSlotGrid = (time: string) => minutesOf(time) % REMINDER_SLOT_MINUTES === 0;

/** The local date and minute-of-day in `timeZone` at `instant`. */
export function localClock(timeZone: string, instant: Date): { dayNumber: number; minutes: number; tzOffset: number } {
  const tzOffset = tzOffsetIn(timeZone, instant);
  const local = instant.getTime() - tzOffset * MINUTE;
  return { dayNumber: Math.floor(local / DAY), minutes: Math.floor((local % DAY) / MINUTE), tzOffset };
}

/**
 * The instant a local `time` comes on local day `dayNumber` in `timeZone`. Twice on the night
 * summer time ends: the first. Never, on the night it starts (02:30 in Madrid): as long after the
 * jump as it was meant after the hour before it (03:30), as calendars move such times.
 */
export function instantOf(timeZone: string, dayNumber: number, time: string): Date {
  const wall = dayNumber * DAY + minutesOf(time) * MINUTE;
  // The offsets in force around that wall time: at most two (before and after a change).
  const offsets = new Set([-DAY, 0, DAY].map((shift) => tzOffsetIn(timeZone, new Date(wall + shift))));
  const candidates = [...offsets].map((offset) => wall + offset * MINUTE).sort((a, b) => a - b);
  const exact = candidates.find((at) => at - tzOffsetIn(timeZone, new Date(at)) * MINUTE === wall);
  return new Date(exact ?? candidates[candidates.length - 1]);
}

/** The start of the sender's slot holding `instant`. */
export const slotOf = (instant: Date): Date =>
  new Date(Math.floor(instant.getTime() / (REMINDER_SLOT_MINUTES * MINUTE)) * REMINDER_SLOT_MINUTES * MINUTE);

/** The first instant at or after `from` when the reminder's local `time` comes in `timeZone`. */
export function nextReminderAt(timeZone: string, time: string, from: Date): Date {
  const { dayNumber } = localClock(timeZone, from);
  for (let day = dayNumber - 1; ; day++) {
    const at = instantOf(timeZone, day, time);
    if (at >= from) return at;
  }
}

/** The local date (YYYY-MM-DD) in `timeZone` at `instant`: the day whose code a reminder is about. */
export const localDateIn = (timeZone: string, instant: Date): string => localDayFromNumber(localClock(timeZone, instant).dayNumber).date;

/**
 * The push services a subscription may name in the cloud: a subscription's endpoint is a URL the
 * server will POST to, so it must be one of theirs (Google FCM, Mozilla autopush, Apple, Microsoft WNS).
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.notify.windows.com',
];

/**
 * Why `endpoint` may not be posted to, or undefined when it may: https on a known push service's
 * host (`*.` matches any subdomain), or an origin of `extraOrigins` (the local runtime's stand-in).
 */
export function endpointRefusal(endpoint: string, extraOrigins: readonly string[] = []): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'subscription.endpoint must be a URL';
  }
  if (extraOrigins.includes(url.origin)) return undefined;
  const known = PUSH_SERVICE_HOSTS.some((host) =>
    host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) && url.hostname.length > host.length - 1 : url.hostname === host,
  );
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '' || !known) {
    return `subscription.endpoint must be an https URL of a known push service (${PUSH_SERVICE_HOSTS.join(', ')})`;
  }
  return undefined;
}

/** Why a due reminder is not sent: its day's code was played, it falls in quiet hours, or the run came too late for it. */
export type PassOver = 'played' | 'quiet' | 'late';

/** Seconds from `instant` to the next local midnight in `timeZone`: a reminder not delivered by then is of no use. */
export function secondsToLocalMidnight(timeZone: string, instant: Date): number {
  const { dayNumber } = localClock(timeZone, instant);
  const midnight = instantOf(timeZone, dayNumber + 1, '00:00');
  return Math.max(60, Math.floor((midnight.getTime() - instant.getTime()) / 1000));
}
