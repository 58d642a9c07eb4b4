/**
 * One league (docs/product.md, "Leagues"), phone first: a day's code for every member (today first,
 * arrows to earlier days; colours once your own game of that date is over, never letters), the
 * week's points, the all-time figures; the invite link to share; the owner's changes; leaving.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { GridTile, LeagueMemberDayDto, LeagueResponseFull } from '@contracts/leagues';
import { LEAGUE_NAME_LENGTH } from '@contracts/constants';
import { useAuth } from '../auth/AuthContext';
import { Modal } from '../components/Modal';
import { everyoneLine, ordinal, shareInvite } from '../leagues/leagues';
import { lettersRevealedText } from '../game/model';
import { ApiError, gameApi } from '../lib/api';
import { notify } from '../lib/notify';
import { DisplayNameForm, LeagueFrame, OneFieldForm, SignInToPlay } from '../leagues/LeagueParts';

const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const shiftDate = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

function stateLabel(member: LeagueMemberDayDto, dateOpen: boolean): string {
  const helped = member.lettersRevealed ? ` · ${lettersRevealedText(member.lettersRevealed)}` : '';
  const hard = (member.hardMode ? ' (hard mode)' : '') + helped;
  switch (member.state) {
    case 'won':
      return `Solved in ${member.guessesUsed}${hard}`;
    case 'lost':
      return `Not solved${hard}`;
    case 'playing':
      return `Playing: ${member.guessesUsed}/6 guesses${hard}`;
    case 'not-played':
      // While the date is open somewhere, a member's day of it may not have begun: not a loss.
      return dateOpen ? 'Not played yet' : 'Not played';
  }
}

const TILE_WORDS: Record<GridTile, string> = { correct: 'in place', present: 'elsewhere', absent: 'absent' };

/** A member's colours, never letters; read out row by row. */
function MiniGrid({ grid }: { grid: GridTile[][] }) {
  return (
    <div
      className="mini-grid"
      role="img"
      aria-label={grid.map((row, i) => `Guess ${i + 1}: ${row.map((t) => TILE_WORDS[t]).join(', ')}`).join('. ')}
    >
      {grid.map((row, i) => (
        <div key={i} className="mini-row">
          {row.map((tile, j) => (
            <span key={j} className={`mini-tile ${tile}`} />
          ))}
        </div>
      ))}
    </div>
  );
}

function ManageLeague({ page, onChanged }: { page: LeagueResponseFull; onChanged: () => void }) {
  const auth = useAuth();
  const api = useMemo(() => gameApi({ token: auth.accessToken }), [auth.accessToken]);
  const [name, setName] = useState(page.league.name);
  const act = async (what: () => Promise<unknown>, done: string) => {
    try {
      await what();
      notify.success(done);
      onChanged();
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'The league could not be changed. Please try again.');
    }
  };
  const rename = () => void act(() => api.updateLeague({ leagueId: page.league.id, action: 'rename', name }), 'League renamed');
  return (
    <section aria-labelledby="manage-title" className="league-section">
      <h2 id="manage-title">Manage</h2>
      <OneFieldForm
        id="rename"
        label="League name"
        value={name}
        onChange={setName}
        maxLength={LEAGUE_NAME_LENGTH.max}
        button="Rename"
        onSubmit={rename}
      />
      <p>
        <button
          type="button"
          className="secondary-button"
          onClick={() =>
            void act(
              () => api.updateLeague({ leagueId: page.league.id, action: 'rotate-invite' }),
              'New invite link made: the old one no longer works',
            )
          }
        >
          New invite link
        </button>
      </p>
      <ul className="league-manage-members" aria-label="Remove a member">
        {page.members
          .filter((member) => !member.isYou)
          .map((member) => (
            <li key={member.memberId}>
              <span>{member.displayName}</span>
              <button
                type="button"
                className="secondary-button"
                onClick={() =>
                  void act(
                    () => api.updateLeague({ leagueId: page.league.id, action: 'remove-member', memberId: member.memberId }),
                    `${member.displayName} was removed`,
                  )
                }
              >
                Remove <span className="visually-hidden">{member.displayName}</span>
              </button>
            </li>
          ))}
      </ul>
    </section>
  );
}

