/**
 * The page's language (docs/product.md, "Languages"): English at `/`, Spanish under `/es/`, French
 * under `/fr/`. It is the address's, fixed for the page's life: every game call plays it, the keyboard
 * starts in its layout, and the app's routes live under its prefix (the router's base), so a link
 * inside the app stays in the language. Another language is another page load.
 */
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES, pagePrefixOf, type LanguageCode } from '@contracts/constants';

/** Each language's prefix of the app's addresses: none for English. */
export const LANGUAGE_PREFIXES: Readonly<Record<LanguageCode, string>> = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [language, pagePrefixOf(language)]),
) as Record<LanguageCode, string>;

/** The language an address is in, and the app's route inside it ("/es/archive": es, "/archive"). */
export function languageOfPath(pathname: string): { language: LanguageCode; route: string } {
  for (const language of LANGUAGE_CODES) {
    const prefix = LANGUAGE_PREFIXES[language];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return { language, route: pathname.slice(prefix.length) || '/' };
    }
  }
  return { language: DEFAULT_LANGUAGE, route: pathname };
}

/** The address of `route` (a path of the app, "/leagues/…") in `language`'s pages. */
export const pathIn = (language: LanguageCode, route: string) => `${LANGUAGE_PREFIXES[language]}${route}`;

/**
 * The language to offer a visitor (docs/product.md, "Languages"): the first supported one their
 * browser prefers (`navigator.languages`, "es-MX" is Spanish), when it is not this page's.
 */
export function languageToOffer(preferred: readonly string[], page: LanguageCode): LanguageCode | undefined {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguageCode(primary)) return primary === page ? undefined : primary;
  }
  return undefined;
}

/** This page's language: its address's (English where there is no address: the build's prerender). */
export const pageLanguage: LanguageCode = typeof location === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(location.pathname).language;

/** The router's base for this page: its language's prefix. */
export const languageBase = LANGUAGE_PREFIXES[pageLanguage];
