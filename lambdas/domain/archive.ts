/**
 * The archive of past codes (docs/product.md, "Archive"): the days a signed-in player may open, from
 * the game's launch date up to the last day that is over everywhere on Earth, and the archive's own
 * small statistics. A code is past only once its day has ended at UTC−12, the last place it is
 * played: whatever time zone a caller claims, no code reaches the archive while anyone still plays
 * it as today's (so an archive game can never reveal a live code).
 * Archive games follow the daily rules (game.ts) but never touch streaks or daily statistics.
 */
import { earliestLiveDay, localDayFromDate, localDayFromNumber, type LocalDay } from './calendar';
import type { Game } from './game';
import { MAX_GUESSES } from './rules';

export type ArchiveDateProblem = 'not-a-date' | 'before-launch' | 'today' | 'future' | 'still-live';

/**
 * Why `date` cannot be opened from the archive at `now` by a player whose day is `today`, or
 * undefined when it can: it must be before the earliest live day, whatever `today` says.
 */
export function archiveDateProblem(date: string, launchDate: string, today: LocalDay, now: Date): ArchiveDateProblem | undefined {
  const day = localDayFromDate(date);
  if (!day) return 'not-a-date';
  if (day.dayNumber === today.dayNumber) return 'today';
  if (day.dayNumber > today.dayNumber) return 'future';
  if (day.dayNumber >= earliestLiveDay(now).dayNumber) return 'still-live';
  if (date < launchDate) return 'before-launch';
  return undefined;
}

/** The archive's days at `now`, newest first: the last day over everywhere back to the launch date. */
export function archiveDays(launchDate: string, now: Date): LocalDay[] {
  const launch = localDayFromDate(launchDate);
  if (!launch) return [];
  const days: LocalDay[] = [];
  for (let n = earliestLiveDay(now).dayNumber - 1; n >= launch.dayNumber; n--) days.push(localDayFromNumber(n));
  return days;
}

export interface ArchiveStatistics {
  /** Finished archive games. */
  played: number;
  won: number;
  winPercent: number;
  /** `distribution[i]`: archive games won in i + 1 guesses. */
  distribution: number[];
}

export function archiveStatistics(games: readonly Pick<Game, 'status' | 'guesses'>[]): ArchiveStatistics {
  const distribution = Array.from({ length: MAX_GUESSES }, () => 0);
  let played = 0;
  let won = 0;
  for (const game of games) {
    if (game.status === 'playing') continue;
    played += 1;
    if (game.status === 'won') {
      won += 1;
      distribution[game.guesses.length - 1] += 1;
    }
  }
  return { played, won, winPercent: played > 0 ? Math.round((100 * won) / played) : 0, distribution };
}
