/**
 * Dates, numbers and plural forms as the page's language writes them (`Intl`), for the components
 * and the catalogues (web/src/i18n/<language>/).
 */
import { pageLanguage } from '../lib/language';

/** The page's locale for `Intl`: its language. */
export const locale = (): string => pageLanguage;

/** The locale dates and times are written in: English as in the UK (24-hour clock, "Fri 27 Nov"), another language as it writes them. */
export const dateLocale = (): string => (pageLanguage === 'en' ? 'en-GB' : pageLanguage);

/** A weekday's name (0 = Sunday), as the page's language writes it ("Monday", "lunes", "lundi"). */
export function weekdayName(dayOfWeek: number): string {
  // 2023-01-01 was a Sunday: its week gives each weekday its date.
  return new Intl.DateTimeFormat(locale(), { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + dayOfWeek));
}

/** The ordinal category of `n` in the page's language ("one" for 1st, "two" for 2nd, "few" for 3rd, …). */
export const ordinalOf = (n: number): Intl.LDMLPluralRule => new Intl.PluralRules(locale(), { type: 'ordinal' }).select(n);

/** The plural category of `n` in the page's language ("one", "other", ...): for the catalogues' counts. */
export const pluralOf = (n: number): Intl.LDMLPluralRule => new Intl.PluralRules(locale()).select(n);
