/**
 * Build time only (web/scripts/build.mts): a language's game page as HTML, knowing nothing of the
 * player. The build imports this module once per language, with `location` at that language's page
 * (`/`, `/es/`, `/fr/`), so everything that follows the page's language (its texts, its keyboard, its
 * routes' base) renders as in that page. Every column of the longest code is there; the page's CSS
 * shows as many as the local weekday's length, from the boot script's data-cols.
 *
 * The instructions are rendered apart, outside the app's root: a first visit sees them before any
 * script (the boot script shows them and answers their buttons), but their code is not part of the
 * initial JavaScript. The app loads it when it opens them, and its dialog replaces this copy. So is
 * the icons' sprite, which every page's icons point into.
 */
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { PRODUCT_NAME } from '@contracts/constants';
import { App } from './App';
import { IconSprite } from './components/IconSprite';
import InstructionsDialog from './components/InstructionsDialog';
import { CATALOGUE_LOADERS, putCatalogue, texts } from './i18n/texts';
import { languageBase, pageLanguage, pathIn } from './lib/language';
import { SettingsProvider } from './lib/settings';

/** The page this module renders: its language, and its address. */
export const page = { language: pageLanguage, path: pathIn(pageLanguage, '/') };

/** Puts the page language's texts in place: before any render. */
export async function loadPageTexts(): Promise<void> {
  putCatalogue('shell', (await CATALOGUE_LOADERS.shell[pageLanguage]()).default);
  putCatalogue('play', (await CATALOGUE_LOADERS.play[pageLanguage]()).default);
}

export const pageDescription = (): string => texts('play').pageDescription(PRODUCT_NAME);

export const renderShell = (): string => renderToString(<App ssrPath={page.path} />);

export const renderInstructions = (): string =>
  renderToString(
    <Router base={languageBase} ssrPath={page.path}>
      <SettingsProvider>
        <InstructionsDialog open={false} onOpenChange={() => undefined} />
      </SettingsProvider>
    </Router>,
  );

export const renderIconSprite = (): string => renderToString(<IconSprite />);
