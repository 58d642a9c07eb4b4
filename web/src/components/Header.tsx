import { WEEKDAYS } from '../game/model';
import { useConfig } from '../lib/ConfigContext';
import type { Theme } from '../lib/theme';

export interface HeaderProps {
  dayOfWeek: number;
  wordLength: number;
  theme: Theme;
  onToggleTheme(): void;
  onOpenInstructions(): void;
  onOpenSignIn(): void;
}

/** SPEC §2 header: title, the day's challenge, blog, instructions, theme, sign-in. */
export function Header({ dayOfWeek, wordLength, theme, onToggleTheme, onOpenInstructions, onOpenSignIn }: HeaderProps) {
  const { blogUrl } = useConfig();
  return (
    <header className="site-header">
      <div className="brand">
        <h1>CIPHERWORD</h1>
        <p className="challenge">
          {wordLength > 0 && (
            <>
              <span>{WEEKDAYS[dayOfWeek]} Challenge</span>
              <span className="dot" aria-hidden="true">
                {' '}
                ·{' '}
              </span>
              <span>Today's code: {wordLength} characters</span>
            </>
          )}
        </p>
      </div>
      <nav className="header-actions" aria-label="Site">
        <a href={blogUrl} target="_blank" rel="noopener noreferrer" className="icon-button" aria-label="Blog (opens in a new tab)">
          Blog
        </a>
        <button type="button" className="icon-button" onClick={onOpenInstructions} aria-label="How to play">
          ?
        </button>
        <button
          type="button"
          className="icon-button"
          onClick={onToggleTheme}
          aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
          aria-pressed={theme === 'dark'}
          data-testid="theme-toggle"
        >
          {theme === 'dark' ? '☀' : '☾'}
        </button>
        <button type="button" className="primary-button" onClick={onOpenSignIn}>
          Sign In
        </button>
      </nav>
    </header>
  );
}
