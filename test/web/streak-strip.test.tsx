/** The streak's calendar strip and the result panel's freeze news (web/src/components/StreakStrip.tsx), rendered in jsdom. */
import { render, screen, within } from '@testing-library/react';
import type { Statistics } from '../../lambdas/contracts/load-game-state';
import { MAX_STREAK_FREEZES, STREAK_FREEZE_EVERY_DAYS } from '../../lambdas/contracts/constants';
import { StreakStrip, streakNewsText } from '../../web/src/components/StreakStrip';

const statistics = (overrides: Partial<Statistics>): Statistics => ({
  played: 0,
  won: 0,
  winPercent: 0,
  distribution: [0, 0, 0, 0, 0, 0],
  byLength: {},
  today: null,
  helpedWins: 0,
  todayLettersRevealed: 0,
  streakFreezes: 0,
  recentDays: [],
  todayFreezesUsed: 0,
  todayFreezeEarned: false,
  daysTowardFreeze: 0,
  ...overrides,
});

describe('the calendar strip', () => {
  it('reads out each day with its date and what it was, and shows a sign besides the colour', () => {
    const recentDays: Statistics['recentDays'] = [
      { date: '2026-11-21', state: null },
      { date: '2026-11-22', state: 'won' },
      { date: '2026-11-23', state: 'played' },
      { date: '2026-11-24', state: 'frozen' },
      { date: '2026-11-25', state: 'travelled' },
      { date: '2026-11-26', state: 'missed' },
      { date: '2026-11-27', state: null },
    ];
    render(<StreakStrip statistics={statistics({ recentDays, streakFreezes: 1 })} />);
    const days = within(screen.getByTestId('streak-days')).getAllByRole('listitem');
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      'Sat 21 Nov: not played',
      'Sun 22 Nov: won',
      'Mon 23 Nov: lost',
      'Tue 24 Nov: frozen',
      'Wed 25 Nov: travelled',
      'Thu 26 Nov: missed',
      'Fri 27 Nov: not played',
    ]);
    expect(days.map((day) => day.querySelector('.streak-sign')?.textContent)).toEqual(['', '✓', '✗', '❄', '✈', '–', '']);
    // Each day is labelled on screen too: its day of the month above its sign.
    expect(days.map((day) => day.querySelector('.streak-date')?.textContent)).toEqual(['21', '22', '23', '24', '25', '26', '27']);
    expect(screen.getByTestId('streak-freezes').textContent).toContain(`1 streak freeze banked (at most ${MAX_STREAK_FREEZES}).`);
  });

  it('explains freezes before the days, marks the day one was earned, and says how far the next one is', () => {
    const recentDays: Statistics['recentDays'] = [
      { date: '2026-11-20', state: 'won', earnedFreeze: true },
      { date: '2026-11-21', state: 'frozen' },
      { date: '2026-11-22', state: 'won' },
    ];
    render(<StreakStrip statistics={statistics({ recentDays, streakFreezes: 0, daysTowardFreeze: 3 })} />);
    const strip = screen.getByTestId('streak-days');
    const explained = screen.getByTestId('streak-freezes');
    expect(explained.compareDocumentPosition(strip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const [earned, frozen] = within(strip).getAllByRole('listitem');
    expect(earned.getAttribute('aria-label')).toBe('Fri 20 Nov: won, earned a streak freeze');
    expect(earned.classList.contains('earned')).toBe(true);
    expect(frozen.getAttribute('aria-label')).toBe('Sat 21 Nov: frozen');
    expect(screen.getByTestId('freeze-progress').textContent).toBe(
      `3 of ${STREAK_FREEZE_EVERY_DAYS} days in a row toward your next streak freeze.`,
    );
  });

  it('says so when the most freezes are banked (none can be earned until one is used)', () => {
    render(<StreakStrip statistics={statistics({ streakFreezes: MAX_STREAK_FREEZES, daysTowardFreeze: null })} />);
    expect(screen.getByTestId('freeze-progress').textContent).toBe(
      `You have the most streak freezes you can bank (${MAX_STREAK_FREEZES}): use one to earn the next.`,
    );
  });
});

describe("the result panel's news of freezes", () => {
  it('says when a freeze kept the streak, when one was earned, both, or nothing', () => {
    expect(streakNewsText(statistics({ today: 3 }))).toBeNull();
    expect(streakNewsText(statistics({ today: 3, todayFreezesUsed: 1 }))).toBe('A streak freeze kept your streak over a missed day.');
    expect(streakNewsText(statistics({ today: 3, todayFreezesUsed: 2 }))).toBe('2 streak freezes kept your streak over 2 missed days.');
    expect(streakNewsText(statistics({ today: 3, todayFreezeEarned: true, streakFreezes: 2 }))).toBe(
      `${STREAK_FREEZE_EVERY_DAYS} days in a row: you earned a streak freeze (2 of ${MAX_STREAK_FREEZES} banked).`,
    );
  });
});
