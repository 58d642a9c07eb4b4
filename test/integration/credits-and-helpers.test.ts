/**
 * Credits and letter-reveal helpers for signed-in players, on DynamoDB Local. Tokens come from a
 * test issuer in Cognito's shape (Cognito itself cannot run here).
 */
import type { UseHelperResponse } from '../../lambdas/contracts/credits';
import { CREDENTIAL_REISSUE_SECONDS, DEFAULT_HELPER_PRICES, HELPERS } from '../../lambdas/domain/rules';
import { localDay, localDayFromNumber, previousDate, type LocalDay } from '../../lambdas/domain/calendar';
import { answerOf } from '../../lambdas/words/answer';
import { accountStore } from '../../lambdas/store/accounts';
import { wordList } from '../../lambdas/words/word-lists';
import type { LocalRuntime } from '../../local/runtime';
import type { MyDataExport } from '../../lambdas/contracts/my-data';
import { call } from '../support/runtime';
import { missesOf } from '../support/words';
import { noonTzOffset } from '../support/clock';
import { startRuntimeWithIssuer, type TestIssuer } from '../support/tokens';
import { keys } from '../../lambdas/store/keys';

let runtime: LocalRuntime;
let issuer: TestIssuer;
let userCount = 0;

/** A whole-hour offset where it is now about noon (never near midnight). */
const tzOffset = noonTzOffset();
const day = localDay(new Date(), tzOffset);

let stop: () => Promise<void>;
beforeAll(async () => {
  ({ runtime, issuer, stop } = await startRuntimeWithIssuer());
});
afterAll(() => stop?.());

const newUser = () => {
  const sub = `user-${++userCount}-${Date.now()}`;
  return { sub, token: issuer.token({ sub }) };
};
const credits = (token?: string) => call<{ balance: number; error?: string }>(runtime, 'get-credits', { token });
const helper = (token: string, body: Record<string, unknown>) =>
  call<UseHelperResponse & { error?: string }>(runtime, 'use-helper', {
    token,
    body: { tzOffset, helperType: 'revealRandomLetter', ...body },
  });

/** Writes an item as it is, past the stores: one of an older shape, or figures set by hand. */
async function putRawItem(item: Record<string, unknown>) {
  const { DynamoDBDocumentClient, PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const { localClient } = await import('../../local/dynamodb');
  await DynamoDBDocumentClient.from(localClient(runtime.dynamoEndpoint)).send(new PutCommand({ TableName: runtime.tableName, Item: item }));
}

/** The ledger invariant: every credit change is an entry, and they sum to the balance. */
async function expectLedgerMatches(sub: string) {
  const [ledger, profile] = await Promise.all([accountStore.ledger(sub), accountStore.getProfile(sub)]);
  expect(ledger.reduce((sum, e) => sum + e.delta, 0)).toBe(profile?.credits);
  return ledger;
}

describe('get-helper-prices', () => {
  it('answers anyone the seeded prices: every helper of HELPERS at its default', async () => {
    expect(await call(runtime, 'get-helper-prices')).toEqual({ status: 200, body: DEFAULT_HELPER_PRICES });
  });
});

describe('get-credits', () => {
  it('needs a signed-in player', async () => {
    const { status, body } = await credits();
    expect(status).toBe(401);
    // The JWT authorizer refuses it before the function runs, in API Gateway's own shape.
    expect(body).toEqual({ message: 'Unauthorized' });
  });

  it('gives a new player 5 credits, exactly once even when asked 10 times at once', async () => {
    const { sub, token } = newUser();
    const answers = await Promise.all(Array.from({ length: 10 }, () => credits(token)));
    expect(answers.map((a) => a.body.balance)).toEqual(Array(10).fill(5));
    const ledger = await expectLedgerMatches(sub);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ delta: 5, reason: 'grant' });
  });
});

