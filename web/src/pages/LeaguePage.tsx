/**
 * One league (docs/product.md, "Leagues"), phone first: a day's code for every member, the week's
 * points and the all-time figures (components/league/), the invite link to share, the owner's
 * changes and leaving.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '@contracts/constants';
import type { LeagueResponseFull } from '@contracts/leagues';
import { useAuth } from '../auth/AuthContext';
import { LeaveLeague, ManageLeague } from '../components/league/LeagueAdmin';
import { LeagueDay } from '../components/league/LeagueDay';
import { DisplayNameForm, LeagueFrame, SignInToPlay } from '../components/league/LeagueParts';
import { LeagueTables } from '../components/league/LeagueTables';
import { leagueApi } from '../leagues/api';
import { shareInvite } from '../leagues/leagues';
import { ApiError } from '../lib/api';
import { texts } from '../i18n/texts';

type Load = { state: 'loading' } | { state: 'ready'; page: LeagueResponseFull } | { state: 'failed'; message: string };

export default function LeaguePage({ id }: { id: string }) {
  const auth = useAuth();
  const api = useMemo(() => leagueApi({ token: auth.accessToken }), [auth.accessToken]);
  const [date, setDate] = useState<string | undefined>(undefined);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  const t = texts('leagues');
  useEffect(() => {
    if (!auth.user) return;
    let active = true;
    api.league(id, date).then(
      (page) => {
        if (!active) return;
        setLoad({ state: 'ready', page });
        document.title = `${page.league.name} · ${t.list.title} · ${PRODUCT_NAME}`;
      },
      (error: unknown) => active && setLoad({ state: 'failed', message: error instanceof ApiError ? error.message : t.league.loadFailed }),
    );
    return () => {
      active = false;
    };
  }, [api, auth.user, id, date, version, t]);

  const back = { href: '/leagues', label: t.list.title };
  if (auth.loading)
    return (
      <LeagueFrame title={t.league.title} back={back}>
        {null}
      </LeagueFrame>
    );
  if (!auth.user)
    return (
      <LeagueFrame title={t.league.title} back={back}>
        <SignInToPlay lead={t.league.signedOut} button={t.signIn} />
      </LeagueFrame>
    );
  if (load.state === 'loading')
    return (
      <LeagueFrame title={t.league.title} back={back}>
        <p role="status">{t.league.loading}</p>
      </LeagueFrame>
    );
  if (load.state === 'failed')
    return (
      <LeagueFrame title={t.league.title} back={back}>
        <p role="alert">{load.message}</p>
        <Link href="/leagues">{t.list.yours}</Link>
      </LeagueFrame>
    );
  const { page } = load;
  const you = page.members.find((member) => member.isYou);
  return (
    <LeagueFrame title={page.league.name} back={back}>
      <p className="lead">{t.league.lead(t.members(page.league.memberCount))}</p>
      <p>
        <button type="button" className="primary-button" onClick={() => void shareInvite(page.league)}>
          {t.league.shareInvite}
        </button>
      </p>
      <LeagueDay page={page} onDate={setDate} />
      <LeagueTables page={page} />
      <section aria-labelledby="you-title" className="league-section">
        <h2 id="you-title">{t.league.you}</h2>
        <DisplayNameForm current={you?.displayName ?? null} onSaved={reload} />
        <LeaveLeague page={page} />
      </section>
      {page.league.isOwner && <ManageLeague page={page} onChanged={reload} />}
    </LeagueFrame>
  );
}
