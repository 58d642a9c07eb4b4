/**
 * The reminder sender (lambdas/services/reminder-sender.ts), run as the schedule runs it, against
 * the local push service's stand-in, which checks each push's VAPID signature and decrypts it as a
 * browser would (RFC 8291). Days lived on the test's clock, across both summer-time changes.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { LoadGameStateResponse } from '../../lambdas/contracts/load-game-state';
import { localDay, localDayFromDate, localDayFromNumber } from '../../lambdas/domain/calendar';
import { instantOf, localClock, slotOf } from '../../lambdas/domain/reminders';
import { REMINDER_SLOT_MINUTES } from '../../lambdas/domain/rules';
import { REMINDER_MESSAGE, REMINDER_MESSAGES } from '../../lambdas/domain/reminder-messages';
import { keys } from '../../lambdas/store/keys';
import { REMINDER_SHARDS } from '../../lambdas/store/reminders';
import { documentClient, TABLE_TIMEOUTS } from '../../lambdas/store/table';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { runAsFunction } from '../../lambdas/config';
import { reminderSender } from '../../lambdas/scheduled';
import { lambdaContext } from '../../local/gateway';
import { answerOf } from '../../lambdas/words/answer';
import type { LocalRuntime } from '../../local/runtime';
import { setClock, tzOffsetIn } from '../support/clock';
import { itemText, scanTable } from '../support/races';
import { call } from '../support/runtime';
import { startRuntimeWithIssuer, type TestIssuer } from '../support/tokens';

let runtime: LocalRuntime;
let issuer: TestIssuer;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ runtime, issuer, stop } = await startRuntimeWithIssuer());
  runtime.setClock(() => Date.now()); // the gateway stamps requests with the test's clock
});
afterAll(async () => {
  await stop?.();
  jest.useRealTimers();
});

const MADRID = 'Europe/Madrid';
/** The longest a player's table call waits for one answer before trying again or giving up. */
const PLAYER_TABLE_WAIT_MS = TABLE_TIMEOUTS.player.requestTimeoutMs;
let userCount = 0;
const newAccount = () => `reminded-${++userCount}-${Date.now()}`;
const tokenOf = (sub: string) => issuer.token({ sub });
/** `time` on `date` in Madrid, as an instant. */
const madrid = (date: string, time: string) => instantOf(MADRID, localDayFromDate(date)!.dayNumber, time);
const dateAfter = (date: string, days: number) => localDayFromNumber(localDayFromDate(date)!.dayNumber + days).date;

/** The sender's run at `at` (the clock moved there first, as the schedule would start it). */
/**
 * The sender's run at `at`, as the schedule starts it, the clock moved there first. The runs before
 * it came every slot up to the one before `at`, unless `lastFinished` says when they stopped.
 */
async function runAt(at: Date, { lastFinished = new Date(at.getTime() - REMINDER_SLOT_MINUTES * 60_000) } = {}) {
  await progress(lastFinished);
  setClock(at);
  return runtime.sendReminders(at);
}

