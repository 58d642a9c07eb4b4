/**
 * The local world as strict as AWS (docs/architecture.md, "Local stand-ins"), and what the game does
 * about it. The DynamoDB stand-in first, checked against what AWS documents: a plain write meeting a
 * transaction fails with TransactionConflictException, overlapping transactions are cancelled with
 * reason TransactionConflict, and a read without ConsistentRead may not see a write of a moment
 * ago. Then the game's answers under each: a conflict is sent again and answered as if none had
 * happened, lasting contention is a 503 that says when to try again, and every decision that
 * depends on a fresh write reads it consistently (a deletion right after a checkout, a token used
 * right after its account's deletion, an operator's price change).
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DELETE_ACCOUNT_CONFIRMATION } from '../../lambdas/contracts/constants';
import { localDay } from '../../lambdas/domain/calendar';
import { ACCOUNT_DELETED, SERVICE_BUSY } from '../../lambdas/errors';
import { keys } from '../../lambdas/store/keys';
import { settingsStore } from '../../lambdas/store/settings';
import { answerOf } from '../../lambdas/words/answer';
import { STRICT_DYNAMO_DEFAULTS } from '../../local/strict-dynamodb';
import type { LocalRuntime } from '../../local/runtime';
import { hostedUi } from '../support/hosted-ui';
import { call, newAnonymousId, startRuntime } from '../support/runtime';
import { missesOf } from '../support/words';

let runtime: LocalRuntime;
let strict: DynamoDBDocumentClient;
let engine: DynamoDBDocumentClient;
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
/** A client as the SDK is out of the box: no resend of conflicts (the old table client let them through). */
const plainClient = (endpoint: string) =>
  DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint, region: 'local', credentials, maxAttempts: 1 }));

beforeAll(async () => {
  runtime = await startRuntime();
  strict = plainClient(runtime.strict.endpoint);
  engine = plainClient(runtime.dynamoEndpoint);
}, 120_000);
afterAll(async () => {
  strict?.destroy();
  engine?.destroy();
  await runtime?.stop();
});
afterEach(() => runtime.strict.set(STRICT_DYNAMO_DEFAULTS));

const item = (sk: string, extra: Record<string, unknown> = {}) => ({ pk: `TEST#${randomUUID()}`, sk, ...extra });
const put = (value: Record<string, unknown>) => ({ Put: { TableName: runtime.tableName, Item: value } });
const errorOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as Error,
  );
/** Holds `held`'s item in a committed transaction until the stand-in has refused `conflicts` requests for it. */
async function holdInTransaction(held: Record<string, unknown>, conflicts: number) {
  runtime.strict.holdUntilConflicts(conflicts);
  await strict.send(new TransactWriteCommand({ TransactItems: [put(held)] }));
}

describe('the DynamoDB stand-in, as AWS documents DynamoDB', () => {
  it('refuses a plain write to an item a transaction holds (TransactionConflictException), and writes nothing of it', async () => {
    const held = item('A', { value: 1 });
    await holdInTransaction(held, 1);
    const refused = await errorOf(strict.send(new PutCommand({ TableName: runtime.tableName, Item: { ...held, value: 2 } })));
    expect(refused?.name).toBe('TransactionConflictException');
    const { Item } = await engine.send(
      new GetCommand({ TableName: runtime.tableName, Key: { pk: held.pk, sk: 'A' }, ConsistentRead: true }),
    );
    expect(Item?.value).toBe(1);
  });

  it('cancels a transaction overlapping another (reason TransactionConflict for that item only), and writes none of it', async () => {
    const held = item('A');
    const other = item('B');
    await holdInTransaction(held, 1);
    const refused = await errorOf(strict.send(new TransactWriteCommand({ TransactItems: [put(other), put({ ...held, value: 3 })] })));
    expect(refused).toBeInstanceOf(TransactionCanceledException);
    expect((refused as TransactionCanceledException).CancellationReasons?.map((reason) => reason.Code)).toEqual([
      'None',
      'TransactionConflict',
    ]);
    const { Item } = await engine.send(
      new GetCommand({ TableName: runtime.tableName, Key: { pk: other.pk, sk: 'B' }, ConsistentRead: true }),
    );
    expect(Item).toBeUndefined();
  });

  it('may answer a non-consistent read as before a write of a moment ago; a consistent read always sees it', async () => {
    runtime.strict.set({ staleReadMs: 60_000 });
    const fresh = item('A', { value: 1 });
    const key = { pk: fresh.pk, sk: 'A' };
    await strict.send(new PutCommand({ TableName: runtime.tableName, Item: fresh }));
    expect((await strict.send(new GetCommand({ TableName: runtime.tableName, Key: key }))).Item).toBeUndefined();
    expect((await strict.send(new GetCommand({ TableName: runtime.tableName, Key: key, ConsistentRead: true }))).Item).toEqual(fresh);
    const query = (ConsistentRead: boolean) =>
      strict.send(
        new QueryCommand({
          TableName: runtime.tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': fresh.pk },
          ConsistentRead,
        }),
      );
    expect((await query(false)).Items).toEqual([]);
    expect((await query(true)).Items).toEqual([fresh]);
  });
});

