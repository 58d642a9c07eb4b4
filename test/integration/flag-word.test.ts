/**
 * "This word is wrong" over HTTP against the real local runtime (DynamoDB Local): refused while the
 * game plays (the code is still secret), recorded once per player after it, on the code the server
 * names itself, in the game's language; the owner's review list counts people, not taps or
 * anonymous ids: signed-in players once each, anonymous ones once per address (`npm run flags`).
 *
 * An address is the one a call connects from (a loopback address of its own): the local edge, as
 * CloudFront does, sets cloudfront-viewer-address from the connection.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { FlagWordResponse } from '../../lambdas/contracts/flag-word';
import { localDay } from '../../lambdas/domain/calendar';
import type { LanguageCode } from '../../lambdas/domain/languages';
import { FINISH_FIRST } from '../../lambdas/services/shared/finished-game';
import { keys } from '../../lambdas/store/keys';
import { answerOf, writtenAnswerOf } from '../../lambdas/words/answer';
import { localClient } from '../../local/dynamodb';
import type { LocalRuntime } from '../../local/runtime';
import { missesOf } from '../support/words';
import { call, finalAnswer, newAnonymousId, newViewerAddress, noonTzOffset, startRuntime } from '../support/runtime';

let runtime: LocalRuntime;
let table: DynamoDBDocumentClient;
beforeAll(async () => {
  runtime = await startRuntime();
  table = DynamoDBDocumentClient.from(localClient(runtime.dynamoEndpoint));
}, 120_000);
afterAll(() => runtime?.stop());

const tzOffset = noonTzOffset();
const today = () => localDay(new Date(), tzOffset);

/** A player, and the address their calls come from (each test's callers get addresses of their own, unless shared on purpose). */
type Caller = ({ anonymousId: string } | { token: string }) & { address: string };
const newAddress = newViewerAddress;
const identity = (caller: Caller) => ({
  from: caller.address,
  ...('token' in caller
    ? { token: caller.token, fields: {} }
    : { token: undefined, fields: { anonymousId: caller.anonymousId, userId: null } }),
});
const newBrowser = (address = newAddress()): Caller => ({ anonymousId: newAnonymousId(), address });
const newUser = (address = newAddress()): Caller => ({
  token: runtime.identity.mintAccessToken({ sub: `flag-${randomUUID()}` }),
  address,
});

const flag = (caller: Caller, body: Record<string, unknown> = {}) => {
  const { token, fields, from } = identity(caller);
  return finalAnswer(() =>
    call<FlagWordResponse & { error?: string }>(runtime, 'flag-word', { token, from, body: { tzOffset, ...fields, ...body } }),
  );
};
const guess = async (caller: Caller, language: LanguageCode, word: string, row: number) => {
  const { token, fields, from } = identity(caller);
  const answer = await finalAnswer(() =>
    call(runtime, 'submit-guess', {
      token,
      from,
      body: { guess: word, wordLength: today().wordLength, tzOffset, row, language, ...fields },
    }),
  );
  expect(answer.status).toBe(200);
};
/** The owner's review item of a code: how many players flagged it, and what it names. */
const flaggedWord = async (language: LanguageCode, date: string) =>
  (await table.send(new GetCommand({ TableName: runtime.tableName, Key: keys.flaggedWord(language, date), ConsistentRead: true }))).Item;
const flagsOf = async (language: LanguageCode, date: string) => Number((await flaggedWord(language, date))?.flags ?? 0);
/** The code's counts: people, signed-in players, addresses of anonymous players. */
const countsOf = async (language: LanguageCode, date: string) => {
  const item = await flaggedWord(language, date);
  return { people: Number(item?.flags ?? 0), accounts: Number(item?.accounts ?? 0), addresses: Number(item?.addresses ?? 0) };
};
const plus = (counts: { people: number; accounts: number; addresses: number }, accounts: number, addresses: number) => ({
  people: counts.people + accounts + addresses,
  accounts: counts.accounts + accounts,
  addresses: counts.addresses + addresses,
});

