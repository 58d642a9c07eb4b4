import { toast } from 'sonner';
import type { Streaks } from '@contracts';
import { shareText, type GameState } from '../game/model';
import { AdSlot } from './AdSlot';
import { Countdown } from './Countdown';
import { creditsLabel } from './Header';

export interface ResultPanelProps {
  gameState: GameState;
  guessesUsed: number;
  dayOfWeek: number;
  wordLength: number;
  answer?: string;
  showAds: boolean;
  /** Signed-in players only. */
  account?: { balance: number | null; streaks: Streaks | null; onBuyCredits: () => void; onOpenStats: () => void };
}

const pageAddress = () => `${window.location.origin}/`;

function ShareButtons(props: Pick<ResultPanelProps, 'gameState' | 'guessesUsed' | 'dayOfWeek' | 'wordLength'>) {
  const text = shareText({ ...props, state: props.gameState, pageAddress: pageAddress() });
  const open = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Copied results to clipboard');
    } catch {
      toast.error('Failed to copy results');
    }
  };
  return (
    <div className="share" role="group" aria-label="Share your result">
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

/** product.md §2: the panel shown once the game is won or lost. */
export function ResultPanel(props: ResultPanelProps) {
  const won = props.gameState === 'won';
  return (
    <section className={`result ${won ? 'won' : 'lost'}`} aria-labelledby="result-title" data-testid="result-panel">
      <p className="badge">{won ? 'DECRYPTION SUCCESSFUL' : 'SECURITY LOCKOUT'}</p>
      <h2 id="result-title">{won ? 'Code Successfully Decrypted!' : 'Decryption Protocol Failed'}</h2>
      {won ? (
        <p className="result-line">
          Decrypted in {props.guessesUsed} {props.guessesUsed === 1 ? 'attempt' : 'attempts'}!
        </p>
      ) : (
        props.answer && (
          <p className="result-line">
            The code was <strong className="answer">{props.answer}</strong>
          </p>
        )
      )}
      {won && props.account && (
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
      {props.account && (
        <div className="result-account">
          <span data-testid="result-balance">{creditsLabel(props.account.balance)}</span>
          <button type="button" className="primary-button" onClick={props.account.onBuyCredits}>
            Buy Credits
          </button>
          <button type="button" className="secondary-button" onClick={props.account.onOpenStats}>
            Statistics
          </button>
        </div>
      )}
      {props.showAds && <AdSlot slot="result" />}
      <Countdown />
      <p className="result-footer">New encrypted sequence will be deployed at 00:00 hours.</p>
    </section>
  );
}