describe('the game, with conflicts and lagging reads', () => {
  const tzOffset = 0;
  async function playerWithGame() {
    const anonymousId = newAnonymousId();
    const day = localDay(new Date(), tzOffset);
    const answer = await answerOf(day);
    const guess = (word: string, row: number) =>
      call<{ error?: string }>(runtime, 'submit-guess', {
        body: { guess: word, wordLength: day.wordLength, tzOffset, anonymousId, row },
      });
    return { anonymousId, day, guess, misses: missesOf(day.wordLength, answer) };
  }
  const gameItem = (anonymousId: string, date: string) => ({ ...keys.game({ kind: 'anonymous', anonymousId }, date, 'en') });
  /** A transaction on the player's game item (a condition check: it writes nothing), held as holdUntilConflicts says. */
  const holdGame = (anonymousId: string, date: string) =>
    strict.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: { TableName: runtime.tableName, Key: gameItem(anonymousId, date), ConditionExpression: 'attribute_exists(pk)' },
          },
        ],
      }),
    );

  it('sends a guess that met a transaction on its game again, and answers it as if nothing had raced', async () => {
    const { anonymousId, day, guess, misses } = await playerWithGame();
    expect((await guess(misses[0], 0)).status).toBe(200);
    // A transaction holds the game item (a condition check, writing nothing) until the guess has met it once.
    runtime.strict.holdUntilConflicts(1);
    const conflicts = () => runtime.strict.counts.writeConflicts + runtime.strict.counts.transactionConflicts;
    const before = conflicts();
    await holdGame(anonymousId, day.date);
    const answered = await guess(misses[1], 1);
    expect(conflicts()).toBe(before + 1);
    expect(answered.status).toBe(200);
    const state = await call<{ data: { guesses_used: number } }>(runtime, 'load-game-state', { body: { tzOffset, anonymousId } });
    expect(state.body.data.guesses_used).toBe(2);
  });

  it('answers contention that outlasts its resends with a 503 that says when to try again, and keeps the game as it was', async () => {
    const { anonymousId, day, guess, misses } = await playerWithGame();
    expect((await guess(misses[0], 0)).status).toBe(200);
    // Held until far more refusals than the resends make: the guess gives up first.
    runtime.strict.holdUntilConflicts(10_000);
    await holdGame(anonymousId, day.date);
    const url = new URL('/functions/v1/submit-guess', runtime.url);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ guess: misses[1], wordLength: day.wordLength, tzOffset, anonymousId, row: 1 }),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toEqual({ error: SERVICE_BUSY, reason: 'service-busy' });
    runtime.strict.holdUntilConflicts(1); // the next refusal lets the held transaction go
    await errorOf(strict.send(new PutCommand({ TableName: runtime.tableName, Item: { ...gameItem(anonymousId, day.date), x: 1 } })));
    const state = await call<{ data: { guesses_used: number } }>(runtime, 'load-game-state', { body: { tzOffset, anonymousId } });
    expect(state.body.data.guesses_used).toBe(1);
    expect((await guess(misses[1], 1)).status).toBe(200);
  });

  it('stops resending when its request must answer: the function answers its own 503 before Lambda would stop it', async () => {
    const { anonymousId, day, guess, misses } = await playerWithGame();
    expect((await guess(misses[0], 0)).status).toBe(200);
    const { updateIf } = await import('../../lambdas/store/table');
    const { withRequestDeadline, ANSWER_RESERVE_MS } = await import('../../lambdas/request-deadline');
    runtime.strict.holdUntilConflicts(10_000);
    await holdGame(anonymousId, day.date);
    const conflicts = () => runtime.strict.counts.writeConflicts + runtime.strict.counts.transactionConflicts;
    const before = conflicts();
    // A function left with no more than its answer's reserve: the write meets the held game once, and is not sent again.
    const refused = await errorOf(
      withRequestDeadline(ANSWER_RESERVE_MS, () =>
        updateIf({
          Key: gameItem(anonymousId, day.date),
          UpdateExpression: 'SET touched = :one',
          ExpressionAttributeValues: { ':one': 1 },
        }),
      ),
    );
    expect(conflicts()).toBe(before + 1);
    expect(refused).toMatchObject({ refusal: 'contended' });
    runtime.strict.holdUntilConflicts(1); // the next refusal lets the held transaction go
    await errorOf(strict.send(new PutCommand({ TableName: runtime.tableName, Item: { ...gameItem(anonymousId, day.date), x: 1 } })));
  });

  describe('decisions on a fresh write read it consistently', () => {
    const { signIn, claims } = hostedUi(() => runtime);
    beforeEach(() => runtime.strict.set({ staleReadMs: 60_000 })); // every replica lags a minute

    it('a deletion right after a checkout leaves no order with the buyer on it', async () => {
      const token = (await signIn(`lag-${randomUUID()}@example.com`)).access_token;
      const sub = String(claims(token).sub);
      const made = await call(runtime, 'create-payment-intent', { token, body: { packageId: 'pack-10', checkoutId: randomUUID() } });
      expect(made.status).toBe(200);
      expect((await call(runtime, 'delete-account', { token, body: { confirm: DELETE_ACCOUNT_CONFIRMATION } })).status).toBe(200);
      const { Items = [] } = await engine.send(new ScanCommand({ TableName: runtime.tableName, ConsistentRead: true }));
      expect(Items.filter((stored) => JSON.stringify(stored).includes(sub))).toEqual([]);
    });

    it('signing in again after deleting the account starts a new one: Cognito makes a new user, with a new sub', async () => {
      const email = `again-${randomUUID()}@example.com`;
      const first = (await signIn(email)).access_token;
      expect((await call(runtime, 'delete-account', { token: first, body: { confirm: DELETE_ACCOUNT_CONFIRMATION } })).status).toBe(200);
      const again = (await signIn(email)).access_token;
      expect(claims(again).sub).not.toBe(claims(first).sub);
      expect(await call(runtime, 'get-credits', { token: again })).toEqual({ status: 200, body: { balance: 5 } });
    });

    it('a token used right after its account was deleted makes nothing again', async () => {
      const token = (await signIn(`lag-${randomUUID()}@example.com`)).access_token;
      expect((await call(runtime, 'get-credits', { token })).status).toBe(200);
      expect((await call(runtime, 'delete-account', { token, body: { confirm: DELETE_ACCOUNT_CONFIRMATION } })).status).toBe(200);
      const deleted = { error: ACCOUNT_DELETED, reason: 'account-deleted' };
      expect(await call(runtime, 'get-credits', { token })).toEqual({ status: 401, body: deleted });
    });
  });
});

