/**
 * An invite link, /leagues/join/<code> (docs/product.md, "Leagues"): the league's name and size for
 * anyone; one tap to join for a signed-in player; "Sign in to join" for anyone else, and the sign-in
 * brings them back here.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { InvitationResponse } from '@contracts/leagues';
import { useAuth } from '../auth/AuthContext';
import { firstName } from '../leagues/leagues';
import { ApiError, gameApi } from '../lib/api';
import { notify } from '../lib/notify';
import { LeagueFrame, SignInToPlay } from '../leagues/LeagueParts';

type Load = { state: 'loading' } | { state: 'ready'; invitation: InvitationResponse['invitation'] } | { state: 'failed'; message: string };

export default function JoinLeaguePage({ code }: { code: string }) {
  const auth = useAuth();
  const api = useMemo(() => gameApi({ token: auth.accessToken }), [auth.accessToken]);
  const [, navigate] = useLocation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = 'Join a league · CIPHERWORD';
    if (auth.loading) return;
    let active = true;
    api.invitation(code, auth.user ? null : auth.anonymousId).then(
      ({ invitation }) => active && setLoad({ state: 'ready', invitation }),
      (error: unknown) =>
        active && setLoad({ state: 'failed', message: error instanceof ApiError ? error.message : 'The invitation could not be loaded.' }),
    );
    return () => {
      active = false;
    };
  }, [api, auth.loading, auth.user, auth.anonymousId, code]);

  const join = async () => {
    setBusy(true);
    try {
      const { league } = await api.joinLeague(code, firstName(auth.user?.name));
      notify.success(`You joined ${league.name}`);
      navigate(`/leagues/${league.id}`);
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'Failed to join the league');
      setBusy(false);
    }
  };

  const back = { href: '/leagues', label: 'Leagues' };
  if (load.state === 'loading')
    return (
      <LeagueFrame title="Join a league" back={back}>
        <p role="status">Loading the invitation…</p>
      </LeagueFrame>
    );
  if (load.state === 'failed')
    return (
      <LeagueFrame title="Join a league" back={back}>
        <p role="alert">{load.message}</p>
      </LeagueFrame>
    );
  const { invitation } = load;
  const members = `${invitation.memberCount} ${invitation.memberCount === 1 ? 'member' : 'members'}`;
  return (
    <LeagueFrame title={invitation.name} back={back}>
      <p className="lead" data-testid="invitation">
        You are invited to the league {invitation.name} ({members}): everyone plays the same date's code, and compares.
      </p>
      {invitation.isMember && invitation.leagueId ? (
        <p>
          You are a member already: <Link href={`/leagues/${invitation.leagueId}`}>open {invitation.name}</Link>.
        </p>
      ) : invitation.full ? (
        <p>This league is full.</p>
      ) : auth.user ? (
        <button type="button" className="primary-button" disabled={busy} onClick={() => void join()}>
          Join {invitation.name}
        </button>
      ) : (
        <SignInToPlay lead="Leagues are for signed-in players: sign in, and you come back here to join." button="Sign in to join" />
      )}
    </LeagueFrame>
  );
}
