/**
 * Leagues (docs/product.md, "Leagues"): the player's leagues with their place on today's code, a
 * league to create, and the name fellow members see. Signed-out players learn what leagues are and
 * how to sign in. One league's page and an invitation are their own pages (LeaguePage, JoinLeaguePage).
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ListLeaguesResponse } from '@contracts/leagues';
import { LEAGUE_NAME_LENGTH } from '@contracts/constants';
import { useAuth } from '../auth/AuthContext';
import { DisplayNameForm, LeagueFrame, OneFieldForm, SignInToPlay } from '../components/league/LeagueParts';
import { firstName, placeOf } from '../leagues/leagues';
import { leagueApi } from '../leagues/api';
import { ApiError, gameApi } from '../lib/api';
import { notify } from '../lib/notify';

function CreateLeague() {
  const auth = useAuth();
  const api = useMemo(() => leagueApi({ token: auth.accessToken }), [auth.accessToken]);
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      const { league } = await api.createLeague(name, firstName(auth.user?.name));
      navigate(`/leagues/${league.id}`);
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'Failed to create the league');
      setBusy(false);
    }
  };
  return (
    <OneFieldForm
      id="league-name"
      label="New league"
      value={name}
      onChange={setName}
      placeholder="Office, Family, Book club…"
      maxLength={LEAGUE_NAME_LENGTH.max}
      button="Create"
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
  useEffect(() => {
    document.title = 'Leagues · CIPHERWORD';
    if (!auth.user) return;
    let active = true;
    api.leagues().then(
      (answer) => active && setList(answer),
      () => active && setList('failed'),
    );
    return () => {
      active = false;
    };
  }, [api, auth.user]);

  if (auth.loading) return <LeagueFrame title="Leagues">{null}</LeagueFrame>;
  if (!auth.user)
    return (
      <LeagueFrame title="Leagues">
        <SignInToPlay
          lead={
            'Play the daily code against your friends: a private league, joined by link, compares everyone on the same code ' +
            "wherever they live, with the week's points and all-time figures."
          }
          button="Sign in to play in leagues"
        />
      </LeagueFrame>
    );
  return (
    <LeagueFrame title="Leagues">
      <p className="lead">Private groups joined by link: everyone plays the same date's code, wherever they live.</p>
      {list === null && <p role="status">Loading your leagues…</p>}
      {list === 'failed' && <p role="alert">Your leagues could not be loaded. Please try again.</p>}
      {list !== null && list !== 'failed' && (
        <>
          {list.leagues.length === 0 ? (
            <p>You are in no league yet: create one, then share its invite link.</p>
          ) : (
            <ul className="league-list" aria-label="Your leagues">
              {list.leagues.map((league) => (
                <li key={league.id}>
                  <Link href={`/leagues/${league.id}`} data-testid={`league-${league.id}`}>
                    <span className="league-name">{league.name}</span>
                    <span className="muted">
                      {league.memberCount} {league.memberCount === 1 ? 'member' : 'members'}
                      {league.standing ? ` · ${placeOf(league.standing)} today` : ''}
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