describe("a player's calls a minute, counted once however often a call is sent", () => {
  it('counts a call the SDK sends again after a timeout once, and still refuses past the limit', async () => {
    const { limitStore } = await import('../../lambdas/store/limits');
    const player = { kind: 'anonymous', anonymousId: newAnonymousId() } as const;
    const now = new Date();
    // The same request twice (DynamoDB counted the first send; its answer was lost to the timeout): counted once.
    expect(await limitStore.takeCall(player, 'use-helper', now, 2, 'request-a')).toBe(true);
    expect(await limitStore.takeCall(player, 'use-helper', now, 2, 'request-a')).toBe(true);
    expect(await limitStore.takeCall(player, 'use-helper', now, 2, 'request-b')).toBe(true);
    expect(await limitStore.takeCall(player, 'use-helper', now, 2, 'request-c')).toBe(false);
  });
});

describe('API errors at the edge', () => {
  const prices = () =>
    fetch(new URL('/functions/v1/get-helper-prices', runtime.url)).then((response) => ({
      status: response.status,
      fromCache: response.headers.get('x-cache'),
      retryAfter: response.headers.get('retry-after'),
    }));
  /** A GET that fails while the table is unreachable, then the table back. */
  async function failThenRecover() {
    settingsStore.forgetCache();
    runtime.strict.set({ unavailable: true });
    const failed = await prices();
    runtime.strict.set({ unavailable: false });
    return { failed, after: await prices() };
  }
  beforeEach(() => runtime.setClock(() => Date.parse('2026-11-23T12:00:00Z'))); // one instant: a cached error would still be fresh
  afterEach(() => runtime.setClock());

  it("serves no error from CloudFront's cache: the next GET reaches the API and is answered", async () => {
    const { failed, after } = await failThenRecover();
    expect(failed).toEqual({ status: 503, fromCache: null, retryAfter: '1' });
    expect(after.status).toBe(200);
  });

  describe("with CloudFront's default error caching (the distribution before lib/error-caching.ts)", () => {
    let defaults: LocalRuntime;
    let first: LocalRuntime;
    beforeAll(async () => {
      first = runtime;
      defaults = await startRuntime({ errorCachingSeconds: {} });
      runtime = defaults;
    }, 120_000);
    afterAll(async () => {
      runtime = first;
      await defaults?.stop();
    });

    it('keeps serving the error for 10 s after the table is back', async () => {
      const { failed, after } = await failThenRecover();
      expect(failed.status).toBe(503);
      expect(after).toMatchObject({ status: 503, fromCache: 'Error from cloudfront' });
    });
  });
});

