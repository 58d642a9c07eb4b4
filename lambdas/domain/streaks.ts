/**
 * Statistics and streaks (docs/product.md, "Rules"), derived from a player's history: one result per
 * local date (the game's own date: a game played across midnight counts for the day it started).
 * A win extends the streak only if the previous win was the day before; a loss, or a missed day,
 * resets it. Because everything is derived from the history, joining two histories (an anonymous
 * one into an account) is a union by date: a day already played never counts twice.
 */
import { localDayFromDate, previousDate } from './calendar';
import { MAX_GUESSES } from './rules';

/** A day's result: the guesses used to win (1-6), or 0 for a loss. */
export type DayResult = number;
export type History = Readonly<Record<string, DayResult>>;

/**
 * Helped games are facts: for each date whose finished daily game had letters revealed by helpers,
 * how many (docs/product.md, "Helped games"). Leagues count each as a guess; statistics mark them.
 */
export type Helped = Readonly<Record<string, number>>;

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

export const emptyStats = (): PlayerStats => ({ currentStreak: 0, longestStreak: 0, played: 0, won: 0, distribution: {} });

const lengthOf = (date: string) => localDayFromDate(date)?.wordLength ?? 0;

/**
 * The statistics a history gives, on top of `baseline`: the aggregate figures kept before
 * histories existed (a streak running at the baseline's last win goes on into the history).
 */
export function summarize(history: History, baseline: PlayerStats = emptyStats()): PlayerStats {
  const stats: PlayerStats = {
    ...baseline,
    distribution: Object.fromEntries(Object.entries(baseline.distribution).map(([length, row]) => [length, [...row]])),
  };
  let runEnd = baseline.currentStreak > 0 ? baseline.lastWonDate : undefined;
  for (const date of Object.keys(history).sort()) {
    const result = history[date];
    stats.played += 1;
    if (result > 0) {
      stats.won += 1;
      const key = String(lengthOf(date));
      const row = (stats.distribution[key] ??= Array<number>(MAX_GUESSES).fill(0));
      row[result - 1] = (row[result - 1] ?? 0) + 1;
      stats.currentStreak = runEnd === previousDate(date) ? stats.currentStreak + 1 : 1;
      stats.longestStreak = Math.max(stats.longestStreak, stats.currentStreak);
      stats.lastWonDate = date;
      runEnd = date;
    } else {
      stats.currentStreak = 0;
      runEnd = undefined;
    }
  }
  return stats;
}

/** The history with one more day's result (a day already there keeps its first result). */
export const withResult = (history: History, date: string, result: DayResult): History =>
  date in history ? history : { ...history, [date]: result };

/**
 * An anonymous history joined into an account's (docs/product.md, "Signing in"): a date the account
 * has a game of, finished or in play (`accountGames`), keeps the account's game and its result; only
 * the other dates' results join. So history, statistics, streaks and league views read one game a date.
 */
export function joinHistories(
  account: History,
  anonymous: History,
  accountGames: ReadonlySet<string> = new Set(),
): { joined: History; added: string[] } {
  const added = Object.keys(anonymous).filter((date) => !(date in account) && !accountGames.has(date));
  return { joined: { ...account, ...Object.fromEntries(added.map((date) => [date, anonymous[date]])) }, added };
}

/** The streak a player shows today: it is broken once a day has passed without a win. */
export function visibleStreak(stats: PlayerStats, today: string): number {
  if (!stats.lastWonDate) return 0;
  return stats.lastWonDate === today || stats.lastWonDate === previousDate(today) ? stats.currentStreak : 0;
}

export interface Statistics {
  played: number;
  won: number;
  /** Rounded to a whole percent; 0 before any game. */
  winPercent: number;
  /** Wins by number of guesses at today's word length (distribution[i]: won in i + 1). */
  distribution: number[];
  /** The same per word length, and over all lengths ('all'). */
  byLength: Record<string, { played: number; won: number; distribution: number[] }>;
  /** Today's result, to mark its row: guesses used to win, 0 lost, null not finished. */
  today: DayResult | null;
  /** How many of the wins had letters revealed by helpers (each a win, marked as helped). */
  helpedWins: number;
  /** Letters revealed in today's finished game (0: none, or not finished). */
  todayLettersRevealed: number;
}

/** What the statistics view shows: totals, win %, and the distributions, today's row marked. */
export function statisticsFor(
  stats: PlayerStats,
  history: History,
  today: { date: string; wordLength: number },
  helped: Helped = {},
): Statistics {
  const six = (row: number[] | undefined) => Array.from({ length: MAX_GUESSES }, (_, i) => row?.[i] ?? 0);
  const byLength: Statistics['byLength'] = {};
  const add = (key: string, won: boolean) => {
    byLength[key] ??= { played: 0, won: 0, distribution: six(stats.distribution[key]) };
    byLength[key].played += 1;
    if (won) byLength[key].won += 1;
  };
  for (const [date, result] of Object.entries(history)) add(String(lengthOf(date)), result > 0);
  const all = six(undefined);
  for (const row of Object.values(stats.distribution)) row.forEach((wins, i) => (all[i] += wins));
  byLength.all = { played: stats.played, won: stats.won, distribution: all };
  return {
    played: stats.played,
    won: stats.won,
    winPercent: stats.played > 0 ? Math.round((100 * stats.won) / stats.played) : 0,
    distribution: six(stats.distribution[String(today.wordLength)]),
    byLength,
    today: today.date in history ? history[today.date] : null,
    helpedWins: Object.keys(helped).filter((date) => (history[date] ?? 0) > 0).length,
    todayLettersRevealed: today.date in history ? (helped[today.date] ?? 0) : 0,
  };
}
