/**
 * Time for tests that must not straddle a midnight: a whole-hour time zone where it is now about
 * noon, as an IANA name for browsers and as the tzOffset the API takes. Etc/GMT-5 is UTC+5 (the
 * sign is inverted in these names).
 */
export function noonTimeZone(now = new Date()): { timezoneId: string; tzOffset: number } {
  const hoursAhead = Math.max(-12, Math.min(14, 12 - now.getUTCHours()));
  // At 12:00 UTC, 'UTC', the name browsers and Node give 'Etc/GMT' back (a reminder stored 'UTC' where a test expected 'Etc/GMT').
  const timezoneId = hoursAhead === 0 ? 'UTC' : `Etc/GMT${hoursAhead > 0 ? '-' : '+'}${Math.abs(hoursAhead)}`;
  return { timezoneId, tzOffset: -hoursAhead * 60 };
}

/** The tzOffset (minutes, as the API takes it) of a zone where it is now about noon. */
export const noonTzOffset = (now = new Date()) => noonTimeZone(now).tzOffset;

/** The tzOffset a browser in an IANA zone sends at an instant (the domain's own reading of Intl's zone data). */
export { tzOffsetIn } from '../../lambdas/domain/calendar';

/**
 * Sets the test's clock (`Date` only) to `instant`, still moving; timers stay real, so waits on
 * engines behave as in any run. The local runtime runs in the test's process and reads this clock.
 * Used by the integration project's TEST_NOW and by tests that live through several days.
 */
export function setClock(instant: Date): void {
  jest.useFakeTimers({
    now: instant,
    advanceTimers: true,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
