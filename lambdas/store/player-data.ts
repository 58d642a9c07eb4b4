/**
 * A player's whole partition, for deleting an account (docs/product.md, "Deleting an account"):
 * every item under the player's pk, whatever its kind (profile, games, ledger, memberships, order
 * pointers, counters), found by one query and deleted in batches; and the short-lived mark that a
 * deleted account's tokens cannot make a new profile.
 */
import { createHash } from 'node:crypto';
import { BatchWriteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Player } from '../domain/player';
import { accountDeleted, serviceBusy } from '../errors';
import { keys, type Key } from './keys';
import { documentClient, failingWith, queryAll, tableName, type TransactItem } from './table';
import { backoff, UNPROCESSED_BACKOFF } from '../backoff';

/** BatchWriteItem's limit of requests per call. */
const BATCH_WRITE_MAX = 25;

const subHash = (sub: string) => createHash('sha256').update(`deleted-account:${sub}`).digest('base64url');

export const playerDataStore = {
  /** The keys of every item in the player's partition. */
  async itemKeys(player: Player): Promise<Key[]> {
    return queryAll<Key>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.player(player) },
      ProjectionExpression: 'pk, sk',
    });
  },

  /**
   * Deletes every item of the player's partition, its profile last: the profile holds what makes a
   * half-done deletion finishable (an account's `deletedAt` and `joinedBrowsers`, a browser's
   * `joinedTo`), so it goes only once everything else has.
   */
  async deletePartition(player: Player): Promise<void> {
    const profile = keys.profile(player);
    const items = await this.itemKeys(player);
    await this.deleteItems(items.filter((item) => item.sk !== profile.sk));
    if (items.some((item) => item.sk === profile.sk)) await this.deleteItems([profile]);
  },

  /** Deletes these items, 25 at a time, asking again for what DynamoDB leaves unprocessed. */
  async deleteItems(items: readonly Key[]): Promise<void> {
    for (let i = 0; i < items.length; i += BATCH_WRITE_MAX) {
      let pending = items.slice(i, i + BATCH_WRITE_MAX).map((Key) => ({ DeleteRequest: { Key: { pk: Key.pk, sk: Key.sk } } }));
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt > 8) throw serviceBusy('busy');
        if (attempt > 0) await backoff(attempt, UNPROCESSED_BACKOFF);
        const { UnprocessedItems } = await documentClient().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
        pending = (UnprocessedItems?.[tableName()] ?? []) as typeof pending;
      }
    }
  },

  /** Marks the account deleted for `hours` (its tokens' lifetime and more). */
  async markDeleted(sub: string, now: Date, hours: number): Promise<void> {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.deletedAccount(subHash(sub)),
          deletedAt: now.toISOString(),
          expiresAt: Math.floor(now.getTime() / 1000) + hours * 3600,
        },
      }),
    );
  },

  /**
   * Whether the account was deleted within its mark's lifetime (DynamoDB's TTL may lag: the time is
   * checked): a token issued before the deletion is then refused by every route (http/identity.ts).
   */
  async isDeleted(sub: string, now: Date): Promise<boolean> {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.deletedAccount(subHash(sub)), ConsistentRead: true }),
    );
    return Item !== undefined && Number(Item.expiresAt) > Math.floor(now.getTime() / 1000);
  },

  /**
   * The transaction item that holds a new profile to the account not having been deleted within the
   * mark's lifetime (DynamoDB's TTL may lag: the time is checked): a token issued before the
   * deletion makes nothing again.
   */
  notDeleted(sub: string, now: Date): TransactItem {
    return failingWith(
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: keys.deletedAccount(subHash(sub)),
          ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
          ExpressionAttributeValues: { ':now': Math.floor(now.getTime() / 1000) },
        },
      },
      () => accountDeleted(),
    );
  },
};
