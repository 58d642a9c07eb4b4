/** The app: its settings, sign-in and routes (docs/product.md, "Screens"). Pages other than the game load on demand. */
import { lazy, Suspense, useEffect } from 'react';
import { Route, Router, Switch } from 'wouter';
import { AuthProvider } from './auth/AuthContext';
import { Notifications } from './lib/notify';
import { SettingsProvider } from './lib/settings';
import GamePage from './pages/GamePage';

const LegalPage = lazy(() => import('./pages/LegalPage'));
const NotFound = lazy(() => import('./pages/NotFound'));
const ArchivePage = lazy(() => import('./pages/ArchivePage'));
const LeaguesPage = lazy(() => import('./pages/LeaguesPage'));
const LeaguePage = lazy(() => import('./pages/LeaguePage'));
const JoinLeaguePage = lazy(() => import('./pages/JoinLeaguePage'));

/** `ssrPath`: the path rendered at build time (web/scripts/prerender.ts); in the browser, its location. */
export function App({ ssrPath }: { ssrPath?: string }) {
  // Hydrated, with every page's handlers attached: the app answers the page's buttons from here on
  // (the boot script answered them until now, web/boot.js).
  useEffect(() => document.documentElement.setAttribute('data-app', ''), []);
  return (
    <Router ssrPath={ssrPath}>
      <SettingsProvider>
        <AuthProvider>
          {/* The game's page is outside any Suspense boundary: it hydrates in one pass with the providers. */}
          <Switch>
            <Route path="/">
              <GamePage />
            </Route>
            <Route path="/archive">
              <Suspense fallback={null}>
                <ArchivePage />
              </Suspense>
            </Route>
            <Route path="/archive/:date">
              {({ date }: { date: string }) => (
                <Suspense fallback={null}>
                  <ArchivePage key={date} date={date} />
                </Suspense>
              )}
            </Route>
            <Route path="/leagues">
              <Suspense fallback={null}>
                <LeaguesPage />
              </Suspense>
            </Route>
            <Route path="/leagues/join/:code">
              {({ code }: { code: string }) => (
                <Suspense fallback={null}>
                  <JoinLeaguePage key={code} code={code} />
                </Suspense>
              )}
            </Route>
            <Route path="/leagues/:id">
              {({ id }: { id: string }) => (
                <Suspense fallback={null}>
                  <LeaguePage key={id} id={id} />
                </Suspense>
              )}
            </Route>
            <Route path="/privacy">
              <Suspense fallback={null}>
                <LegalPage file="/assets/privacy-policy.md" title="Privacy Policy" />
              </Suspense>
            </Route>
            <Route path="/terms">
              <Suspense fallback={null}>
                <LegalPage file="/assets/terms-of-service.md" title="Terms of Service" />
              </Suspense>
            </Route>
            <Route>
              <Suspense fallback={null}>
                <NotFound />
              </Suspense>
            </Route>
          </Switch>
          <Notifications />
        </AuthProvider>
      </SettingsProvider>
    </Router>
  );
}
