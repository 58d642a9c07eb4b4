/**
 * What word-game players expect, over HTTP against the real local runtime: hard mode enforced by the
 * server (stored with the game, returned with it), statistics for anonymous players, their history
 * joining an account exactly once on sign-in (two devices at once included), one game per player per
 * day, and helpers that never spend a credit on a letter the player knows. The server's clock is
 * moved (as API Gateway stamps requests) to play several days.
 */
import { randomUUID } from 'node:crypto';
import type { UseHelperResponse } from '../../lambdas/contracts/credits';
import type { LoadGameStateResponse } from '../../lambdas/contracts/load-game-state';
import type { SubmitGuessResponse } from '../../lambdas/contracts/submit-guess';
import { localDay, type LocalDay } from '../../lambdas/domain/calendar';
import { evaluateGuess } from '../../lambdas/domain/evaluation';
import { answerOf } from '../../lambdas/words/answer';
import type { LocalRuntime } from '../../local/runtime';
import { call, newAnonymousId, startRuntime } from '../support/runtime';
import { missesOf, missWithout, openingWithGreen } from '../support/words';
import { anonymousCredential } from '../../lambdas/domain/anonymous-credential';
import { wordSecret } from '../../lambdas/secrets/word-secret';

let runtime: LocalRuntime;
beforeAll(async () => {
  runtime = await startRuntime();
});
afterAll(() => runtime?.stop());
afterEach(() => runtime.setClock());

const tzOffset = 0;
/** Noon UTC, `daysAgo` days before today: the server's clock is set there to play that day. */
const noonDaysAgo = (daysAgo: number) => {
  const noon = new Date();
  noon.setUTCHours(12, 0, 0, 0);
  return noon.getTime() - daysAgo * 86_400_000;
};
const dayAt = (daysAgo: number): LocalDay => localDay(new Date(noonDaysAgo(daysAgo)), tzOffset);
const atDay = (daysAgo: number) => runtime.setClock(() => noonDaysAgo(daysAgo));

interface Who {
  anonymousId?: string;
  token?: string;
}
const guess = (who: Who, word: string, row: number, extra: Record<string, unknown> = {}) =>
  call<SubmitGuessResponse & { error?: string }>(runtime, 'submit-guess', {
    token: who.token,
    body: { guess: word, wordLength: extra.wordLength ?? currentLength, tzOffset, row, anonymousId: who.anonymousId, ...extra },
  });
/** A load as the browser makes it: signed in on a browser that played anonymously, with the proof it was given. */
const load = async (who: Who) =>
  call<LoadGameStateResponse & { error?: string }>(runtime, 'load-game-state', {
    token: who.token,
    body: {
      tzOffset,
      anonymousId: who.anonymousId,
      ...(who.token && who.anonymousId ? { anonymousCredential: anonymousCredential(await wordSecret(), who.anonymousId) } : {}),
    },
  });
let currentLength = 0;
const newUser = () => ({ token: runtime.identity.mintAccessToken({ sub: `player-${randomUUID()}` }) });

/** Plays `daysAgo`'s code for `who`: won in `guessesToWin` (1-6), or lost (0). */
async function playDay(who: Who, daysAgo: number, guessesToWin: number): Promise<void> {
  atDay(daysAgo);
  const day = dayAt(daysAgo);
  currentLength = day.wordLength;
  const answer = await answerOf(day);
  const misses = missesOf(day.wordLength, answer);
  const rows = guessesToWin === 0 ? 6 : guessesToWin;
  for (let row = 0; row < rows; row++) {
    const word = row === guessesToWin - 1 ? answer : misses[row];
    expect((await guess(who, word, row)).status).toBe(200);
  }
}