describe('the push service stand-in, as the push services answer (RFC 8030, 8291, 8292)', () => {
  /** A push to a new subscription, as web-push makes it, with `change` applied to the request before it goes. */
  /** A push to a new subscription, as web-push makes it, `change`d before it goes; `otherKey`: signed by a key it was not made for. */
  async function push(
    change: (request: { headers: Record<string, string>; body: Uint8Array }) => void = () => undefined,
    otherKey = false,
  ) {
    const webpush = (await import('web-push')).default;
    const ownKeys = webpush.generateVAPIDKeys();
    const subscription = runtime.push.subscribe(otherKey ? webpush.generateVAPIDKeys().publicKey : ownKeys.publicKey);
    const details = webpush.generateRequestDetails(subscription, '{"title":"x"}', {
      vapidDetails: { subject: 'mailto:reminders@cipherword.local', publicKey: ownKeys.publicKey, privateKey: ownKeys.privateKey },
      TTL: 60,
      contentEncoding: 'aes128gcm',
    });
    const request = { headers: details.headers as Record<string, string>, body: new Uint8Array(details.body) };
    change(request);
    const answer = await fetch(details.endpoint, { method: 'POST', headers: request.headers, body: request.body });
    return { status: answer.status, messages: runtime.push.messagesFor(subscription.endpoint) };
  }

  it('takes a well-made push (201) and decrypts it as the browser would', async () => {
    expect(await push()).toEqual({ status: 201, messages: [expect.objectContaining({ text: '{"title":"x"}', ttl: 60 })] });
  });

  it.each([
    ['without a TTL', 400, (request: { headers: Record<string, string> }) => delete request.headers.TTL],
    [
      'in another content encoding',
      400,
      (request: { headers: Record<string, string> }) => (request.headers['Content-Encoding'] = 'aesgcm'),
    ],
    ['without VAPID', 401, (request: { headers: Record<string, string> }) => delete request.headers.Authorization],
    ['with a body changed on the way', 400, (request: { body: Uint8Array }) => (request.body[request.body.length - 1] ^= 1)],
  ])('refuses a push %s (%i), taking nothing', async (_what, status, change) => {
    expect(await push(change as (request: { headers: Record<string, string>; body: Uint8Array }) => void)).toEqual({
      status,
      messages: [],
    });
  });

  it('refuses a push signed with a key the subscription was not made for (403)', async () => {
    expect(await push(undefined, true)).toEqual({ status: 403, messages: [] });
  });
});
