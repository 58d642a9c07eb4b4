import { useState } from 'react';
import { WEEKDAYS } from '@contracts/constants';
import { useConfig } from '../lib/ConfigContext';
import type { Theme } from '../lib/theme';

/** The signed-in header's parts (product.md §2): balance (opens Buy Credits), avatar, Sign Out. */
export interface HeaderAccount {
  balance: number | null;
  name?: string;
  avatarUrl?: string;
  onOpenCredits: () => void;
  onOpenStats: () => void;
  onSignOut: () => void;
}

export interface HeaderProps {
  account: HeaderAccount | null;
  dayOfWeek: number;
  wordLength: number;
  theme: Theme;
  onToggleTheme: () => void;
  onOpenInstructions: () => void;
  onOpenSignIn: () => void;
}

/** product.md §2 header: title, the day's challenge, blog, instructions, theme, sign-in. */
function Avatar({ name, avatarUrl }: { name?: string; avatarUrl?: string }) {
  const [broken, setBroken] = useState(false);
  if (avatarUrl && !broken) {
    return (
      <img
        className="avatar"
        src={avatarUrl}
        alt={name ? `${name}'s avatar` : 'Your avatar'}
        width={32}
        height={32}
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      className="avatar avatar-fallback"
      role="img"
      aria-label={name ? `${name} (no picture)` : 'Signed in (no picture)'}
      data-testid="avatar-fallback"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-9 2.2-9 5v3h18v-3c0-2.8-4.6-5-9-5Z" />
      </svg>
    </span>
  );
}

export const creditsLabel = (balance: number | null) =>
  balance === null ? 'Loading...' : `${balance} ${balance === 1 ? 'credit' : 'credits'}`;

export function Header({ account, dayOfWeek, wordLength, theme, onToggleTheme, onOpenInstructions, onOpenSignIn }: HeaderProps) {
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
        {account ? (
          <>
            <button type="button" className="icon-button" onClick={account.onOpenStats} aria-label="Statistics">
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M4 20V10h4v10H4Zm6 0V4h4v16h-4Zm6 0v-7h4v7h-4Z" />
              </svg>
            </button>
            <button
              type="button"
              className="credits-button"
              onClick={account.onOpenCredits}
              aria-label={`Credit balance: ${creditsLabel(account.balance)}. Buy credits`}
              data-testid="header-balance"
            >
              {creditsLabel(account.balance)}
            </button>
            <Avatar name={account.name} avatarUrl={account.avatarUrl} />
            <button type="button" className="secondary-button" onClick={account.onSignOut}>
              Sign Out
            </button>
          </>
        ) : (
          <button type="button" className="primary-button" onClick={onOpenSignIn}>
            Sign In
          </button>
        )}
      </nav>
    </header>
  );
}
