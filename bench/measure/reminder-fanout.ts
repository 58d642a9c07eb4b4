/**
 * The reminder sender at scale, simulated (docs/architecture.md, "Reminders"): many reminders due in
 * one 15-minute slot, worked as the schedule would, shard by shard, on DynamoDB Local, with push
 * services stood in by a delay (their answer time is not ours to measure) and, for a sample, the
 * runtime's strict push service stand-in (VAPID checked, every message decrypted). From the measured
 * rate and the encryption's CPU cost: how long a 1 M-subscriber service's busiest slot takes and what
 * a month of it costs.
 */
import { HANDLER_MEMORY_MB } from '../../lib/constructs/handler-function';
import { reminderSender } from '../../lambdas/scheduled';
import { createECDH, randomBytes } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import webpush from 'web-push';
import { instantOf, slotOf } from '../../lambdas/domain/reminders';
import { localDayFromDate } from '../../lambdas/domain/calendar';
import type { PushSender } from '../../lambdas/push/web-push';
import { keys } from '../../lambdas/store/keys';
import { REMINDER_SHARDS, reminderStore } from '../../lambdas/store/reminders';
import { documentClient, tableName } from '../../lambdas/store/table';
import { startLocalRuntime } from '../../local/runtime';
import { percentile, table } from '../stats';

/** Reminders due in the measured slot. */
const DUE = 1_000;
/** What a push service takes to answer, as assumed (FCM and autopush answer in tens of milliseconds to a few hundred). */
const PUSH_ANSWER_MS = { min: 40, max: 160 };
/** The model: subscribers, and the share of them in the busiest slot (20:00, the default, across Europe's main zone). */
const SUBSCRIBERS = 1_000_000;
const BUSIEST_SLOT_SHARE = 0.2;
/** Prices (USD, us-east-1, 2026): DynamoDB on demand per million write and read request units; Lambda arm64 per GB-second. */
const PRICE = { wru: 0.625, rru: 0.125, gbSecond: 0.0000133334, lambdaRequest: 0.2 / 1e6 };
/** Per reminder, from the sender's code: claim (1 WRU), the move (a transaction of 3 items: 2 WRU each), reminder and profile reads. */
const PER_REMINDER = { wru: 1 + 3 * 2, rru: 1 + 2 };
const SENDER_MEMORY_GB = HANDLER_MEMORY_MB / 1024;
/** Invocations per slot: the schedule's start, and one per shard it starts (lambdas/scheduling/fan-out.ts). */
const INVOCATIONS_PER_SLOT = 1 + reminderSender.shards;
const SLOTS_PER_DAY = (24 * 60) / reminderSender.everyMinutes;

/** `count` accounts with a reminder due at `at`, each with the subscription `subscriptionOf` gives it (written in batches). */
async function seed(at: Date, count: number, label: string, subscriptionOf: (sub: string) => unknown): Promise<string[]> {
  const slot = slotOf(at).toISOString();
  const subs = Array.from({ length: count }, (_, i) => `fanout-${label}-${i}-${Date.now()}`);
  const items = subs.flatMap((sub) => {
    const player = { kind: 'user' as const, sub };
    const subscription = subscriptionOf(sub);
    return [
      { ...keys.profile(player), credits: 0, history: {} },
      {
        ...keys.reminder(player),
        subscription,
        time: '20:00',
        timeZone: 'Europe/Madrid',
        nextAt: at.toISOString(),
        dueSlot: slot,
        updatedAt: slot,
      },
      { ...reminderStore.dueKeyOf(sub, slot), sub },
    ];
  });
  for (let i = 0; i < items.length; i += 25) {
    let pending: Record<string, unknown>[] = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pending.length) {
      const { UnprocessedItems } = await documentClient().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = UnprocessedItems?.[tableName()] ?? [];
    }
  }
  return subs;
}

/** A browser's keys, real ones, shared by the seeded reminders (what the encryption needs). */
const browser = (() => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
})();
const P256DH = browser.p256dh;
const AUTH = browser.auth;

