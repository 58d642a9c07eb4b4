/**
 * The result (docs/product.md, "Result panel"), shown once the game is won or lost in the place of
 * the keyboard, and brought into view when the game ends on the page (on a phone it would otherwise
 * be below the fold). The board stays above it.
 */
import type { Streaks } from '@contracts/load-game-state';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { shareText, type GameState, type Row } from '../game/model';
import { notify } from '../lib/notify';
import { AdSlot } from './AdSlot';
import { Countdown } from './Countdown';
import { creditsLabel } from './Header';

export interface ResultPanelProps {
  gameState: GameState;
  guessesUsed: number;
  dayOfWeek: number;
  wordLength: number;
  rows: readonly Row[];
  hardMode?: boolean;
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
}

const pageAddress = () => `${window.location.origin}/`;

/** The Web Share API is offered where it is meant for: a touch device that has it. */
const canShareNatively = () => typeof navigator.share === 'function' && window.matchMedia?.('(pointer: coarse)').matches;

function ShareButtons(props: ResultPanelProps) {
  const text = shareText({ ...props, state: props.gameState, pageAddress: pageAddress(), date: props.archiveDate });
  const open = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success('Copied results to clipboard');
    } catch {
      notify.error('Failed to copy results');
    }
  };
  return (
    <div className="share" role="group" aria-label="Share your result">
      {canShareNatively() && (
        <button type="button" onClick={() => void navigator.share({ text }).catch(() => undefined)}>
          Share…
        </button>
      )}
      <button type="button" onClick={() => open(`https://x.com/intent/post?text=${encodeURIComponent(text)}`)}>
        Share on X
      </button>
      <button type="button" onClick={() => open(`https://bsky.app/intent/compose?text=${encodeURIComponent(text)}`)}>
        Bluesky
      </button>
      <button type="button" onClick={() => open(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageAddress())}`)}>
        Facebook
      </button>
      <button type="button" onClick={() => void copy()}>
        Copy Link
      </button>
    </div>
  );
}

export default function ResultPanel(props: ResultPanelProps) {
  const won = props.gameState === 'won';
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (props.justFinished) ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [props.justFinished]);
  return (
    <section ref={ref} className={`result ${won ? 'won' : 'lost'}`} aria-labelledby="result-title" data-testid="result-panel">
      <p className="badge">{won ? 'DECRYPTION SUCCESSFUL' : 'SECURITY LOCKOUT'}</p>
      <h2 id="result-title">{won ? 'Code Successfully Decrypted!' : 'Decryption Protocol Failed'}</h2>
      {won ? (
        <p className="result-line">
          Decrypted in {props.guessesUsed} {props.guessesUsed === 1 ? 'attempt' : 'attempts'}!{props.hardMode ? ' (hard mode)' : ''}
        </p>
      ) : (
        props.answer && (
          <p className="result-line">
            The code was <strong className="answer">{props.answer}</strong>
          </p>
        )
      )}
      {won && props.account && !props.archiveDate && (
        <dl className="streaks" aria-label="Streaks">
          <div>
            <dt>Current Depryction Level</dt>
            <dd data-testid="current-streak">{props.account.streaks?.currentStreak ?? '…'}</dd>
          </div>
          <div>
            <dt>Peak Depryction Level</dt>
            <dd data-testid="longest-streak">{props.account.streaks?.longestStreak ?? '…'}</dd>
          </div>
        </dl>
      )}
      <ShareButtons {...props} />
      <div className="result-account">
        {props.account && (
          <>
            <span data-testid="result-balance">{creditsLabel(props.account.balance)}</span>
            <button type="button" className="primary-button" onClick={props.account.onBuyCredits}>
              Buy Credits
            </button>
          </>
        )}
        <button type="button" className="secondary-button" onClick={props.onOpenStats}>
          Statistics
        </button>
        <Link href="/archive" className="secondary-button">
          {props.archiveDate ? 'Back to past codes' : 'Past codes'}
        </Link>
        {props.archiveDate && (
          <Link href="/" className="secondary-button">
            Today's code
          </Link>
        )}
      </div>
      {props.showAds && <AdSlot slot="result" />}
      {!props.archiveDate && props.onNextCode && (
        <p className="next-code">
          A new code was deployed at midnight.{' '}
          <button type="button" className="primary-button" onClick={props.onNextCode}>
            Play today's code
          </button>
        </p>
      )}
      {!props.archiveDate && !props.onNextCode && (
        <>
          <Countdown />
          <p className="result-footer">New encrypted sequence will be deployed at 00:00 hours.</p>
        </>
      )}
    </section>
  );
}
