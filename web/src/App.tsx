/** The app: its settings, sign-in and routes (docs/product.md, "Screens"). Pages other than the game load on demand. */
import { lazy, Suspense, useEffect } from 'react';
import { Route, Router, Switch } from 'wouter';
import { AuthProvider } from './auth/AuthContext';
import { withTexts } from './i18n/texts';
import { languageBase } from './lib/language';
import { SettingsProvider } from './lib/settings';
import GamePage from './pages/GamePage';

// Their pages show the game's later texts too (a league's results, the archive's games).
const OtherPages = lazy(withTexts('play', () => import('./pages/OtherPages')));

/** `ssrPath`: the path rendered at build time (web/scripts/prerender.ts); in the browser, its location. */
export function App({ ssrPath }: { ssrPath?: string }) {
  // Hydrated, with every page's handlers attached: the app answers the page's buttons from here on
  // (the boot script answered them until now, web/boot.js).
  useEffect(() => document.documentElement.setAttribute('data-app', ''), []);
  return (
    // The page's language prefix is the routes' base: "/es/archive" is the archive, in Spanish.
    <Router base={languageBase} ssrPath={ssrPath}>
      <SettingsProvider>
        <AuthProvider>
          {/* The game's page is outside any Suspense boundary: it hydrates in one pass with the providers. */}
          <Switch>
            <Route path="/">
              <GamePage />
            </Route>
            <Route>
              <Suspense fallback={null}>
                <OtherPages />
              </Suspense>
            </Route>
          </Switch>
        </AuthProvider>
      </SettingsProvider>
    </Router>
  );
}
