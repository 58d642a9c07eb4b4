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
    expect(days.map((day) => day.textContent)).toEqual(['', '✓', '✗', '❄', '✈', '–', '']);
    expect(screen.getByTestId('streak-freezes').textContent).toContain(`1 streak freeze banked (at most ${MAX_STREAK_FREEZES}).`);
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
