/**
 * The streak's calendar strip (docs/product.md, "Streaks"): the last 30 days, oldest first, each
 * won, lost, frozen, taken by a journey or missed, with the freezes banked. Each day has a sign as
 * well as a colour (never colour alone) and is read out with its date and what it was.
 */
import type { Statistics } from '@contracts/load-game-state';
import { MAX_STREAK_FREEZES, STREAK_FREEZE_EVERY_DAYS } from '@contracts/constants';
import { dateLocale } from '../i18n/intl';
import { texts } from '../i18n/texts';

type DayState = NonNullable<Statistics['recentDays'][number]['state']>;

/** Each state's sign, in the legend's order (its name is the catalogue's). */
const SIGNS: Readonly<Record<DayState, string>> = { won: '✓', played: '✗', frozen: '❄', travelled: '✈', missed: '–' };
const STATES = Object.keys(SIGNS) as DayState[];

/** "Fri 27 Nov" ("vie, 27 nov"): a strip day's date (a calendar date: read in UTC, whatever the browser's zone). */
const dayName = (date: string) =>
  new Intl.DateTimeFormat(dateLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
export const stripDayLabel = (date: string, state: DayState | null, earnedFreeze = false) =>
  `${dayName(date)}: ${state ? texts('play').streak.states[state] : texts('play').streak.notPlayed}` +
  (earnedFreeze ? texts('play').streak.earnedFreeze : '');

/** The day of the month a strip day shows above its sign ("27"). */
const dayOfMonth = (date: string) => String(Number(date.slice(8, 10)));

/** "1 streak freeze banked (at most 2)." */
export const freezesBankedText = (banked: number) => texts('play').streak.freezesBanked(banked, MAX_STREAK_FREEZES);

/** What today's game did to the freezes, for the result panel: used one (or more), earned one, or nothing. */
export function streakNewsText({ todayFreezesUsed, todayFreezeEarned, streakFreezes }: Statistics): string | null {
  const t = texts('play').streak;
  const used = todayFreezesUsed === 0 ? '' : t.freezesUsed(todayFreezesUsed);
  const earned = todayFreezeEarned ? t.freezeEarned(STREAK_FREEZE_EVERY_DAYS, streakFreezes, MAX_STREAK_FREEZES) : '';
  return [used, earned].filter(Boolean).join(' ') || null;
}

/** Where the next freeze stands: "3 of 7 days in a row toward your next streak freeze.", or the bank full. */
export function freezeProgressText({ daysTowardFreeze }: Pick<Statistics, 'daysTowardFreeze'>): string {
  const t = texts('play').streak;
  return daysTowardFreeze === null ? t.mostBanked(MAX_STREAK_FREEZES) : t.towardFreeze(daysTowardFreeze, STREAK_FREEZE_EVERY_DAYS);
}

export function StreakStrip({ statistics }: { statistics: Statistics }) {
  const t = texts('play').streak;
  return (
    <section className="streak-strip" aria-labelledby="streak-strip-heading">
      <h3 id="streak-strip-heading" className="stats-heading">
        {t.lastDays(statistics.recentDays.length)}
      </h3>
      {/* How freezes work, before the days that show them. */}
      <p className="muted" data-testid="streak-freezes">
        {freezesBankedText(statistics.streakFreezes)}
        {t.howEarned(STREAK_FREEZE_EVERY_DAYS)}
      </p>
      <p className="freeze-progress" data-testid="freeze-progress">
        {freezeProgressText(statistics)}
      </p>
      <ol className="streak-days" data-testid="streak-days">
        {statistics.recentDays.map(({ date, state, earnedFreeze }) => (
          <li
            key={date}
            className={`streak-day ${state ?? 'none'}${earnedFreeze ? ' earned' : ''}`}
            aria-label={stripDayLabel(date, state, earnedFreeze)}
            title={stripDayLabel(date, state, earnedFreeze)}
          >
            <span className="streak-date" aria-hidden="true">
              {dayOfMonth(date)}
            </span>
            <span className="streak-sign" aria-hidden="true">
              {state ? SIGNS[state] : ''}
            </span>
          </li>
        ))}
      </ol>
      <p className="streak-legend muted" aria-hidden="true">
        {STATES.map((state) => (
          <span key={state}>
            {SIGNS[state]} {t.states[state]}
          </span>
        ))}
        <span>
          <span className="streak-legend-earned" /> {t.earnedLegend}
        </span>
      </p>
    </section>
  );
}
