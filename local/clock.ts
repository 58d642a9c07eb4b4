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
