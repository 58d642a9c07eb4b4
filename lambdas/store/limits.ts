/**
 * Calls per player and minute (docs/deploy.md, "Limits per client"): one conditional update of a
 * counter item that expires soon after its minute. A refused update writes nothing, so a flooding
 * player's excess costs a failed condition, and other players' counters are other items.
 */
import { createHash } from 'node:crypto';
import type { Player } from '../domain/player';
import { keys } from './keys';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { documentClient, tableName } from './table';

/** A counter outlives its minute by this much (TTL deletes it within days, and it is never read after). */
const KEPT_SECONDS = 120;
/** A request id's hash as kept on the counter: 8 characters, 48 bits, keep a minute's ids apart and the item under 1 KB. */
const REQUEST_HASH_CHARS = 8;

/** A player's key, hashed: whose calls a counter counts, whose flag a word has (those items never name the player). */
export const playerHashOf = (player: Player) => createHash('sha256').update(keys.player(player)).digest('base64url');

export const limitStore = {
  /**
   * Counts one call of `route` by `player` in the minute of `now`, if fewer than `perMinute` were made.
   * Answers whether counted. The call's request id is kept with the count (a short hash), so a send
   * the SDK repeats after a timeout, when DynamoDB had already counted it, is counted once, not twice
   * (the refusal returns the counter as it was: no read).
   */
  async takeCall(player: Player, route: string, now: Date, perMinute: number, requestId: string): Promise<boolean> {
    const Key = keys.playerCalls(playerHashOf(player), route, now.toISOString().slice(0, 16));
    const request = createHash('sha256').update(requestId).digest('base64url').slice(0, REQUEST_HASH_CHARS);
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key,
          UpdateExpression: 'ADD calls :one, requests :request SET expiresAt = :expiresAt',
          ConditionExpression: '(attribute_not_exists(calls) OR calls < :cap) AND NOT contains(requests, :id)',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          ExpressionAttributeValues: {
            ':one': 1,
            ':cap': perMinute,
            ':request': new Set([request]),
            ':id': request,
            ':expiresAt': Math.floor(now.getTime() / 1000) + 60 + KEPT_SECONDS,
          },
        }),
      );
      return true;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      // Past the limit, or this very call counted already by an earlier send of it: the refusal carries the counter as it was.
      const counter = error.Item ? (unmarshall(error.Item) as { requests?: Set<string> }) : undefined;
      return counter?.requests?.has(request) ?? false;
    }
  },
};
