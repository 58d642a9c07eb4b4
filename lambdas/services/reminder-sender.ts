/**
 * One run of the reminder sender (docs/architecture.md, "Reminders"): every account whose reminder
 * is due in this slot, or in any slot since the last run finished (a schedule that missed runs is
 * caught up on, up to a day), is reminded, unless that day's code is played, the instant is in its
 * quiet hours, or it is over an hour late; either way it moves to the next day. A push service's 404
 * or 410 deletes the reminder (the browser is gone), and so does a key no message can be encrypted
 * for (never retried as an outage); a refusal (400, 401, 403, 413) waits for the next day; any other
 * failure tries again next slot.
 */
import { playedInAnyLanguage } from '../domain/language-days';
import { DEFAULT_LANGUAGE } from '../domain/languages';
import { localClock, localDateIn, isQuiet, nextReminderAt, secondsToLocalMidnight, slotOf, type PassOver } from '../domain/reminders';
import { REMINDER_MESSAGES } from '../domain/reminder-messages';
import { REMINDER_SLOT_MINUTES } from '../domain/rules';
import { sendWebPush, type PushSender } from '../push/web-push';
import { vapidKeys, type VapidKeys } from '../secrets/vapid';
import { profileStore } from '../store/profiles';
import { REMINDER_SHARDS, reminderStore, type Reminder } from '../store/reminders';
import { count, logger } from '../telemetry/powertools';

const SLOT_MS = REMINDER_SLOT_MINUTES * 60_000;
/** A reminder is still sent this late (a run that failed, a push service that failed); later ones move on unsent. */
const CATCH_UP_MS = 60 * 60_000;
/** After a gap in runs, at most this far back is read (due items outlive it: store/reminders.ts keeps them 48 hours). */
const LOOK_BACK_MS = 24 * 60 * 60_000;
/** What a push service answers to a request it will never take (404 and 410 mean the browser is gone: deleted). */
const REFUSED: readonly number[] = [400, 401, 403, 413];
/** A run that claimed a reminder and stopped (a timeout) lets another take it after this long. */
const CLAIM_STALE_MS = 5 * 60_000;
/**
 * Accounts handled at once in a run, shared by the shards it works: the push services' calls overlap.
 * In AWS each invocation works one shard, so a slot has up to `shards` × AT_ONCE in flight (lambdas/scheduled.ts).
 */
const AT_ONCE = 32;

export type Outcome = 'sent' | PassOver | 'gone' | 'failed' | 'changed';

export interface RunSummary {
  /** The slots read (ISO starts), oldest first. */
  slots: string[];
  outcomes: Record<Outcome, number>;
  /** Shards whose slots could not be read or marked finished: the next run reads them again. */
  unfinishedShards: number;
}

const noOutcomes = (): Record<Outcome, number> => ({ sent: 0, played: 0, quiet: 0, late: 0, gone: 0, failed: 0, changed: 0 });

/** Runs `work` over `items`, `limit` at a time. */
async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** The reminder's next instant after the one just due, and its slot. */
function following(reminder: Reminder): Pick<Reminder, 'nextAt' | 'dueSlot'> {
  const next = nextReminderAt(reminder.timeZone, reminder.time, new Date(Date.parse(reminder.nextAt) + 60_000));
  return { nextAt: next.toISOString(), dueSlot: slotOf(next).toISOString() };
}

async function remind(sub: string, slot: string, now: Date, push: PushSender, vapid: VapidKeys): Promise<Outcome> {
  const reminder = await reminderStore.get(sub);
  if (!reminder || reminder.dueSlot !== slot) {
    await reminderStore.forgetDue(sub, slot); // set again or turned off since: its own change moved it
    return 'changed';
  }
  // Claimed on the real clock: `now` is the slot's instant, and a run delivered late must not take
  // over a claim an earlier run made a moment ago as if it were stale.
  if (!(await reminderStore.claim(sub, slot, new Date(), CLAIM_STALE_MS))) return 'changed'; // another run has it
  const at = new Date(reminder.nextAt);
  const passOver: PassOver | undefined =
    now.getTime() - at.getTime() > CATCH_UP_MS
      ? 'late'
      : playedInAnyLanguage(
            (await profileStore.get({ kind: 'user', sub }, DEFAULT_LANGUAGE)).days.history,
            localDateIn(reminder.timeZone, at),
          )
        ? 'played'
        : isQuiet(localClock(reminder.timeZone, at).minutes, reminder.quietHours)
          ? 'quiet'
          : undefined;
  let status = 201;
  if (!passOver) {
    let cause: unknown;
    let unencryptable = false;
    // In the language of the page it was set on (English for one set before reminders had one).
    const message = REMINDER_MESSAGES[reminder.language ?? DEFAULT_LANGUAGE];
    try {
      const outcome = await push(reminder.subscription, JSON.stringify(message), {
        vapid,
        ttlSeconds: secondsToLocalMidnight(reminder.timeZone, now),
        topic: message.tag,
      });
      status = outcome.status;
      unencryptable = outcome.unencryptable === true;
    } catch (error) {
      status = 0; // unreachable, or no answer in time
      cause = error;
    }
    // What on-call reads first (docs/runbook.md, reminders-refused): which push service said what.
    if (status < 200 || status >= 300)
      logger.warn('push not accepted', { status, pushService: new URL(reminder.subscription.endpoint).host, error: cause as Error });
    // A browser that is gone (404, 410), or a key no message can be encrypted for: never deliverable.
    if (unencryptable) logger.warn('push key unusable: reminder removed', { pushService: new URL(reminder.subscription.endpoint).host });
    if (status === 404 || status === 410 || unencryptable) {
      await reminderStore.remove(sub);
      return 'gone';
    }
  }
  const failed = status < 200 || status >= 300;
  // A push the service could not take now (5xx, 429, no answer) tries again next slot, its instant
  // kept (past the catch-up it moves on as late). One it refused (a request it will never take:
  // another VAPID key, a malformed one) waits for the next day: trying again within the hour would
  // be refused the same way.
  const retry = failed && !REFUSED.includes(status);
  const next = retry ? { nextAt: reminder.nextAt, dueSlot: new Date(slotOf(now).getTime() + SLOT_MS).toISOString() } : following(reminder);
  const moved = await reminderStore.reschedule(sub, slot, next, now);
  return !moved ? 'changed' : failed ? 'failed' : (passOver ?? 'sent');
}

