/**
 * Build time only (web/scripts/build.mts): the game's page as HTML, knowing nothing of the player.
 * Every column of the longest code is there; the page's CSS shows as many as the local weekday's
 * length, from the boot script's data-cols.
 *
 * The instructions are rendered apart, outside the app's root: a first visit sees them before any
 * script (the boot script shows them and answers their buttons), but their code is not part of the
 * initial JavaScript. The app loads it when it opens them, and its dialog replaces this copy. So is
 * the icons' sprite, which every page's icons point into.
 */
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './App';
import { IconSprite } from './components/IconSprite';
import InstructionsDialog from './components/InstructionsDialog';
import play from './i18n/en/play';
import shell from './i18n/en/shell';
import { putCatalogue } from './i18n/texts';
import { SettingsProvider } from './lib/settings';

// The prerendered page is English's (the address `/`).
putCatalogue('shell', shell);
putCatalogue('play', play);

export const renderShell = (): string => renderToString(<App ssrPath="/" />);

export const renderInstructions = (): string =>
  renderToString(
    <Router ssrPath="/">
      <SettingsProvider>
        <InstructionsDialog open={false} onOpenChange={() => undefined} />
      </SettingsProvider>
    </Router>,
  );

export const renderIconSprite = (): string => renderToString(<IconSprite />);
