/**
 * Statistics, for every player (docs/product.md, "Statistics"): played, win %, current and longest
 * streak, the distribution of wins by guesses, at today's length or over all lengths, today's
 * row marked, and the last 30 days with the streak freezes banked. Anonymous players are invited
 * to sign in to keep them on every device.
 */
import { useState } from 'react';
import type { PlayerStatistics } from '../account/useStats';
import { lettersRevealedText } from '../game/share';
import { Modal } from './Modal';
import { StreakStrip } from './StreakStrip';

export interface StatsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stats: PlayerStatistics | null;
  wordLength: number;
  signedIn: boolean;
}

export default function StatsDialog({ open, onOpenChange, stats, wordLength, signedIn }: StatsDialogProps) {
  const [scope, setScope] = useState<'today' | 'all'>('today');
  const s = stats?.statistics;
  const view = s
    ? scope === 'all'
      ? s.byLength.all
      : (s.byLength[String(wordLength)] ?? { played: 0, won: 0, distribution: s.distribution })
    : null;
  const distribution = scope === 'all' ? (view?.distribution ?? []) : (s?.distribution ?? []);
  const most = Math.max(1, ...distribution);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Statistics" description="Your record, and how many guesses your wins took.">
      {!stats || !s ? (
        <p className="muted" role="status">
          Loading…
        </p>
      ) : (
        <>
          <dl className="stats-grid">
            <div>
              <dt>Played</dt>
              <dd data-testid="stat-played">{s.played}</dd>
            </div>
            <div>
              <dt>Win %</dt>
              <dd data-testid="stat-win-percent">{s.winPercent}</dd>
            </div>
            <div>
              <dt>Current streak</dt>
              <dd data-testid="stat-current">{stats.streaks.currentStreak}</dd>
            </div>
            <div>
              <dt>Longest streak</dt>
              <dd data-testid="stat-longest">{stats.streaks.longestStreak}</dd>
            </div>
          </dl>
          <fieldset className="stats-scope">
            <legend className="stats-heading">Guess distribution</legend>
            <label className="choice">
              <input type="radio" name="stats-scope" checked={scope === 'today'} onChange={() => setScope('today')} />
              {wordLength}-letter codes
            </label>
            <label className="choice">
              <input type="radio" name="stats-scope" checked={scope === 'all'} onChange={() => setScope('all')} />
              All lengths
            </label>
          </fieldset>
          <ol className="distribution" data-testid="distribution">
            {distribution.map((wins, i) => {
              const today = s.today === i + 1;
              const helpedToday = today && s.todayLettersRevealed > 0 ? `, today, ${lettersRevealedText(s.todayLettersRevealed)}` : '';
              const label = `${i + 1} ${i === 0 ? 'guess' : 'guesses'}: ${wins} ${wins === 1 ? 'win' : 'wins'}`;
              return (
                <li key={i} className={today ? 'today' : undefined} aria-label={label + (helpedToday || (today ? ', today' : ''))}>
                  <span className="distribution-label" aria-hidden="true">
                    {i + 1}
                  </span>
                  <span className="distribution-bar" style={{ width: `${Math.max(8, (wins / most) * 100)}%` }} aria-hidden="true">
                    {wins}
                  </span>
                </li>
              );
            })}
          </ol>
          <StreakStrip statistics={s} />
          {s.helpedWins > 0 && (
            <p className="muted" data-testid="stat-helped">
              {helpedWinsText(s.helpedWins, s.won)}
              {s.todayLettersRevealed > 0 && ` Today's: ${lettersRevealedText(s.todayLettersRevealed)}.`}
            </p>
          )}
        </>
      )}
      {!signedIn && <p className="muted">Sign in to keep your statistics on every device: they join your account.</p>}
    </Modal>
  );
}

/** "Your one win used revealed letters.", "All 3 of your wins …", "2 of your 5 wins …". */
export const helpedWinsText = (helped: number, won: number) =>
  won === 1
    ? 'Your one win used revealed letters.'
    : helped === won
      ? `All ${won} of your wins used revealed letters.`
      : `${helped} of your ${won} wins used revealed letters.`;
