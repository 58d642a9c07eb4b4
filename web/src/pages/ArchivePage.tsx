/**
 * Past codes (docs/product.md, "Archive"): the list of past days from the launch date, each with its
 * length and how the player did, and a past day itself at /archive/YYYY-MM-DD: opened for its price
 * once (asked first, never on a mere visit), then played on the game screen. Signed-out players see
 * what the archive offers and a way to sign in.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { ArchiveDayDto, ArchiveResponse } from '@contracts/archive';
import { codeLengthOn, MAX_GUESSES, PRODUCT_NAME } from '@contracts/constants';
import { useAuth } from '../auth/AuthContext';
import { creditsLabel } from '../components/HeaderAccount';
import { ApiError } from '../lib/api';
import { archiveApi, archiveGameApi } from './archive-api';
import { localDateOf, localMoment } from '../lib/clock';
import { NoticeArea, notify } from '../lib/notify';
import { longDay, monthOf, shortDay } from '../i18n/calendar';
import { texts } from '../i18n/texts';
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

/** A real date whose code is not a past one yet: today's (somewhere), or one still to come. */
function NotPastYet({ date }: { date: string }) {
  const today = localDateOf(new Date());
  const t = texts('archive').notPastYet;
  return (
    <Frame title={longDay(date)}>
      <p data-testid="not-past-yet">{date === today ? t.today : date < today ? t.stillPlayed : t.notOut}</p>
      <Link href="/" className="primary-button">
        {texts('play').result.playTodaysCode}
      </Link>
    </Frame>
  );
}

function statusLabel(day: ArchiveDayDto, price: number): string {
  const t = texts('archive').status;
  const onItsDay = day.source === 'daily';
  if (day.status === 'won') return t.solved(day.guesses_used, MAX_GUESSES, onItsDay);
  if (day.status === 'lost') return t.notSolved(onItsDay);
  if (day.status === 'playing') return onItsDay ? t.unfinishedOnItsDay : t.inProgress(day.guesses_used, MAX_GUESSES);
  return t.openFor(creditsLabel(price));
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
        ← {texts('play').result.todaysCode}
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
  const t = texts('archive');
  return (
    <Frame title={t.title}>
      <p className="lead">{t.teaser.lead}</p>
      {date && <p>{t.teaser.signInFor(date)}</p>}
      <button type="button" className="primary-button" onClick={() => setSignIn(true)}>
        {t.teaser.signIn}
      </button>
      <ol className="archive-days locked" aria-label={t.teaser.lastSeven}>
        {week.map((d) => (
          <li key={d}>
            <span className="archive-date">{shortDay(d)}</span>
            <span className="archive-length">{t.letters(codeLengthOn(d))}</span>
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
  const t = texts('archive');
  return (
    <Frame title={t.title}>
      <p className="lead">{t.list.lead(creditsLabel(archive.price))}</p>
      <dl className="archive-summary">
        <div>
          <dt>{t.list.balance}</dt>
          <dd data-testid="archive-balance">{creditsLabel(archive.balance)}</dd>
        </div>
        <div>
          <dt>{t.list.played}</dt>
          <dd>{stats.played}</dd>
        </div>
        <div>
          <dt>{t.list.winPercent}</dt>
          <dd>{stats.winPercent}</dd>
        </div>
      </dl>
      {archive.days.length === 0 && <p>{t.list.opensTomorrow}</p>}
      <p className="muted" data-testid="archive-next">
        {t.list.next(shortDay(archive.next.date), localMoment(archive.next.opensAt))}
      </p>
      {[...months].map(([month, days]) => (
        <section key={month} aria-label={month}>
          <h2 className="archive-month">{month}</h2>
          <ol className="archive-days">
            {days.map((day) => (
              <li key={day.date}>
                <Link href={`/archive/${day.date}`} data-testid={`archive-${day.date}`}>
                  <span className="archive-date">{shortDay(day.date)}</span>
                  <span className="archive-length">{t.letters(day.wordLength)}</span>
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
  const t = texts('archive');
  return (
    <Frame title={longDay(day.date)}>
      <p className="lead">{t.open.lead(day.date, day.wordLength, creditsLabel(archive.price))}</p>
      <p data-testid="archive-balance">{t.open.balance(creditsLabel(archive.balance))}</p>
      <button
        type="button"
        className="primary-button"
        disabled={busy || !affordable}
        onClick={() => {
          setBusy(true);
          void onOpen().finally(() => setBusy(false));
        }}
      >
        {t.status.openFor(creditsLabel(archive.price))}
      </button>
      {!affordable && (
        <p>
          {t.open.refused(archive.balance < 0 ? texts('shell').helpers.belowZero.replace(/\.$/, '') : t.open.notEnough)}
          <Link href="/">{t.open.buyOnGamePage}</Link>.
        </p>
      )}
      <p>
        <Link href="/archive">{t.open.all}</Link>
      </p>
    </Frame>
  );
}

export default function ArchivePage({ date }: { date?: string }) {
  const auth = useAuth();
  const signedIn = auth.user !== null;
  const { api, load, retry } = useArchive(signedIn, auth.accessToken);
  const [opened, setOpened] = useState<string | null>(null);
  const t = texts('archive');

  useEffect(() => {
    document.title = date ? texts('play').pastCodeTitle(date, PRODUCT_NAME) : `${texts('archive').title} · ${PRODUCT_NAME}`;
  }, [date]);

  if (date !== undefined && !isPastDate(date)) return isPastDate(date, '9999-12-31') ? <NotPastYet date={date} /> : <NotFound />;
  if (auth.loading) return <Frame title={t.title}>{<p role="status">{t.loading}</p>}</Frame>;
  if (!signedIn) return <Teaser date={date} />;
  if (load.state === 'loading') return <Frame title={t.title}>{<p role="status">{t.loading}</p>}</Frame>;
  if (load.state === 'failed') {
    return (
      <Frame title={t.title}>
        <p role="alert">{t.loadFailed}</p>
        <button type="button" className="secondary-button" onClick={retry}>
          {texts('shell').board.retry}
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
      <Frame title={longDay(day.date)}>
        <p>{t.unfinishedOnItsDay}</p>
        <Link href="/archive">{t.open.all}</Link>
      </Frame>
    );
  }
  if (day.source === null && opened !== date) {
    const open = async () => {
      try {
        await api.openArchiveDay(date);
        setOpened(date);
      } catch (error) {
        notify.error(error instanceof ApiError && error.message ? error.message : t.open.failed);
        if (error instanceof ApiError && error.status === 402) retry();
      }
    };
    return <OpenDay day={day} archive={archive} onOpen={open} />;
  }
  return <GamePage archiveDate={date} playArchive={archiveGameApi} />;
}
