/** Streaks, histories joining an account and the statistics view (lambdas/domain/streaks.ts), on made-up histories. */
import { localDay, localDayFromDate, localDayFromNumber } from '../../lambdas/domain/calendar';
import {
  JOURNEY_EAST_MINUTES,
  MAX_STREAK_FREEZES,
  MAX_TZ_OFFSET,
  MIN_TZ_OFFSET,
  STREAK_FREEZE_EVERY_DAYS,
  STREAK_STRIP_DAYS,
  TRAVELLED_DAYS_MAX,
  TRAVELLED_WINDOW_DAYS,
} from '../../lambdas/domain/rules';
import {
  emptyStats,
  joinHistories,
  statisticsFor,
  streakView,
  summarize,
  walkHistory,
  withResult,
  type DayClocks,
  type History,
} from '../../lambdas/domain/streaks';
import { tzOffsetIn } from '../support/clock';
import { playsOnOwnDays, roundTrip, swingingClockPlays, type Leg, type Play } from '../support/traveller';

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

  it('show as broken once a whole day passes without a win (no freeze banked)', () => {
    const days = history(['2026-11-20', 3]);
    const today = (date: string) => streakView(days, { date, tzOffset: 0 }).currentStreak;
    expect(today('2026-11-20')).toBe(1);
    expect(today('2026-11-21')).toBe(1);
    expect(today('2026-11-22')).toBe(0);
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

/** `count` consecutive days from `first`, each with `result` (a win in 3 unless said). */
const run = (first: string, count: number, result = 3): [string, number][] =>
  Array.from({ length: count }, (_, i) => [localDayFromNumber(localDayFromDate(first)!.dayNumber + i).date, result]);
const dateAfter = (date: string, days: number) => localDayFromNumber(localDayFromDate(date)!.dayNumber + days).date;
const stateOn = (view: ReturnType<typeof streakView>, date: string) => view.recentDays.find((day) => day.date === date)?.state;

describe('streak freezes', () => {
  it('say how far the next one is, mark the day one was earned, and say nothing of progress while the most are banked', () => {
    const three = run('2026-11-02', 3);
    expect(streakView(history(...three), { date: '2026-11-04', tzOffset: 0 }).daysTowardFreeze).toBe(3);
    const week = run('2026-11-02', STREAK_FREEZE_EVERY_DAYS + 2); // a freeze on the 8th, then two days more
    const view = streakView(history(...week), { date: '2026-11-10', tzOffset: 0 });
    expect(view.daysTowardFreeze).toBe(2);
    expect(view.recentDays.filter((day) => day.earnedFreeze).map((day) => day.date)).toEqual(['2026-11-08']);
    // A missed day (frozen) starts the count again.
    const frozen = streakView(history(...run('2026-11-02', STREAK_FREEZE_EVERY_DAYS), ['2026-11-10', 3]), {
      date: '2026-11-10',
      tzOffset: 0,
    });
    expect(frozen.daysTowardFreeze).toBe(1);
    const full = run('2026-10-01', STREAK_FREEZE_EVERY_DAYS * MAX_STREAK_FREEZES + 3);
    const last = full[full.length - 1][0];
    expect(streakView(history(...full), { date: last, tzOffset: 0 })).toMatchObject({
      streakFreezes: MAX_STREAK_FREEZES,
      daysTowardFreeze: null,
    });
  });

  it(`are earned by ${STREAK_FREEZE_EVERY_DAYS} days played in a row, and keep the streak over a missed day, shown frozen`, () => {
    const week = run('2026-11-02', STREAK_FREEZE_EVERY_DAYS); // the 2nd to the 8th
    expect(streakView(history(...week), { date: '2026-11-08', tzOffset: 0 })).toMatchObject({ streakFreezes: 1, todayFreezeEarned: true });
    // The 9th missed, the 10th played: the streak goes on (a frozen day does not add to it).
    const days = history(...week, ['2026-11-10', 4]);
    const view = streakView(days, { date: '2026-11-10', tzOffset: 0 });
    expect(view).toMatchObject({
      currentStreak: STREAK_FREEZE_EVERY_DAYS + 1,
      streakFreezes: 0,
      todayFreezesUsed: 1,
      todayFreezeEarned: false,
    });
    expect(stateOn(view, '2026-11-09')).toBe('frozen');
    expect(stateOn(view, '2026-11-10')).toBe('won');
    // Before the 10th was played, the 9th was already frozen: the streak showed on the 10th morning.
    expect(streakView(history(...week), { date: '2026-11-10', tzOffset: 0 })).toMatchObject({ currentStreak: 7, streakFreezes: 0 });
  });

  it(`bank at most ${MAX_STREAK_FREEZES}, one per ${STREAK_FREEZE_EVERY_DAYS} days in a row`, () => {
    const days = run('2026-11-01', STREAK_FREEZE_EVERY_DAYS * (MAX_STREAK_FREEZES + 2));
    const walk = walkHistory(history(...days), { freezes: true });
    expect(walk.streakFreezes).toBe(MAX_STREAK_FREEZES);
    expect([...walk.earnedOn]).toEqual(days.slice(0, MAX_STREAK_FREEZES).map((_, i) => days[(i + 1) * STREAK_FREEZE_EVERY_DAYS - 1][0]));
  });

  it('are used one per missed day: past the last, the streak ends', () => {
    const days = run('2026-11-01', STREAK_FREEZE_EVERY_DAYS * 2); // two freezes: 1st to 14th
    const last = days[days.length - 1][0];
    const after = (gap: number) =>
      streakView(history(...days, [dateAfter(last, gap + 1), 2]), { date: dateAfter(last, gap + 1), tzOffset: 0 });
    expect(after(2)).toMatchObject({ currentStreak: days.length + 1, todayFreezesUsed: 2, streakFreezes: 0 });
    const three = after(3);
    expect(three.currentStreak).toBe(1);
    expect([1, 2, 3].map((i) => stateOn(three, dateAfter(last, i)))).toEqual(['frozen', 'frozen', 'missed']);
  });

  it('never turn a loss into a win, and keep no streak that a loss ended', () => {
    const days = [...run('2026-11-01', STREAK_FREEZE_EVERY_DAYS), ['2026-11-08', 0] as [string, number]];
    const view = streakView(history(...days, ['2026-11-10', 2]), { date: '2026-11-10', tzOffset: 0 });
    // The loss ended the streak; the 9th was missed with no streak to keep: the freeze stays banked.
    expect(view).toMatchObject({ currentStreak: 1, streakFreezes: 1, todayFreezesUsed: 0 });
    expect(stateOn(view, '2026-11-08')).toBe('played');
    expect(stateOn(view, '2026-11-09')).toBe('missed');
  });

  it('count lost days as days played, but a missed or frozen day starts the count again', () => {
    const lostWeek = run('2026-11-01', STREAK_FREEZE_EVERY_DAYS, 0);
    expect(walkHistory(history(...lostWeek), { freezes: true }).streakFreezes).toBe(1);
    const broken = [...run('2026-11-01', STREAK_FREEZE_EVERY_DAYS - 1), ...run('2026-11-08', STREAK_FREEZE_EVERY_DAYS - 1)];
    expect(walkHistory(history(...broken), { freezes: true }).streakFreezes).toBe(0);
  });

  it('never count in leagues: the streak leagues see ends on a missed day', () => {
    const days = history(...run('2026-11-02', STREAK_FREEZE_EVERY_DAYS), ['2026-11-10', 4]);
    expect(summarize(days).currentStreak).toBe(1);
  });

  it(`show the last ${STREAK_STRIP_DAYS} days, oldest first, with nothing before the first game nor on a day still open`, () => {
    const view = streakView(history(['2026-11-20', 3], ['2026-11-21', 0], ['2026-11-23', 1]), { date: '2026-11-24', tzOffset: 0 });
    expect(view.recentDays).toHaveLength(STREAK_STRIP_DAYS);
    expect(view.recentDays[STREAK_STRIP_DAYS - 1]).toEqual({ date: '2026-11-24', state: null });
    expect(view.recentDays.slice(-5).map((day) => day.state)).toEqual(['won', 'played', 'missed', 'won', null]);
    expect(view.recentDays.slice(0, -5).every((day) => day.state === null)).toBe(true);
  });
});

/** A history of wins from a traveller's plays, with the clock of each. */
const fromPlays = (plays: readonly Play[]): { days: History; clocks: DayClocks } => ({
  days: Object.fromEntries(plays.map((play) => [play.date, 3])),
  clocks: Object.fromEntries(plays.map((play) => [play.date, play.tzOffset])),
});

describe('travel-safe days: a player who plays once on each of their own calendar days', () => {
  const START = new Date('2026-03-02T00:00:00Z');
  const ROUTES = [
    { home: 'Asia/Tokyo', away: 'America/Los_Angeles', flightHours: 10 },
    { home: 'Europe/London', away: 'America/New_York', flightHours: 8 },
    { home: 'Australia/Sydney', away: 'Europe/London', flightHours: 22 },
    { home: 'Pacific/Auckland', away: 'Pacific/Honolulu', flightHours: 9 },
    { home: 'Pacific/Kiritimati', away: 'Etc/GMT+12', flightHours: 3 },
  ];

  it.each(ROUTES)('keeps the streak flying $home → $away and back, at any hour, whatever their habit', ({ home, away, flightHours }) => {
    let trips = 0;
    for (const [from, to] of [
      [home, away],
      [away, home],
    ]) {
      for (let departureHourUtc = 0; departureHourUtc < 24; departureHourUtc += 1) {
        for (const habitHour of [0, 7, 12, 18, 23]) {
          const { legs, end } = roundTrip(from, to, START, { flightHours, departureHourUtc });
          const plays = playsOnOwnDays(legs, end, habitHour);
          const { days, clocks } = fromPlays(plays);
          const last = plays[plays.length - 1];
          const walk = walkHistory(days, { clocks, until: { date: last.date, tzOffset: last.tzOffset } });
          const context = `${from} → ${to}, leaving ${departureHourUtc}:00 UTC, playing at ${habitHour}:00`;
          expect({ context, streak: walk.currentStreak, missed: [...walk.states].filter(([, state]) => state === 'missed') }).toEqual({
            context,
            streak: plays.length,
            missed: [],
          });
          trips += 1;
        }
      }
    }
    expect(trips).toBe(2 * 24 * 5);
  });

  it('still loses it for a day truly missed on a trip (the journey forgives only the date it took)', () => {
    const { legs, end } = roundTrip('America/Los_Angeles', 'Asia/Tokyo', START, { flightHours: 11, departureHourUtc: 7 });
    const plays = playsOnOwnDays(legs, end, 12);
    const skipped = plays.filter((_, i) => i !== plays.length - 2); // the day before the last, at home again
    const { days, clocks } = fromPlays(skipped);
    const last = skipped[skipped.length - 1];
    expect(walkHistory(days, { clocks, until: { date: last.date, tzOffset: last.tzOffset } }).currentStreak).toBe(1);
  });

  it('counts a date a journey east took as travelled, shown so, and as nothing else', () => {
    // Los Angeles on the 10th at 20:00, Tokyo on the 12th at 09:00: the 11th never came.
    const days = history(['2026-11-10', 3], ['2026-11-12', 2]);
    const clocks = { '2026-11-10': tzOffsetIn('America/Los_Angeles', new Date('2026-11-11T04:00:00Z')), '2026-11-12': -540 };
    const view = streakView(days, { date: '2026-11-12', tzOffset: -540 }, { clocks });
    expect(view).toMatchObject({ currentStreak: 2, todayFreezesUsed: 0 });
    expect(stateOn(view, '2026-11-11')).toBe('travelled');
    // The streak leagues see is travel-safe too; without the clocks (days before clocks were kept), it is not.
    expect(summarize(days, undefined, clocks).currentStreak).toBe(2);
    expect(summarize(days).currentStreak).toBe(1);
  });

  // Summer time starts and ends: Europe's last Sundays of March and October, North America's second
  // Sunday of March and first of November, Sydney's April and October, Lord Howe's half hour.
  const DST = [
    { zone: 'Europe/Madrid', around: ['2026-03-29', '2026-10-25'] },
    { zone: 'America/New_York', around: ['2026-03-08', '2026-11-01'] },
    { zone: 'Australia/Sydney', around: ['2026-04-05', '2026-10-04'] },
    { zone: 'Australia/Lord_Howe', around: ['2026-04-05', '2026-10-04'] },
    { zone: 'America/Santiago', around: ['2026-04-05', '2026-09-06'] },
  ];

  it.each(DST)('keeps the streak across both summer-time changes in $zone, at every habit hour', ({ zone, around }) => {
    for (const date of around) {
      for (let habitHour = 0; habitHour < 24; habitHour++) {
        const start = new Date(Date.parse(`${date}T00:00:00Z`) - 5 * 86_400_000);
        const plays = playsOnOwnDays([{ zone, from: start }], new Date(start.getTime() + 10 * 86_400_000), habitHour);
        const { days, clocks } = fromPlays(plays);
        const last = plays[plays.length - 1];
        expect(walkHistory(days, { clocks, until: { date: last.date, tzOffset: last.tzOffset } }).currentStreak).toBe(plays.length);
        // and a day missed across the change is still missed: summer time forgives nothing
        const missing = plays.filter((_, i) => i !== 5);
        const gapped = fromPlays(missing);
        expect(walkHistory(gapped.days, { clocks: gapped.clocks }).currentStreak).toBe(missing.length - 5);
      }
    }
  });
});

describe('travel that is travel: a clock the browser swings cannot keep a streak beyond the rule', () => {
  const START = Date.parse('2026-03-02T00:00:00Z');
  const SWEEP_DAYS = 60;
  const DAY = 86_400_000;
  /** One play a real day for `days` days at `hour`:00 UTC on the clock `clockOf(i)`; a date played already (a move west) is skipped. */
  const playsOn = (hour: number, clockOf: (day: number) => number, days = SWEEP_DAYS): Play[] => {
    const plays: Play[] = [];
    for (let i = 0; i < days; i++) {
      const at = new Date(START + i * DAY + hour * 3_600_000);
      const tzOffset = clockOf(i);
      const { date } = localDay(at, tzOffset);
      if (plays.length > 0 && date <= plays[plays.length - 1].date) continue;
      plays.push({ at, tzOffset, date });
    }
    return plays;
  };
  const numberOf = (date: string) => localDayFromDate(date)!.dayNumber;
  const swingingPlays = (hour: number) => swingingClockPlays(new Date(START + hour * 3_600_000), SWEEP_DAYS);
  /** A clock moved a journey's distance east every day (round the world, then back west), played once a day at `hour`:00 UTC. */
  const driftingPlays = (hour: number) =>
    playsOn(hour, (i) => MAX_TZ_OFFSET - ((i * JOURNEY_EAST_MINUTES) % (MAX_TZ_OFFSET - MIN_TZ_OFFSET + 60)));

  /** What the rule allows, checked on any walk: the checks a faked clock must not get past. */
  function expectWithinTheRule(plays: readonly Play[], context: string) {
    const { days, clocks } = fromPlays(plays);
    const last = plays[plays.length - 1];
    const walk = walkHistory(days, { clocks, freezes: true, until: { date: last.date, tzOffset: last.tzOffset } });
    const stateOf = (dayNumber: number) =>
      walk.states.get(localDayFromNumber(dayNumber).date) ?? (days[localDayFromNumber(dayNumber).date] !== undefined ? 'won' : undefined);
    const travelled = [...walk.states].filter(([, state]) => state === 'travelled').map(([date]) => numberOf(date));
    const problems: string[] = [];
    for (const day of travelled) {
      // At most TRAVELLED_DAYS_MAX in any TRAVELLED_WINDOW_DAYS days.
      const inWindow = travelled.filter((other) => other <= day && other > day - TRAVELLED_WINDOW_DAYS).length;
      if (inWindow > TRAVELLED_DAYS_MAX)
        problems.push(`${localDayFromNumber(day).date}: ${inWindow} travelled in ${TRAVELLED_WINDOW_DAYS} days`);
      // Between two games whose own clocks moved east by a journey, the later one the next date.
      const before = Object.keys(days)
        .filter((date) => numberOf(date) < day)
        .sort()
        .pop();
      const after = localDayFromNumber(day + 1).date;
      if (!before || !(after in days) || clocks[before] - clocks[after] < JOURNEY_EAST_MINUTES)
        problems.push(`${localDayFromNumber(day).date}: travelled without a journey east between two games`);
    }
    // No freeze earned through a journey: the days that earned one are played days in a row.
    for (const date of walk.earnedOn) {
      const run = Array.from({ length: STREAK_FREEZE_EVERY_DAYS }, (_, i) => stateOf(numberOf(date) - i));
      if (run.some((state) => state !== 'won' && state !== 'played')) problems.push(`${date}: a freeze earned across ${run.join(', ')}`);
    }
    // The streak counts its wins, and spans no missed date.
    const firstOfStreak = last ? numberOf(last.date) : 0;
    let day = firstOfStreak;
    let wins = 0;
    for (; ['won', 'travelled', 'frozen'].includes(stateOf(day) ?? ''); day--) if (stateOf(day) === 'won') wins += 1;
    if (walk.currentStreak !== wins) problems.push(`a streak of ${walk.currentStreak} over ${wins} wins`);
    expect({ context, problems }).toEqual({ context, problems: [] });
    return walk;
  }

  it('an alternating clock (the attack), at every starting hour over 60 days, keeps no streak across a third swing in a month', () => {
    for (let hour = 0; hour < 24; hour++) {
      const plays = swingingPlays(hour);
      const walk = expectWithinTheRule(plays, `swinging from ${hour}:00 UTC`);
      // Before: about 40 dates of 60 played, and a streak as long. Now two swings east in a month at
      // most keep it (three runs of two dates), and no freeze is earned meanwhile.
      expect(plays.length).toBeGreaterThanOrEqual(38);
      expect(walk.longestStreak).toBeLessThanOrEqual(2 * (TRAVELLED_DAYS_MAX + 1));
      expect(walk.earnedOn.size).toBe(0);
    }
  });

  it('a drifting clock, at every hour over 60 days, gains at most two dates a month; its other gaps take freezes or break it', () => {
    for (let hour = 0; hour < 24; hour++) expectWithinTheRule(driftingPlays(hour), `drifting, played at ${hour}:00 UTC`);
  });

  it('lets an honest traveller keep the streak over two journeys east a month; a third takes a freeze, or breaks it without', () => {
    // Tokyo → Los Angeles (west: a date repeats) and back (east: a date is taken), three times, ten days apart.
    const at = (day: number, hour: number) => new Date(START + day * DAY + hour * 3_600_000);
    const legs: Leg[] = [{ zone: 'Asia/Tokyo', from: at(0, 0), until: at(2, 1) }];
    for (const out of [2, 12, 22]) {
      // Leaving Los Angeles at 23:00 and landing in Tokyo at 03:00 two dates later.
      legs.push({ zone: 'America/Los_Angeles', from: at(out, 11), until: at(out + 3, 7) });
      legs.push({ zone: 'Asia/Tokyo', from: at(out + 3, 18), ...(out < 22 ? { until: at(out + 10, 1) } : {}) });
    }
    const trips = [{ end: at(29, 0) }];
    const plays = playsOnOwnDays(legs, trips[0].end, 12);
    const walk = expectWithinTheRule(plays, 'three round trips');
    const notPlayed = (w: typeof walk) => [...w.states].filter(([, state]) => state !== 'won');
    // Two weeks at home earned two freezes; the third journey's date takes one.
    expect(notPlayed(walk)).toEqual([
      ['2026-03-07', 'travelled'],
      ['2026-03-17', 'travelled'],
      ['2026-03-27', 'frozen'],
    ]);
    expect(walk.currentStreak).toBe(plays.length);
    // In leagues (no freezes), the third journey's date is missed.
    const { days, clocks } = fromPlays(plays);
    expect(notPlayed(walkHistory(days, { clocks }))).toEqual([
      ['2026-03-07', 'travelled'],
      ['2026-03-17', 'travelled'],
      ['2026-03-27', 'missed'],
    ]);
  });

  it('honest trips keep every check too, at every hour', () => {
    for (let departureHourUtc = 0; departureHourUtc < 24; departureHourUtc++) {
      const { legs, end } = roundTrip('America/Los_Angeles', 'Asia/Tokyo', new Date(START), { flightHours: 11, departureHourUtc });
      const plays = playsOnOwnDays(legs, end, 12);
      expect(expectWithinTheRule(plays, `leaving at ${departureHourUtc}:00`).currentStreak).toBe(plays.length);
    }
  });
});
