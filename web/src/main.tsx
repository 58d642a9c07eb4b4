import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadConfig } from './lib/config';
import { applyTheme, initialTheme } from './lib/theme';
import './styles.css';

applyTheme(initialTheme()); // before the first paint, so a dark-theme player never sees a white flash

const root = createRoot(document.getElementById('root')!);
loadConfig().then(
  (config) => root.render(<App config={config} />),
  () => {
    root.render(
      <main className="fatal" role="alert">
        <h1>CIPHERWORD</h1>
        <p>The game could not start. Please check your connection and reload.</p>
      </main>,
    );
  },
);
