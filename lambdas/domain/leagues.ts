/**
 * Leagues (docs/product.md, "Leagues"): the rules of names, a day's standing, the week's points and
 * the all-time figures, from the members' games and histories. Pure: the store reads, this decides.
 * A date's code is the same in every time zone, so members are compared on the same date's game
 * wherever they play. Only daily games count: an archive game is never a league result.
 */
import { dateAroundTheWorld, earliestLiveDay, localDay, localDayFromDate, localDayFromNumber, previousDate } from './calendar';
import { DISPLAY_NAME_LENGTH, LEAGUE_NAME_LENGTH, MAX_GUESSES } from './rules';
import { summarize, type DayClocks, type Helped, type History, type PlayerStats } from './streaks';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** What a name may be made of: letters, marks, numbers, punctuation and spaces (Unicode categories). */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N}\p{P}\p{Zs}]*$/u;
/** Characters that show nothing (zero-width spaces, Hangul fillers, direction marks and overrides). */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
const VISIBLE = /[\p{L}\p{N}]/u;
/** Accents stacked on one letter: more than any language writes (Vietnamese stacks two), decomposed. */
const MAX_MARKS_PER_LETTER = 3;
const STACKED_MARKS = new RegExp(`\\p{M}{${MAX_MARKS_PER_LETTER + 1},}`, 'u');

/** What is wrong with a name (a league's or a player's), in words that name the rule; undefined if nothing. */
function nameProblem(field: string, name: string, { min, max }: { min: number; max: number }): string | undefined {
  if (CONTROL.test(name)) return `${field} must not contain control characters (line breaks, tabs)`;
  if (INVISIBLE.test(name)) return `${field} must not contain invisible characters (zero-width, fillers, direction marks)`;
  if (!NAME_CHARACTERS.test(name)) return `${field} may use only letters, marks, numbers, punctuation and spaces`;
  if (STACKED_MARKS.test(name.normalize('NFD'))) return `${field} may stack at most ${MAX_MARKS_PER_LETTER} accents on one letter`;
  const length = [...name.trim()].length;
  if (length < min || length > max) return `${field} must be ${min} to ${max} characters (not counting spaces at either end)`;
  if (!VISIBLE.test(name)) return `${field} must contain a letter or a number`;
  return undefined;
}

/**
 * Names as a league shows them: two members never look alike. `lookAlike` gives two names a key in
 * common when they look the same (services/shared/look-alike.ts: Unicode's confusable skeleton). A name
 * that looks like one a member who joined earlier shows gets the first of " (2)", " (3)", ... that
 * looks like no name shown and no member's own name (so "Ada (2)", chosen, stays that member's).
 * Decided when the league is read, so no race can make twins.
 */
export function distinctNames<M extends { name: string; joinedAt: string; id: string }>(
  members: readonly M[],
  lookAlike: (name: string) => readonly string[],
): Map<string, string> {
  const among = (keys: Set<string>, name: string) => lookAlike(name).some((key) => keys.has(key));
  const chosen = new Set(members.flatMap((member) => lookAlike(member.name)));
  const taken = new Set<string>();
  const shown = new Map<string, string>();
  for (const member of [...members].sort((a, b) => a.joinedAt.localeCompare(b.joinedAt) || a.id.localeCompare(b.id))) {
    let name = member.name;
    for (let n = 2; among(taken, name); n++) {
      name = `${member.name} (${n})`;
      if (among(chosen, name)) name = member.name; // another member's own name: try the next
    }
    for (const key of lookAlike(name)) taken.add(key);
    shown.set(member.id, name);
  }
  return shown;
}

export const leagueNameProblem = (name: string) => nameProblem('name', name, LEAGUE_NAME_LENGTH);
export const displayNameProblem = (name: string) => nameProblem('displayName', name, DISPLAY_NAME_LENGTH);

/** A member's game of one date, as fellow members may see it. */
export type DayState = 'not-played' | 'playing' | 'won' | 'lost';

export interface DayResult {
  state: DayState;
  guessesUsed: number;
  /** Letters revealed by helpers in the game: each counts as one guess more in a league. */
  lettersRevealed?: number;
}

/**
 * How a helped game counts in a league (docs/product.md, "Helped games"): each revealed letter is
 * one guess more. A win in 2 with one letter revealed ranks and scores as a win in 3; a win always
 * scores at least 1 point, above any loss.
 */
export const leagueGuesses = (guessesUsed: number, lettersRevealed = 0) => guessesUsed + lettersRevealed;

/**
 * Places on one date's code (1 = best) among the members who have played it: a win in fewer guesses
 * first, then the losses, then games in play; equals share a place ("1, 2, 2, 4"). A member who has
 * not played the date has no place (null): their day may not have begun yet, so they are never
 * ranked behind those whose day has.
 */
export function dayPlaces(results: readonly DayResult[]): (number | null)[] {
  // A win however helped (at most 6 + 10 letters) stays above a loss, a loss above a game in play.
  const LOSS = 100;
  const score = ({ state, guessesUsed, lettersRevealed }: DayResult) =>
    state === 'won' ? leagueGuesses(guessesUsed, lettersRevealed) : state === 'lost' ? LOSS : LOSS + 1;
  return sharedPlaces(
    results.map((result) => (result.state === 'not-played' ? null : score(result))),
    (a, b) => a < b,
  );
}

