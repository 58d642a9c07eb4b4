/**
 * Time for tests that must not straddle a midnight: a whole-hour time zone where it is now about
 * noon, as an IANA name for browsers and as the tzOffset the API takes. Etc/GMT-5 is UTC+5 (the
 * sign is inverted in these names).
 */
export function noonTimeZone(now = new Date()): { timezoneId: string; tzOffset: number } {
  const hoursAhead = Math.max(-12, Math.min(14, 12 - now.getUTCHours()));
  const timezoneId = hoursAhead === 0 ? 'Etc/GMT' : `Etc/GMT${hoursAhead > 0 ? '-' : '+'}${Math.abs(hoursAhead)}`;
  return { timezoneId, tzOffset: -hoursAhead * 60 };
}

/** The tzOffset (minutes, as the API takes it) of a zone where it is now about noon. */
export const noonTzOffset = (now = new Date()) => noonTimeZone(now).tzOffset;
