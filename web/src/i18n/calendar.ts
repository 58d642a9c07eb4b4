/**
 * Calendar dates (YYYY-MM-DD) as the page's language writes them, for the pages loaded on demand
 * (leagues, the archive) and their catalogues: a module of its own, so the first load never carries it.
 */
import { pageLanguage } from '../lib/language';

/** The locale of the pages' calendar labels (leagues, archive): English writes them the American way ("Mon, Nov 23"), as it always has. */
const calendarLocale = (): string => (pageLanguage === 'en' ? 'en-US' : pageLanguage);

/** A date (YYYY-MM-DD) with `options`, in the page's calendar locale (dates are calendar days: read in UTC). */
const calendarDate = (date: string, options: Intl.DateTimeFormatOptions): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(calendarLocale(), { ...options, timeZone: 'UTC' });

/** A month's heading: "November 2026", "noviembre de 2026", "novembre 2026". */
export const monthOf = (date: string): string => calendarDate(date, { month: 'long', year: 'numeric' });

/** A day in full: "Sunday, November 22, 2026", "domingo, 22 de noviembre de 2026". */
export const longDay = (date: string): string => calendarDate(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** A date (YYYY-MM-DD) as a calendar label in the page's language: "Mon, Nov 23", "lun, 23 nov", "lun. 23 nov.". */
export const shortDay = (date: string): string => calendarDate(date, { weekday: 'short', day: 'numeric', month: 'short' });
