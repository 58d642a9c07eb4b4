/**
 * Statistics, for every player (docs/product.md, "Statistics"): played, win %, current and longest
 * streak, the distribution of wins by guesses, at today's length or over all lengths, today's
 * row marked, and the last 30 days with the streak freezes banked. Anonymous players are invited
 * to sign in to keep them on every device.
 */
import { useState } from 'react';
import type { PlayerStatistics } from '../account/useStats';
import { texts } from '../i18n/texts';
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
  const t = texts('play').stats;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.title} description={t.description}>
      {!stats || !s ? (
        <p className="muted" role="status">
          {t.loading}
        </p>
      ) : (
        <>
          <dl className="stats-grid">
            <div>
              <dt>{t.played}</dt>
              <dd data-testid="stat-played">{s.played}</dd>
            </div>
            <div>
              <dt>{t.winPercent}</dt>
              <dd data-testid="stat-win-percent">{s.winPercent}</dd>
            </div>
            <div>
              <dt>{t.currentStreak}</dt>
              <dd data-testid="stat-current">{stats.streaks.currentStreak}</dd>
            </div>
            <div>
              <dt>{t.longestStreak}</dt>
              <dd data-testid="stat-longest">{stats.streaks.longestStreak}</dd>
            </div>
          </dl>
          <fieldset className="stats-scope">
            <legend className="stats-heading">{t.distribution}</legend>
            <label className="choice">
              <input type="radio" name="stats-scope" checked={scope === 'today'} onChange={() => setScope('today')} />
              {t.ofLength(wordLength)}
            </label>
            <label className="choice">
              <input type="radio" name="stats-scope" checked={scope === 'all'} onChange={() => setScope('all')} />
              {t.allLengths}
            </label>
          </fieldset>
          <ol className="distribution" data-testid="distribution">
            {distribution.map((wins, i) => {
              const today = s.today === i + 1;
              const helpedToday = today && s.todayLettersRevealed > 0 ? t.todayHelped(s.todayLettersRevealed) : '';
              const label = t.row(i + 1, wins);
              return (
                <li key={i} className={today ? 'today' : undefined} aria-label={label + (helpedToday || (today ? t.today : ''))}>
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
              {s.todayLettersRevealed > 0 && t.todaysHelp(s.todayLettersRevealed)}
            </p>
          )}
        </>
      )}
      {!signedIn && <p className="muted">{t.signInToKeep}</p>}
    </Modal>
  );
}

/** "Your one win used revealed letters.", "All 3 of your wins …", "2 of your 5 wins …". */
export const helpedWinsText = (helped: number, won: number) => texts('play').stats.helpedWins(helped, won);
