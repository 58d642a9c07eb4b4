import { archiveDateProblem, archiveDays, archiveStatistics } from '../../lambdas/domain/archive';
import { localDay, localDayFromDate } from '../../lambdas/domain/calendar';
import { MAX_TZ_OFFSET, MIN_TZ_OFFSET } from '../../lambdas/domain/rules';

const today = localDayFromDate('2026-11-22')!;
/** 20:00 UTC on the 22nd: 08:00 at UTC−12, so the 22nd is live everywhere and the 21st is over. */
const now = new Date('2026-11-22T20:00:00Z');

describe('which past days the archive offers', () => {
  it('offers yesterday back to the launch date, newest first, with their weekday lengths', () => {
    const days = archiveDays('2026-11-18', now);
    expect(days.map((d) => [d.date, d.wordLength])).toEqual([
      ['2026-11-21', 9], // Saturday
      ['2026-11-20', 8],
      ['2026-11-19', 7],
      ['2026-11-18', 6], // Wednesday
    ]);
  });

  it('offers nothing before the launch, or on launch day itself', () => {
    expect(archiveDays('2026-11-22', now)).toEqual([]);
    expect(archiveDays('2026-12-01', now)).toEqual([]);
  });

  it.each([
    ['2026-11-21', undefined],
    ['2026-11-01', undefined],
    ['2026-10-31', 'before-launch'],
    ['2026-11-22', 'today'],
    ['2026-11-23', 'future'],
    ['2026-02-30', 'not-a-date'],
    ['21/11/2026', 'not-a-date'],
  ])('%s: %s', (date, problem) => {
    expect(archiveDateProblem(date, '2026-11-01', today, now)).toBe(problem);
  });
});

describe('no code before its day is over everywhere', () => {
  const launch = '2026-11-01';
  const UTC_PLUS_14 = MIN_TZ_OFFSET;
  const UTC_MINUS_12 = MAX_TZ_OFFSET;
  const problemAt = (instant: string, tzOffset: number, date: string) => {
    const at = new Date(instant);
    return archiveDateProblem(date, launch, localDay(at, tzOffset), at);
  };

  it("refuses a UTC+14 player's yesterday while it is still today at UTC−12", () => {
    // 11:59:59 UTC: the 21st's last second at UTC−12, and already the 23rd at UTC+14.
    expect(problemAt('2026-11-22T11:59:59Z', UTC_PLUS_14, '2026-11-22')).toBe('still-live');
    expect(problemAt('2026-11-22T11:59:59Z', UTC_PLUS_14, '2026-11-21')).toBe('still-live');
    expect(problemAt('2026-11-22T11:59:59Z', UTC_PLUS_14, '2026-11-20')).toBeUndefined();
    // A second later the 21st is over everywhere.
    expect(problemAt('2026-11-22T12:00:00Z', UTC_PLUS_14, '2026-11-21')).toBeUndefined();
    expect(problemAt('2026-11-22T12:00:00Z', UTC_PLUS_14, '2026-11-22')).toBe('still-live');
  });

  it("opens a UTC−12 player's yesterday from their midnight on, and never their today", () => {
    expect(problemAt('2026-11-22T11:59:59Z', UTC_MINUS_12, '2026-11-21')).toBe('today');
    expect(problemAt('2026-11-22T11:59:59Z', UTC_MINUS_12, '2026-11-20')).toBeUndefined();
    expect(problemAt('2026-11-22T12:00:00Z', UTC_MINUS_12, '2026-11-21')).toBeUndefined();
    expect(problemAt('2026-11-22T12:00:00Z', UTC_MINUS_12, '2026-11-22')).toBe('today');
  });

  it('lists the same days for every time zone: the ones over everywhere', () => {
    const at = new Date('2026-11-22T11:59:59Z');
    expect(archiveDays(launch, at)[0].date).toBe('2026-11-20');
    expect(archiveDays(launch, new Date('2026-11-22T12:00:00Z'))[0].date).toBe('2026-11-21');
  });
});

describe("the archive's own statistics", () => {
  it('counts finished games only, and wins by guesses used', () => {
    const won = (n: number) => ({ status: 'won' as const, guesses: Array<string>(n).fill('word') });
    expect(
      archiveStatistics([
        won(2),
        won(2),
        won(6),
        { status: 'lost', guesses: Array<string>(6).fill('word') },
        { status: 'playing', guesses: ['word'] },
      ]),
    ).toEqual({ played: 4, won: 3, winPercent: 75, distribution: [0, 2, 0, 0, 0, 1] });
    expect(archiveStatistics([])).toEqual({ played: 0, won: 0, winPercent: 0, distribution: [0, 0, 0, 0, 0, 0] });
  });
});
