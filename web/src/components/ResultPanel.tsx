/**
 * The result (docs/product.md, "Result panel"), shown once the game is won or lost in the place of
 * the keyboard, and brought into view when the game ends on the page (on a phone it would otherwise
 * be below the fold) with the finished grid still in view above it. One primary action: Share.
 */
import type { FlagWordResponse } from '@contracts/flag-word';
import type { GameReportResponse } from '@contracts/game-report';
import type { AfterGameAnswers, AfterGameRoute } from '../lib/api';
import type { ListLeaguesResponse } from '@contracts/leagues';
import type { Statistics, Streaks } from '@contracts/load-game-state';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { prefersReducedMotion, type GameState, type Row } from '../game/model';
import { reportLine, shareText } from '../game/share';
import { texts } from '../i18n/texts';
import { everyoneLine, shareInvite, standingLine } from '../leagues/leagues';
import { pageLanguage, pathIn } from '../lib/language';
import { notify } from '../lib/notify';
import { AdSlot } from './AdSlot';
import { Countdown } from './Countdown';
import { creditsLabel } from './HeaderAccount';
import { Meaning } from './CodeMeaning';
import { ReminderOffer } from './Reminders';
import { streakNewsText } from './StreakStrip';

const ReportDialog = lazy(() => import('./ReportDialog'));

export interface ResultPanelProps {
  gameState: GameState;
  guessesUsed: number;
  dayOfWeek: number;
  wordLength: number;
  rows: readonly Row[];
  hardMode?: boolean;
  /** Letters revealed by helpers: the result, the share text and the leagues mark a helped game. */
  lettersRevealed?: number;
  highContrast: boolean;
  answer?: string;
  showAds: boolean;
  /** The game ended on this page (not found ended on load): the panel is scrolled into view. */
  justFinished: boolean;
  onOpenStats: () => void;
  /** Signed-in players only. */
  account?: { balance: number | null; streaks: Streaks | null; onBuyCredits: () => void };
  /** A past day played from the archive: no streaks, no countdown, the way back to the archive instead. */
  archiveDate?: string;
  /** The game ended after its midnight: the new day's code waits for this (in place of the countdown). */
  onNextCode?: (() => void) | null;
  /** Calls about the finished game: its decryption report (with the code's meaning), and "this word is wrong". */
  afterGame?: <R extends AfterGameRoute>(route: R) => Promise<AfterGameAnswers[R]>;
  /** The account's game, kept on screen after its player signed out on this page. */
  signedOutView?: boolean;
  /** Today's code: the player's statistics once they count this game, to say when it used or earned a streak freeze. */
  statistics?: Statistics | null;
  /** Signed in, today's code: asks for the player's leagues and their place in each on this code. */
  loadLeagues?: () => Promise<ListLeaguesResponse>;
}

