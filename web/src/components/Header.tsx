/**
 * The header (docs/product.md, "Header"): title and the day's challenge, then the actions. On wide
 * screens every action is in the bar; on narrow ones the less frequent (the blog, Sign Out, past
 * codes) fold into a menu (a native popover: Escape and a click outside close it), so the bar never
 * overflows down to 320 px. Every icon button has an accessible name.
 */
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { weekdayName } from '../i18n/intl';
import { texts, withTexts } from '../i18n/texts';
import { DEFAULT_BLOG_URL, useRuntimeConfig } from '../lib/config';
import type { HeaderAccount } from './HeaderAccount';
import { ArchiveIcon, HelpIcon, LeaguesIcon, MoreIcon, SettingsIcon, StatsIcon } from './Icons';

// Signed-in players' parts: never in the prerendered page, so loaded once someone is signed in.
const loadAccount = withTexts('play', () => import('./HeaderAccount'));
const AccountActions = lazy(() => loadAccount().then(({ AccountActions }) => ({ default: AccountActions })));
const Avatar = lazy(() => loadAccount().then(({ Avatar }) => ({ default: Avatar })));

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
  const t = texts('shell').header;
  const blog = (
    <a href={blogUrl} target="_blank" rel="noopener noreferrer">
      {t.blog} <span className="visually-hidden">{t.opensInNewTab}</span>
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
              <span>{t.challenge(weekdayName(day.dayOfWeek), day.archiveDate)}</span>
              <span className="dot" aria-hidden="true">
                {' · '}
              </span>
              <span>{t.code(day.wordLength, day.archiveDate !== undefined)}</span>
            </>
          )}
        </p>
      </div>
      <nav className="header-actions" aria-label={t.nav}>
        <span className="wide-only blog-link">{blog}</span>
        <button type="button" className="icon-button" onClick={onOpenInstructions} aria-label={t.howToPlay}>
          <HelpIcon />
        </button>
        <button type="button" className="icon-button" onClick={onOpenStats} aria-label={t.statistics}>
          <StatsIcon />
        </button>
        <button type="button" className="icon-button" onClick={onOpenSettings} aria-label={t.settings}>
          <SettingsIcon />
        </button>
        <Link href="/archive" className="icon-button wide-only" aria-label={t.pastCodes}>
          <ArchiveIcon />
        </Link>
        <Link href="/leagues" className="icon-button wide-only" aria-label={t.leagues}>
          <LeaguesIcon />
        </Link>
        {account ? (
          <Suspense fallback={null}>
            <AccountActions account={account} />
          </Suspense>
        ) : (
          <button type="button" className="primary-button" onClick={onOpenSignIn}>
            {t.signIn}
          </button>
        )}
        <button
          type="button"
          className="icon-button narrow-only"
          popoverTarget="site-menu"
          aria-label={account ? t.accountAndMore : t.more}
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
          <Link href="/archive">{t.pastCodes}</Link>
          <Link href="/leagues">{t.leagues}</Link>
          {blog}
          {account && (
            <button type="button" className="menu-button" onClick={account.onSignOut}>
              {t.signOut}
            </button>
          )}
        </div>
      </nav>
    </header>
  );
}
