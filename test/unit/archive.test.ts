import { archiveDateProblem, archiveDays, archiveStatistics } from '../../lambdas/domain/archive';
import { localDayFromDate } from '../../lambdas/domain/calendar';

const today = localDayFromDate('2026-11-22')!;

describe('which past days the archive offers', () => {
  it('offers yesterday back to the launch date, newest first, with their weekday lengths', () => {
    const days = archiveDays('2026-11-18', today);
    expect(days.map((d) => [d.date, d.wordLength])).toEqual([
      ['2026-11-21', 9], // Saturday
      ['2026-11-20', 8],
      ['2026-11-19', 7],
      ['2026-11-18', 6], // Wednesday
    ]);
  });

  it('offers nothing before the launch, or on launch day itself', () => {
    expect(archiveDays('2026-11-22', today)).toEqual([]);
    expect(archiveDays('2026-12-01', today)).toEqual([]);
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
    expect(archiveDateProblem(date, '2026-11-01', today)).toBe(problem);
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
