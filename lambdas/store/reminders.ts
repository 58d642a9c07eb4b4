/**
 * Reminders (docs/architecture.md, "Data"): one item per account with its push subscription and
 * settings, and one "due" item in the slot of its next reminder, which is how the sender finds the
 * players due in a slot without a scan. The two change together, in one transaction conditional on
 * the due slot read before, so two changes at once never leave a due item that names no reminder.
 */
import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Player } from '../domain/player';
import { isLanguageCode, type LanguageCode } from '../domain/languages';
import type { QuietHours } from '../domain/reminders';
import { serviceBusy } from '../errors';
import { backoff } from '../backoff';
import { reminderSender } from '../scheduled';
import { keys } from './keys';
import { profileStore } from './profiles';
import { documentClient, queryAll, tableName, transactWrite, updateIf, type TransactItem } from './table';

/**
 * A busy slot's due items spread over this many partitions (a shard by a hash of the player), and
 * the sender works each shard apart: its schedule fans out one invocation per shard (lambdas/scheduled.ts).
 */
export const REMINDER_SHARDS = reminderSender.shards;
/** A due item outlives its slot by this much (a sender that missed its run catches up within it), then TTL removes it. */
const DUE_ITEM_KEPT_HOURS = 48;

export interface PushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface Reminder {
  subscription: PushSubscription;
  /** Local "HH:MM" in `timeZone`. */
  time: string;
  timeZone: string;
  quietHours?: QuietHours;
  /** The language of the page it was set on: its notification's words and the game a tap opens. */
  language?: LanguageCode;
  /** The instant of the next reminder (ISO), and the start of the sender's slot that holds it. */
  nextAt: string;
  dueSlot: string;
  updatedAt: string;
}

const shardOf = (player: Player) => createHash('sha256').update(keys.player(player)).digest().readUInt32BE(0) % REMINDER_SHARDS;
const dueKey = (player: Player, slot: string) => keys.reminderDue(slot, shardOf(player), player);
const dueExpiry = (slot: string) => Math.floor(Date.parse(slot) / 1000) + DUE_ITEM_KEPT_HOURS * 3600;

const toReminder = (item: Record<string, unknown>): Reminder => ({
  subscription: item.subscription as PushSubscription,
  time: String(item.time),
  timeZone: String(item.timeZone),
  ...(item.quietHours ? { quietHours: item.quietHours as QuietHours } : {}),
  ...(isLanguageCode(item.language) ? { language: item.language } : {}),
  nextAt: String(item.nextAt),
  dueSlot: String(item.dueSlot),
  updatedAt: String(item.updatedAt),
});

const account = (sub: string): Player => ({ kind: 'user', sub });

/** The reminder item's condition: its due slot is still the one read (or, read as absent, it still is). */
const stillAt = (slot: string | undefined) =>
  slot === undefined
    ? { ConditionExpression: 'attribute_not_exists(pk)' }
    : { ConditionExpression: 'dueSlot = :readSlot', ExpressionAttributeValues: { ':readSlot': slot } };

/** How many times a change is tried again when another change of the same reminder went first. */
const MAX_ATTEMPTS = 6;

