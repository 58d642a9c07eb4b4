/**
 * Quiet hours (docs/product.md, "Reminders"): the local times a player's reminder never comes. Apart
 * from ./reminders.ts, with no import, so the browser's Settings form checks a chosen time by the
 * server's own rule (through contracts/reminders.ts) before sending it.
 */

/** "HH:MM", 00:00 to 23:59. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of "HH:MM". */
export function minutesOf(time: string): number {
  const match = CLOCK_TIME.exec(time);
  if (!match) throw new RangeError(`not a time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export interface QuietHours {
  /** From this local time ("HH:MM") ... */
  from: string;
  /** ... until this one, excluded; over midnight when `to` is earlier than `from` (22:00 to 07:00). */
  to: string;
}

/** Whether local minute-of-day `minutes` is in the quiet hours. */
export function isQuiet(minutes: number, quiet: QuietHours | undefined): boolean {
  if (!quiet) return false;
  const [from, to] = [minutesOf(quiet.from), minutesOf(quiet.to)];
  return from <= to ? minutes >= from && minutes < to : minutes >= from || minutes < to;
}
