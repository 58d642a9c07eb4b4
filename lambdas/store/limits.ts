/**
 * Calls per player and minute (docs/deploy.md, "Limits per client"): one conditional update of a
 * counter item that expires soon after its minute. A refused update writes nothing, so a flooding
 * player's excess costs a failed condition, and other players' counters are other items.
 */
import { createHash } from 'node:crypto';
import type { Player } from '../domain/player';
import { keys } from './keys';
import { updateIf } from './table';

/** A counter outlives its minute by this much (TTL deletes it within days, and it is never read after). */
const KEPT_SECONDS = 120;

/** A player's key, hashed: whose calls a counter counts, whose flag a word has (those items never name the player). */
export const playerHashOf = (player: Player) => createHash('sha256').update(keys.player(player)).digest('base64url');

export const limitStore = {
  /** Counts one call of `route` by `player` in the minute of `now`, if fewer than `perMinute` were made. Answers whether counted. */
  async takeCall(player: Player, route: string, now: Date, perMinute: number): Promise<boolean> {
    const minute = now.toISOString().slice(0, 16);
    return updateIf({
      Key: keys.playerCalls(playerHashOf(player), route, minute),
      UpdateExpression: 'ADD calls :one SET expiresAt = :expiresAt',
      ConditionExpression: 'attribute_not_exists(calls) OR calls < :cap',
      ExpressionAttributeValues: { ':one': 1, ':cap': perMinute, ':expiresAt': Math.floor(now.getTime() / 1000) + 60 + KEPT_SECONDS },
    });
  },
};
