/**
 * Where a player reads a code's meaning in each language: an entry of a dictionary that has every
 * code, linked (no licence needed), opened in a new tab from the result panel and the report.
 */
import type { LanguageCode } from '../domain/languages';

export interface Dictionary {
  /** The dictionary's name, as the page's sentence names it. */
  name: string;
  /** The entry of a code, as it is written ("árbol"). */
  entryUrl: (word: string) => string;
}

export const DICTIONARIES: Readonly<Record<LanguageCode, Dictionary>> = {
  en: { name: 'Wiktionary', entryUrl: (word) => `https://en.wiktionary.org/wiki/${encodeURIComponent(word)}` },
  es: { name: 'Diccionario de la lengua española (RAE)', entryUrl: (word) => `https://dle.rae.es/${encodeURIComponent(word)}` },
  fr: { name: 'Wiktionnaire', entryUrl: (word) => `https://fr.wiktionary.org/wiki/${encodeURIComponent(word)}` },
};
