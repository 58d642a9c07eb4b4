import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { AuthProvider, useAuth } from './auth/AuthContext';
import { CookieNotice } from './components/CookieNotice';
import type { RuntimeConfig } from './lib/config';
import { ConfigContext } from './lib/ConfigContext';
import GamePage from './pages/GamePage';

// Only the game is needed at first paint; the other routes load on demand.
const LegalPage = lazy(() => import('./pages/LegalPage'));
const NotFound = lazy(() => import('./pages/NotFound'));

function AppRoutes() {
  const { loading } = useAuth();
  if (loading) return null; // product.md §2: nothing is rendered while the auth state is loading
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/" element={<GamePage />} />
        <Route path="/privacy" element={<LegalPage file="/assets/privacy-policy.md" title="Privacy Policy" />} />
        <Route path="/terms" element={<LegalPage file="/assets/terms-of-service.md" title="Terms of Service" />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      <CookieNotice />
    </Suspense>
  );
}

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <ConfigContext.Provider value={config}>
      <BrowserRouter>
        <AuthProvider>
          <AppRoutes />
          <Toaster position="top-center" toastOptions={{ duration: 4000, className: 'toast' }} />
        </AuthProvider>
      </BrowserRouter>
    </ConfigContext.Provider>
  );
}
