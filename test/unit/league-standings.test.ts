/**
 * League standings across time zones (docs/product.md, "Leagues"), swept over many dates: places
 * only among members who played the date, the date's hours around the world, and streaks that read
 * the same to every member whatever their zone.
 */
import {
  dateAroundTheWorld,
  earliestLiveDay,
  everyoneOfZonesFrom,
  localDay,
  localDayFromDate,
  localDayFromNumber,
} from '../../lambdas/domain/calendar';
import { dayIsOver, dayPlaces, leagueStreak, playedCount, pointsFor, weekOf, weekPlaces, weekRow } from '../../lambdas/domain/leagues';
import { MAX_TZ_OFFSET, MIN_TZ_OFFSET } from '../../lambdas/domain/rules';
import { summarize } from '../../lambdas/domain/streaks';

const HOUR = 3_600_000;
const DATES = Array.from({ length: 60 }, (_, i) => localDayFromNumber(20_400 + i * 7 + (i % 7)));

describe("a code reaches a league's members", () => {
  it('at the latest of their midnights, each in their own zone; with a zone not known, when every zone on Earth has it', () => {
    const [TOKYO, LOS_ANGELES, LONDON] = [-540, 480, 0];
    const date = '2027-03-10';
    expect(everyoneOfZonesFrom(date, [TOKYO, LOS_ANGELES, LONDON]).toISOString()).toBe('2027-03-10T08:00:00.000Z');
    expect(everyoneOfZonesFrom(date, [TOKYO, LONDON]).toISOString()).toBe('2027-03-10T00:00:00.000Z');
    const earth = dateAroundTheWorld(date).everyoneFrom.toISOString();
    expect(earth).toBe('2027-03-10T12:00:00.000Z');
    expect(everyoneOfZonesFrom(date, [TOKYO, undefined]).toISOString()).toBe(earth);
    expect(everyoneOfZonesFrom(date, []).toISOString()).toBe(earth);
  });
});

describe('places on one date', () => {
  it('ranks only the members who played it; equals share a place', () => {
    const places = dayPlaces([
      { state: 'won', guessesUsed: 3 },
      { state: 'not-played', guessesUsed: 0 },
      { state: 'lost', guessesUsed: 6 },
      { state: 'won', guessesUsed: 3 },
      { state: 'playing', guessesUsed: 2 },
    ]);
    expect(places).toEqual([1, null, 3, 1, 4]);
    expect(
      playedCount([
        { state: 'not-played', guessesUsed: 0 },
        { state: 'won', guessesUsed: 1 },
      ]),
    ).toBe(1);
  });

  it('counts each revealed letter as a guess: a helped win ranks and scores lower, never below a loss', () => {
    const places = dayPlaces([
      { state: 'won', guessesUsed: 2, lettersRevealed: 1 },
      { state: 'won', guessesUsed: 3 },
      { state: 'won', guessesUsed: 6, lettersRevealed: 10 },
      { state: 'lost', guessesUsed: 6 },
      { state: 'won', guessesUsed: 2 },
    ]);
    expect(places).toEqual([2, 2, 4, 5, 1]);
    expect([pointsFor(2, 1), pointsFor(3), pointsFor(6, 10), pointsFor(0), pointsFor(undefined)]).toEqual([4, 4, 1, 0, 0]);
    const row = weekRow({ '2026-11-23': 2, '2026-11-24': 0 }, weekOf('2026-11-23'), { '2026-11-23': 2, '2026-11-24': 1 });
    expect(row).toMatchObject({ points: 3, totalGuesses: 4 + 6, helped: [2, 0, 0, 0, 0, 0, 0] });
  });
});

describe('a date around the world', () => {
  it.each(DATES.map((day) => [day.date]))('%s: every zone has it from its midnight at UTC-12, someone until the next', (date) => {
    const { everyoneFrom, openUntil } = dateAroundTheWorld(date);
    for (const offset of [MIN_TZ_OFFSET, -330, 0, 480, MAX_TZ_OFFSET]) {
      expect(localDay(everyoneFrom, offset).date >= date).toBe(true); // begun in every zone
      expect(localDay(new Date(openUntil.getTime() - 1), offset).date >= date).toBe(true);
    }
    expect(localDay(new Date(everyoneFrom.getTime() - 1), MAX_TZ_OFFSET).date < date).toBe(true); // not a minute earlier
    expect(localDay(new Date(openUntil.getTime() - 1), MAX_TZ_OFFSET).date).toBe(date); // still open at UTC-12
    expect(earliestLiveDay(openUntil).date > date).toBe(true); // then over everywhere
  });
});

describe('a streak in a league', () => {
  it.each(DATES.map((day) => [day.date, day.dayNumber]))('%s: reads the same to a viewer in any zone, at any hour', (_date, dayNumber) => {
    // Won the two dates before D; seen from every hour of D at UTC+14 to the end of D at UTC-12.
    const history = { [localDayFromNumber(dayNumber - 2).date]: 3, [localDayFromNumber(dayNumber - 1).date]: 4 };
    const stats = summarize(history);
    const { everyoneFrom, openUntil } = dateAroundTheWorld(localDayFromNumber(dayNumber).date);
    for (let at = everyoneFrom.getTime() - 24 * HOUR; at < openUntil.getTime(); at += HOUR) {
      expect(leagueStreak(stats, new Date(at))).toBe(2); // D is still open somewhere: the streak stands
    }
    expect(leagueStreak(stats, openUntil)).toBe(0); // D is over everywhere without a win
  });
});

describe('the week, alike for every member', () => {
  it.each(DATES.slice(0, 12).map((day) => [day.date]))(
    'week of %s: the same rows whoever looks, with games before the league left out',
    (date) => {
      const week = weekOf(date);
      // A member ahead in time has finished the week's last date while others are still on its first.
      const history = { [week[0]]: 3, [week[6]]: 1, [localDayFromNumber(localDayFromDate(week[0])!.dayNumber - 1).date]: 2 };
      const row = weekRow(history, week, {}, week[0]);
      expect(row.days).toEqual([3, null, null, null, null, null, 1]);
      expect(row).toMatchObject({ points: 4 + 6, totalGuesses: 4 });
    },
  );

  it('gives equal points and guesses one shared place', () => {
    const row = (points: number, totalGuesses: number) => ({ points, totalGuesses, days: [], helped: [] });
    expect(weekPlaces([row(10, 5), row(8, 7), row(8, 7), row(8, 9), row(0, 0)])).toEqual([1, 2, 2, 4, 5]);
  });
});

describe("a member's day of a date", () => {
  it.each(DATES.slice(0, 12).map((day) => [day.date]))(
    '%s: over at their own midnight, or everywhere when their zone is unknown',
    (date) => {
      const { everyoneFrom, openUntil } = dateAroundTheWorld(date);
      for (let at = everyoneFrom.getTime() - 24 * HOUR; at <= openUntil.getTime(); at += HOUR) {
        const now = new Date(at);
        for (const offset of [MIN_TZ_OFFSET, -60, 0, 300, MAX_TZ_OFFSET])
          expect(dayIsOver(date, now, offset)).toBe(localDay(now, offset).date > date);
        expect(dayIsOver(date, now, undefined)).toBe(at >= openUntil.getTime());
      }
    },
  );
});