describe('hard mode, enforced by the server', () => {
  /** Today's answer and a first guess with a green letter the answer's word list lets us break. */
  async function hardModeSetup() {
    const day = dayAt(0);
    currentLength = day.wordLength;
    const answer = await answerOf(day);
    const { opening, green } = openingWithGreen(day.wordLength, answer);
    const breaking = missWithout(day.wordLength, answer, green, [opening]);
    return { answer, opening, green, breaking };
  }

  it('refuses a guess that drops a green letter, naming the rule; the mode is stored and returned', async () => {
    const player = { anonymousId: newAnonymousId() };
    const { answer, opening, green, breaking } = await hardModeSetup();
    const first = await guess(player, opening, 0, { hardMode: true });
    expect(first.body).toMatchObject({ hardMode: true, gameState: 'playing' });
    const refused = await guess(player, breaking, 1, { hardMode: true });
    expect(refused.status).toBe(400);
    const ordinal = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th'][green];
    expect(refused.body.error).toBe(`Hard mode: ${ordinal} letter must be ${answer[green].toUpperCase()}`);
    // Named, with the rule as data: a Spanish or French page says it in its words.
    expect(refused.body).toMatchObject({ reason: 'hard-mode', params: { position: green + 1, letter: answer[green].toUpperCase() } });
    expect((await load(player)).body.data).toMatchObject({ hard_mode: true, guesses_used: 1 });
    // The winning guess keeps every green: accepted.
    expect((await guess(player, answer, 1, { hardMode: true })).body).toMatchObject({ gameState: 'won', hardMode: true });
  });

  it('keeps a hard game hard even if the browser says otherwise (another device, a bypass)', async () => {
    const player = { anonymousId: newAnonymousId() };
    const { opening, breaking } = await hardModeSetup();
    await guess(player, opening, 0, { hardMode: true });
    const bypass = await guess(player, breaking, 1, { hardMode: false });
    expect(bypass.status).toBe(400);
    expect(bypass.body.error).toMatch(/^Hard mode: /);
    expect((await load(player)).body.data.guesses_used).toBe(1);
  });

  it('keeps a normal game normal when hard mode is switched on mid-game', async () => {
    const player = { anonymousId: newAnonymousId() };
    const { opening, breaking } = await hardModeSetup();
    await guess(player, opening, 0, { hardMode: false });
    expect((await guess(player, breaking, 1, { hardMode: true })).body).toMatchObject({ hardMode: false, guessesUsed: 2 });
  });

  it('counts a letter revealed by a helper as green', async () => {
    const player = newUser();
    const { answer, opening } = await hardModeSetup();
    const { body } = await call<UseHelperResponse>(runtime, 'use-helper', {
      token: player.token,
      body: { tzOffset, helperType: 'revealSpecificLetter', letterPosition: 0 },
    });
    expect(body.revealedLetters).toEqual([{ position: 0, letter: answer[0] }]);
    const without = missWithout(currentLength, answer, 0, [opening]);
    const refused = await guess(player, without, 0, { hardMode: true });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(`Hard mode: 1st letter must be ${answer[0].toUpperCase()}`);
  });
});

describe('statistics for every player', () => {
  it('are kept for an anonymous player, with win %, streaks and today marked', async () => {
    const player = { anonymousId: newAnonymousId() };
    await playDay(player, 2, 4);
    await playDay(player, 1, 0);
    await playDay(player, 0, 3);
    const { statistics, streaks } = (await load(player)).body;
    expect(statistics).toMatchObject({ played: 3, won: 2, winPercent: 67, today: 3 });
    expect(statistics.byLength.all).toMatchObject({ played: 3, won: 2 });
    expect(streaks).toEqual({ currentStreak: 1, longestStreak: 1 });
  });
});