describe('use-helper', () => {
  it('reveals a letter of the code for 1 credit, on the game and in the answer', async () => {
    const { sub, token } = newUser();
    const answer = await answerOf(day);
    const { status, body } = await helper(token, {});
    expect(status).toBe(200);
    expect(body.newBalance).toBe(4);
    expect(body.revealedLetters).toHaveLength(1);
    const [{ position, letter }] = body.revealedLetters;
    expect(letter).toBe(answer[position]);
    const state = await call<{ data: { revealed_letters: unknown[]; guesses_used: number } }>(runtime, 'load-game-state', {
      token,
      body: { tzOffset },
    });
    expect(state.body.data).toMatchObject({ revealed_letters: [{ position, letter }], guesses_used: 0 });
    await expectLedgerMatches(sub);
  });

  it('reveals a named position for 2 credits, and refuses it twice or out of range without charging', async () => {
    const { sub, token } = newUser();
    const answer = await answerOf(day);
    const first = await helper(token, { helperType: 'revealSpecificLetter', letterPosition: 1 });
    expect(first.body).toEqual({ revealedLetters: [{ position: 1, letter: answer[1] }], newBalance: 3 });
    const again = await helper(token, { helperType: 'revealSpecificLetter', letterPosition: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('That letter is already revealed.');
    const outside = await helper(token, { helperType: 'revealSpecificLetter', letterPosition: answer.length });
    expect(outside.status).toBe(400);
    expect(outside.body.error).toBe(`letterPosition must be from 0 to ${answer.length - 1}`);
    expect((await credits(token)).body.balance).toBe(3);
    await expectLedgerMatches(sub);
  });

  it('50 concurrent reveals with 5 credits: exactly as many succeed as credits and letters allow, never below zero', async () => {
    const { sub, token } = newUser();
    await credits(token); // the profile exists with 5 credits
    const positionsRevealed = async () => {
      const state = await call<{ data: { revealed_letters: { position: number }[] } }>(runtime, 'load-game-state', {
        token,
        body: { tzOffset },
      });
      return state.body.data.revealed_letters.map((r) => r.position);
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => helper(token, {})));
    // Each is a reveal, a refusal (402 no credit left, 409 every letter known), or the table too contended to
    // answer in time (503: try again). What happened is read from the table, whatever each answer said.
    expect(answers.map((a) => a.status).filter((status) => ![200, 402, 409, 503].includes(status))).toEqual([]);
    const spent = 5 - (await credits(token)).body.balance;
    expect(spent).toBeGreaterThanOrEqual(answers.filter((a) => a.status === 200).length); // every reveal answered was paid
    const ledger = await expectLedgerMatches(sub);
    expect(ledger.filter((e) => e.reason === 'helper')).toHaveLength(spent); // every credit spent is a letter
    const positions = await positionsRevealed();
    expect([positions.length, new Set(positions).size]).toEqual([spent, spent]); // each letter once
    // The player taps again until refused, as the app lets them: the credits and the letters set the count, never the race.
    let last = 200;
    for (let taps = 0; [200, 503].includes(last) && taps < 20; taps++) last = (await helper(token, {})).status;
    const expected = Math.min(5, day.wordLength);
    expect([402, 409]).toContain(last);
    expect((await credits(token)).body.balance).toBe(5 - expected);
    expect((await expectLedgerMatches(sub)).filter((e) => e.reason === 'helper')).toHaveLength(expected);
    expect(new Set(await positionsRevealed()).size).toBe(expected);
  });

  it("says 'Not enough credits!' when the balance does not cover the cost, and charges nothing", async () => {
    const { sub, token } = newUser();
    for (let i = 0; i < 2; i++) expect((await helper(token, { helperType: 'revealSpecificLetter', letterPosition: i })).status).toBe(200);
    const broke = await helper(token, { helperType: 'revealSpecificLetter', letterPosition: 2 });
    expect(broke.status).toBe(402);
    expect(broke.body.error).toBe('Not enough credits!');
    expect((await credits(token)).body.balance).toBe(1);
    await expectLedgerMatches(sub);
  });

  it('refuses a helper once the game is over, and charges nothing', async () => {
    const { sub, token } = newUser();
    const answer = await answerOf(day);
    await call(runtime, 'submit-guess', { token, body: { guess: answer, wordLength: day.wordLength, tzOffset, row: 0 } });
    const after = await helper(token, {});
    expect(after.status).toBe(409);
    expect(after.body.error).toMatch(/game is over/);
    expect((await credits(token)).body.balance).toBe(5);
    await expectLedgerMatches(sub);
  });

  it('shows the balance with every guess of a signed-in player', async () => {
    const { token } = newUser();
    await credits(token);
    const answer = await answerOf(day);
    const word = missesOf(day.wordLength, answer)[0];
    const guess = await call<{ creditBalance: number | null }>(runtime, 'submit-guess', {
      token,
      body: { guess: word, wordLength: day.wordLength, tzOffset, row: 0 },
    });
    expect(guess.body.creditBalance).toBe(5);
  });

  it('needs a signed-in player, and names a bad helper type', async () => {
    expect((await call(runtime, 'use-helper', { body: { tzOffset, helperType: 'revealRandomLetter', anonymousId: null } })).status).toBe(
      401,
    );
    const { token } = newUser();
    const bad = await helper(token, { helperType: 'revealEverything' });
    expect(bad.status).toBe(400);
    // It names every helper there is (HELPERS), whatever their number.
    expect(bad.body.error).toMatch(/^helperType must be /);
    for (const { type } of HELPERS) expect(bad.body.error).toContain(type);
  });
});

describe('streaks and statistics, written with the guess that finishes the game', () => {
  const streaksOf = async (token: string) =>
    (await call<{ streaks: { currentStreak: number; longestStreak: number } }>(runtime, 'load-game-state', { token, body: { tzOffset } }))
      .body.streaks;
  const finish = async (token: string, won: boolean) => {
    const answer = await answerOf(day);
    const misses = missesOf(day.wordLength, answer);
    for (let row = 0; row < (won ? 1 : 6); row++) {
      await call(runtime, 'submit-guess', {
        token,
        body: { guess: won ? answer : misses[row], wordLength: day.wordLength, tzOffset, row },
      });
    }
  };
  /** A profile as if the player last won on `lastWonDate` with a streak of `streak`. */
  const seedProfile = async (sub: string, lastWonDate: string, streak: number) => {
    await putRawItem({
      ...keys.profile({ kind: 'user', sub }),
      credits: 0,
      stats: { currentStreak: streak, longestStreak: 7, lastWonDate, played: 9, won: 8, distribution: {} },
    });
  };
  const daysBefore = (n: number) => localDay(new Date(Date.parse(`${day.date}T12:00:00Z`) - n * 86_400_000), 0).date;

  it('a first win starts a streak of 1 and counts the game', async () => {
    const { sub, token } = newUser();
    await finish(token, true);
    expect(await streaksOf(token)).toEqual({ currentStreak: 1, longestStreak: 1 });
    expect((await accountStore.getProfile(sub))?.stats).toMatchObject({
      played: 1,
      won: 1,
      distribution: { [String(day.wordLength)]: [1, 0, 0, 0, 0, 0] },
    });
  });

  it('a loss resets the streak but counts the game', async () => {
    const { sub, token } = newUser();
    await seedProfile(sub, daysBefore(1), 3);
    await finish(token, false);
    expect(await streaksOf(token)).toEqual({ currentStreak: 0, longestStreak: 7 });
    expect((await accountStore.getProfile(sub))?.stats).toMatchObject({ played: 10, won: 8 });
  });

  it('a win the day after a win extends the streak; after a missed day it starts again', async () => {
    const yesterday = newUser();
    await seedProfile(yesterday.sub, daysBefore(1), 3);
    await finish(yesterday.token, true);
    expect(await streaksOf(yesterday.token)).toEqual({ currentStreak: 4, longestStreak: 7 });

    const missed = newUser();
    await seedProfile(missed.sub, daysBefore(2), 3);
    expect((await streaksOf(missed.token)).currentStreak).toBe(0); // already broken before playing
    await finish(missed.token, true);
    expect(await streaksOf(missed.token)).toEqual({ currentStreak: 1, longestStreak: 7 });
  });

  /**
   * Two whole-hour offsets whose local dates are consecutive right now: for the server, moving from
   * the first to the second is what midnight passing (or flying east over the date line) looks like.
   */
  const consecutiveDays = () => {
    const now = new Date();
    for (let a = 720; a >= -840; a -= 60) {
      for (let b = a - 60; b >= -840; b -= 60) {
        const [first, second] = [localDay(now, a), localDay(now, b)];
        if (previousDate(second.date) === first.date) return { first: { tzOffset: a, day: first }, second: { tzOffset: b, day: second } };
      }
    }
    throw new Error('no two offsets a day apart');
  };
  const play = async (token: string, at: { tzOffset: number; day: LocalDay }, guesses: string[], date?: string) => {
    const answers = [];
    for (const [row, guess] of guesses.entries()) {
      answers.push(
        await call<{ gameState: string; error?: string }>(runtime, 'submit-guess', {
          token,
          body: { guess, wordLength: at.day.wordLength, tzOffset: at.tzOffset, row, date },
        }),
      );
    }
    return answers;
  };
  /** Any valid word of that day's length (these guesses are refused before being scored). */
  const someWord = (d: LocalDay) => wordList(d.wordLength).answers[0];

  /** Dates to sweep the after-midnight rules over: a week of them, so every weekday's length is met. */
  const sweptDates = () => Array.from({ length: 7 }, (_, n) => localDayFromNumber(localDay(new Date(), 0).dayNumber + 3 + n));
  /** A moment of a local date's day in a zone: `hour` hours after its local midnight. */
  const localMoment = (day: LocalDay, tzOffset: number, hour: number) => day.dayNumber * 86_400_000 + tzOffset * 60_000 + hour * 3_600_000;

  it('a game begun before midnight is finished after it under its own date, and extends the streak of the day before', async () => {
    try {
      for (const day of sweptDates()) {
        const tzOffset = -60; // UTC+1: a player whose midnight is not UTC's
        const { sub, token } = newUser();
        runtime.setClock(() => localMoment(day, tzOffset, 23.5));
        await seedProfile(sub, previousDate(day.date), 2);
        const answer = await answerOf(day);
        const miss = missesOf(day.wordLength, answer)[0];
        expect((await play(token, { tzOffset, day }, [miss]))[0].status).toBe(200);

        // Midnight passes in the player's zone: the finishing guess arrives on the next local day, naming the game's date.
        runtime.setClock(() => localMoment(day, tzOffset, 24.5));
        const finishing = await call<{ gameState: string }>(runtime, 'submit-guess', {
          token,
          body: { guess: answer, wordLength: day.wordLength, tzOffset, row: 1, date: day.date },
        });
        expect(finishing.status).toBe(200);
        expect(finishing.body.gameState).toBe('won');
        const stats = (await accountStore.getProfile(sub))?.stats;
        expect(stats).toMatchObject({ currentStreak: 3, lastWonDate: day.date });
        // The new day's game is untouched, and the streak still shows on it (won yesterday).
        expect(
          (
            await call<{ data: { guesses_used: number }; streaks: object }>(runtime, 'load-game-state', {
              token,
              body: { tzOffset },
            })
          ).body,
        ).toMatchObject({ data: { guesses_used: 0 }, streaks: { currentStreak: 3 } });
      }
    } finally {
      runtime.setClock();
    }
  });

  it('finishes a game after midnight only in the zone it was begun in, and never once its code is in the archive', async () => {
    try {
      for (const day of sweptDates()) {
        const tzOffset = 300; // UTC-5
        const { token } = newUser();
        runtime.setClock(() => localMoment(day, tzOffset, 23));
        const answer = await answerOf(day);
        const [miss] = missesOf(day.wordLength, answer);
        expect((await play(token, { tzOffset, day }, [miss]))[0].status).toBe(200);
        const finish = (claimedOffset: number) =>
          call<{ error: string; gameState?: string }>(runtime, 'submit-guess', {
            token,
            body: { guess: answer, wordLength: day.wordLength, tzOffset: claimedOffset, row: 1, date: day.date },
          });

        // After the player's midnight, a claimed zone further east (where the date is over too) finishes nothing.
        runtime.setClock(() => localMoment(day, tzOffset, 25));
        const elsewhere = await finish(-600);
        expect(elsewhere.status).toBe(409);
        expect(elsewhere.body.error).toContain('A new code has been deployed');

        // Once the date is over everywhere (midnight at UTC-12), its code is the archive's: the daily game stays unfinished.
        runtime.setClock(() => localMoment(day, 720, 24) + 60_000);
        const late = await finish(tzOffset);
        expect(late.status).toBe(409);
        expect(late.body.error).toContain('A new code has been deployed');
      }
    } finally {
      runtime.setClock();
    }
  });

  it('refuses, after midnight, to start or continue anything but a game begun the day before', async () => {
    const { first, second } = consecutiveDays();
    const { token } = newUser();
    const miss = someWord(first.day);
    // Not begun before midnight: there is nothing to finish.
    const unstarted = await call<{ error: string }>(runtime, 'submit-guess', {
      token,
      body: { guess: miss, wordLength: first.day.wordLength, tzOffset: second.tzOffset, row: 0, date: first.day.date },
    });
    expect(unstarted.status).toBe(409);
    expect(unstarted.body.error).toContain('A new code has been deployed');
    // Two days back is never accepted.
    const older = await call<{ error: string }>(runtime, 'submit-guess', {
      token,
      body: { guess: miss, wordLength: first.day.wordLength, tzOffset: second.tzOffset, row: 0, date: previousDate(first.day.date) },
    });
    expect(older.status).toBe(409);
    const malformed = await call<{ error: string }>(runtime, 'submit-guess', {
      token,
      body: { guess: miss, wordLength: first.day.wordLength, tzOffset: second.tzOffset, row: 0, date: '22/11/2026' },
    });
    expect(malformed).toMatchObject({ status: 400, body: { error: expect.stringContaining('date') as unknown } });
  });

  it('follows the local date through a time-zone change: a win on the next local date extends the streak', async () => {
    const { first, second } = consecutiveDays();
    const { sub, token } = newUser();
    await play(token, first, [await answerOf(first.day)]);
    await play(token, second, [await answerOf(second.day)]); // flew east: it is already the next day there
    expect((await accountStore.getProfile(sub))?.stats).toMatchObject({ currentStreak: 2, longestStreak: 2, played: 2, won: 2 });
    // Flying back west to the first date: that day's game is over, and the streak stands.
    const replay = await play(token, first, [await answerOf(first.day)]);
    expect(replay[0].status).toBe(200); // the same row again answers as before (idempotent), nothing changes
    expect((await accountStore.getProfile(sub))?.stats).toMatchObject({ currentStreak: 2, played: 2 });
  });
});

describe('signing in after playing anonymously', () => {
  const load = (body: Record<string, unknown>, token?: string) =>
    call<{
      data: { guesses_used: number; guesses: { tiles: { letter: string }[] }[] };
      anonymousCredential?: string;
      joinRefused?: string;
    }>(runtime, 'load-game-state', { token, body: { tzOffset, ...body } });
  /** What each browser was given by its first call, as the web app keeps it: the proof of its anonymousId. */
  const proofs = new Map<string, string | undefined>();
  const firstLoad = async (anonymousId: string) => {
    if (!proofs.has(anonymousId)) proofs.set(anonymousId, (await load({ anonymousId })).body.anonymousCredential);
    return proofs.get(anonymousId);
  };
  /** Signs in on the browser of `anonymousId`, with the proof that browser was given. */
  const signInOn = async (anonymousId: string, token: string) =>
    load({ anonymousId, anonymousCredential: await firstLoad(anonymousId) }, token);
  /** A guess from the browser of `anonymousId`, which loaded the game first (as the web app does). */
  const anonymousGuess = async (anonymousId: string, guess: string, row: number) => {
    await firstLoad(anonymousId);
    return call(runtime, 'submit-guess', { body: { guess, wordLength: day.wordLength, tzOffset, row, anonymousId } });
  };

  it("moves today's anonymous game to the account, so no progress is lost", async () => {
    const anonymousId = `anon_${crypto.randomUUID()}`;
    const answer = await answerOf(day);
    const [first, second] = missesOf(day.wordLength, answer);
    await anonymousGuess(anonymousId, first, 0);
    await anonymousGuess(anonymousId, second, 1);
    const { token } = newUser();
    const restored = await signInOn(anonymousId, token);
    expect(restored.body.data.guesses_used).toBe(2);
    expect(restored.body.data.guesses[1].tiles.map((t) => t.letter).join('')).toBe(second.toUpperCase());
    // The game now lives in the account: the next guess continues it, and the browser's copy is gone.
    expect(
      (await call(runtime, 'submit-guess', { token, body: { guess: first, wordLength: day.wordLength, tzOffset, row: 2 } })).status,
    ).toBe(200);
    expect((await load({ anonymousId })).body.data.guesses_used).toBe(0);
  });

  it("keeps the account's own game when it already has one for today, and never overwrites the browser's", async () => {
    const anonymousId = `anon_${crypto.randomUUID()}`;
    const answer = await answerOf(day);
    const [first, second] = missesOf(day.wordLength, answer);
    const { token } = newUser();
    await call(runtime, 'submit-guess', { token, body: { guess: first, wordLength: day.wordLength, tzOffset, row: 0 } });
    await anonymousGuess(anonymousId, second, 0);
    await anonymousGuess(anonymousId, first, 1);
    const restored = await signInOn(anonymousId, token);
    expect(restored.body.data.guesses_used).toBe(1);
    // Signed out again, the browser finds its own game as it left it: not wiped, not to be begun again.
    const browser = (await load({ anonymousId })).body.data;
    expect(browser).toMatchObject({ guesses_used: 2, status: 'playing' });
    expect(browser).not.toHaveProperty('played_on_account');
  });

  it('never lets a lost game be wiped by joining it to an account that used a helper today (the attack)', async () => {
    const anonymousId = `anon_${crypto.randomUUID()}`;
    const answer = await answerOf(day);
    const misses = missesOf(day.wordLength, answer);
    for (let row = 0; row < 6; row++) await anonymousGuess(anonymousId, misses[row], row);
    expect((await load({ anonymousId })).body.data).toMatchObject({ guesses_used: 6, status: 'lost' });
    // An account whose day holds only a revealed letter (a game of 0 guesses) takes the browser's id.
    const { token } = newUser();
    await credits(token);
    expect((await helper(token, {})).status).toBe(200);
    await signInOn(anonymousId, token);
    // The lost game is still there: the browser cannot play the day again.
    expect((await load({ anonymousId })).body.data).toMatchObject({ guesses_used: 6, status: 'lost' });
    expect((await anonymousGuess(anonymousId, answer, 0)).status).toBe(409);
  });
});

describe('one game per account and date, whatever the zones', () => {
  /** Noon UTC of the swept dates: UTC+14 is already on the next date, UTC-12 still on this one. */
  const noons = () =>
    Array.from({ length: 7 }, (_, n) => Date.parse(`${localDayFromNumber(localDay(new Date(), 0).dayNumber + n).date}T12:00:00Z`));
  const EAST = -840; // UTC+14
  type Loaded = { data: { status: string; date: string; guesses_used: number }; anonymousCredential?: string };

  it('never lets a date lost on a browser far east be won again on the account it joins, on any device', async () => {
    try {
      for (const noon of noons()) {
        runtime.setClock(() => noon);
        const east = localDay(new Date(noon), EAST);
        const answer = await answerOf(east);
        const anonymousId = `anon_${crypto.randomUUID()}`;
        const proof = (await call<Loaded>(runtime, 'load-game-state', { body: { tzOffset: EAST, anonymousId } })).body.anonymousCredential;
        for (const [row, miss] of missesOf(east.wordLength, answer).slice(0, 6).entries())
          await call(runtime, 'submit-guess', { body: { guess: miss, wordLength: east.wordLength, tzOffset: EAST, row, anonymousId } });

        // The player signs in on that browser, whose load says UTC: the east date joins the account too, lost.
        const { sub, token } = newUser();
        const joined = await call<Loaded>(runtime, 'load-game-state', {
          token,
          body: { tzOffset: 0, anonymousId, anonymousCredential: proof },
        });
        expect(joined.status).toBe(200);

        // The account, at UTC+14 (this browser or another device), cannot play that date again.
        const replay = await call<{ error: string }>(runtime, 'submit-guess', {
          token,
          body: { guess: answer, wordLength: east.wordLength, tzOffset: EAST, row: 0 },
        });
        expect(replay.status).toBe(409);
        expect(replay.body.error).toContain('This game is over');
        const seen = await call<Loaded>(runtime, 'load-game-state', { token, body: { tzOffset: EAST } });
        expect(seen.body.data).toMatchObject({ date: east.date, status: 'lost' });
        // The history and the games say the same of that date.
        const profile = await accountStore.getProfile(sub);
        expect(profile?.history[east.date]).toBe(0);
        const exported = await call<MyDataExport>(runtime, 'export-my-data', { token });
        expect(exported.body.games.filter((game) => game.date === east.date).map((game) => game.status)).toEqual(['lost']);
      }
    } finally {
      runtime.setClock();
    }
  });
});

describe('no history taken by a stranger', () => {
  const load = (body: Record<string, unknown>, token?: string) =>
    call<{ data: { guesses_used: number }; statistics: { played: number }; anonymousCredential?: string; joinRefused?: string }>(
      runtime,
      'load-game-state',
      { token, body: { tzOffset, ...body } },
    );

  it("refuses an account that names someone's anonymousId without its proof (the attack): their day and history stay", async () => {
    const victim = `anon_${crypto.randomUUID()}`;
    const victimProof = (await load({ anonymousId: victim })).body.anonymousCredential; // the victim's browser, first
    expect(victimProof).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const answer = await answerOf(day);
    const misses = missesOf(day.wordLength, answer);
    for (let row = 0; row < 2; row++)
      await call(runtime, 'submit-guess', { body: { guess: misses[row], wordLength: day.wordLength, tzOffset, row, anonymousId: victim } });
    const { token } = newUser();
    // Naming the victim's id, signed out, hands the stranger no proof.
    expect((await load({ anonymousId: victim })).body.anonymousCredential).toBeUndefined();
    for (const anonymousCredential of [
      undefined,
      'forged-proof',
      (await load({ anonymousId: `anon_${crypto.randomUUID()}` })).body.anonymousCredential,
    ]) {
      const taken = await load({ anonymousId: victim, anonymousCredential }, token);
      expect(taken.status).toBe(200);
      expect(taken.body.joinRefused).toMatch(/could not prove/);
      expect(taken.body.data.guesses_used).toBe(0);
    }
    // A browser that never played has nothing to join: nothing is said about it.
    const unplayed = await load({ anonymousId: `anon_${crypto.randomUUID()}` }, newUser().token);
    expect(unplayed.body.joinRefused).toBeUndefined();
    // The victim plays on, as they left it.
    const own = await load({ anonymousId: victim });
    expect(own.body.data.guesses_used).toBe(2);
    expect(
      (await call(runtime, 'submit-guess', { body: { guess: answer, wordLength: day.wordLength, tzOffset, row: 2, anonymousId: victim } }))
        .status,
    ).toBe(200);
    // With the proof its browser holds, the victim's own sign-in takes the history.
    const owner = newUser();
    const joined = await load({ anonymousId: victim, anonymousCredential: victimProof }, owner.token);
    expect(joined.body.joinRefused).toBeUndefined();
    expect(joined.body.data.guesses_used).toBe(3);
  });

  it('gives one browser to exactly one account, games and history together, when five sign in with it at once', async () => {
    const anonymousId = `anon_${crypto.randomUUID()}`;
    const answer = await answerOf(day);
    const { anonymousCredential } = (await load({ anonymousId })).body;
    await call(runtime, 'submit-guess', { body: { guess: answer, wordLength: day.wordLength, tzOffset, row: 0, anonymousId } });
    const accounts = Array.from({ length: 5 }, () => newUser());
    const joins = await Promise.all(accounts.map(({ token }) => load({ anonymousId, anonymousCredential }, token)));
    const winners = joins.filter((join) => join.body.joinRefused === undefined);
    expect(winners).toHaveLength(1);
    expect(joins.filter((join) => /already joined another account/.test(join.body.joinRefused ?? ''))).toHaveLength(4);
    // The game and the history went to the same one account, and only there.
    const after = await Promise.all(accounts.map(({ token }) => load({}, token)));
    const withGame = after.filter((a) => a.body.data.guesses_used === 1);
    const withHistory = after.filter((a) => a.body.statistics.played === 1);
    expect(withGame).toHaveLength(1);
    expect(withHistory).toHaveLength(1);
    expect(after.indexOf(withGame[0])).toBe(after.indexOf(withHistory[0]));
  });

  it('gives the proof to the browser whose first call made the player, again within seconds: never to whoever names it later', async () => {
    const made = Date.now();
    try {
      runtime.setClock(() => made);
      const anonymousId = `anon_${crypto.randomUUID()}`;
      const [first, again] = [await load({ anonymousId }), await load({ anonymousId })];
      expect(first.body.anonymousCredential).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The same browser asking again at once (its first answer lost on the way) is given it again.
      expect(again.body.anonymousCredential).toBe(first.body.anonymousCredential);
      expect((await load({ anonymousId: `anon_${crypto.randomUUID()}` })).body.anonymousCredential).not.toBe(
        first.body.anonymousCredential,
      );
      expect((await load({}, newUser().token)).body.anonymousCredential).toBeUndefined();
      // A minute on, whoever names the id is given nothing.
      runtime.setClock(() => made + CREDENTIAL_REISSUE_SECONDS * 1000);
      expect((await load({ anonymousId })).body.anonymousCredential).toBeUndefined();
      // Within the minute, nothing once the browser has a result: its first answer plainly arrived.
      runtime.setClock(() => made);
      const played = `anon_${crypto.randomUUID()}`;
      await load({ anonymousId: played });
      await call(runtime, 'submit-guess', {
        body: { guess: await answerOf(day), wordLength: day.wordLength, tzOffset, row: 0, anonymousId: played },
      });
      expect((await load({ anonymousId: played })).body.anonymousCredential).toBeUndefined();
    } finally {
      runtime.setClock();
    }
  });
});

describe('games stored before revealed letters were stored once', () => {
  it('keep their revealed letters, and a position revealed then is never sold again', async () => {
    const { sub, token } = newUser();
    await credits(token);
    const answer = await answerOf(day);
    // The old shape: the letters as a list, and their positions as a set beside it.
    await putRawItem({
      ...keys.game({ kind: 'user', sub }, day.date, 'en'),
      date: day.date,
      wordLength: day.wordLength,
      guesses: [],
      status: 'playing',
      revealedLetters: [{ position: 0, letter: answer[0] }],
      revealedPositions: new Set(['0']),
    });
    const again = await helper(token, { helperType: 'revealSpecificLetter', letterPosition: 0 });
    expect(again.status).toBe(409);
    const next = await helper(token, { helperType: 'revealSpecificLetter', letterPosition: 1 });
    expect(next.status).toBe(200);
    expect(next.body.revealedLetters).toEqual([
      { position: 0, letter: answer[0] },
      { position: 1, letter: answer[1] },
    ]);
    const loaded = await call<{ data: { revealed_letters: { position: number; letter: string }[] } }>(runtime, 'load-game-state', {
      token,
      body: { tzOffset },
    });
    expect(loaded.body.data.revealed_letters).toEqual(next.body.revealedLetters);
    await expectLedgerMatches(sub);
  });
});