/** Arranges the sender's progress as if its last run finished the slot holding `at`. */
async function progress(at: Date) {
  const { DynamoDBDocumentClient, PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const { localClient } = await import('../../local/dynamodb');
  const engine = DynamoDBDocumentClient.from(localClient(runtime.dynamoEndpoint));
  for (let shard = 0; shard < REMINDER_SHARDS; shard++) {
    await engine.send(
      new PutCommand({ TableName: runtime.tableName, Item: { ...keys.senderProgress(shard), lastSlot: slotOf(at).toISOString() } }),
    );
  }
}

async function remindAtEight(sub: string, date: string) {
  setClock(madrid(date, '09:00'));
  const subscription = runtime.push.subscribe(runtime.vapidPublicKey);
  const set = await call(runtime, 'set-reminder', { token: tokenOf(sub), body: { subscription, time: '20:00', timeZone: MADRID } });
  expect(set.status).toBe(200);
  return subscription.endpoint;
}

/** A new account reminded at 20:00 Madrid time from `date` on. */
async function remindedAccount(date: string) {
  const sub = newAccount();
  return { sub, endpoint: await remindAtEight(sub, date) };
}

/** Words of a message, where letters can appear: its title and body, as the notification shows them. */
const wordsOf = (text: string) => {
  const { title, body } = JSON.parse(text) as { title: string; body: string };
  return `${title} ${body}`
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter(Boolean);
};

describe('a reminder set for 20:00 in Europe/Madrid', () => {
  it.each(['2027-03-26', '2027-06-15', '2027-10-29', '2027-12-30'])(
    'from %s: comes at 20:00 Madrid time on a day not played, holds nothing of the code, and stops after turn off',
    async (first) => {
      const sub = newAccount();
      const endpoint = await remindAtEight(sub, first);

      // Day 1, not played: nothing at 19:45, the reminder at 20:00 (Madrid time, whatever the season).
      expect((await runAt(madrid(first, '19:45'))).outcomes.sent).toBe(0);
      const sent = await runAt(madrid(first, '20:00'));
      expect(sent.outcomes.sent).toBe(1);
      const [message] = runtime.push.messagesFor(endpoint);
      expect(localClock(MADRID, message.at).minutes).toBe(20 * 60);
      expect(JSON.parse(message.text)).toEqual(REMINDER_MESSAGE);
      const code = (await answerOf(localDay(message.at, tzOffsetIn(MADRID, message.at)))).toUpperCase();
      expect(wordsOf(message.text)).not.toContain(code);
      expect(message.ttl).toBeLessThanOrEqual(4 * 3600); // of no use after midnight
      expect(runtime.push.refusals).toEqual([]); // its VAPID signature verified, its body decrypted

      // Day 2 (across summer time's change for two of the dates): played in the morning, so no reminder.
      const second = dateAfter(first, 1);
      const morning = madrid(second, '10:00');
      setClock(morning);
      const day = localDay(morning, tzOffsetIn(MADRID, morning));
      const won = await call<{ gameState: string }>(runtime, 'submit-guess', {
        token: tokenOf(sub),
        body: { guess: await answerOf(day), wordLength: day.wordLength, tzOffset: tzOffsetIn(MADRID, morning), row: 0 },
      });
      expect(won.body).toMatchObject({ gameState: 'won' });
      expect((await runAt(madrid(second, '20:00'))).outcomes).toMatchObject({ sent: 0, played: 1 });

      // Day 3, not played: it comes again at 20:00 Madrid time.
      const third = dateAfter(first, 2);
      expect((await runAt(madrid(third, '20:00'))).outcomes.sent).toBe(1);
      expect(runtime.push.messagesFor(endpoint).map((pushed) => localClock(MADRID, pushed.at).minutes)).toEqual([20 * 60, 20 * 60]);

      // Turned off on day 4: nothing at 20:00, nor any day after.
      const fourth = dateAfter(first, 3);
      setClock(madrid(fourth, '12:00'));
      expect((await call(runtime, 'delete-reminder', { token: tokenOf(sub), body: {} })).body).toEqual({ deleted: true });
      await runAt(madrid(fourth, '20:00'));
      await runAt(madrid(dateAfter(first, 4), '20:00'));
      expect(runtime.push.messagesFor(endpoint)).toHaveLength(2);
    },
    240_000,
  );

  it.each(['es', 'fr'] as const)(
    'set on the %s page: says it in that language and opens that game; an old reminder with no language stays English',
    async (language) => {
      const date = '2027-05-11';
      setClock(madrid(date, '09:00'));
      const sub = newAccount();
      const subscription = runtime.push.subscribe(runtime.vapidPublicKey);
      const body = { subscription, time: '20:00', timeZone: MADRID, language };
      expect((await call(runtime, 'set-reminder', { token: tokenOf(sub), body })).status).toBe(200);
      const english = await remindedAccount(date); // its call names no language
      await runAt(madrid(date, '20:00'));
      const [message] = runtime.push.messagesFor(subscription.endpoint);
      expect(JSON.parse(message.text)).toEqual(REMINDER_MESSAGES[language]);
      expect(JSON.parse(runtime.push.messagesFor(english.endpoint)[0].text)).toEqual(REMINDER_MESSAGE);
      // A language the game lacks is refused, naming those it has; nothing is stored.
      const refused = await call(runtime, 'set-reminder', { token: tokenOf(newAccount()), body: { ...body, language: 'de' } });
      expect(refused).toMatchObject({ status: 400, body: { error: 'language must be en, es or fr' } });
    },
    120_000,
  );

  it('a run after missed runs catches up: what fell due within the hour is sent, older moves on unsent', async () => {
    const date = '2027-05-04';
    const { endpoint } = await remindedAccount(date);
    // The last run finished the 19:45 slot; the 20:00 and 20:15 runs never came: the 20:45 one sends it.
    expect((await runAt(madrid(date, '20:45'), { lastFinished: madrid(date, '19:45') })).outcomes).toMatchObject({ sent: 1 });
    expect(runtime.push.messagesFor(endpoint)).toHaveLength(1);
    // The next day, nothing ran from 19:45 to 22:00: two hours late, it moves on to the day after, unsent.
    const next = dateAfter(date, 1);
    expect((await runAt(madrid(next, '22:00'), { lastFinished: madrid(next, '19:45') })).outcomes).toMatchObject({ sent: 0, late: 1 });
    expect((await runAt(madrid(dateAfter(date, 2), '20:00'))).outcomes.sent).toBe(1);
    expect(runtime.push.messagesFor(endpoint)).toHaveLength(2);
  }, 120_000);

  it('a reminder whose push failed is tried again the next slot, and sent once', async () => {
    const date = '2027-05-20';
    const { endpoint } = await remindedAccount(date);
    runtime.push.failNext(endpoint, 503);
    expect((await runAt(madrid(date, '20:00'))).outcomes).toMatchObject({ sent: 0, failed: 1 });
    expect((await runAt(madrid(date, '20:15'))).outcomes).toMatchObject({ sent: 1 });
    expect((await runAt(madrid(date, '20:30'))).outcomes).toMatchObject({ sent: 0 });
    expect(runtime.push.messagesFor(endpoint)).toHaveLength(1);
  }, 120_000);

  it('a push its service refused (403: made for another key) is not tried again that day, and comes the next', async () => {
    const date = '2027-05-24';
    const { endpoint } = await remindedAccount(date);
    runtime.push.failNext(endpoint, 403);
    expect((await runAt(madrid(date, '20:00'))).outcomes).toMatchObject({ sent: 0, failed: 1 });
    expect((await runAt(madrid(date, '20:15'))).outcomes).toMatchObject({ sent: 0, failed: 0 });
    expect((await runAt(madrid(dateAfter(date, 1), '20:00'))).outcomes).toMatchObject({ sent: 1 });
    expect(runtime.push.messagesFor(endpoint)).toHaveLength(1);
  }, 120_000);

  it('is deleted at its first slot when its key is no point of P-256 (stored before keys were checked), never retried', async () => {
    const date = '2027-08-17';
    const { sub, endpoint } = await remindedAccount(date);
    // 65 bytes that start as a point's do but lie off the curve: what set-reminder now refuses (400).
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    await documentClient().send(
      new UpdateCommand({
        TableName: runtime.tableName,
        Key: keys.reminder({ kind: 'user', sub }),
        UpdateExpression: 'SET subscription.#keys.p256dh = :key',
        ExpressionAttributeNames: { '#keys': 'keys' },
        ExpressionAttributeValues: { ':key': offCurve },
      }),
    );
    expect((await runAt(madrid(date, '20:00'))).outcomes).toMatchObject({ gone: 1, failed: 0 });
    expect((await runAt(madrid(date, '20:15'))).outcomes).toMatchObject({ gone: 0, failed: 0, sent: 0 });
    expect(runtime.push.messagesFor(endpoint)).toEqual([]);
    expect((await scanTable()).filter((item) => itemText(item).includes(sub) && String(item.sk).includes('REMINDER'))).toEqual([]);
  }, 120_000);

  it('two runs at once (a schedule delivers at least once) send it once', async () => {
    const date = '2027-07-07';
    const { endpoint } = await remindedAccount(date);
    const at = madrid(date, '20:00');
    await progress(new Date(at.getTime() - REMINDER_SLOT_MINUTES * 60_000));
    setClock(at);
    const runs = await Promise.all([runtime.sendReminders(at), runtime.sendReminders(at)]);
    expect(runs.map((run) => run.outcomes.sent).reduce((a, b) => a + b)).toBe(1);
    expect(runtime.push.messagesFor(endpoint)).toHaveLength(1);
  }, 120_000);

  it('is deleted when its push service answers 410 (the browser unsubscribed): nothing of it is left', async () => {
    const date = '2027-08-10';
    const { sub, endpoint } = await remindedAccount(date);
    runtime.push.expire(endpoint);
    expect((await runAt(madrid(date, '20:00'))).outcomes.gone).toBe(1);
    expect((await scanTable()).filter((item) => itemText(item).includes(sub) && String(item.sk).includes('REMINDER'))).toEqual([]);
    expect((await scanTable()).filter((item) => String(item.pk).startsWith('REMINDER_DUE#') && item.sub === sub)).toEqual([]);
  }, 120_000);

  it('comes all the same when the table is slower than a player would wait: the run waits, no player does', async () => {
    const date = '2027-09-14';
    const { sub, endpoint } = await remindedAccount(date);
    await progress(madrid(date, '19:45'));
    setClock(madrid(date, '20:00'));
    runtime.strict.set({ latencyMs: PLAYER_TABLE_WAIT_MS + 500 });
    try {
      // A player's call gives up on such a table (a 503 within seconds) ...
      expect((await call(runtime, 'load-game-state', { token: tokenOf(sub), body: { tzOffset: -120 } })).status).toBe(503);
      // ... the schedule's run, with no player waiting on it, waits and sends.
      const run = await runtime.sendReminders(madrid(date, '20:00'));
      expect([run.outcomes.sent, run.unfinishedShards]).toEqual([1, 0]);
    } finally {
      runtime.strict.set({ latencyMs: 0 });
    }
    expect(runtime.push.messagesFor(endpoint)).toHaveLength(1);
  }, 240_000);

  it('a run that finds the table down ends without sending, and the next run, with the table back, sends what was due', async () => {
    const date = '2027-09-21';
    const { endpoint } = await remindedAccount(date);
    await progress(madrid(date, '19:45'));
    setClock(madrid(date, '20:00'));
    runtime.strict.set({ unavailable: true });
    const down = await runtime.sendReminders(madrid(date, '20:00')).finally(() => runtime.strict.set({ unavailable: false }));
    expect([down.outcomes.sent, down.unfinishedShards]).toEqual([0, REMINDER_SHARDS]);
    setClock(madrid(date, '20:15'));
    const next = await runtime.sendReminders(madrid(date, '20:15'));
    expect([next.outcomes.sent, next.unfinishedShards]).toEqual([1, 0]);
    expect(runtime.push.messagesFor(endpoint)).toHaveLength(1);
  }, 240_000);

  it('never comes in quiet hours', async () => {
    const sub = newAccount();
    const date = '2027-09-01';
    setClock(madrid(date, '09:00'));
    const subscription = runtime.push.subscribe(runtime.vapidPublicKey);
    // A reminder at 23:00 with quiet hours from 23:00 is refused; one at 22:45 is kept and comes.
    const refused = await call<{ error: string }>(runtime, 'set-reminder', {
      token: tokenOf(sub),
      body: { subscription, time: '23:00', timeZone: MADRID, quietHours: { from: '23:00', to: '07:00' } },
    });
    expect(refused.status).toBe(400);
    await call(runtime, 'set-reminder', {
      token: tokenOf(sub),
      body: { subscription, time: '22:45', timeZone: MADRID, quietHours: { from: '23:00', to: '07:00' } },
    });
    expect((await runAt(madrid(date, '22:45'))).outcomes.sent).toBe(1);
  }, 120_000);
});

describe("the schedule's start", () => {
  const asSender = <T>(run: () => Promise<T>) => runAsFunction(runtime.environmentOf(reminderSender.name), run);
  const context = lambdaContext(reminderSender, 'test', Date.now() + 60_000);

  it('refuses an event that is not the schedule’s, naming what is wrong (a deployment’s mistake fails loudly)', async () => {
    const { handler } = await import('../../lambdas/handlers/scheduled/send-reminders');
    await expect(asSender(() => handler({ scheduledTime: 'tonight' }, context))).rejects.toThrow(/scheduledTime/);
    await expect(asSender(() => handler({ scheduledTime: '2027-01-01T20:00:00Z', shard: reminderSender.shards }, context))).rejects.toThrow(
      /shard/,
    );
  });

  it('is refused by Lambda for a function it does not have (the fan-out names its own)', async () => {
    const { invokeEach } = await import('../../lambdas/scheduling/fan-out');
    const env = runtime.environmentOf(reminderSender.name);
    await expect(runAsFunction(env, () => invokeEach('not-a-function', [{}]))).rejects.toThrow('1 of 1 invocations');
  });
});

describe('npm run reminders', () => {
  const reminders = (args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', join(__dirname, '..', '..', 'bin', 'reminders.ts'), ...args], {
      cwd: join(__dirname, '..', '..'),
      encoding: 'utf8',
    }).then(
      ({ stdout }) => ({ status: 0, output: stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({ status: error.code, output: `${error.stdout}${error.stderr}` }),
    );

  it('runs the sender once for an instant against the local runtime, and says what it did', async () => {
    const date = '2027-02-16';
    const { endpoint } = await remindedAccount(date);
    const at = madrid(date, '20:00');
    await progress(new Date(at.getTime() - REMINDER_SLOT_MINUTES * 60_000));
    setClock(at);
    const run = await reminders(['--at', at.toISOString(), '--url', runtime.url]);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.output)).toMatchObject({ outcomes: { sent: 1 } });
    expect(runtime.push.messagesFor(endpoint)).toHaveLength(1);
  }, 120_000);

  it('refuses an instant that is not one, naming the option', async () => {
    expect(await reminders(['--at', 'tonight', '--url', runtime.url])).toEqual({
      status: 1,
      output: expect.stringContaining('--at <ISO instant> is required') as unknown,
    });
  }, 60_000);
});

describe('a signed-in player with no reminder', () => {
  it('is never posted to', async () => {
    const sub = newAccount();
    setClock(madrid('2027-04-01', '10:00'));
    const loaded = await call<LoadGameStateResponse>(runtime, 'load-game-state', { token: tokenOf(sub), body: { tzOffset: -120 } });
    expect(loaded.status).toBe(200);
    expect((await runAt(madrid('2027-04-01', '20:00'))).outcomes.sent).toBe(0);
  }, 60_000);
});
