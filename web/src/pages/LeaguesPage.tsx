/**
 * Leagues (docs/product.md, "Leagues"): the player's leagues with their place on today's code, a
 * league to create, and the name fellow members see. Signed-out players learn what leagues are and
 * how to sign in. One league's page and an invitation are their own pages (LeaguePage, JoinLeaguePage).
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ListLeaguesResponse } from '@contracts/leagues';
import { LEAGUE_NAME_LENGTH, PRODUCT_NAME } from '@contracts/constants';
import { useAuth } from '../auth/AuthContext';
import { DisplayNameForm, LeagueFrame, OneFieldForm, SignInToPlay } from '../components/league/LeagueParts';
import { firstName, placeOf } from '../leagues/leagues';
import { leagueApi } from '../leagues/api';
import { ApiError, gameApi } from '../lib/api';
import { notify } from '../lib/notify';
import { texts } from '../i18n/texts';

function CreateLeague() {
  const auth = useAuth();
  const api = useMemo(() => leagueApi({ token: auth.accessToken }), [auth.accessToken]);
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const t = texts('leagues').list;
  const create = async () => {
    setBusy(true);
    try {
      const { league } = await api.createLeague(name, firstName(auth.user?.name));
      navigate(`/leagues/${league.id}`);
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : t.createFailed);
      setBusy(false);
    }
  };
  return (
    <OneFieldForm
      id="league-name"
      label={t.newLeague}
      value={name}
      onChange={setName}
      placeholder={t.placeholder}
      maxLength={LEAGUE_NAME_LENGTH.max}
      button={t.create}
      primary
      busy={busy}
      onSubmit={() => void create()}
    />
  );
}

export default function LeaguesPage() {
  const auth = useAuth();
  const api = useMemo(() => gameApi({ token: auth.accessToken }), [auth.accessToken]);
  const [list, setList] = useState<ListLeaguesResponse | 'failed' | null>(null);
  const t = texts('leagues');
  useEffect(() => {
    document.title = `${t.list.title} · ${PRODUCT_NAME}`;
    if (!auth.user) return;
    let active = true;
    api.leagues().then(
      (answer) => active && setList(answer),
      () => active && setList('failed'),
    );
    return () => {
      active = false;
    };
  }, [api, auth.user, t]);

  if (auth.loading) return <LeagueFrame title={t.list.title}>{null}</LeagueFrame>;
  if (!auth.user)
    return (
      <LeagueFrame title={t.list.title}>
        <SignInToPlay lead={t.list.signedOut} button={t.list.signInToPlay} />
      </LeagueFrame>
    );
  return (
    <LeagueFrame title={t.list.title}>
      <p className="lead">{t.list.lead}</p>
      {list === null && <p role="status">{t.list.loading}</p>}
      {list === 'failed' && <p role="alert">{t.list.failed}</p>}
      {list !== null && list !== 'failed' && (
        <>
          {list.leagues.length === 0 ? (
            <p>{t.list.none}</p>
          ) : (
            <ul className="league-list" aria-label={t.list.yours}>
              {list.leagues.map((league) => (
                <li key={league.id}>
                  <Link href={`/leagues/${league.id}`} data-testid={`league-${league.id}`}>
                    <span className="league-name">{league.name}</span>
                    <span className="muted">
                      {t.list.line(t.members(league.memberCount), league.standing ? placeOf(league.standing) : null)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <CreateLeague />
          <DisplayNameForm current={list.displayName} />
        </>
      )}
    </LeagueFrame>
  );
}