describe('signing in: the anonymous history joins the account exactly once', () => {
  it('adds the days the account has not played, continuing the streak where the dates connect', async () => {
    const account = newUser();
    await playDay(account, 3, 2);
    const device = { anonymousId: newAnonymousId() };
    await playDay(device, 3, 5); // a day the account already played: never counted twice
    await playDay(device, 2, 4);
    await playDay(device, 1, 3);
    atDay(0);
    const joined = await load({ ...account, anonymousId: device.anonymousId });
    expect(joined.body.statistics).toMatchObject({ played: 3, won: 3 });
    expect(joined.body.streaks).toEqual({ currentStreak: 3, longestStreak: 3 });
    // Again (a second tab, a reload): nothing more joins.
    expect((await load({ ...account, anonymousId: device.anonymousId })).body.statistics).toMatchObject({ played: 3, won: 3 });
    // The browser's own history has moved to the account.
    expect((await load(device)).body.statistics).toMatchObject({ played: 0 });
  });

  it('counts each game once when two devices sign in to one account at the same moment', async () => {
    const account = newUser();
    const phone = { anonymousId: newAnonymousId() };
    const laptop = { anonymousId: newAnonymousId() };
    await playDay(phone, 3, 2);
    await playDay(phone, 2, 3);
    await playDay(laptop, 2, 6); // the same day on the other device: one of them counts
    await playDay(laptop, 1, 4);
    atDay(0);
    const answers = await Promise.all(
      [phone, laptop, phone, laptop].map((device) => load({ ...account, anonymousId: device.anonymousId })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const { statistics } = (await load(account)).body;
    expect(statistics).toMatchObject({ played: 3, won: 3 });
    expect(statistics.byLength.all.distribution.reduce((a, b) => a + b, 0)).toBe(3);
  });
});

describe('one game per player per day', () => {
  it("after signing out, the browser shows today's code was played on the account, and cannot replay it", async () => {
    const account = newUser();
    const device = { anonymousId: newAnonymousId() };
    await playDay(device, 0, 0); // lost anonymously today
    await load({ ...account, anonymousId: device.anonymousId }); // signs in: the game moves to the account
    const signedOut = await load(device);
    expect(signedOut.body.data).toMatchObject({ played_on_account: true, status: 'lost', guesses_used: 0 });
    const day = dayAt(0);
    const replay = await guess(device, missesOf(day.wordLength, await answerOf(day))[0], 0);
    expect(replay.status).toBe(409);
    expect(replay.body.error).toMatch(/played on your account/);
    // Its statistics counted it once, on the account.
    expect((await load(account)).body.statistics).toMatchObject({ played: 1, won: 0 });
  });

  it('lets the browser play if its account did not play that day after all', async () => {
    const account = newUser();
    const device = { anonymousId: newAnonymousId() };
    atDay(0);
    await load({ ...account, anonymousId: device.anonymousId }); // signed in, played nothing
    const signedOut = await load(device);
    expect(signedOut.body.data.played_on_account).toBeUndefined();
    currentLength = dayAt(0).wordLength;
    expect((await guess(device, missesOf(currentLength, await answerOf(dayAt(0)))[0], 0)).status).toBe(200);
  });
});

describe('helpers never waste a credit', () => {
  it('reveal only letters the player does not know, and refuse a known one without charging', async () => {
    const player = newUser();
    const day = dayAt(0);
    currentLength = day.wordLength;
    const answer = await answerOf(day);
    const { opening } = openingWithGreen(day.wordLength, answer);
    const greens = evaluateGuess(opening, answer).flatMap((t, i) => (t.state === 'correct' ? [i] : []));
    await guess(player, opening, 0);
    const knownAsk = await call<{ error: string }>(runtime, 'use-helper', {
      token: player.token,
      body: { tzOffset, helperType: 'revealSpecificLetter', letterPosition: greens[0] },
    });
    expect(knownAsk.status).toBe(409);
    expect(knownAsk.body.error).toMatch(/You know that letter already/);
    expect((await call<{ balance: number }>(runtime, 'get-credits', { token: player.token })).body.balance).toBe(5);
    // Every random reveal lands on a position that was not green.
    const revealed: number[] = [];
    for (let n = 0; n < Math.min(4, day.wordLength - greens.length); n++) {
      const { body } = await call<UseHelperResponse>(runtime, 'use-helper', {
        token: player.token,
        body: { tzOffset, helperType: 'revealRandomLetter' },
      });
      revealed.push(...body.revealedLetters.map((r) => r.position));
    }
    expect(revealed.some((position) => greens.includes(position))).toBe(false);
  });
});
