/**
 * The interface's words in the page's language (docs/architecture.md, "Interface languages"). Each
 * language has the same typed catalogues, in parts loaded when needed, and only the page's language's:
 * - `shell`: what the game's page shows from its first paint (header, board, keys, notices). main.tsx
 *   loads it before rendering; the boot script has already asked for its file (web/boot.js).
 * - `play`: what the game shows later (instructions, result, statistics, share text): loaded with the
 *   code that shows it (`withTexts`), and with every other page.
 * - `leagues`, `archive`, `payments`: the league pages', the archive's and Buy Credits' own words,
 *   each loaded with what shows them.
 * English is the source of every catalogue's type: another language missing or adding a key fails the
 * type check and test/web/catalogues.test.tsx.
 */
import type { LanguageCode } from '@contracts/constants';
import { pageLanguage } from '../lib/language';
import type { CataloguePart, Catalogues } from './types';

export type { ArchiveTexts, CataloguePart, Catalogues, LeaguesTexts, PaymentsTexts, PlayTexts, ShellTexts } from './types';

/** Each part's file per language: a chunk of its own, so a page downloads its language's only. */
export const CATALOGUE_LOADERS: { [P in CataloguePart]: Record<LanguageCode, () => Promise<{ default: Catalogues[P] }>> } = {
  shell: { en: () => import('./en/shell'), es: () => import('./es/shell'), fr: () => import('./fr/shell') },
  play: { en: () => import('./en/play'), es: () => import('./es/play'), fr: () => import('./fr/play') },
  leagues: { en: () => import('./en/leagues'), es: () => import('./es/leagues'), fr: () => import('./fr/leagues') },
  archive: { en: () => import('./en/archive'), es: () => import('./es/archive'), fr: () => import('./fr/archive') },
  payments: { en: () => import('./en/payments'), es: () => import('./es/payments'), fr: () => import('./fr/payments') },
};

const loaded: Partial<Catalogues> = {};

/** Puts a part in place (the build's prerender and tests, which import their catalogues directly). */
export function putCatalogue<P extends CataloguePart>(part: P, catalogue: Catalogues[P]): void {
  loaded[part] = catalogue;
}

/** Loads the page language's parts (once each). */
export async function loadTexts(...parts: CataloguePart[]): Promise<void> {
  await Promise.all(
    parts.map(async (part) => {
      if (!loaded[part]) putCatalogue(part, (await CATALOGUE_LOADERS[part][pageLanguage]()).default);
    }),
  );
}

/** A module's loader that also loads the texts it shows: for `lazy()` and dynamic imports. */
export const withTexts =
  <T>(part: CataloguePart, load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadTexts(part)]).then(([module]) => module);

/** A loaded part's texts (a part not loaded yet is a bug in its loader, told at once). */
export function texts<P extends CataloguePart>(part: P): Catalogues[P] {
  const catalogue = loaded[part];
  if (!catalogue) throw new Error(`texts: the "${part}" catalogue is not loaded`);
  return catalogue;
}