/**
 * The slots a run at `now` reads in a shard: from the one after the last finished there (at most a
 * day back) to its own, and always the one before its own too: a reminder set a moment before its
 * slot's run began may land in that slot after the run read it.
 */
async function slotsToRead(now: Date, shard: number): Promise<string[]> {
  const current = slotOf(now).getTime();
  const last = await reminderStore.lastFinishedSlot(shard);
  const afterLast = last === undefined ? current : Date.parse(last) + SLOT_MS;
  const from = Math.max(current - LOOK_BACK_MS, Math.min(afterLast, current - SLOT_MS));
  const slots: string[] = [];
  for (let slot = from; slot <= current; slot += SLOT_MS) slots.push(new Date(slot).toISOString());
  return slots;
}

export interface RunOptions {
  push?: PushSender;
  /** The shards this run works (all by default; a fan-out gives each invocation one). */
  shards?: readonly number[];
}

/** One run at `now`, as the schedule starts it every slot: each shard's missed and current slots, the shards side by side. */
export async function sendDueReminders(
  now: Date,
  { push = sendWebPush, shards = Array.from({ length: REMINDER_SHARDS }, (_, shard) => shard) }: RunOptions = {},
): Promise<RunSummary> {
  const outcomes = noOutcomes();
  const read = new Set<string>();
  let unfinishedShards = 0;
  const perShard = Math.max(1, Math.ceil(AT_ONCE / shards.length));
  // Read before anything is claimed: keys that cannot be read fail the run (its alarm), not each push.
  const vapid = await vapidKeys();
  await Promise.all(
    shards.map(async (shard) => {
      // A slot with a reminder that met an error (the table, a timeout) stays unfinished, and so do the
      // slots after it in this run: the next run reads them again (its reminders are still due there).
      // A shard whose own reads or progress fail (the table slow past its retries) stops there, its
      // slots unfinished for the next run; the other shards go on.
      let clean = true;
      try {
        for (const slot of await slotsToRead(now, shard)) {
          read.add(slot);
          await inPool(await reminderStore.dueIn(slot, shard), perShard, async (sub) => {
            try {
              outcomes[await remind(sub, slot, now, push, vapid)] += 1;
            } catch (error) {
              clean = false; // the table (not the push service): the slot stays unfinished, counted below
              logger.error('reminder not handled: it stays due', { slot, shard, error: error as Error });
            }
          });
          if (clean) await reminderStore.finished(slot, shard);
        }
        if (!clean) unfinishedShards += 1;
      } catch (error) {
        unfinishedShards += 1;
        logger.error('shard not finished: the next run reads its slots again', { shard, error: error as Error });
      }
    }),
  );
  count('RemindersSent', outcomes.sent);
  count('RemindersPassedOver', outcomes.played + outcomes.quiet + outcomes.late);
  count('RemindersGone', outcomes.gone);
  count('RemindersFailed', outcomes.failed);
  count('ReminderShardsUnfinished', unfinishedShards);
  return { slots: [...read].sort(), outcomes, unfinishedShards };
}

/** The runs of one slot's invocations (one per shard) as one summary. */
export function mergeRuns(runs: readonly RunSummary[]): RunSummary {
  const outcomes = noOutcomes();
  for (const run of runs) for (const outcome of Object.keys(outcomes) as Outcome[]) outcomes[outcome] += run.outcomes[outcome];
  return {
    slots: [...new Set(runs.flatMap((run) => run.slots))].sort(),
    outcomes,
    unfinishedShards: runs.reduce((sum, run) => sum + run.unfinishedShards, 0),
  };
}
