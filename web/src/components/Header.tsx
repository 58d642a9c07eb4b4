/**
 * The header (docs/product.md, "Header"): title and the day's challenge, then the actions. On wide
 * screens every action is in the bar; on narrow ones the less frequent (the blog, Sign Out, past
 * codes) fold into a menu (a native popover: Escape and a click outside close it), so the bar never
 * overflows down to 320 px. Every icon button has an accessible name.
 */
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { WEEKDAYS } from '@contracts/constants';
import { DEFAULT_BLOG_URL, useRuntimeConfig } from '../lib/config';
import type { HeaderAccount } from './HeaderAccount';
import { ArchiveIcon, HelpIcon, LeaguesIcon, MoreIcon, SettingsIcon, StatsIcon } from './Icons';

// Signed-in players' parts: never in the prerendered page, so loaded once someone is signed in.
const AccountActions = lazy(() => import('./HeaderAccount').then(({ AccountActions }) => ({ default: AccountActions })));
const Avatar = lazy(() => import('./HeaderAccount').then(({ Avatar }) => ({ default: Avatar })));

export interface HeaderProps {
  account: HeaderAccount | null;
  /** The day's challenge, once known (the shell shows the bar without it); a past day's from the archive. */
  day: { dayOfWeek: number; wordLength: number; archiveDate?: string } | null;
  onOpenInstructions: () => void;
  onOpenStats: () => void;
  onOpenSettings: () => void;
  onOpenSignIn: () => void;
}

export function Header({ account, day, onOpenInstructions, onOpenStats, onOpenSettings, onOpenSignIn }: HeaderProps) {
  const blogUrl = useRuntimeConfig()?.blogUrl ?? DEFAULT_BLOG_URL;
  const blog = (
    <a href={blogUrl} target="_blank" rel="noopener noreferrer">
      Blog <span className="visually-hidden">(opens in a new tab)</span>
    </a>
  );
  return (
    <header className="site-header">
      <div className="brand">
        <h1>
          <Link href="/">CIPHERWORD</Link>
        </h1>
        <p className="challenge" data-testid="challenge">
          {day && (
            <>
              <span>
                {WEEKDAYS[day.dayOfWeek]} {day.archiveDate ?? 'Challenge'}
              </span>
              <span className="dot" aria-hidden="true">
                {' · '}
              </span>
              <span>
                {day.archiveDate ? 'Past code' : "Today's code"}: {day.wordLength} characters
              </span>
            </>
          )}
        </p>
      </div>
      <nav className="header-actions" aria-label="Game">
        <span className="wide-only blog-link">{blog}</span>
        <button type="button" className="icon-button" onClick={onOpenInstructions} aria-label="How to play">
          <HelpIcon />
        </button>
        <button type="button" className="icon-button" onClick={onOpenStats} aria-label="Statistics">
          <StatsIcon />
        </button>
        <button type="button" className="icon-button" onClick={onOpenSettings} aria-label="Settings">
          <SettingsIcon />
        </button>
        <Link href="/archive" className="icon-button wide-only" aria-label="Past codes">
          <ArchiveIcon />
        </Link>
        <Link href="/leagues" className="icon-button wide-only" aria-label="Leagues">
          <LeaguesIcon />
        </Link>
        {account ? (
          <Suspense fallback={null}>
            <AccountActions account={account} />
          </Suspense>
        ) : (
          <button type="button" className="primary-button" onClick={onOpenSignIn}>
            Sign In
          </button>
        )}
        <button
          type="button"
          className="icon-button narrow-only"
          popoverTarget="site-menu"
          aria-label={account ? 'Account and more' : 'More'}
        >
          {account ? (
            <Suspense fallback={<MoreIcon />}>
              <Avatar name={account.name} avatarUrl={account.avatarUrl} />
            </Suspense>
          ) : (
            <MoreIcon />
          )}
        </button>
        <div id="site-menu" popover="auto" className="menu">
          {account?.name && <p className="menu-title">{account.name}</p>}
          <Link href="/archive">Past codes</Link>
          <Link href="/leagues">Leagues</Link>
          {blog}
          {account && (
            <button type="button" className="menu-button" onClick={account.onSignOut}>
              Sign Out
            </button>
          )}
        </div>
      </nav>
    </header>
  );
}