describe('flag-word', () => {
  it('is refused while the game plays or before it starts, and records nothing: the code is still a secret', async () => {
    const player = newBrowser();
    const before = await flagsOf('en', today().date);
    const unstarted = await flag(player);
    // A refusal players meet names its reason beside its words: a page says it in its own language.
    expect([unstarted.status, unstarted.body]).toEqual([409, { error: FINISH_FIRST, reason: 'finish-first' }]);
    const [miss] = missesOf(today().wordLength, await answerOf(today(), 'en'));
    await guess(player, 'en', miss, 0);
    const playing = await flag(player);
    expect([playing.status, playing.body.error]).toEqual([409, FINISH_FIRST]);
    expect(playing.body.word).toBeUndefined();
    expect(await flagsOf('en', today().date)).toBe(before);
  });

  it("records a finished game's code once per player, however often they tap; each other player adds one", async () => {
    const day = today();
    const answer = await answerOf(day, 'en');
    const before = await flagsOf('en', day.date);
    const [anonymous, account] = [newBrowser(), newUser()];
    for (const player of [anonymous, account]) await guess(player, 'en', answer, 0);

    const first = await flag(anonymous);
    expect(first).toEqual({ status: 200, body: { word: answer, date: day.date, language: 'en', alreadyFlagged: false } });
    const again = await flag(anonymous);
    expect(again.body).toMatchObject({ word: answer, alreadyFlagged: true });
    expect(await flagsOf('en', day.date)).toBe(before + 1);

    expect((await flag(account)).body.alreadyFlagged).toBe(false);
    const item = await flaggedWord('en', day.date);
    expect(item).toMatchObject({ language: 'en', date: day.date, word: answer, flags: before + 2 });
    expect(Date.parse(String(item?.lastFlaggedAt))).toBeGreaterThanOrEqual(Date.parse(String(item?.firstFlaggedAt)));
  });

  it('counts people: 30 fresh anonymous players from one address once, another address once more, each signed-in player once', async () => {
    const day = today();
    const answer = await answerOf(day, 'en');
    const before = await countsOf('en', day.date);
    const address = newAddress();
    const flood = Array.from({ length: 30 }, () => newBrowser(address));
    // All at once, as a script would send them: each wins, then flags.
    const answers = await Promise.all(
      flood.map(async (player) => {
        await guess(player, 'en', answer, 0);
        return flag(player);
      }),
    );
    // Each of them is thanked (their flag is kept: their own taps stay one), but the address counts once.
    for (const sent of answers) expect([sent.status, sent.body.alreadyFlagged]).toEqual([200, false]);
    expect(await countsOf('en', day.date)).toEqual(plus(before, 0, 1));
    expect((await flag(flood[0])).body.alreadyFlagged).toBe(true);

    // A neighbour on another address is another person; so is each signed-in player, even on the flood's address.
    const [neighbour, first, second] = [newBrowser(), newUser(address), newUser(address)];
    for (const player of [neighbour, first, second]) {
      await guess(player, 'en', answer, 0);
      expect((await flag(player)).body.alreadyFlagged).toBe(false);
    }
    expect(await countsOf('en', day.date)).toEqual(plus(before, 2, 2));
  });

  it('npm run flags: the owner reads each flagged code with its people (signed in, anonymous) and the next edition', async () => {
    const day = today();
    const answer = await answerOf(day, 'fr');
    const [anonymous, account] = [newBrowser(), newUser()];
    for (const player of [anonymous, account]) {
      await guess(player, 'fr', answer, 0);
      await flag(player, { language: 'fr' });
    }
    const counts = await countsOf('fr', day.date);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'bin/flags.ts', '--table', runtime.tableName, '--endpoint', runtime.dynamoEndpoint],
      { env: { ...process.env, AWS_REGION: 'local' }, timeout: 60_000 },
    );
    const [header, ...rows] = stdout.trim().split('\n');
    expect(header.split(/ {2,}/)).toEqual([
      'language',
      'date',
      'code',
      'people',
      'signed in',
      'anonymous addresses',
      'next edition',
      'last flagged',
    ]);
    const row = rows.map((line) => line.split(/ {2,}/)).find(([language, date]) => language === 'fr' && date === day.date);
    expect(row?.slice(2, 7)).toEqual([
      (await writtenAnswerOf(day, 'fr')).toUpperCase(),
      String(counts.people),
      String(counts.accounts),
      String(counts.addresses),
      expect.stringMatching(/^(still a code|withheld)$/),
    ]);
    expect(counts.accounts).toBeGreaterThanOrEqual(1);
    expect(counts.addresses).toBeGreaterThanOrEqual(1);
  });

  it('names no player and no address in what it keeps: the flags are under hashes, and expire', async () => {
    const player = newBrowser();
    const day = today();
    await guess(player, 'en', await answerOf(day, 'en'), 0);
    expect((await flag(player)).status).toBe(200);
    const { Items = [] } = await table.send(
      new QueryCommand({
        TableName: runtime.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.wordFlag('en', day.date, '').pk },
        ConsistentRead: true,
      }),
    );
    expect(Items.length).toBeGreaterThan(0);
    const anonymousId = (player as { anonymousId: string }).anonymousId;
    for (const item of Items) {
      expect(JSON.stringify(item)).not.toContain(anonymousId);
      expect(JSON.stringify(item)).not.toContain(player.address);
      expect(item.expiresAt).toEqual(expect.any(Number));
    }
  });

  it.each(['es', 'fr'] as const)("%s: flags that language's code, as it is written, apart from the English one", async (language) => {
    const player = newBrowser();
    const day = today();
    await guess(player, language, await answerOf(day, language), 0);
    const englishBefore = await flagsOf('en', day.date);
    const answer = await flag(player, { language });
    expect(answer).toEqual({
      status: 200,
      body: { word: await writtenAnswerOf(day, language), date: day.date, language, alreadyFlagged: false },
    });
    expect(await flaggedWord(language, day.date)).toMatchObject({ word: answer.body.word, language });
    expect(await flagsOf('en', day.date)).toBe(englishBefore);
    // Its English game is another game: not finished, not flaggable.
    expect((await flag(player)).status).toBe(409);
  });

  it('answers 400 naming what is wrong: an unknown language, a date to come, a date that is none', async () => {
    const player = newBrowser();
    const unknown = await flag(player, { language: 'de' });
    expect([unknown.status, unknown.body.error]).toEqual([400, 'language must be en, es or fr']);
    const tomorrow = new Date(Date.parse(`${today().date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const future = await flag(player, { date: tomorrow });
    expect(future.status).toBe(400);
    expect(future.body.error).toMatch(/future/);
    const none = await flag(player, { date: '2026-02-30' });
    expect([none.status, none.body.error]).toEqual([400, expect.stringMatching(/date/)]);
  });
});