function LeaveLeague({ page }: { page: LeagueResponseFull }) {
  const auth = useAuth();
  const api = useMemo(() => gameApi({ token: auth.accessToken }), [auth.accessToken]);
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const leave = async () => {
    try {
      await api.leaveLeague(page.league.id);
      notify.success(`You left ${page.league.name}`);
      navigate('/leagues');
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'Failed to leave the league');
    }
  };
  const last = page.league.memberCount === 1;
  return (
    <>
      <button type="button" className="secondary-button" onClick={() => setOpen(true)}>
        Leave league
      </button>
      {open && (
        <Modal open={open} onOpenChange={setOpen} title={`Leave ${page.league.name}?`} narrow>
          <p>
            {last
              ? 'You are its last member: the league is deleted.'
              : page.league.isOwner
                ? 'The member who joined earliest becomes its owner.'
                : 'You can come back through its invite link.'}
          </p>
          <div className="dialog-actions">
            <button type="button" className="secondary-button" onClick={() => setOpen(false)}>
              Stay
            </button>
            <button type="button" className="primary-button" onClick={() => void leave()}>
              Leave
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}

/** Whom the places are among, and when the date's code reaches every member (it opens at UTC+14 first, UTC-12 last). */
function dayNote(page: LeagueResponseFull): string {
  const who = page.played === 1 ? 'one member' : `${page.played} members`;
  const among =
    page.played === 0
      ? 'No member has played this code yet.'
      : `Places among the ${who} who played this code${page.soFar ? ' so far' : ''}.`;
  return page.everyoneFrom ? `${among} ${everyoneLine(page.everyoneFrom)}` : among;
}

function LeagueDay({ page, onDate }: { page: LeagueResponseFull; onDate: (date: string) => void }) {
  return (
    <section aria-labelledby="day-title" className="league-section">
      <div className="league-day-nav">
        <button
          type="button"
          className="icon-button"
          aria-label="Earlier day"
          disabled={page.date <= page.firstDate}
          onClick={() => onDate(shiftDate(page.date, -1))}
        >
          ‹
        </button>
        <h2 id="day-title">
          {page.date === page.today ? 'Today' : dayLabel(page.date)} · {page.wordLength} letters
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label="Later day"
          disabled={page.date >= page.today}
          onClick={() => onDate(shiftDate(page.date, 1))}
        >
          ›
        </button>
      </div>
      {page.date === page.today && !page.viewerFinished && (
        <Link href="/" className="primary-button">
          Play today's code
        </Link>
      )}
      <p className="muted" data-testid="league-day-note">
        {dayNote(page)}
        {!page.viewerFinished && ' The grids appear once you have finished your own game of this code.'}
      </p>
      <ol className="league-members" aria-label={`Results on ${page.date}`}>
        {page.members.map((member) => (
          <li key={member.memberId} data-testid="league-member">
            <span className="league-place" aria-label={member.place ? `${ordinal(member.place)} place` : 'no place yet'}>
              {member.place ?? '–'}
            </span>
            <span className="league-member-name">
              {member.displayName}
              {member.isYou ? ' (you)' : ''}
              {member.isOwner ? <span className="muted"> · owner</span> : null}
            </span>
            <span className={`league-state ${member.state}`}>{stateLabel(member, page.soFar)}</span>
            {member.grid && <MiniGrid grid={member.grid} />}
          </li>
        ))}
      </ol>
    </section>
  );
}

function LeagueTables({ page }: { page: LeagueResponseFull }) {
  const you = page.league.you;
  return (
    <>
      <section aria-labelledby="week-title" className="league-section">
        <h2 id="week-title">
          Week of {dayLabel(page.week.dates[0])} – {dayLabel(page.week.dates[6])}
        </h2>
        <p className="muted">
          A win in N guesses scores 7 − N points (a revealed letter counts as a guess; a win scores at least 1); ties go to fewer guesses.
        </p>
        <table className="league-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Member</th>
              <th scope="col">Points</th>
              <th scope="col">Guesses</th>
            </tr>
          </thead>
          <tbody>
            {page.week.rows.map((row, i) => (
              <tr key={row.memberId} className={row.memberId === you ? 'you' : undefined}>
                <td>{i + 1}</td>
                <th scope="row">{row.displayName}</th>
                <td>{row.points}</td>
                <td>{row.totalGuesses}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="all-time-title" className="league-section">
        <h2 id="all-time-title">All time</h2>
        <table className="league-table">
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Played</th>
              <th scope="col">Win %</th>
              <th scope="col">Avg</th>
              <th scope="col">Streak</th>
            </tr>
          </thead>
          <tbody>
            {page.allTime.map((row) => (
              <tr key={row.memberId} className={row.memberId === you ? 'you' : undefined}>
                <th scope="row">{row.displayName}</th>
                <td>{row.played}</td>
                <td>{row.winPercent}</td>
                <td>{row.averageGuesses ?? '–'}</td>
                <td>{row.currentStreak}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

type Load = { state: 'loading' } | { state: 'ready'; page: LeagueResponseFull } | { state: 'failed'; message: string };

export default function LeaguePage({ id }: { id: string }) {
  const auth = useAuth();
  const api = useMemo(() => gameApi({ token: auth.accessToken }), [auth.accessToken]);
  const [date, setDate] = useState<string | undefined>(undefined);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  useEffect(() => {
    if (!auth.user) return;
    let active = true;
    api.league(id, date).then(
      (page) => {
        if (!active) return;
        setLoad({ state: 'ready', page });
        document.title = `${page.league.name} · Leagues · CIPHERWORD`;
      },
      (error: unknown) =>
        active && setLoad({ state: 'failed', message: error instanceof ApiError ? error.message : 'The league could not be loaded.' }),
    );
    return () => {
      active = false;
    };
  }, [api, auth.user, id, date, version]);

  const back = { href: '/leagues', label: 'Leagues' };
  if (auth.loading)
    return (
      <LeagueFrame title="League" back={back}>
        {null}
      </LeagueFrame>
    );
  if (!auth.user)
    return (
      <LeagueFrame title="League" back={back}>
        <SignInToPlay lead="Sign in to see this league: only its members can." button="Sign in" />
      </LeagueFrame>
    );
  if (load.state === 'loading')
    return (
      <LeagueFrame title="League" back={back}>
        <p role="status">Loading the league…</p>
      </LeagueFrame>
    );
  if (load.state === 'failed')
    return (
      <LeagueFrame title="League" back={back}>
        <p role="alert">{load.message}</p>
        <Link href="/leagues">Your leagues</Link>
      </LeagueFrame>
    );
  const { page } = load;
  const you = page.members.find((member) => member.isYou);
  return (
    <LeagueFrame title={page.league.name} back={back}>
      <p className="lead">
        {page.league.memberCount} {page.league.memberCount === 1 ? 'member' : 'members'} · everyone plays the same date's code, wherever
        they live.
      </p>
      <p>
        <button type="button" className="primary-button" onClick={() => void shareInvite(page.league)}>
          Share invite link
        </button>
      </p>
      <LeagueDay page={page} onDate={setDate} />
      <LeagueTables page={page} />
      <section aria-labelledby="you-title" className="league-section">
        <h2 id="you-title">You</h2>
        <DisplayNameForm current={you?.displayName ?? null} onSaved={reload} />
        <LeaveLeague page={page} />
      </section>
      {page.league.isOwner && <ManageLeague page={page} onChanged={reload} />}
    </LeagueFrame>
  );
}
