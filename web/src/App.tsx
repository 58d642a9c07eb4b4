/** The app: its settings, sign-in and routes (docs/product.md, "Screens"). Pages other than the game load on demand. */
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AuthProvider } from './auth/AuthContext';
import type { RuntimeConfig } from './lib/config';
import { ConfigContext } from './lib/ConfigContext';
import { Notifications } from './lib/notify';
import { SettingsProvider } from './lib/settings';
import GamePage from './pages/GamePage';

const LegalPage = lazy(() => import('./pages/LegalPage'));
const NotFound = lazy(() => import('./pages/NotFound'));

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <ConfigContext.Provider value={config}>
      <SettingsProvider>
        <AuthProvider>
          <Suspense fallback={null}>
            <Switch>
              <Route path="/">
                <GamePage />
              </Route>
              <Route path="/privacy">
                <LegalPage file="/assets/privacy-policy.md" title="Privacy Policy" />
              </Route>
              <Route path="/terms">
                <LegalPage file="/assets/terms-of-service.md" title="Terms of Service" />
              </Route>
              <Route>
                <NotFound />
              </Route>
            </Switch>
          </Suspense>
          <Notifications />
        </AuthProvider>
      </SettingsProvider>
    </ConfigContext.Provider>
  );
}
