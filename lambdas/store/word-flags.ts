/**
 * "This word is wrong" (docs/product.md, "Flagging a code"): one item per player and flagged code,
 * so a player counts once however often they tap, and one per flagged code with the count, the
 * owner's review list (docs/runbook.md, "Player reports"). Both in one transaction: the count is
 * always the number of players' flags.
 */
import type { LanguageCode } from '../domain/languages';
import type { Player } from '../domain/player';
import { keys } from './keys';
import { playerHashOf } from './limits';
import { tableName, transactWrite } from './table';

/** A player's flag is kept this long: it only stops a second count; TTL removes it (it holds a hash of the player, no identifier). */
const FLAG_KEPT_DAYS = 30;

export const wordFlagStore = {
  /** Records `player`'s flag on the code of `date` in `language`: false when they had flagged it already (nothing written). */
  async flag(player: Player, code: { language: LanguageCode; date: string; word: string }, now: Date): Promise<boolean> {
    const { language, date, word } = code;
    const at = now.toISOString();
    const refused = await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.wordFlag(language, date, playerHashOf(player)),
            at,
            expiresAt: Math.floor(now.getTime() / 1000) + FLAG_KEPT_DAYS * 24 * 3600,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: keys.flaggedWord(language, date),
          UpdateExpression:
            'ADD flags :one SET #language = :language, #date = :date, word = :word, ' +
            'firstFlaggedAt = if_not_exists(firstFlaggedAt, :at), lastFlaggedAt = :at',
          ExpressionAttributeNames: { '#language': 'language', '#date': 'date' },
          ExpressionAttributeValues: { ':one': 1, ':language': language, ':date': date, ':word': word, ':at': at },
        },
      },
    ]);
    return refused === null;
  },
};
