/**
 * Past codes (docs/product.md, "Archive"): the list of past days from the launch date, each with its
 * length and how the player did, and a past day itself at /archive/YYYY-MM-DD: opened for its price
 * once (asked first, never on a mere visit), then played on the game screen. Signed-out players see
 * what the archive offers and a way to sign in.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { ArchiveDayDto, ArchiveResponse } from '@contracts/archive';
import { BELOW_ZERO_REFUSAL, codeLengthOn } from '@contracts/constants';
import { useAuth } from '../auth/AuthContext';
import { creditsLabel } from '../components/HeaderAccount';
import { ApiError } from '../lib/api';
import { archiveApi, archiveGameApi } from './archive-api';
import { localDateOf, localMoment } from '../lib/clock';
import { NoticeArea, notify } from '../lib/notify';
import GamePage from './GamePage';
import NotFound from './NotFound';

const SignInDialog = lazy(() => import('../components/SignInDialog'));

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The earliest date still played somewhere on Earth: the date at UTC−12 (the server's archive edge). */
const earliestLiveDate = (now = Date.now()) => new Date(now - 12 * 3_600_000).toISOString().slice(0, 10);

/** A real calendar date whose day is over everywhere: the only dates an archive page can be about. */
export function isPastDate(date: string, before = earliestLiveDate()): boolean {
  const at = Date.parse(`${date}T00:00:00Z`); // NaN for 2026-13-45: never a date
  return DATE.test(date) && !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === date && date < before;
}

const monthOf = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A past day's heading, in the list's words: "Sunday, November 22, 2026". */
const longDayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A real date whose code is not a past one yet: today's (somewhere), or one still to come. */
function NotPastYet({ date }: { date: string }) {
  const today = localDateOf(new Date());
  return (
    <Frame title={longDayLabel(date)}>
      <p data-testid="not-past-yet">
        {date === today
          ? "This is today's code, not a past one: play it on the game's page. It joins the past codes once its day is over everywhere."
          : date < today
            ? 'This code is still being played somewhere on Earth: it joins the past codes once its day is over everywhere.'
            : 'This code is not out yet: it comes out on its day.'}
      </p>
      <Link href="/" className="primary-button">
        Play today's code
      </Link>
    </Frame>
  );
}

function statusLabel(day: ArchiveDayDto, price: number): string {
  const where = day.source === 'daily' ? ' on its day' : '';
  if (day.status === 'won') return `Solved in ${day.guesses_used}/6${where}`;
  if (day.status === 'lost') return `Not solved${where}`;
  if (day.status === 'playing') return day.source === 'daily' ? 'Unfinished on its day' : `In progress (${day.guesses_used}/6)`;
  return `Open for ${creditsLabel(price)}`;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; archive: ArchiveResponse };

