/**
 * Streaks and statistics, by the game's own local date (a game played across midnight counts for
 * the day it started). A win extends the streak only if the previous win was the day before; a
 * loss, or a missed day, resets it.
 */
import { previousDate } from './calendar';
import { MAX_GUESSES } from './rules';

export interface PlayerStats {
  currentStreak: number;
  longestStreak: number;
  /** The local date of the last won game, for streak continuity. */
  lastWonDate?: string;
  played: number;
  won: number;
  /** Per word length, wins by number of guesses: distribution['5'][2] = wins in 3 guesses. */
  distribution: Record<string, number[]>;
}

/** What the statistics view shows: totals and the guess distribution at one word length. */
export function statisticsFor(stats: PlayerStats, wordLength: number): { played: number; won: number; distribution: number[] } {
  const row = stats.distribution[String(wordLength)] ?? [];
  return { played: stats.played, won: stats.won, distribution: Array.from({ length: MAX_GUESSES }, (_, i) => row[i] ?? 0) };
}

export const emptyStats = (): PlayerStats => ({ currentStreak: 0, longestStreak: 0, played: 0, won: 0, distribution: {} });

/** The streak a player shows today: it is broken once a day has passed without a win. */
export function visibleStreak(stats: PlayerStats, today: string): number {
  if (!stats.lastWonDate) return 0;
  return stats.lastWonDate === today || stats.lastWonDate === previousDate(today) ? stats.currentStreak : 0;
}

export function statsAfterGame(
  stats: PlayerStats,
  game: { date: string; status: 'won' | 'lost'; wordLength: number; guesses: number },
): PlayerStats {
  const played = stats.played + 1;
  if (game.status === 'lost') return { ...stats, played, currentStreak: 0 };
  const continues = stats.lastWonDate === previousDate(game.date);
  const currentStreak = continues ? stats.currentStreak + 1 : 1;
  const key = String(game.wordLength);
  const row = [...(stats.distribution[key] ?? Array(MAX_GUESSES).fill(0))];
  row[game.guesses - 1] = (row[game.guesses - 1] ?? 0) + 1;
  return {
    ...stats,
    played,
    won: stats.won + 1,
    currentStreak,
    longestStreak: Math.max(stats.longestStreak, currentStreak),
    lastWonDate: game.date,
    distribution: { ...stats.distribution, [key]: row },
  };
}
