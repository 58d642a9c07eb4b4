/**
 * How a day's game in one language is named wherever a player's days are kept (docs/architecture.md,
 * "Data"): the history, its clocks, the helped letters and the game items. An English day is its
 * date alone, as it was before there were languages, so every stored English day reads unchanged;
 * another language's is `<language>#<date>` ("es#2026-11-30"). Statistics read one language's days;
 * the streak reads every language's (one streak, kept by a daily game in any language).
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguageCode, type LanguageCode } from './languages';

const SEPARATOR = '#';

/** The day key of `date`'s game in `language`. */
export const dayKeyOf = (language: LanguageCode, date: string): string =>
  language === DEFAULT_LANGUAGE ? date : `${language}${SEPARATOR}${date}`;

/** The language and date a day key names (undefined: not a day key). */
export function dayOfKey(key: string): { language: LanguageCode; date: string } | undefined {
  const at = key.indexOf(SEPARATOR);
  if (at < 0) return { language: DEFAULT_LANGUAGE, date: key };
  const language = key.slice(0, at);
  return isLanguageCode(language) && language !== DEFAULT_LANGUAGE ? { language, date: key.slice(at + 1) } : undefined;
}

/** One language's entries of a map by day key, by date. */
export function daysIn<T>(days: Readonly<Record<string, T>>, language: LanguageCode): Record<string, T> {
  const mine: Record<string, T> = {};
  for (const [key, value] of Object.entries(days)) {
    const day = dayOfKey(key);
    if (day?.language === language) mine[day.date] = value;
  }
  return mine;
}

/**
 * Every language's results by date, for the one streak: a date keeps the best of its results (a win
 * in any language keeps the streak; the fewest guesses among wins), and its clock comes from the
 * same game. English first, then each language in the table's order, when two games tie.
 */
export function acrossLanguages(
  history: Readonly<Record<string, number>>,
  clocks: Readonly<Record<string, number>> = {},
): { history: Record<string, number>; clocks: Record<string, number> } {
  const merged: Record<string, number> = {};
  const mergedClocks: Record<string, number> = {};
  for (const language of LANGUAGE_CODES) {
    for (const [date, result] of Object.entries(daysIn(history, language))) {
      const best = merged[date];
      const better = best === undefined || (result > 0 && (best === 0 || result < best));
      if (!better) continue;
      merged[date] = result;
      const clock = clocks[dayKeyOf(language, date)];
      if (clock === undefined) delete mergedClocks[date];
      else mergedClocks[date] = clock;
    }
  }
  return { history: merged, clocks: mergedClocks };
}

/** Whether `date`'s daily game is finished in any language (a reminder is not sent for a day already played). */
export const playedInAnyLanguage = (history: Readonly<Record<string, number>>, date: string): boolean =>
  LANGUAGE_CODES.some((language) => dayKeyOf(language, date) in history);
