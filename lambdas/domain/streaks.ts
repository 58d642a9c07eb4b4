/**
 * Statistics and streaks (docs/product.md, "Streaks"), derived from a player's history: one result per
 * local date (the game's own date: a game played across midnight counts for the day it started).
 * A win extends the streak over the days since the previous game; a loss resets it, and so does a
 * missed day, unless the player's own calendar never had it (a journey east took it, at most
 * TRAVELLED_DAYS_MAX in TRAVELLED_WINDOW_DAYS days) or, in the player's own view, a banked freeze
 * covers it. Freezes are earned by days played in a row (a journey's date starts the count again)
 * and never count in leagues. Because everything is derived from the history, joining two histories (an anonymous one
 * into an account) is a union by date: a day already played never counts twice.
 */
import { localDayFromDate, localDayFromNumber } from './calendar';
import {
  JOURNEY_EAST_MINUTES,
  MAX_GUESSES,
  MAX_STREAK_FREEZES,
  STREAK_FREEZE_EVERY_DAYS,
  STREAK_STRIP_DAYS,
  TRAVELLED_DAYS_MAX,
  TRAVELLED_WINDOW_DAYS,
  type DayState,
} from './rules';

/** A day's result: the guesses used to win (1-6), or 0 for a loss. */
export type DayResult = number;
export type History = Readonly<Record<string, DayResult>>;
/**
 * The clock each day was played on: the tzOffset (minutes, as the browser's getTimezoneOffset) its
 * finishing guess was sent with. Days recorded before clocks were kept have none.
 */
export type DayClocks = Readonly<Record<string, number>>;

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
const dayNumberOf = (date: string) => localDayFromDate(date)!.dayNumber;
const dateOf = (dayNumber: number) => localDayFromNumber(dayNumber).date;

/**
 * Whether a player's clock moved east far enough between two games to be a journey, which can take
 * a date from their own calendar (flying Los Angeles to Tokyo overnight, a date never comes).
 * Flying west repeats a date instead: it is already played, and nothing needs forgiving.
 */
export const isJourneyEast = (from: number | undefined, to: number | undefined): boolean =>
  from !== undefined && to !== undefined && from - to >= JOURNEY_EAST_MINUTES;

export type { DayState };

export interface StreakWalk extends PlayerStats {
  /** Freezes banked now (always 0 when freezes are not counted). */
  streakFreezes: number;
  /** Every date from the first game on that was not simply played: frozen, travelled or missed (and played or won). */
  states: ReadonlyMap<string, DayState>;
  /** The dates whose game earned a freeze. */
  earnedOn: ReadonlySet<string>;
  /** Days played in a row at the walk's end (a travelled, frozen or missed date started them again). */
  daysInARow: number;
}

export interface WalkOptions {
  /** The aggregate figures kept before histories existed: a streak running at its last win goes on into the history. */
  baseline?: PlayerStats;
  clocks?: DayClocks;
  /** Count freezes (the player's own view); leagues never do. */
  freezes?: boolean;
  /** Walk on to this day (today, unplayed or not) on this clock: the days missed since the last game count. */
  until?: { date: string; tzOffset: number };
}

/**
 * The one walk over a history that gives statistics and streaks: day by day, the days between two
 * games are travelled (one, after a journey east), frozen (while a streak runs and a freeze is
 * banked) or missed (the streak ends).
 */
