/**
 * Anonymous play end to end over HTTP: gateway, handlers and DynamoDB Local, no mocks. (The calls
 * anyone may make live with their area: get-word-length in word-length.test.ts, get-helper-prices
 * in credits-and-helpers.test.ts, get-credit-packages in payments.test.ts.)
 */
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { LoadGameStateResponse } from '../../lambdas/contracts/load-game-state';
import type { SubmitGuessResponse } from '../../lambdas/contracts/submit-guess';
import { localClient } from '../../local/dynamodb';
import { answerOf } from '../../lambdas/words/answer';
import type { LocalRuntime } from '../../local/runtime';
import { fieldsCarrying } from '../support/leaks';
import { call, newAnonymousId, newViewerAddress, noonTzOffset, startRuntime, todayAt } from '../support/runtime';
import { missesOf } from '../support/words';
import { keys } from '../../lambdas/store/keys';
import { profileStore } from '../../lambdas/store/profiles';
import { NEW_ANONYMOUS_PLAYERS_PER_CLIENT_HOUR } from '../../lambdas/domain/rules';

let runtime: LocalRuntime;
beforeAll(async () => {
  runtime = await startRuntime();
});
afterAll(() => runtime?.stop());

const tzOffset = noonTzOffset();
const day = todayAt(tzOffset);
let answer: string;
let wrongWords: string[];
beforeAll(async () => {
  answer = await answerOf(day);
  wrongWords = missesOf(day.wordLength, answer).slice(0, 6);
});

const guess = (anonymousId: string, word: string, row?: number) =>
  call<SubmitGuessResponse & { error?: string }>(runtime, 'submit-guess', {
    body: { guess: word, wordLength: day.wordLength, tzOffset, anonymousId, userId: null, ...(row === undefined ? {} : { row }) },
  });
const load = (anonymousId: string) =>
  call<LoadGameStateResponse>(runtime, 'load-game-state', { body: { tzOffset, anonymousId, userId: null } });

describe('a whole game', () => {
  it('is won by the answer, and never shows the answer before', async () => {
    const player = newAnonymousId();
    const first = await guess(player, wrongWords[0], 0);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ isCorrect: false, saved: true, gameState: 'playing', guessesUsed: 1, creditBalance: null });
    expect(fieldsCarrying(first.body, answer)).toEqual([]);
    expect(first.body.answer).toBeUndefined();
    const restoredWhilePlaying = await load(player);
    expect(fieldsCarrying(restoredWhilePlaying.body, answer)).toEqual([]);

    const win = await guess(player, answer.toUpperCase(), 1);
    expect(win.body).toMatchObject({ isCorrect: true, gameState: 'won', guessesUsed: 2 });
    expect(win.body.evaluation.every((t) => t.state === 'correct')).toBe(true);

    const restored = await load(player);
    expect(restored.body.data).toMatchObject({ won: true, guesses_used: 2, status: 'won', word_length: day.wordLength, date: day.date });
    expect(restored.body.data.guesses[1].tiles.map((t) => t.letter).join('')).toBe(answer.toUpperCase());
    // Anonymous players have streaks and statistics too, kept for their anonymousId.
    expect(restored.body.streaks).toEqual({ currentStreak: 1, longestStreak: 1 });
    expect(restored.body.statistics).toMatchObject({ played: 1, won: 1, winPercent: 100, today: 2 });

    const after = await guess(player, wrongWords[1], 2);
    expect(after.status).toBe(409);
    expect(after.body.error).toMatch(/game is over/);
  });

  it('is lost after six wrong guesses, and then the answer may be shown', async () => {
    const player = newAnonymousId();
    for (let row = 0; row < 5; row++) expect((await guess(player, wrongWords[row], row)).body.gameState).toBe('playing');
    const last = await guess(player, wrongWords[5], 5);
    expect(last.body).toMatchObject({ gameState: 'lost', guessesUsed: 6, answer: answer.toUpperCase() });
    const restored = await load(player);
    expect(restored.body.data).toMatchObject({ won: false, guesses_used: 6, status: 'lost', answer: answer.toUpperCase() });
    expect(restored.body.data.guesses).toHaveLength(6);
  });

  it('works without the row index too (read, then conditional write)', async () => {
    const player = newAnonymousId();
    await guess(player, wrongWords[0]);
    const second = await guess(player, wrongWords[1]);
    expect(second.body.guessesUsed).toBe(2);
  });

  it('starts empty for a new player', async () => {
    const { body } = await load(newAnonymousId());
    expect(body.data).toMatchObject({ guesses: [], guesses_used: 0, won: false, revealed_letters: [], status: 'playing' });
  });

  it('stores an anonymous game with an expiry a week after its day, for DynamoDB TTL to remove', async () => {
    const player = newAnonymousId();
    await guess(player, wrongWords[0], 0);
    const client = DynamoDBDocumentClient.from(localClient(runtime.dynamoEndpoint));
    const { Item } = await client.send(
      new GetCommand({ TableName: runtime.tableName, Key: keys.game({ kind: 'anonymous', anonymousId: player }, day.date, 'en') }),
    );
    expect(Item?.expiresAt).toBe(Date.parse(`${day.date}T00:00:00Z`) / 1000 + 7 * 86_400);
    expect(Item?.guesses).toEqual([wrongWords[0]]);
  });

  it('keeps players apart', async () => {
    const a = newAnonymousId();
    await guess(a, wrongWords[0], 0);
    expect((await load(newAnonymousId())).body.data.guesses_used).toBe(0);
  });
});