/** One line per league: "2nd of 7 in Office today", to the league's page, and its invite link to share. */
function LeagueStandings({ load }: { load: () => Promise<ListLeaguesResponse> }) {
  const [leagues, setLeagues] = useState<ListLeaguesResponse['leagues']>([]);
  useEffect(() => {
    let current = true;
    // Without leagues (or when they cannot load) the panel simply has no standings.
    load().then(
      (answer) => current && setLeagues(answer.leagues),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load]);
  if (leagues.length === 0) return null;
  return (
    <ul className="league-standings" aria-label={texts('play').result.yourLeagues}>
      {leagues.map((league) => (
        <li key={league.id}>
          <Link href={`/leagues/${league.id}`}>{league.standing ? standingLine(league.standing, league.name) : league.name}</Link>
          {league.standing?.everyoneFrom && <span className="muted">{everyoneLine(league.standing.everyoneFrom)}</span>}
          <button type="button" className="link-button" onClick={() => void shareInvite(league)}>
            {texts('play').result.inviteTo(league.name)}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The finished game's report, asked for once the panel shows: null while it comes, or if it could not. */
function useReport(afterGame: ResultPanelProps['afterGame']) {
  const [report, setReport] = useState<GameReportResponse | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    afterGame?.('game-report').then(
      (answer) => current && setReport(answer),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [afterGame]);
  return { report, failed };
}

/** The game's address in this page's language: a shared result brings its reader to the same language's code. */
const pageAddress = () => `${window.location.origin}${pathIn(pageLanguage, '/')}`;

/** The Web Share API is offered where it is meant for: a touch device that has it. */
const canShareNatively = () => typeof navigator.share === 'function' && window.matchMedia?.('(pointer: coarse)').matches;

async function copy(text: string, what: 'results' | 'report') {
  const t = texts('play').result;
  try {
    await navigator.clipboard.writeText(text);
    notify.success(t.copied(what));
  } catch {
    notify.error(t.copyFailed(what));
  }
}

/**
 * One primary Share: the phone's share sheet where there is one, else the result copied. The other
 * ways (X, Bluesky, Facebook, the clipboard, the report's line) are grouped under it, folded.
 */
function ShareButtons(props: ResultPanelProps & { report: GameReportResponse | null }) {
  const { report } = props;
  const t = texts('play').result;
  const text = shareText({ ...props, state: props.gameState, pageAddress: pageAddress(), date: props.archiveDate });
  const open = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');
  const share = () => (canShareNatively() ? navigator.share({ text }).catch(() => undefined) : copy(text, 'results'));
  return (
    <div className="share">
      <button type="button" className="primary-button share-primary" onClick={() => void share()}>
        {t.share}
      </button>
      <details className="share-more">
        <summary>{t.moreWays}</summary>
        <div className="share-targets" role="group" aria-label={t.shareGroup}>
          <button type="button" onClick={() => open(`https://x.com/intent/post?text=${encodeURIComponent(text)}`)}>
            {t.shareOnX}
          </button>
          <button type="button" onClick={() => open(`https://bsky.app/intent/compose?text=${encodeURIComponent(text)}`)}>
            {t.bluesky}
          </button>
          <button type="button" onClick={() => open(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageAddress())}`)}>
            {t.facebook}
          </button>
          <button type="button" onClick={() => void copy(text, 'results')}>
            {t.copyLink}
          </button>
          {report && (
            <button type="button" onClick={() => void copy(`${text}\n${reportLine(report)}`, 'report')}>
              {t.copyReport}
            </button>
          )}
        </div>
      </details>
    </div>
  );
}

/**
 * "This word is wrong" (docs/product.md, "Flagging a code"): one tap sends the flag; the link then
 * gives way to the thanks, naming the code, in a status the screen reader reads. A failure keeps the
 * link, to try again.
 */
function FlagWord({ flag }: { flag: () => Promise<FlagWordResponse> }) {
  const t = texts('play').result;
  const [state, setState] = useState<{ flagged: string } | 'sending' | 'failed' | null>(null);
  const send = () => {
    setState('sending');
    flag().then(
      (answer) => setState({ flagged: answer.word }),
      () => setState('failed'),
    );
  };
  return (
    <p className="flag-word" role="status">
      {typeof state === 'object' && state !== null ? (
        t.wordFlagged(state.flagged)
      ) : (
        <>
          <button type="button" className="link-button" disabled={state === 'sending'} onClick={send}>
            {t.flagWord}
          </button>
          {state === 'failed' && <span className="muted"> {t.flagFailed}</span>}
        </>
      )}
    </p>
  );
}

/** The decryption report's button and dialog, once the report has come. */
function ReportButton({ report, rows }: { report: GameReportResponse; rows: readonly Row[] }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className="secondary-button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {texts('play').result.report}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ReportDialog open={open} onOpenChange={setOpen} report={report} rows={rows} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Brings the result up when the game ends on the page, keeping the finished grid in view: the page
 * scrolls no further than the board's top (on a phone the panel starts below the fold).
 */
function keepGridAndResultInView(panel: HTMLElement) {
  if (panel.getBoundingClientRect().bottom <= window.innerHeight) return;
  const board = document.querySelector('.board');
  const boardTop = board ? board.getBoundingClientRect().top + window.scrollY : 0;
  const panelTop = panel.getBoundingClientRect().top + window.scrollY;
  window.scrollTo({ top: Math.min(boardTop, panelTop), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

export default function ResultPanel(props: ResultPanelProps) {
  const won = props.gameState === 'won';
  const t = texts('play').result;
  // Only once the statistics count this game (today's result is in them): never an earlier load's news.
  const streakNews = props.statistics && props.statistics.today !== null && !props.archiveDate ? streakNewsText(props.statistics) : null;
  const ref = useRef<HTMLElement>(null);
  const { afterGame } = props;
  const { report, failed } = useReport(afterGame);
  useEffect(() => {
    if (props.justFinished && ref.current) keepGridAndResultInView(ref.current);
  }, [props.justFinished]);
  return (
    <section ref={ref} className={`result ${won ? 'won' : 'lost'}`} aria-labelledby="result-title" data-testid="result-panel">
      <p className="badge">{won ? t.wonBadge : t.lostBadge}</p>
      <h2 id="result-title">{won ? t.wonTitle : t.lostTitle}</h2>
      {won ? (
        <p className="result-line">{t.wonIn(props.guessesUsed, props.hardMode ?? false, props.lettersRevealed ?? 0)}</p>
      ) : (
        // Once the meaning is there, it names the code itself (once: "The code was PARTICULAR adjective: …").
        props.answer &&
        !report && (
          <p className="result-line">
            {t.theCodeWas} <strong className="answer">{props.answer}</strong>
          </p>
        )
      )}
      {won && props.account && !props.archiveDate && (
        <dl className="streaks" aria-label={t.streaks}>
          <div>
            <dt>{t.currentStreak}</dt>
            <dd data-testid="current-streak">{props.account.streaks?.currentStreak ?? '…'}</dd>
          </div>
          <div>
            <dt>{t.peakStreak}</dt>
            <dd data-testid="longest-streak">{props.account.streaks?.longestStreak ?? '…'}</dd>
          </div>
        </dl>
      )}
      {streakNews && (
        <p className="streak-news" data-testid="streak-news">
          {streakNews}
        </p>
      )}
      {props.signedOutView && (
        <p className="muted" data-testid="signed-out-view">
          {t.signedOutView}
        </p>
      )}
      {report && <Meaning report={report} lead={won ? undefined : t.theCodeWas} />}
      {afterGame && !report && (
        <p className="report-status" role="status">
          {failed ? t.reportFailed : t.analysing}
        </p>
      )}
      <ShareButtons {...props} report={report} />
      {afterGame && <FlagWord flag={() => afterGame('flag-word')} />}
      {props.account && !props.archiveDate && !props.signedOutView && <ReminderOffer />}
      {props.loadLeagues && <LeagueStandings load={props.loadLeagues} />}
      <div className="result-more" role="group" aria-label={t.more}>
        {report && <ReportButton report={report} rows={props.rows} />}
        <button type="button" className="secondary-button" onClick={props.onOpenStats}>
          {t.statistics}
        </button>
        <Link href="/archive" className="secondary-button">
          {props.archiveDate ? t.backToPastCodes : t.pastCodes}
        </Link>
        {props.archiveDate && (
          <Link href="/" className="secondary-button">
            {t.todaysCode}
          </Link>
        )}
      </div>
      {props.account && (
        <p className="result-account">
          <span data-testid="result-balance">{creditsLabel(props.account.balance)}</span>
          <button type="button" className="secondary-button" onClick={props.account.onBuyCredits}>
            {t.buyCredits}
          </button>
        </p>
      )}
      {props.showAds && <AdSlot slot="result" />}
      {!props.archiveDate && props.onNextCode && (
        <p className="next-code">
          {t.newCodeDeployed}{' '}
          <button type="button" className="primary-button" onClick={props.onNextCode}>
            {t.playTodaysCode}
          </button>
        </p>
      )}
      {!props.archiveDate && !props.onNextCode && (
        <>
          <Countdown />
          <p className="result-footer">{t.nextDeploy}</p>
        </>
      )}
    </section>
  );
}
