import type { PlayerStatistics } from '../account/useStats';
import { Modal } from './Modal';

export interface StatsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stats: PlayerStatistics | null;
  wordLength: number;
}

/** Played, win %, streaks and the guess distribution at today's word length (signed-in players). */
export default function StatsDialog({ open, onOpenChange, stats, wordLength }: StatsDialogProps) {
  const s = stats?.statistics;
  const winPercent = s && s.played > 0 ? Math.round((s.won / s.played) * 100) : 0;
  const most = Math.max(1, ...(s?.distribution ?? []));
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Statistics"
      description={`Your record, with guesses for ${wordLength}-letter codes.`}
    >
      {!stats || !s ? (
        <p className="muted">Finish today's code to see your statistics.</p>
      ) : (
        <>
          <dl className="stats-grid">
            <div>
              <dt>Played</dt>
              <dd data-testid="stat-played">{s.played}</dd>
            </div>
            <div>
              <dt>Win %</dt>
              <dd data-testid="stat-win-percent">{winPercent}</dd>
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
          <h3 className="stats-heading">Guess distribution ({wordLength} letters)</h3>
          <ol className="distribution">
            {s.distribution.map((wins, i) => (
              <li key={i} aria-label={`${i + 1} ${i === 0 ? 'guess' : 'guesses'}: ${wins} ${wins === 1 ? 'win' : 'wins'}`}>
                <span className="distribution-label" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="distribution-bar" style={{ width: `${Math.max(8, (wins / most) * 100)}%` }} aria-hidden="true">
                  {wins}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </Modal>
  );
}