export async function measureReminderFanout(): Promise<string> {
  const runtime = await startLocalRuntime({ port: 0, throttles: false, bypassStrictDynamo: true, log: () => undefined });
  try {
    const { sendDueReminders } = await import('../../lambdas/services/reminder-sender');
    const at = instantOf('Europe/Madrid', localDayFromDate('2027-03-02')!.dayNumber, '20:00');
    // Every shard finished the slot before: this run reads its own slot and the one before, as every run does.
    for (let shard = 0; shard < REMINDER_SHARDS; shard++)
      await reminderStore.finished(new Date(at.getTime() - 15 * 60_000).toISOString(), shard);
    await seed(at, DUE, 'simulated', (sub) => ({
      endpoint: `https://fcm.googleapis.com/fcm/send/${sub}`,
      keys: { p256dh: P256DH, auth: AUTH },
    }));

    // The encryption and VAPID signature each message costs (CPU), as web-push does them.
    const vapid = webpush.generateVAPIDKeys();
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: P256DH, auth: AUTH } };
    const cryptoStarted = performance.now();
    for (let i = 0; i < 500; i++) {
      webpush.generateRequestDetails(subscription, '{"title":"CIPHERWORD"}', {
        vapidDetails: { subject: 'mailto:x@example.com', ...vapid },
        TTL: 3600,
        contentEncoding: 'aes128gcm',
      });
    }
    const cryptoMs = (performance.now() - cryptoStarted) / 500;

    const answers: number[] = [];
    const simulated: PushSender = async () => {
      const wait = PUSH_ANSWER_MS.min + Math.random() * (PUSH_ANSWER_MS.max - PUSH_ANSWER_MS.min);
      answers.push(wait);
      await new Promise((resolve) => setTimeout(resolve, wait + cryptoMs));
      return { status: 201 };
    };
    const started = performance.now();
    const run = await sendDueReminders(at, { push: simulated });
    const seconds = (performance.now() - started) / 1000;
    const rate = run.outcomes.sent / seconds;

    // A sample end to end through the strict stand-in: real encryption, VAPID, HTTP, decryption.
    // Three hours later: a slot of its own (the simulated reminders moved on to tomorrow's 20:00, and
    // their FCM addresses are unreachable here: each would wait out its 5 s timeout).
    const sampleAt = new Date(at.getTime() + 3 * 3_600_000);
    const sample = 100;
    for (const shard of Array.from({ length: REMINDER_SHARDS }, (_, i) => i))
      await reminderStore.finished(new Date(sampleAt.getTime() - 15 * 60_000).toISOString(), shard);
    await seed(sampleAt, sample, 'real', () => runtime.push.subscribe(runtime.vapidPublicKey));
    const realStarted = performance.now();
    const realRun = await sendDueReminders(sampleAt);
    const realSeconds = (performance.now() - realStarted) / 1000;

    // The model: the busiest slot, one invocation per shard; a month of 1 M reminders a day.
    const busiest = SUBSCRIBERS * BUSIEST_SLOT_SHARE;
    // This run worked all shards in one process, 32 pushes in flight in all; an invocation per shard keeps
    // 32 in flight for its shard alone.
    const perInvocationRate = rate;
    const busiestSeconds = busiest / REMINDER_SHARDS / perInvocationRate;
    const monthReminders = SUBSCRIBERS * 30;
    const lambdaSeconds = monthReminders / perInvocationRate;
    const cost = {
      dynamo: (monthReminders * PER_REMINDER.wru * PRICE.wru) / 1e6 + (monthReminders * PER_REMINDER.rru * PRICE.rru) / 1e6,
      lambda: lambdaSeconds * SENDER_MEMORY_GB * PRICE.gbSecond + SLOTS_PER_DAY * 30 * INVOCATIONS_PER_SLOT * PRICE.lambdaRequest,
    };
    return `## Reminder fan-out, simulated (1 M subscribers)

${DUE.toLocaleString('en')} reminders due in one slot (20:00 in Madrid), worked by one run of the sender over its
${REMINDER_SHARDS} shards on DynamoDB Local (no strict stand-in), 32 at a time; each push service's answer stood in by
a wait of ${PUSH_ANSWER_MS.min}–${PUSH_ANSWER_MS.max} ms
plus the measured encryption time. Then ${sample} through the runtime's strict push service stand-in (real VAPID, HTTP, decryption).

${table(
  ['measured', 'value'],
  [
    ['encryption and VAPID signature per message (web-push, CPU)', `${cryptoMs.toFixed(2)} ms`],
    ['simulated run: reminders sent', `${run.outcomes.sent} of ${DUE} in ${seconds.toFixed(1)} s`],
    ['simulated run: rate (one process, 32 in flight)', `${rate.toFixed(0)} reminders/s`],
    ['push service answer assumed (p50 / p99)', `${percentile(answers, 50).toFixed(0)} / ${percentile(answers, 99).toFixed(0)} ms`],
    ['through the strict stand-in', `${realRun.outcomes.sent} of ${sample} sent in ${realSeconds.toFixed(1)} s`],
  ],
)}

The model for ${SUBSCRIBERS.toLocaleString('en')} subscribers, one reminder each a day,
${BUSIEST_SLOT_SHARE * 100}% of them in the busiest slot, one
invocation per shard, started by the schedule's own invocation (each keeping 32 pushes in flight, at the rate measured above):

${table(
  ['figure', 'value'],
  [
    ['busiest slot', `${busiest.toLocaleString('en')} reminders, ${(busiest / REMINDER_SHARDS).toLocaleString('en')} per shard`],
    [
      'busiest slot, time per shard invocation',
      `${busiestSeconds.toFixed(0)} s (the slot: ${reminderSender.everyMinutes * 60} s; the timeout: ${reminderSender.timeoutSeconds} s)`,
    ],
    ['table work per reminder', `${PER_REMINDER.wru} WRU, ${PER_REMINDER.rru} RRU`],
    ['a month: DynamoDB', `$${cost.dynamo.toFixed(0)}`],
    ['a month: Lambda (512 MB, arm64)', `$${cost.lambda.toFixed(2)}`],
    ['a month: EventBridge Scheduler, Web Push', 'within the free tier; push services charge nothing'],
  ],
)}

The table's writes dominate: the due item moved in a transaction (double price) is most of it.`;
  } finally {
    await runtime.stop();
  }
}
