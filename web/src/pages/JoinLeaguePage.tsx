/**
 * An invite link, /leagues/join/<code> (docs/product.md, "Leagues"): who invites, to what league and
 * game, for anyone; one tap to join for a signed-in player; "Sign in to join" for anyone else, and the
 * sign-in brings them back here. A link cut short or mistyped is told in people's words.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { INVITE_CODE_PATTERN, type InvitationResponse } from '@contracts/leagues';
import { DEFAULT_LANGUAGE, MAX_GUESSES, MAX_WORD_LENGTH, MIN_WORD_LENGTH, PRODUCT_NAME } from '@contracts/constants';
import { useAuth } from '../auth/AuthContext';
import { firstName } from '../leagues/leagues';
import { leagueApi } from '../leagues/api';
import { ApiError } from '../lib/api';
import { texts } from '../i18n/texts';
import { pageLanguage, pathIn } from '../lib/language';
import { notify } from '../lib/notify';
import { LeagueFrame, SignInToPlay } from '../components/league/LeagueParts';

type Load = { state: 'loading' } | { state: 'ready'; invitation: InvitationResponse['invitation'] } | { state: 'failed'; message: string };

/** A link that lost its end (a chat app cut it, a copy missed a character): no server words for that. */
export const BROKEN_INVITE_LINK =
  'This invite link is incomplete or mistyped: ask the person who sent it for the link again, and open it whole.';

/** What the game is, for someone who has never played it. */
const GAME_IN_A_LINE =
  `${PRODUCT_NAME} is a daily code-breaking word game: one secret word a day, ${MIN_WORD_LENGTH} to ${MAX_WORD_LENGTH} letters ` +
  `by weekday, ${MAX_GUESSES} guesses, the same code for everyone.`;

export default function JoinLeaguePage({ code }: { code: string }) {
  const auth = useAuth();
  const api = useMemo(() => leagueApi({ token: auth.accessToken }), [auth.accessToken]);
  const [, navigate] = useLocation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  // A link that lost its end never reaches the server: it is told at once.
  const brokenLink = !INVITE_CODE_PATTERN.test(code);
  useEffect(() => {
    document.title = 'Join a league · CIPHERWORD';
    if (brokenLink || auth.loading) return;
    let active = true;
    api.invitation(code, auth.user ? null : auth.anonymousId).then(
      ({ invitation }) => active && setLoad({ state: 'ready', invitation }),
      (error: unknown) =>
        active &&
        setLoad({
          state: 'failed',
          message:
            error instanceof ApiError && error.status === 404
              ? error.message // the link worked once: "no longer works, ask for a new one"
              : error instanceof ApiError && error.status === 400
                ? BROKEN_INVITE_LINK
                : 'The invitation could not be loaded: check your connection and try again.',
        }),
    );
    return () => {
      active = false;
    };
  }, [api, auth.loading, auth.user, auth.anonymousId, code, brokenLink]);

  const join = async () => {
    setBusy(true);
    try {
      const { league } = await api.joinLeague(code, firstName(auth.user?.name));
      notify.success(`You joined ${league.name}`);
      // The league's page in its own language: where its code is played.
      if (league.language === pageLanguage) navigate(`/leagues/${league.id}`);
      else location.assign(pathIn(league.language, `/leagues/${league.id}`));
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'Failed to join the league');
      setBusy(false);
    }
  };

  const back = { href: '/leagues', label: 'Leagues' };
  const shown: Load = brokenLink ? { state: 'failed', message: BROKEN_INVITE_LINK } : load;
  if (shown.state === 'loading')
    return (
      <LeagueFrame title="Join a league" back={back}>
        <p role="status">Loading the invitation…</p>
      </LeagueFrame>
    );
  if (shown.state === 'failed')
    return (
      <LeagueFrame title="Join a league" back={back}>
        <p role="alert">{shown.message}</p>
        <p>{GAME_IN_A_LINE}</p>
        <Link href="/" className="primary-button">
          Play today's code
        </Link>
      </LeagueFrame>
    );
  const { invitation } = shown;
  const members = `${invitation.memberCount} ${invitation.memberCount === 1 ? 'member' : 'members'}`;
  return (
    <LeagueFrame title={invitation.name} back={back}>
      <p className="lead" data-testid="invitation">
        {invitation.owner ? `${invitation.owner} invites you` : 'You are invited'} to the league {invitation.name} ({members}): everyone
        plays the same date's {invitation.language === DEFAULT_LANGUAGE ? '' : `${texts('play').languages[invitation.language]} `}code, and
        compares.
      </p>
      <p>{GAME_IN_A_LINE}</p>
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
