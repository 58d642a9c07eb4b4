/** Instants to set the local runtime's and a browser's clock to (tests, screenshots). */
const DAY_MS = 86_400_000;

/**
 * The latest noon UTC before now on weekday `dayOfWeek` (0 = Sunday): a past instant, so sign-in
 * tokens (stamped with the real time) are never "expired" in a browser whose clock starts there.
 */
export function lastNoonOn(dayOfWeek: number, now = Date.now()): number {
  let noon = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS / 2;
  if (noon > now) noon -= DAY_MS;
  while (new Date(noon).getUTCDay() !== dayOfWeek) noon -= DAY_MS;
  return noon;
}

/**
 * The latest past moment of weekday `dayOfWeek` (0 = Sunday) to play a day at: its noon UTC, or a
 * moment ago when that weekday is today and its noon has not come. So the day is at most six days
 * and a half old: its anonymous games are far from their expiry (which DynamoDB applies by the real
 * clock), and never at the seventh day as the last noon is on that weekday's morning.
 */
export function recentMomentOn(dayOfWeek: number, now = Date.now()): number {
  let day = Math.floor(now / DAY_MS) * DAY_MS;
  while (new Date(day).getUTCDay() !== dayOfWeek) day -= DAY_MS;
  return Math.max(day, Math.min(day + DAY_MS / 2, now - 1000));
}