/** Places where equals share one ("1, 2, 2, 4"): 1 + how many are strictly better; null is not placed. */
function sharedPlaces<T>(items: readonly (T | null)[], better: (a: T, b: T) => boolean): (number | null)[] {
  return items.map((mine) => (mine === null ? null : 1 + items.filter((other) => other !== null && better(other, mine)).length));
}

/** How many members have played the date (the places are out of this). */
export const playedCount = (results: readonly DayResult[]) => results.filter((result) => result.state !== 'not-played').length;

/**
 * A member's current streak as every member sees it, whatever their zones: it holds while its last
 * win is no older than the day before the earliest date anyone has now (no date after it is over
 * everywhere, so the member may still play it).
 */
export function leagueStreak(stats: PlayerStats, now: Date): number {
  if (!stats.lastWonDate) return 0;
  return stats.lastWonDate >= previousDate(earliestLiveDay(now).date) ? stats.currentStreak : 0;
}

/** The dates of the week (Monday to Sunday) that holds `date`. */
export function weekOf(date: string): string[] {
  const day = localDayFromDate(date);
  if (!day) throw new RangeError(`not a date: ${date}`);
  const monday = day.dayNumber - ((day.dayOfWeek + 6) % 7);
  return Array.from({ length: 7 }, (_, i) => localDayFromNumber(monday + i).date);
}

/**
 * A win in N guesses scores 7 − N points (N counting each revealed letter as a guess; at least 1 for
 * any win); a loss, a game in play or a day not played, none.
 */
export const pointsFor = (result: number | undefined, lettersRevealed = 0) =>
  result !== undefined && result > 0 ? Math.max(1, MAX_GUESSES + 1 - leagueGuesses(result, lettersRevealed)) : 0;

export interface WeekRow {
  points: number;
  /** Guesses used in the week's finished games (a loss counts 6): fewer breaks a tie on points. */
  totalGuesses: number;
  /** Per day of the week: the guesses of a win, 0 a loss, null not finished. */
  days: (number | null)[];
  /** Per day of the week: letters revealed in that day's win (0: none). */
  helped: number[];
}

/**
 * A member's week: every game of it they finished, from the league's first code (games before it
 * began never count). The same row to every viewer in every zone, from the same games as the
 * all-time figures: points tell nothing of a code. Revealed letters count as guesses, in points and
 * in the guesses' total.
 */
export function weekRow(history: History, week: readonly string[], helped: Helped = {}, firstDate = ''): WeekRow {
  const days = week.map((date) => (date >= firstDate && date in history ? history[date] : null));
  const helpOn = (i: number) => helped[week[i]] ?? 0;
  return {
    points: days.reduce<number>((sum, result, i) => sum + pointsFor(result ?? undefined, helpOn(i)), 0),
    totalGuesses: days.reduce<number>(
      (sum, result, i) => sum + (result === null ? 0 : result > 0 ? leagueGuesses(result, helpOn(i)) : MAX_GUESSES),
      0,
    ),
    days,
    helped: days.map((result, i) => (result !== null && result > 0 ? helpOn(i) : 0)),
  };
}

/** The week's table order: more points first, then fewer guesses in total, then the name. */
export const byWeekStanding = <T extends { row: WeekRow; name: string }>(a: T, b: T) =>
  b.row.points - a.row.points || a.row.totalGuesses - b.row.totalGuesses || a.name.localeCompare(b.name);

/** Places in the week's table (rows in its order): equal points and guesses share a place ("1, 2, 2, 4"). */
export const weekPlaces = (rows: readonly WeekRow[]): number[] =>
  sharedPlaces(rows, (a, b) => a.points > b.points || (a.points === b.points && a.totalGuesses < b.totalGuesses)) as number[];

/**
 * Whether a member's day of `date` is over: in their own zone when it is known (the zone of their
 * last daily game), else only once the date is over everywhere. A member whose day is not over may
 * still play: "not yet", never ranked as a miss.
 */
export function dayIsOver(date: string, now: Date, tzOffset: number | undefined): boolean {
  if (tzOffset === undefined) return now >= dateAroundTheWorld(date).openUntil;
  return localDay(now, tzOffset).date > date;
}

export interface AllTime {
  played: number;
  winPercent: number;
  /** Average guesses on wins, to one decimal; null before a win. */
  averageGuesses: number | null;
  currentStreak: number;
}

/** A member's figures over every daily game they finished (their history), at `now` (the same to every viewer). */
export function allTime(history: History, now: Date, clocks: DayClocks = {}): AllTime {
  const stats = summarize(history, undefined, clocks);
  const wins = Object.values(history).filter((result) => result > 0);
  return {
    played: stats.played,
    winPercent: stats.played > 0 ? Math.round((100 * stats.won) / stats.played) : 0,
    averageGuesses: wins.length ? Math.round((wins.reduce((sum, n) => sum + n, 0) / wins.length) * 10) / 10 : null,
    currentStreak: leagueStreak(stats, now),
  };
}

/** Who owns a league after its owner leaves: the member who joined earliest (ties: the first by id). */
export function successorOf<M extends { joinedAt: string; id: string }>(members: readonly M[], leaving: string): M | undefined {
  return members
    .filter((member) => member.id !== leaving)
    .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt) || a.id.localeCompare(b.id))[0];
}
