/**
 * Keeping a streak (docs/product.md, "Streaks"), through the routes on DynamoDB Local, living through
 * days on the test's clock: freezes earned by a week of play keep the streak over a missed day, shown
 * frozen; a journey's dates are never missed; sign-in joins the days, their clocks and the freezes
 * they earned; the export lists each day's clock. Players in several zones, on dates chosen apart.
 */
import type { LoadGameStateResponse } from '../../lambdas/contracts/load-game-state';
import type { MyDataExport } from '../../lambdas/contracts/my-data';
import { localDay, localDayFromDate, localDayFromNumber } from '../../lambdas/domain/calendar';
import { STREAK_FREEZE_EVERY_DAYS, TRAVELLED_DAYS_MAX } from '../../lambdas/domain/rules';
import { answerOf } from '../../lambdas/words/answer';
import type { LocalRuntime } from '../../local/runtime';
import { setClock, tzOffsetIn } from '../support/clock';
import { call, newAnonymousId } from '../support/runtime';
import { startRuntimeWithIssuer, type TestIssuer } from '../support/tokens';
import { playsOnOwnDays, roundTrip, swingingClockPlays } from '../support/traveller';

let runtime: LocalRuntime;
let issuer: TestIssuer;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ runtime, issuer, stop } = await startRuntimeWithIssuer());
  // The gateway stamps each request with the test's clock (setClock moves it), as API Gateway stamps the time.
  runtime.setClock(() => Date.now());
});
afterAll(async () => {
  await stop?.();
  jest.useRealTimers();
});

let userCount = 0;
/** A caller: an account (a token minted at the clock's time, as Cognito would) or an anonymous browser. */
type Caller = { sub: string } | { anonymousId: string };
const newAccount = (): Caller => ({ sub: `streaker-${++userCount}-${Date.now()}` });
const credentials = (caller: Caller) =>
  'sub' in caller ? { token: issuer.token({ sub: caller.sub }), ids: {} } : { ids: { anonymousId: caller.anonymousId, userId: null } };

/** The instant it is `hour`:00 on `date` in `zone` (summer time included). */
function localInstant(zone: string, date: string, hour: number): Date {
  const guess = Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  return new Date(guess + tzOffsetIn(zone, new Date(guess)) * 60_000);
}
const dateAfter = (date: string, days: number) => localDayFromNumber(localDayFromDate(date)!.dayNumber + days).date;

const load = async (caller: Caller, tzOffset: number, extra: Record<string, unknown> = {}) => {
  const { token, ids } = credentials(caller);
  const answer = await call<LoadGameStateResponse>(runtime, 'load-game-state', { token, body: { tzOffset, ...ids, ...extra } });
  expect(answer.status).toBe(200);
  return answer.body;
};
/** At `at`, on the clock `tzOffset`: loads the day's game and wins it with its code, as a player would. */
async function winAt(caller: Caller, at: Date, tzOffset: number): Promise<LoadGameStateResponse> {
  setClock(at);
  const day = localDay(at, tzOffset);
  await load(caller, tzOffset);
  const { token, ids } = credentials(caller);
  const won = await call<{ gameState: string }>(runtime, 'submit-guess', {
    token,
    body: { guess: await answerOf(day), wordLength: day.wordLength, tzOffset, row: 0, ...ids },
  });
  expect(won.body).toMatchObject({ gameState: 'won' });
  return load(caller, tzOffset);
}
const stateOn = (view: LoadGameStateResponse, date: string) => view.statistics.recentDays.find((day) => day.date === date)?.state;