function useArchive(signedIn: boolean, token: () => Promise<string | undefined>) {
  const api = useMemo(() => archiveApi({ token }), [token]);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    api.archive().then(
      (archive) => active && setLoad({ state: 'ready', archive }),
      () => active && setLoad({ state: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [api, signedIn, attempt]);
  return { api, load, retry: () => (setLoad({ state: 'loading' }), setAttempt((n) => n + 1)) };
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="archive">
      <Link href="/" className="back-link">
        ← Today's code
      </Link>
      <h1>{title}</h1>
      <NoticeArea />
      {children}
    </main>
  );
}

function Teaser({ date }: { date?: string }) {
  const [signIn, setSignIn] = useState(false);
  // The last week, as it would be listed: what the archive holds, without anyone's results.
  const week = Array.from({ length: 7 }, (_, i) => {
    const d = new Date(`${earliestLiveDate()}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - i - 1);
    return d.toISOString().slice(0, 10);
  });
  return (
    <Frame title="Past codes">
      <p className="lead">
        Missed a day, or want another code? Every code since launch is here: open one for a credit and play it by the same rules, helpers
        and hard mode included. Past codes never touch your streak.
      </p>
      {date && <p>Sign in to open the code of {date}.</p>}
      <button type="button" className="primary-button" onClick={() => setSignIn(true)}>
        Sign in to open past codes
      </button>
      <ol className="archive-days locked" aria-label="The last seven days">
        {week.map((d) => (
          <li key={d}>
            <span className="archive-date">{dayLabel(d)}</span>
            <span className="archive-length">{codeLengthOn(d)} letters</span>
          </li>
        ))}
      </ol>
      <Suspense fallback={null}>{signIn && <SignInDialog open={signIn} onOpenChange={setSignIn} />}</Suspense>
    </Frame>
  );
}

function ArchiveList({ archive }: { archive: ArchiveResponse }) {
  const { statistics: stats } = archive;
  const months = new Map<string, ArchiveDayDto[]>();
  for (const day of archive.days) months.set(monthOf(day.date), [...(months.get(monthOf(day.date)) ?? []), day]);
  return (
    <Frame title="Past codes">
      <p className="lead">
        Each past code opens for {creditsLabel(archive.price)}, once: after that it is yours to finish or revisit. Past codes never touch
        your streak or daily statistics.
      </p>
      <dl className="archive-summary">
        <div>
          <dt>Balance</dt>
          <dd data-testid="archive-balance">{creditsLabel(archive.balance)}</dd>
        </div>
        <div>
          <dt>Played</dt>
          <dd>{stats.played}</dd>
        </div>
        <div>
          <dt>Win %</dt>
          <dd>{stats.winPercent}</dd>
        </div>
      </dl>
      {archive.days.length === 0 && <p>The archive opens tomorrow: come back then for today's code.</p>}
      <p className="muted" data-testid="archive-next">
        The code of {dayLabel(archive.next.date)} joins the archive at {localMoment(archive.next.opensAt)} your time, once its day has ended
        everywhere on Earth.
      </p>
      {[...months].map(([month, days]) => (
        <section key={month} aria-label={month}>
          <h2 className="archive-month">{month}</h2>
          <ol className="archive-days">
            {days.map((day) => (
              <li key={day.date}>
                <Link href={`/archive/${day.date}`} data-testid={`archive-${day.date}`}>
                  <span className="archive-date">{dayLabel(day.date)}</span>
                  <span className="archive-length">{day.wordLength} letters</span>
                  <span className={`archive-status ${day.status ?? 'new'}`}>{statusLabel(day, archive.price)}</span>
                </Link>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </Frame>
  );
}

function OpenDay({ day, archive, onOpen }: { day: ArchiveDayDto; archive: ArchiveResponse; onOpen: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const affordable = archive.balance >= archive.price && archive.balance >= 0;
  return (
    <Frame title={longDayLabel(day.date)}>
      <p className="lead">
        The code of {day.date}: {day.wordLength} letters. Open it for {creditsLabel(archive.price)} and play it by the same rules; it is
        yours to finish or revisit afterwards.
      </p>
      <p data-testid="archive-balance">Your balance: {creditsLabel(archive.balance)}</p>
      <button
        type="button"
        className="primary-button"
        disabled={busy || !affordable}
        onClick={() => {
          setBusy(true);
          void onOpen().finally(() => setBusy(false));
        }}
      >
        Open for {creditsLabel(archive.price)}
      </button>
      {!affordable && (
        <p>
          {archive.balance < 0 ? BELOW_ZERO_REFUSAL : 'Not enough credits'}: <Link href="/">buy credits on the game's page</Link>.
        </p>
      )}
      <p>
        <Link href="/archive">All past codes</Link>
      </p>
    </Frame>
  );
}

export default function ArchivePage({ date }: { date?: string }) {
  const auth = useAuth();
  const signedIn = auth.user !== null;
  const { api, load, retry } = useArchive(signedIn, auth.accessToken);
  const [opened, setOpened] = useState<string | null>(null);

  useEffect(() => {
    document.title = date ? `Past code ${date} · CIPHERWORD` : 'Past codes · CIPHERWORD';
  }, [date]);

  if (date !== undefined && !isPastDate(date)) return isPastDate(date, '9999-12-31') ? <NotPastYet date={date} /> : <NotFound />;
  if (auth.loading) return <Frame title="Past codes">{<p role="status">Loading…</p>}</Frame>;
  if (!signedIn) return <Teaser date={date} />;
  if (load.state === 'loading') return <Frame title="Past codes">{<p role="status">Loading…</p>}</Frame>;
  if (load.state === 'failed') {
    return (
      <Frame title="Past codes">
        <p role="alert">The archive could not be loaded.</p>
        <button type="button" className="secondary-button" onClick={retry}>
          Retry
        </button>
      </Frame>
    );
  }
  const { archive } = load;
  if (date === undefined) return <ArchiveList archive={archive} />;
  const day = archive.days.find((d) => d.date === date);
  if (!day) return <NotFound />; // before the launch
  if (day.source === 'daily' && day.status === 'playing') {
    return (
      <Frame title={longDayLabel(day.date)}>
        <p>You started this code on its day and did not finish it: a day's code is played once, so it cannot be replayed.</p>
        <Link href="/archive">All past codes</Link>
      </Frame>
    );
  }
  if (day.source === null && opened !== date) {
    const open = async () => {
      try {
        await api.openArchiveDay(date);
        setOpened(date);
      } catch (error) {
        notify.error(error instanceof ApiError && error.message ? error.message : 'The code could not be opened. Please try again.');
        if (error instanceof ApiError && error.status === 402) retry();
      }
    };
    return <OpenDay day={day} archive={archive} onOpen={open} />;
  }
  return <GamePage archiveDate={date} playArchive={archiveGameApi} />;
}
