/**
 * The browser's entry. The game's shell is prerendered into index.html (web/scripts/build.mts) and
 * the boot script has already put the player's theme on it: on the game's page React hydrates it in
 * place; other pages render afresh. The runtime configuration is fetched alongside, not waited for.
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { runtimeConfig } from './lib/config';
import { whenIdle } from './lib/idle';
import { loadTexts, withTexts } from './i18n/texts';
import { languageBase, pageLanguage, pathIn } from './lib/language';

// The production build inlines the stylesheet and the icons' sprite into index.html (web/scripts/build.mts);
// under the development server the page adds them itself.
if (import.meta.env.DEV) {
  void import('./styles.css');
  void Promise.all([import('react-dom/server'), import('./components/IconSprite')]).then(([{ renderToString }, { IconSprite }]) =>
    document.body.insertAdjacentHTML('afterbegin', renderToString(<IconSprite />)),
  );
}

void runtimeConfig().catch(() => undefined); // asked for again by whatever needs it

// A language's page is its prefix with a slash ("/es/"), as every link inside it assumes.
if (languageBase && location.pathname === languageBase) history.replaceState(history.state, '', `${languageBase}/${location.search}`);
document.documentElement.lang = pageLanguage;

/** Renders the app: hydrating the prerendered game page of the page's language, or afresh for any other. */
function start() {
  const container = document.getElementById('root')!;
  if (location.pathname === pathIn(pageLanguage, '/') && container.dataset.shellOf === location.pathname && container.hasChildNodes()) {
    hydrateRoot(container, <App />);
  } else {
    // Another page than the one prerendered (the boot script hid the shell): rendered afresh.
    container.removeAttribute('data-shell-of');
    container.replaceChildren();
    createRoot(container).render(<App />);
  }
}

// The page's first texts, in its language (the boot script has already asked for their file). Not a
// top-level await: a catalogue may import from this chunk, which must first finish evaluating.
void loadTexts('shell').then(start);
if (import.meta.env.PROD)
  whenIdle(() => void withTexts('play', () => import('./lib/pwa'))().then(({ registerServiceWorker }) => registerServiceWorker()));
