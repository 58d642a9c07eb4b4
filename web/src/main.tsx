import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadConfig } from './lib/config';
import { preloadNotifications } from './lib/notify';
import { applyLook, storedSettings } from './lib/settings';
import './styles.css';

// Before the first paint, so a dark-theme player never sees a white flash.
const { theme, highContrast } = storedSettings();
applyLook(theme === 'dark' || (theme === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches), highContrast);

const root = createRoot(document.getElementById('root')!);
loadConfig().then(
  (config) => {
    root.render(<App config={config} />);
    preloadNotifications();
  },
  () => {
    root.render(
      <main className="fatal" role="alert">
        <h1>CIPHERWORD</h1>
        <p>The game could not start. Please check your connection and reload.</p>
      </main>,
    );
  },
);