export const reminderStore = {
  async get(sub: string): Promise<Reminder | undefined> {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.reminder(account(sub)), ConsistentRead: true }),
    );
    return Item ? toReminder(Item) : undefined;
  },

  /** Sets (or replaces) an account's reminder and moves its due item to `reminder.dueSlot`, while the account is live. */
  async set(sub: string, reminder: Reminder): Promise<void> {
    const player = account(sub);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const before = await this.get(sub);
      const { ConditionExpression, ExpressionAttributeValues } = stillAt(before?.dueSlot);
      const items: TransactItem[] = [
        profileStore.accountLive(sub),
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.reminder(player), ...reminder },
            ConditionExpression,
            ...(ExpressionAttributeValues ? { ExpressionAttributeValues } : {}),
          },
        },
        ...(before && before.dueSlot !== reminder.dueSlot
          ? [{ Delete: { TableName: tableName(), Key: dueKey(player, before.dueSlot) } }]
          : []),
        {
          Put: {
            TableName: tableName(),
            Item: { ...dueKey(player, reminder.dueSlot), sub, expiresAt: dueExpiry(reminder.dueSlot) },
          },
        },
      ];
      if (!(await transactWrite(items))) return;
      await backoff(attempt); // another change of this reminder went first: read it again
    }
    throw serviceBusy('contended');
  },

  /** The accounts whose reminders are due in `slot` (ISO start) in one shard: what the sender reads, never a scan. */
  async dueIn(slot: string, shard: number): Promise<string[]> {
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.reminderDue(slot, shard, account('')).pk },
      ProjectionExpression: '#sub',
      ExpressionAttributeNames: { '#sub': 'sub' },
    });
    return items.map((item) => String(item.sub));
  },

  /** Where a player's due item for `slot` is (for tools that seed many reminders at once). */
  dueKeyOf: (sub: string, slot: string) => dueKey(account(sub), slot),

  /**
   * Moves a reminder that was due in `fromSlot` to its next instant (sent, or passed over), or to a
   * later slot with the same instant (a push that failed, tried again then), with its due item.
   * Answers false when the reminder changed meanwhile (set again, or turned off): the change
   * already moved or removed its due item.
   */
  async reschedule(sub: string, fromSlot: string, next: Pick<Reminder, 'nextAt' | 'dueSlot'>, now: Date): Promise<boolean> {
    const player = account(sub);
    const refused = await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.reminder(player),
          UpdateExpression: 'SET nextAt = :nextAt, dueSlot = :next, lastRunAt = :now REMOVE sendingSince',
          ConditionExpression: 'dueSlot = :from',
          ExpressionAttributeValues: { ':nextAt': next.nextAt, ':next': next.dueSlot, ':from': fromSlot, ':now': now.toISOString() },
        },
      },
      { Delete: { TableName: tableName(), Key: dueKey(player, fromSlot) } },
      { Put: { TableName: tableName(), Item: { ...dueKey(player, next.dueSlot), sub, expiresAt: dueExpiry(next.dueSlot) } } },
    ]);
    return refused === null;
  },

  /**
   * Claims a reminder due in `slot` for this run, so two runs at once (a schedule delivers at least
   * once) never both send it: false when another run holds it (for less than `staleAfterMs`) or it moved.
   */
  async claim(sub: string, slot: string, now: Date, staleAfterMs: number): Promise<boolean> {
    return updateIf({
      Key: keys.reminder(account(sub)),
      UpdateExpression: 'SET sendingSince = :now',
      ConditionExpression: 'dueSlot = :slot AND (attribute_not_exists(sendingSince) OR sendingSince < :stale)',
      ExpressionAttributeValues: {
        ':now': now.toISOString(),
        ':slot': slot,
        ':stale': new Date(now.getTime() - staleAfterMs).toISOString(),
      },
    });
  },

  /** The last slot the sender finished in `shard` (ISO start), if it ever ran. */
  async lastFinishedSlot(shard: number): Promise<string | undefined> {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.senderProgress(shard), ConsistentRead: true }),
    );
    return typeof Item?.lastSlot === 'string' ? Item.lastSlot : undefined;
  },

  /** Records that the sender finished every slot up to `slot` in `shard` (never moving back: runs may end out of order). */
  async finished(slot: string, shard: number): Promise<void> {
    await updateIf({
      Key: keys.senderProgress(shard),
      UpdateExpression: 'SET lastSlot = :slot',
      ConditionExpression: 'attribute_not_exists(lastSlot) OR lastSlot < :slot',
      ExpressionAttributeValues: { ':slot': slot },
    });
  },

  /** Deletes a due item that names no reminder due then (its reminder changed or went): nothing else. */
  async forgetDue(sub: string, slot: string): Promise<void> {
    await transactWrite([{ Delete: { TableName: tableName(), Key: dueKey(account(sub), slot) } }]);
  },

  /** Deletes an account's reminder and its due item. Answers whether there was one. */
  async remove(sub: string): Promise<boolean> {
    const player = account(sub);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const before = await this.get(sub);
      if (!before) return false;
      const { ConditionExpression, ExpressionAttributeValues } = stillAt(before.dueSlot);
      const refused = await transactWrite([
        { Delete: { TableName: tableName(), Key: keys.reminder(player), ConditionExpression, ExpressionAttributeValues } },
        { Delete: { TableName: tableName(), Key: dueKey(player, before.dueSlot) } },
      ]);
      if (!refused) return true;
      await backoff(attempt);
    }
    throw serviceBusy('contended');
  },
};
