/**
 * The header (docs/product.md, "Header"): title and the day's challenge, then the actions. On wide
 * screens every action is in the bar; on narrow ones the less frequent (the blog, Sign Out, past
 * codes) fold into a menu (a native popover: Escape and a click outside close it), so the bar never
 * overflows down to 320 px. Every icon button has an accessible name.
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { WEEKDAYS } from '@contracts/constants';
import { DEFAULT_BLOG_URL, useRuntimeConfig } from '../lib/config';
import { ArchiveIcon, CoinIcon, HelpIcon, LeaguesIcon, MoreIcon, PersonIcon, SettingsIcon, StatsIcon } from './Icons';

/** The signed-in header's parts: balance (opens Buy Credits), avatar, Sign Out. */
export interface HeaderAccount {
  balance: number | null;
  name?: string;
  avatarUrl?: string;
  onOpenCredits: () => void;
  onSignOut: () => void;
}

export interface HeaderProps {
  account: HeaderAccount | null;
  /** The day's challenge, once known (the shell shows the bar without it); a past day's from the archive. */
  day: { dayOfWeek: number; wordLength: number; archiveDate?: string } | null;
  onOpenInstructions: () => void;
  onOpenStats: () => void;
  onOpenSettings: () => void;
  onOpenSignIn: () => void;
}

export const creditsLabel = (balance: number | null) =>
  balance === null ? 'Loading...' : `${balance} ${balance === 1 ? 'credit' : 'credits'}`;

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
      <PersonIcon />
    </span>
  );
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
          <>
            <button
              type="button"
              className="credits-button"
              onClick={account.onOpenCredits}
              aria-label={`Credit balance: ${creditsLabel(account.balance)}. Buy credits`}
              data-testid="header-balance"
            >
              <CoinIcon />
              <span className="credits-full">{creditsLabel(account.balance)}</span>
              <span className="credits-short" aria-hidden="true">
                {account.balance ?? '…'}
              </span>
            </button>
            <span className="wide-only avatar-slot">
              <Avatar name={account.name} avatarUrl={account.avatarUrl} />
            </span>
            <button type="button" className="secondary-button wide-only" onClick={account.onSignOut}>
              Sign Out
            </button>
          </>
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
          {account ? <Avatar name={account.name} avatarUrl={account.avatarUrl} /> : <MoreIcon />}
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