describe('streak freezes, earned by playing', () => {
  const PLAYERS = [
    { zone: 'Europe/Madrid', first: '2027-03-22' }, // the week summer time starts
    { zone: 'America/Los_Angeles', first: '2027-06-30' }, // across a month end
    { zone: 'Asia/Tokyo', first: '2027-12-27' }, // across a year end
  ];

  it.each(PLAYERS)(
    `a week played in $zone from $first earns a freeze; a missed day is frozen and the streak goes on`,
    async ({ zone, first }) => {
      const player = newAccount();
      const evening = (date: string) => localInstant(zone, date, 20);
      const offsetOn = (date: string) => tzOffsetIn(zone, evening(date));
      let view: LoadGameStateResponse | undefined;
      for (let i = 0; i < STREAK_FREEZE_EVERY_DAYS; i++)
        view = await winAt(player, evening(dateAfter(first, i)), offsetOn(dateAfter(first, i)));
      expect(view!.streaks.currentStreak).toBe(STREAK_FREEZE_EVERY_DAYS);
      expect(view!.statistics).toMatchObject({ streakFreezes: 1, todayFreezeEarned: true });

      // The day after the week is missed. The next morning the streak still shows, the missed day frozen.
      const missed = dateAfter(first, STREAK_FREEZE_EVERY_DAYS);
      const back = dateAfter(missed, 1);
      const morning = localInstant(zone, back, 8);
      setClock(morning);
      const before = await load(player, tzOffsetIn(zone, morning));
      expect(before.streaks.currentStreak).toBe(STREAK_FREEZE_EVERY_DAYS);
      expect(before.statistics.streakFreezes).toBe(0);
      expect(stateOn(before, missed)).toBe('frozen');

      const after = await winAt(player, evening(back), offsetOn(back));
      expect(after.streaks).toEqual({ currentStreak: STREAK_FREEZE_EVERY_DAYS + 1, longestStreak: STREAK_FREEZE_EVERY_DAYS + 1 });
      expect(after.statistics).toMatchObject({ todayFreezesUsed: 1, todayFreezeEarned: false, streakFreezes: 0 });
      expect(after.statistics.recentDays.slice(-3).map((day) => day.state)).toEqual(['won', 'frozen', 'won']);
      // Where the freeze was earned, and how far the next one is (the frozen day started the count again).
      expect(after.statistics.recentDays.slice(-3).map((day) => day.earnedFreeze ?? false)).toEqual([true, false, false]);
      expect(after.statistics.daysTowardFreeze).toBe(1);
    },
    240_000,
  );

  it('join the account with the anonymous days that earned them, each day with its clock', async () => {
    const zone = 'America/New_York';
    const browser = { anonymousId: newAnonymousId() };
    const first = '2027-02-01';
    let credential: string | undefined;
    for (let i = 0; i < STREAK_FREEZE_EVERY_DAYS; i++) {
      const date = dateAfter(first, i);
      const at = localInstant(zone, date, 19);
      setClock(at);
      credential ??= (await load(browser, tzOffsetIn(zone, at))).anonymousCredential;
      await winAt(browser, at, tzOffsetIn(zone, at));
    }
    const account = newAccount();
    const next = localInstant(zone, dateAfter(first, STREAK_FREEZE_EVERY_DAYS), 9);
    setClock(next);
    const { token } = credentials(account);
    const signedIn = await call<LoadGameStateResponse>(runtime, 'load-game-state', {
      token,
      body: { tzOffset: tzOffsetIn(zone, next), anonymousId: browser.anonymousId, anonymousCredential: credential },
    });
    expect(signedIn.body.streaks.currentStreak).toBe(STREAK_FREEZE_EVERY_DAYS);
    expect(signedIn.body.statistics.streakFreezes).toBe(1);
    const exported = await call<MyDataExport>(runtime, 'export-my-data', { token: credentials(account).token });
    expect(Object.keys(exported.body.dayClocks)).toHaveLength(STREAK_FREEZE_EVERY_DAYS);
    expect(new Set(Object.values(exported.body.dayClocks))).toEqual(new Set([tzOffsetIn(zone, next)]));
  }, 240_000);
});

describe('travel-safe days', () => {
  it('a player flying Tokyo → Los Angeles and back, playing once per own day, keeps the streak', async () => {
    const START = new Date('2027-04-05T00:00:00Z');
    // A return flight that takes a date (Los Angeles to Tokyo overnight), found among the hours of departure.
    const trip = Array.from({ length: 24 }, (_, departureHourUtc) =>
      roundTrip('Asia/Tokyo', 'America/Los_Angeles', START, { flightHours: 10, departureHourUtc }),
    )
      .map((candidate) => ({ ...candidate, plays: playsOnOwnDays(candidate.legs, candidate.end, 20) }))
      .find(({ plays }) =>
        plays.some((play, i) => i > 0 && localDayFromDate(play.date)!.dayNumber - localDayFromDate(plays[i - 1].date)!.dayNumber > 1),
      );
    expect(trip).toBeDefined();
    const player = newAccount();
    let view: LoadGameStateResponse | undefined;
    for (const play of trip!.plays) view = await winAt(player, play.at, play.tzOffset);
    expect(view!.streaks.currentStreak).toBe(trip!.plays.length);
    const states = view!.statistics.recentDays.map((day) => day.state);
    expect(states).toContain('travelled');
    expect(states).not.toContain('missed');
    expect(states).not.toContain('frozen');
  }, 300_000);

  it('a browser swinging its clock between UTC−12 and UTC+14 keeps no streak past two dates a month, nor earns a freeze', async () => {
    // The attack: two dates played in three, each swing east claiming the date between as travelled.
    const plays = swingingClockPlays(new Date('2027-05-03T05:00:00Z'), 30);
    expect(plays.length).toBeGreaterThanOrEqual(19);
    const player = newAccount();
    const streaks: number[] = [];
    let view: LoadGameStateResponse | undefined;
    for (const play of plays) {
      view = await winAt(player, play.at, play.tzOffset);
      streaks.push(view.streaks.currentStreak);
    }
    // Two swings east in a month keep a streak (three runs of two dates); the next ones break it.
    expect(Math.max(...streaks)).toBeLessThanOrEqual(2 * (TRAVELLED_DAYS_MAX + 1));
    expect(view!.streaks.currentStreak).toBeLessThanOrEqual(2);
    const states = view!.statistics.recentDays.map((day) => day.state);
    expect(states.filter((state) => state === 'travelled').length).toBeLessThanOrEqual(TRAVELLED_DAYS_MAX);
    expect(states).toContain('missed');
    expect(view!.statistics.streakFreezes).toBe(0);
  }, 300_000);
});
