/**
 * "This word is wrong" (docs/product.md, "Flagging a code"): the owner's review signal counts people.
 * Per flagged code: one item per player (a player's taps are one flag), one per address anonymous
 * players flagged from (a fresh anonymous id is free to make, an address is not), and the code's
 * counts, the owner's review list (docs/runbook.md, "Player reports"): `accounts`, signed-in players
 * who flagged it; `addresses`, the addresses of anonymous ones; `flags`, both. Each count moves in the
 * transaction that writes what it counts, so the counts always equal those items.
 */
import { createHash } from 'node:crypto';
import type { LanguageCode } from '../domain/languages';
import type { Player } from '../domain/player';
import { keys } from './keys';
import { playerHashOf } from './limits';
import { queryAll, tableName, transactWrite, type TransactItem } from './table';

/** A flag's items are kept this long: they only stop a second count; TTL removes them (hashes, no identifier). */
const FLAG_KEPT_DAYS = 30;

/** One flagged code, as the owner reviews it. */
export interface FlaggedWord {
  language: LanguageCode;
  date: string;
  word: string;
  /** People: `accounts` + `addresses` (and flags counted before the two were kept apart). */
  flags: number;
  accounts: number;
  addresses: number;
  firstFlaggedAt: string;
  lastFlaggedAt: string;
}

/** The outcome of a tap: `recorded` false when this player had flagged the code already; `counted` when a count moved. */
export interface FlagOutcome {
  recorded: boolean;
  counted: boolean;
}

/**
 * An address's hash for one code: the client key (an IPv4 address, an IPv6 /64) with the code's
 * language and date, so one address's flags on two codes are not linked by their hashes.
 */
const addressHashOf = (client: string, language: LanguageCode, date: string) =>
  createHash('sha256').update(`${language}#${date}#${client}`).digest('base64url');

export const wordFlagStore = {
  /**
   * Records `player`'s flag on the code of `date` in `language`, sent from `client` (clientKey of
   * the caller's address). A signed-in player counts once; an anonymous one counts when no anonymous
   * player flagged this code from that address before.
   */
  async flag(
    player: Player,
    client: string,
    code: { language: LanguageCode; date: string; word: string },
    now: Date,
  ): Promise<FlagOutcome> {
    const { language, date, word } = code;
    const at = now.toISOString();
    const expiresAt = Math.floor(now.getTime() / 1000) + FLAG_KEPT_DAYS * 24 * 3600;
    const absent = 'attribute_not_exists(pk)';
    const playerFlag: TransactItem = {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.wordFlag(language, date, playerHashOf(player)),
          at,
          expiresAt,
          ...(player.kind === 'user' ? { account: true } : {}),
        },
        ConditionExpression: absent,
      },
    };
    const count = (counter: 'accounts' | 'addresses'): TransactItem => ({
      Update: {
        TableName: tableName(),
        Key: keys.flaggedWord(language, date),
        UpdateExpression:
          'ADD flags :one, #counter :one SET #language = :language, #date = :date, word = :word, ' +
          'firstFlaggedAt = if_not_exists(firstFlaggedAt, :at), lastFlaggedAt = :at',
        ExpressionAttributeNames: { '#counter': counter, '#language': 'language', '#date': 'date' },
        ExpressionAttributeValues: { ':one': 1, ':language': language, ':date': date, ':word': word, ':at': at },
      },
    });
    if (player.kind === 'user') {
      const refused = await transactWrite([playerFlag, count('accounts')]);
      return { recorded: refused === null, counted: refused === null };
    }
    const addressFlag: TransactItem = {
      Put: {
        TableName: tableName(),
        Item: { ...keys.wordFlagAddress(language, date, addressHashOf(client, language, date)), at, expiresAt },
        ConditionExpression: absent,
      },
    };
    const refused = await transactWrite([playerFlag, addressFlag, count('addresses')]);
    if (refused === null) return { recorded: true, counted: true };
    if (refused.failed[0]) return { recorded: false, counted: false };
    // Another anonymous player flagged it from this address: this one's flag is kept (their taps stay one), uncounted.
    return { recorded: (await transactWrite([playerFlag])) === null, counted: false };
  },

  /** The owner's review list: every flagged code, oldest date first, per language. */
  async reviewList(): Promise<FlaggedWord[]> {
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.flaggedWord('en', '').pk },
    });
    return items.map((item) => ({
      language: item.language as LanguageCode,
      date: String(item.date),
      word: String(item.word),
      flags: Number(item.flags ?? 0),
      accounts: Number(item.accounts ?? 0),
      addresses: Number(item.addresses ?? 0),
      firstFlaggedAt: String(item.firstFlaggedAt),
      lastFlaggedAt: String(item.lastFlaggedAt),
    }));
  },
};
