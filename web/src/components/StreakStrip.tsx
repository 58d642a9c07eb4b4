/**
 * The streak's calendar strip (docs/product.md, "Streaks"): the last 30 days, oldest first, each
 * won, lost, frozen, taken by a journey or missed, with the freezes banked. Each day has a sign as
 * well as a colour (never colour alone) and is read out with its date and what it was.
 */
import type { Statistics } from '@contracts/load-game-state';
import { MAX_STREAK_FREEZES, STREAK_FREEZE_EVERY_DAYS } from '@contracts/constants';

type DayState = NonNullable<Statistics['recentDays'][number]['state']>;

/** What each state is called and shown as: the strip's legend, in this order. */
const STATES: readonly { state: DayState; sign: string; name: string }[] = [
  { state: 'won', sign: '✓', name: 'won' },
  { state: 'played', sign: '✗', name: 'lost' },
  { state: 'frozen', sign: '❄', name: 'frozen' },
  { state: 'travelled', sign: '✈', name: 'travelled' },
  { state: 'missed', sign: '–', name: 'missed' },
];
const shown = (state: DayState) => STATES.find((entry) => entry.state === state)!;

/** "Fri 27 Nov": a strip day's date (a calendar date: read in UTC, whatever the browser's zone). */
const dayName = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
export const stripDayLabel = (date: string, state: DayState | null) =>
  `${dayName.format(new Date(`${date}T00:00:00Z`))}: ${state ? shown(state).name : 'not played'}`;

/** "1 streak freeze banked (at most 2)." */
export const freezesBankedText = (banked: number) =>
  `${banked} streak ${banked === 1 ? 'freeze' : 'freezes'} banked (at most ${MAX_STREAK_FREEZES}).`;

/** What today's game did to the freezes, for the result panel: used one (or more), earned one, or nothing. */
export function streakNewsText({ todayFreezesUsed, todayFreezeEarned, streakFreezes }: Statistics): string | null {
  const used =
    todayFreezesUsed === 0
      ? ''
      : todayFreezesUsed === 1
        ? 'A streak freeze kept your streak over a missed day.'
        : `${todayFreezesUsed} streak freezes kept your streak over ${todayFreezesUsed} missed days.`;
  const earned = todayFreezeEarned
    ? `${STREAK_FREEZE_EVERY_DAYS} days in a row: you earned a streak freeze (${streakFreezes} of ${MAX_STREAK_FREEZES} banked).`
    : '';
  return [used, earned].filter(Boolean).join(' ') || null;
}

export function StreakStrip({ statistics }: { statistics: Statistics }) {
  return (
    <section className="streak-strip" aria-labelledby="streak-strip-heading">
      <h3 id="streak-strip-heading" className="stats-heading">
        Last {statistics.recentDays.length} days
      </h3>
      <ol className="streak-days" data-testid="streak-days">
        {statistics.recentDays.map(({ date, state }) => (
          <li
            key={date}
            className={`streak-day ${state ?? 'none'}`}
            aria-label={stripDayLabel(date, state)}
            title={stripDayLabel(date, state)}
          >
            <span aria-hidden="true">{state ? shown(state).sign : ''}</span>
          </li>
        ))}
      </ol>
      <p className="streak-legend muted" aria-hidden="true">
        {STATES.map(({ state, sign, name }) => (
          <span key={state}>
            {sign} {name}
          </span>
        ))}
      </p>
      <p className="muted" data-testid="streak-freezes">
        {freezesBankedText(statistics.streakFreezes)} Every {STREAK_FREEZE_EVERY_DAYS} days played in a row earn one; each keeps your streak
        over a missed day.
      </p>
    </section>
  );
}
