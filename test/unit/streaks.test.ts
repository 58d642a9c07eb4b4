/** Streaks, histories joining an account and the statistics view (lambdas/domain/streaks.ts), on made-up histories. */
import { emptyStats, joinHistories, statisticsFor, summarize, visibleStreak, withResult, type History } from '../../lambdas/domain/streaks';

/** A history from results in order: [date, guesses to win (0 = lost)]. */
const history = (...days: [string, number][]): History => days.reduce<History>((h, [date, result]) => withResult(h, date, result), {});

describe('streaks', () => {
  it('grow with wins on consecutive local days, across a month end', () => {
    expect(summarize(history(['2026-11-29', 3], ['2026-11-30', 3], ['2026-12-01', 3]))).toMatchObject({
      currentStreak: 3,
      longestStreak: 3,
      played: 3,
      won: 3,
    });
  });

  it('restart after a missed day, and keep the longest', () => {
    // the 22nd was missed
    expect(summarize(history(['2026-11-20', 3], ['2026-11-21', 3], ['2026-11-23', 3]))).toMatchObject({
      currentStreak: 1,
      longestStreak: 2,
    });
  });

  it('reset on a loss', () => {
    expect(summarize(history(['2026-11-20', 3], ['2026-11-21', 0]))).toMatchObject({
      currentStreak: 0,
      longestStreak: 1,
      played: 2,
      won: 1,
    });
    expect(summarize(history(['2026-11-20', 3], ['2026-11-21', 0], ['2026-11-22', 4])).currentStreak).toBe(1);
  });

  it("count a game finished after midnight for the game's own date", () => {
    // Won on the 21st's game (finished at 00:05 on the 22nd), then the 22nd's game: a streak of 2.
    expect(summarize(history(['2026-11-21', 2], ['2026-11-22', 5])).currentStreak).toBe(2);
  });

  it('show as broken once a whole day passes without a win', () => {
    const stats = summarize(history(['2026-11-20', 3]));
    expect(visibleStreak(stats, '2026-11-20')).toBe(1);
    expect(visibleStreak(stats, '2026-11-21')).toBe(1);
    expect(visibleStreak(stats, '2026-11-22')).toBe(0);
  });

  it('keep the guess distribution per word length (the date gives the length: Friday 8, Saturday 9)', () => {
    expect(summarize(history(['2026-11-20', 3], ['2026-11-21', 1])).distribution).toEqual({
      '8': [0, 0, 1, 0, 0, 0],
      '9': [1, 0, 0, 0, 0, 0],
    });
  });

  it('keep a day first recorded: a second result for it changes nothing', () => {
    expect(withResult(history(['2026-11-20', 3]), '2026-11-20', 0)).toEqual({ '2026-11-20': 3 });
  });

  it('go on from the figures kept before histories existed', () => {
    const baseline = {
      ...emptyStats(),
      played: 9,
      won: 8,
      currentStreak: 3,
      longestStreak: 7,
      lastWonDate: '2026-11-19',
      distribution: { '5': [1, 1, 1, 1, 1, 3] },
    };
    const stats = summarize(history(['2026-11-20', 2]), baseline);
    expect(stats).toMatchObject({ played: 10, won: 9, currentStreak: 4, longestStreak: 7, lastWonDate: '2026-11-20' });
    expect(stats.distribution['5']).toEqual([1, 1, 1, 1, 1, 3]);
  });
});

describe('an anonymous history joining an account', () => {
  it('adds the days the account has not played, and never counts a day twice', () => {
    const account = history(['2026-11-20', 3], ['2026-11-21', 4]);
    const anonymous = history(['2026-11-21', 1], ['2026-11-22', 2]);
    const { joined, added } = joinHistories(account, anonymous);
    expect(added).toEqual(['2026-11-22']);
    expect(joined).toEqual({ '2026-11-20': 3, '2026-11-21': 4, '2026-11-22': 2 });
    // Joined again (a retry, or a second device with the same days): nothing more.
    expect(joinHistories(joined, anonymous).added).toEqual([]);
  });

  it("keeps the account's game on a date it has one of, finished or in play: the browser's result of that date stays out", () => {
    const account = history(['2026-11-20', 3]);
    const anonymous = history(['2026-11-21', 1], ['2026-11-22', 0]);
    // The account is 5 guesses into 2026-11-22 (no result yet): its game keeps the date.
    const { joined, added } = joinHistories(account, anonymous, new Set(['2026-11-22']));
    expect(added).toEqual(['2026-11-21']);
    expect(joined).toEqual({ '2026-11-20': 3, '2026-11-21': 1 });
  });

  it('continues the streak where the dates connect', () => {
    const { joined } = joinHistories(history(['2026-11-20', 3]), history(['2026-11-21', 2], ['2026-11-22', 5]));
    expect(summarize(joined)).toMatchObject({ currentStreak: 3, longestStreak: 3, played: 3, won: 3 });
  });
});

describe('what the statistics view shows', () => {
  it('win %, the distribution at today’s length with today marked, and per length and over all', () => {
    const days = history(['2026-11-20', 3], ['2026-11-21', 0], ['2026-11-27', 2]); // Fridays (8) and a Saturday (9)
    const view = statisticsFor(summarize(days), days, { date: '2026-11-27', wordLength: 8 });
    expect(view).toMatchObject({ played: 3, won: 2, winPercent: 67, distribution: [0, 1, 1, 0, 0, 0], today: 2 });
    expect(view.byLength['8']).toEqual({ played: 2, won: 2, distribution: [0, 1, 1, 0, 0, 0] });
    expect(view.byLength['9']).toEqual({ played: 1, won: 0, distribution: [0, 0, 0, 0, 0, 0] });
    expect(view.byLength.all).toEqual({ played: 3, won: 2, distribution: [0, 1, 1, 0, 0, 0] });
    expect(statisticsFor(emptyStats(), {}, { date: '2026-11-27', wordLength: 8 })).toMatchObject({ played: 0, winPercent: 0, today: null });
  });
});