describe('one row submitted twice at once', () => {
  it('stores one guess when the same row arrives 10 times concurrently, and answers each alike', async () => {
    const player = newAnonymousId();
    const answers = await Promise.all(Array.from({ length: 10 }, () => guess(player, wrongWords[0], 0)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect((await load(player)).body.data.guesses_used).toBe(1);
  });

  it('stores exactly one of two different guesses racing for the same row; the other is told to reload', async () => {
    const player = newAnonymousId();
    const [a, b] = await Promise.all([guess(player, wrongWords[0], 0), guess(player, wrongWords[1], 0)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const stored = (await load(player)).body.data;
    expect(stored.guesses_used).toBe(1);
    const winner = a.status === 200 ? wrongWords[0] : wrongWords[1];
    expect(stored.guesses[0].tiles.map((t) => t.letter).join('')).toBe(winner.toUpperCase());
    expect((a.status === 409 ? a : b).body.error).toMatch(/reload/);
  });

  it('refuses a row that skips ahead of the stored game', async () => {
    const player = newAnonymousId();
    const skipped = await guess(player, wrongWords[0], 2);
    expect(skipped.status).toBe(409);
    expect((await load(player)).body.data.guesses_used).toBe(0);
  });
});

describe('bad guesses (product.md §4, §7) cost nothing', () => {
  it.each([
    ['too short', () => 'ab', 'Not enough letters'],
    ['not a word', () => 'q'.repeat(day.wordLength), 'Not in word list'],
    ['not letters', () => '1'.repeat(day.wordLength), 'letters A-Z only'],
    ['too long', () => 'a'.repeat(day.wordLength + 1), 'Too many letters'],
  ])('%s: 400 with its message, nothing stored', async (_, word, message) => {
    const player = newAnonymousId();
    const { status, body } = await guess(player, word(), 0);
    expect(status).toBe(400);
    expect(body.error).toContain(message);
    expect((await load(player)).body.data.guesses_used).toBe(0);
  });

  it('tells a player whose page is from yesterday to reload', async () => {
    const { status, body } = await call(runtime, 'submit-guess', {
      body: { guess: 'abcd', wordLength: day.wordLength === 4 ? 5 : 4, tzOffset, anonymousId: newAnonymousId() },
    });
    expect(status).toBe(409);
    expect(body.error).toMatch(/Reload/);
  });
});

describe('malformed requests get a 400 naming what is wrong, never a 500', () => {
  it.each([
    ['no body', undefined, /JSON object/],
    ['not JSON', '{guess:', /not valid JSON/],
    ['an array', '[]', /JSON object/],
    ['guess missing', JSON.stringify({ wordLength: 5, tzOffset: 0, anonymousId: newAnonymousId() }), /guess: required/],
    ['guess not a string', JSON.stringify({ guess: 5, wordLength: 5, tzOffset: 0, anonymousId: newAnonymousId() }), /guess/],
    [
      'anonymousId malformed',
      JSON.stringify({ guess: 'abcd', wordLength: 5, tzOffset: 0, anonymousId: 'anon_1' }),
      /anonymousId must be anon_ followed by a UUID/,
    ],
    ['no identity', JSON.stringify({ guess: 'abcd', wordLength: 5, tzOffset: 0 }), /anonymousId: required when not signed in/],
    ['row out of range', JSON.stringify({ guess: 'abcd', wordLength: 5, tzOffset: 0, row: 6, anonymousId: newAnonymousId() }), /row/],
  ])('%s', async (_, rawBody, message) => {
    const { status, body } = await call(runtime, 'submit-guess', { rawBody: rawBody ?? '', method: 'POST' });
    expect(status).toBe(400);
    expect(body.error).toMatch(message);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('does not trust a userId without a signed-in session', async () => {
    const { status, body } = await call(runtime, 'load-game-state', {
      body: { tzOffset, userId: 'someone-else', anonymousId: newAnonymousId() },
    });
    expect(status).toBe(401);
    expect(body.error).toMatch(/userId/);
  });

  it('answers unknown calls and wrong methods as JSON', async () => {
    expect(await call(runtime, 'no-such-call')).toEqual({ status: 404, body: { error: 'No such call: /functions/v1/no-such-call' } });
    expect((await call(runtime, 'submit-guess', { method: 'GET' })).status).toBe(405);
  });
});

describe('new anonymous players per client', () => {
  // One address, as the local edge sees the connection (CloudFront's header, set from it: a header a
  // client sends is overwritten). An IPv6 host's /64 counting as one client is clientKey's (unit tests).
  it.each([['one address', newViewerAddress(), newViewerAddress()]])(
    'keeps a history for at most the hourly allowance of new players from %s (the flood), and lets every one play',
    async (_, flooderAddress, neighbourAddress) => {
      const answer = await answerOf(day);
      const flooder = () => flooderAddress;
      let claims = 0;
      const win = (anonymousId: string, address: string) =>
        call<SubmitGuessResponse>(runtime, 'submit-guess', {
          from: address,
          // Each claims another address: nothing changes, the edge says where the connection came from.
          headers: { 'cloudfront-viewer-address': `203.0.113.${(claims++ % 250) + 1}:44321` },
          body: { guess: answer, wordLength: day.wordLength, tzOffset, anonymousId, row: 0 },
        });
      // All in one hour of the allowance (the middle of this one, so no hour turns during the test).
      const midHour = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 1_800_000;
      runtime.setClock(() => midHour);
      try {
        const ids = Array.from({ length: NEW_ANONYMOUS_PLAYERS_PER_CLIENT_HOUR + 5 }, () => newAnonymousId());
        for (let i = 0; i < ids.length; i += 10) {
          const answers = await Promise.all(ids.slice(i, i + 10).map((id) => win(id, flooder())));
          expect(answers.map((a) => a.body.gameState)).toEqual(answers.map(() => 'won')); // every one plays, and wins
        }
        // Read back ten at a time, as the wins went (a hundred at once would time DynamoDB Local out on a busy machine).
        const played: number[] = [];
        for (let i = 0; i < ids.length; i += 10)
          played.push(...(await Promise.all(ids.slice(i, i + 10).map(async (id) => (await load(id)).body.statistics.played))));
        expect(played.filter((n) => n === 1)).toHaveLength(NEW_ANONYMOUS_PLAYERS_PER_CLIENT_HOUR);
        expect(played.filter((n) => n === 0)).toHaveLength(5);
        // Another address is not held back by that one.
        const neighbour = newAnonymousId();
        await win(neighbour, neighbourAddress);
        expect((await load(neighbour)).body.statistics.played).toBe(1);
      } finally {
        runtime.setClock();
      }
    },
  );

  it('counts a new player once however often its admission is retried, and keeps no id of it beside the address', async () => {
    const client = '192.0.2.55';
    const now = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 1_800_000);
    const [first, second, third, fourth] = Array.from({ length: 4 }, () => newAnonymousId());
    const admit = (id: string) => profileStore.admitNewAnonymous(client, id, now, 3);
    // The same player's request retried (by the player, or by the SDK after a lost answer) is one player.
    expect([await admit(first), await admit(first), await admit(first)]).toEqual([true, true, true]);
    expect([await admit(second), await admit(third)]).toEqual([true, true]);
    expect(await admit(fourth)).toBe(false); // the fourth new player of an hour with room for 3
    expect(await admit(second)).toBe(true); // one already counted is still in
    const { Item } = await DynamoDBDocumentClient.from(localClient(runtime.dynamoEndpoint)).send(
      new GetCommand({ TableName: runtime.tableName, Key: keys.newPlayersOfClient(client, now.toISOString().slice(0, 13)) }),
    );
    expect((Item?.players as Set<string>).size).toBe(3);
    expect(JSON.stringify([...(Item?.players as Set<string>)])).not.toMatch(new RegExp([first, second, third].join('|')));
  });

  it('makes at most the hourly allowance of new players through first loads from one address, and the rest still play', async () => {
    const midHour = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 1_800_000;
    runtime.setClock(() => midHour);
    try {
      const from = newViewerAddress();
      const ids = Array.from({ length: NEW_ANONYMOUS_PLAYERS_PER_CLIENT_HOUR + 5 }, () => newAnonymousId());
      const proofs: (string | undefined)[] = [];
      for (let i = 0; i < ids.length; i += 10) {
        const answers = await Promise.all(
          ids.slice(i, i + 10).map((anonymousId) =>
            call<{ anonymousCredential?: string; data: { status: string } }>(runtime, 'load-game-state', {
              from,
              body: { tzOffset, anonymousId },
            }),
          ),
        );
        expect(answers.map((a) => [a.status, a.body.data.status])).toEqual(answers.map(() => [200, 'playing']));
        proofs.push(...answers.map((a) => a.body.anonymousCredential));
      }
      expect(proofs.filter((proof) => proof !== undefined)).toHaveLength(NEW_ANONYMOUS_PLAYERS_PER_CLIENT_HOUR);
      // Another address is not held back by that one.
      const neighbour = await call<{ anonymousCredential?: string }>(runtime, 'load-game-state', {
        from: newViewerAddress(),
        body: { tzOffset, anonymousId: newAnonymousId() },
      });
      expect(neighbour.body.anonymousCredential).toBeDefined();
    } finally {
      runtime.setClock();
    }
  });
});
