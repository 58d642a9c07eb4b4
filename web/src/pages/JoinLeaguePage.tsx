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

export default function JoinLeaguePage({ code }: { code: string }) {
  const auth = useAuth();
  const api = useMemo(() => leagueApi({ token: auth.accessToken }), [auth.accessToken]);
  const [, navigate] = useLocation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const t = texts('leagues');
  // A link that lost its end never reaches the server: it is told at once.
  const brokenLink = !INVITE_CODE_PATTERN.test(code);
  useEffect(() => {
    document.title = `${t.join.title} · ${PRODUCT_NAME}`;
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
                ? t.join.brokenLink
                : t.join.loadFailed,
        }),
    );
    return () => {
      active = false;
    };
  }, [api, auth.loading, auth.user, auth.anonymousId, code, brokenLink, t]);

  const join = async () => {
    setBusy(true);
    try {
      const { league } = await api.joinLeague(code, firstName(auth.user?.name));
      notify.success(t.join.joined(league.name));
      // The league's page in its own language: where its code is played.
      if (league.language === pageLanguage) navigate(`/leagues/${league.id}`);
      else location.assign(pathIn(league.language, `/leagues/${league.id}`));
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : t.join.failed);
      setBusy(false);
    }
  };

  const back = { href: '/leagues', label: t.list.title };
  const shown: Load = brokenLink ? { state: 'failed', message: t.join.brokenLink } : load;
  const gameInALine = t.join.gameInALine(PRODUCT_NAME, MIN_WORD_LENGTH, MAX_WORD_LENGTH, MAX_GUESSES);
  if (shown.state === 'loading')
    return (
      <LeagueFrame title={t.join.title} back={back}>
        <p role="status">{t.join.loading}</p>
      </LeagueFrame>
    );
  if (shown.state === 'failed')
    return (
      <LeagueFrame title={t.join.title} back={back}>
        <p role="alert">{shown.message}</p>
        <p>{gameInALine}</p>
        <Link href="/" className="primary-button">
          {texts('play').result.playTodaysCode}
        </Link>
      </LeagueFrame>
    );
  const { invitation } = shown;
  const language = invitation.language === DEFAULT_LANGUAGE ? null : texts('play').languages[invitation.language];
  return (
    <LeagueFrame title={invitation.name} back={back}>
      <p className="lead" data-testid="invitation">
        {t.join.invitation(invitation.owner, invitation.name, t.members(invitation.memberCount), language)}
      </p>
      <p>{gameInALine}</p>
      {invitation.isMember && invitation.leagueId ? (
        <p>
          {t.join.alreadyMember}
          <Link href={`/leagues/${invitation.leagueId}`}>{t.join.open(invitation.name)}</Link>.
        </p>
      ) : invitation.full ? (
        <p>{t.join.full}</p>
      ) : auth.user ? (
        <button type="button" className="primary-button" disabled={busy} onClick={() => void join()}>
          {t.join.join(invitation.name)}
        </button>
      ) : (
        <SignInToPlay lead={t.join.signedOut} button={t.join.signInToJoin} />
      )}
    </LeagueFrame>
  );
}
