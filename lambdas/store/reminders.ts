/**
 * Reminders (docs/architecture.md, "Data"): one item per account with its push subscription and
 * settings, and one "due" item in the slot of its next reminder, which is how the sender finds the
 * players due in a slot without a scan. The two change together, in one transaction conditional on
 * the due slot read before, so two changes at once never leave a due item that names no reminder.
 */
import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Player } from '../domain/player';
import type { QuietHours } from '../domain/reminders';
import { contended, SERVICE_BUSY } from '../errors';
import { backoff } from '../backoff';
import { keys } from './keys';
import { profileStore } from './profiles';
import { documentClient, tableName, transactWrite, type TransactItem } from './table';

/** A busy slot's due items spread over this many partitions (a shard by a hash of the player). */
const DUE_SHARDS = 16;
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
  /** The instant of the next reminder (ISO), and the start of the sender's slot that holds it. */
  nextAt: string;
  dueSlot: string;
  updatedAt: string;
}

const shardOf = (player: Player) => createHash('sha256').update(keys.player(player)).digest().readUInt32BE(0) % DUE_SHARDS;
const dueKey = (player: Player, slot: string) => keys.reminderDue(slot, shardOf(player), player);
const dueExpiry = (slot: string) => Math.floor(Date.parse(slot) / 1000) + DUE_ITEM_KEPT_HOURS * 3600;

const toReminder = (item: Record<string, unknown>): Reminder => ({
  subscription: item.subscription as PushSubscription,
  time: String(item.time),
  timeZone: String(item.timeZone),
  ...(item.quietHours ? { quietHours: item.quietHours as QuietHours } : {}),
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
    throw contended(SERVICE_BUSY);
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
    throw contended(SERVICE_BUSY);
  },
};