export function walkHistory(
  history: History,
  { baseline = emptyStats(), clocks = {}, freezes = false, until }: WalkOptions = {},
): StreakWalk {
  const stats: PlayerStats = {
    ...baseline,
    distribution: Object.fromEntries(Object.entries(baseline.distribution).map(([length, row]) => [length, [...row]])),
  };
  const states = new Map<string, DayState>();
  const earnedOn = new Set<string>();
  let banked = 0;
  /** Consecutive days played: a travelled, frozen or missed date starts them again (no freeze is earned across a journey). */
  let daysInARow = 0;
  /** The travelled dates so far (day numbers), to hold them to TRAVELLED_DAYS_MAX in any TRAVELLED_WINDOW_DAYS days. */
  const travelled: number[] = [];
  const mayTravel = (dayNumber: number) => travelled.filter((day) => day > dayNumber - TRAVELLED_WINDOW_DAYS).length < TRAVELLED_DAYS_MAX;
  /** The last day played: the baseline's last win while its streak runs. */
  let last: { dayNumber: number; clock?: number } | undefined =
    baseline.currentStreak > 0 && baseline.lastWonDate ? { dayNumber: dayNumberOf(baseline.lastWonDate) } : undefined;

  const crossDaysBefore = (dayNumber: number, clock: number | undefined) => {
    if (!last) return;
    let to = dayNumber - 1;
    if (to > last.dayNumber && isJourneyEast(last.clock, clock) && mayTravel(to)) {
      travelled.push(to);
      states.set(dateOf(to--), 'travelled');
      daysInARow = 0;
    }
    for (let day = last.dayNumber + 1; day <= to; day++) {
      daysInARow = 0;
      if (freezes && stats.currentStreak > 0 && banked > 0) {
        banked -= 1;
        states.set(dateOf(day), 'frozen');
      } else {
        stats.currentStreak = 0;
        states.set(dateOf(day), 'missed');
      }
    }
  };

  for (const date of Object.keys(history).sort()) {
    const result = history[date];
    const dayNumber = dayNumberOf(date);
    crossDaysBefore(dayNumber, clocks[date]);
    stats.played += 1;
    daysInARow += 1;
    if (freezes && daysInARow % STREAK_FREEZE_EVERY_DAYS === 0 && banked < MAX_STREAK_FREEZES) {
      banked += 1;
      earnedOn.add(date);
    }
    if (result > 0) {
      stats.won += 1;
      const key = String(lengthOf(date));
      const row = (stats.distribution[key] ??= Array<number>(MAX_GUESSES).fill(0));
      row[result - 1] = (row[result - 1] ?? 0) + 1;
      stats.currentStreak += 1;
      stats.longestStreak = Math.max(stats.longestStreak, stats.currentStreak);
      stats.lastWonDate = date;
      states.set(date, 'won');
    } else {
      stats.currentStreak = 0;
      states.set(date, 'played');
    }
    last = { dayNumber, clock: clocks[date] };
  }
  if (until) crossDaysBefore(dayNumberOf(until.date), until.tzOffset);
  return { ...stats, streakFreezes: banked, states, earnedOn, daysInARow };
}

/**
 * The statistics a history gives, on top of `baseline`: the aggregate figures kept before
 * histories existed. No freezes: this is the streak leagues show.
 */
export function summarize(history: History, baseline: PlayerStats = emptyStats(), clocks: DayClocks = {}): PlayerStats {
  const { currentStreak, longestStreak, lastWonDate, played, won, distribution } = walkHistory(history, { baseline, clocks });
  return { currentStreak, longestStreak, ...(lastWonDate ? { lastWonDate } : {}), played, won, distribution };
}

/** The history (or its clocks) with one more day's (a day already there keeps its first result and clock). */
export const withResult = <T extends number>(days: Readonly<Record<string, T>>, date: string, value: T): Readonly<Record<string, T>> =>
  date in days ? days : { ...days, [date]: value };

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

/** A day of the statistics' calendar strip: null where there is nothing to show (before the first game, or today still open). */
export interface StripDay {
  date: string;
  state: DayState | null;
  /** That day's game earned a streak freeze (shown where it was earned). */
  earnedFreeze?: true;
}

/** The streak as the player sees it today: with freezes, over the days missed since the last game. */
export interface StreakView {
  currentStreak: number;
  longestStreak: number;
  streakFreezes: number;
  /** The last STREAK_STRIP_DAYS days, oldest first, today last. */
  recentDays: StripDay[];
  /** Today's finished game: how many freezes kept the streak up to it, and whether it earned one. */
  todayFreezesUsed: number;
  todayFreezeEarned: boolean;
  /**
   * Days played in a row toward the next freeze (0 to STREAK_FREEZE_EVERY_DAYS − 1); null while the
   * most freezes are banked (none can be earned until one is used).
   */
  daysTowardFreeze: number | null;
}

export function streakView(
  history: History,
  today: { date: string; tzOffset: number },
  { baseline, clocks }: Pick<WalkOptions, 'baseline' | 'clocks'> = {},
): StreakView {
  const walk = walkHistory(history, { baseline, clocks, freezes: true, until: today });
  const todayNumber = dayNumberOf(today.date);
  const recentDays = Array.from({ length: STREAK_STRIP_DAYS }, (_, i) => {
    const date = dateOf(todayNumber - STREAK_STRIP_DAYS + 1 + i);
    return { date, state: walk.states.get(date) ?? null, ...(walk.earnedOn.has(date) ? { earnedFreeze: true as const } : {}) };
  });
  // The freezes today's game was kept by: the frozen days between it and the game before (a travelled one among them).
  let todayFreezesUsed = 0;
  if (today.date in history) {
    for (let day = todayNumber - 1; ['frozen', 'travelled'].includes(walk.states.get(dateOf(day)) ?? ''); day--) {
      if (walk.states.get(dateOf(day)) === 'frozen') todayFreezesUsed += 1;
    }
  }
  return {
    currentStreak: walk.currentStreak,
    longestStreak: walk.longestStreak,
    streakFreezes: walk.streakFreezes,
    recentDays,
    todayFreezesUsed,
    todayFreezeEarned: walk.earnedOn.has(today.date),
    daysTowardFreeze: walk.streakFreezes >= MAX_STREAK_FREEZES ? null : walk.daysInARow % STREAK_FREEZE_EVERY_DAYS,
  };
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
