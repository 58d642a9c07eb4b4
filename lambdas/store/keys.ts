/**
 * THE table's key scheme (docs/architecture.md, "Data"): every item's pk and sk, and the prefixes a
 * query ranges over, made here and nowhere else. Only the store modules import it (a layer rule);
 * each item's fields belong to the one store module named beside its key.
 */
import { dayKeyOf } from '../domain/language-days';
import type { LanguageCode } from '../domain/languages';
import type { Player } from '../domain/player';

/** The day's game, or a past day's opened from the archive. */
export type GameKind = 'daily' | 'archive';

export interface Key {
  pk: string;
  sk: string;
}

const CONFIG = 'CONFIG';
const GAME_PREFIX = 'GAME#';
const ARCHIVE_PREFIX = 'ARCHIVE#';
const PACKAGE_PREFIX = 'PACKAGE#';
const LEDGER_PREFIX = 'LEDGER#';
const PAYMENT_PREFIX = 'PAYMENT#';
const LEAGUE_PREFIX = 'LEAGUE#';
const MEMBER_PREFIX = 'MEMBER#';
const ORDER_PREFIX = 'ORDER#';
const FLAG_PREFIX = 'FLAG#';
const FLAGGED_WORDS = 'FLAGGED_WORDS';
const FLAG_ADDRESS = 'ADDRESS#';

const ANONYMOUS_PARTITION = 'PLAYER#anon:';

export const keys = {
  /** The anonymousId whose partition `pk` is (as a game's `movedFrom` names it), or undefined. */
  anonymousIdOf: (pk: string): string | undefined =>
    pk.startsWith(ANONYMOUS_PARTITION) ? pk.slice(ANONYMOUS_PARTITION.length) : undefined,
  /** The partition of all of one player's items. */
  player: (player: Player) => (player.kind === 'user' ? `PLAYER#user:${player.sub}` : `${ANONYMOUS_PARTITION}${player.anonymousId}`),
  /**
   * games.ts: a day's game in a language, the daily one (GAME#<day>) or one opened from the archive
   * (ARCHIVE#<day>), kept apart; <day> is the day key (domain/language-days.ts): the date alone in
   * English, `es#<date>` in Spanish. So an English range of dates never meets another language's games.
   */
  game: (player: Player, date: string, language: LanguageCode, kind: GameKind = 'daily'): Key => ({
    pk: keys.player(player),
    sk: `${kind === 'archive' ? ARCHIVE_PREFIX : GAME_PREFIX}${dayKeyOf(language, date)}`,
  }),
  /** games.ts: the range of all a player's daily games, in every language (`begins_with`). */
  dailyGames: (player: Player) => ({ pk: keys.player(player), skPrefix: GAME_PREFIX }),
  /** profiles.ts: any player's profile: an account's (credits and history) or an anonymous browser's (history). */
  profile: (player: Player): Key => ({ pk: keys.player(player), sk: 'PROFILE' }),
  /** accounts.ts: one entry of an account's credit ledger. */
  ledgerEntry: (sub: string, at: string, id: string): Key => ({
    pk: keys.player({ kind: 'user', sub }),
    sk: `${LEDGER_PREFIX}${at}#${id}`,
  }),
  /** accounts.ts: the range of an account's ledger entries. */
  ledger: (sub: string) => ({ pk: keys.player({ kind: 'user', sub }), skPrefix: LEDGER_PREFIX }),
  /**
   * payments.ts: one per Stripe PaymentIntent: what its events established (paid, refunded,
   * disputed) and the credits that left on the balance, so each event moves the balance once.
   */
  payment: (paymentIntentId: string): Key => ({ pk: `${PAYMENT_PREFIX}${paymentIntentId}`, sk: 'PAYMENT' }),
  /** payments.ts: a PaymentIntent the account made, in its partition: how its data finds its orders (export, deletion). */
  accountOrder: (sub: string, paymentIntentId: string): Key => ({
    pk: keys.player({ kind: 'user', sub }),
    sk: `${ORDER_PREFIX}${paymentIntentId}`,
  }),
  /** payments.ts: the range of an account's order pointers. */
  accountOrders: (sub: string) => ({ pk: keys.player({ kind: 'user', sub }), skPrefix: ORDER_PREFIX }),
  /**
   * player-data.ts: an account deleted a moment ago, by a hash of its sub (no identifier of the
   * player): a token issued before the deletion cannot make a new profile. Expires with the tokens.
   */
  deletedAccount: (subHash: string): Key => ({ pk: `DELETED#${subHash}`, sk: 'DELETED' }),
  /** payments.ts: what a PaymentIntent made by create-payment-intent sold: buyer, package, credits and price at creation. */
  order: (paymentIntentId: string): Key => ({ pk: `${PAYMENT_PREFIX}${paymentIntentId}`, sk: 'ORDER' }),
  /** leagues.ts: a league: its name, owner, invite code and member count. */
  league: (id: string): Key => ({ pk: `${LEAGUE_PREFIX}${id}`, sk: 'LEAGUE' }),
  /** leagues.ts: the partition of a league: the league item and one item per member. */
  leagueItems: (id: string) => ({ pk: `${LEAGUE_PREFIX}${id}`, memberPrefix: MEMBER_PREFIX }),
  /** leagues.ts: one member of a league: their name there, and when they joined. */
  leagueMember: (id: string, sub: string): Key => ({ pk: `${LEAGUE_PREFIX}${id}`, sk: `${MEMBER_PREFIX}${sub}` }),
  /**
   * leagues.ts: a league whose owner removed the account, with the invite code of that moment (that
   * code never lets them back); in the account's partition, so it goes with the account.
   */
  leagueRemoval: (id: string, sub: string): Key => ({ pk: keys.player({ kind: 'user', sub }), sk: `REMOVED#${id}` }),
  /** leagues.ts: an invite code: the league it lets a player join, until the owner rotates it. */
  invite: (code: string): Key => ({ pk: `INVITE#${code}`, sk: 'INVITE' }),
  /** leagues.ts: a league an account belongs to, in the account's partition (list-leagues reads these). */
  membership: (sub: string, id: string): Key => ({ pk: keys.player({ kind: 'user', sub }), sk: `${LEAGUE_PREFIX}${id}` }),
  /** leagues.ts: the range of an account's memberships. */
  memberships: (sub: string) => ({ pk: keys.player({ kind: 'user', sub }), skPrefix: LEAGUE_PREFIX }),
  /**
   * limits.ts: how many calls of one route a player made in one minute (expires in minutes), under a
   * hash of the player's partition: no identifier of the player, so a deleted account leaves none.
   */
  playerCalls: (playerHash: string, route: string, minute: string): Key => ({ pk: `CALLS#${playerHash}`, sk: `${route}#${minute}` }),
  /** profiles.ts: how many new anonymous players one client address added in one hour (expires). */
  newPlayersOfClient: (client: string, hour: string): Key => ({ pk: `CLIENT#${client}`, sk: `NEW_PLAYERS#${hour}` }),
  /** reminders.ts: a player's daily reminder: its push subscription, local time, zone and quiet hours. */
  reminder: (player: Player): Key => ({ pk: keys.player(player), sk: 'REMINDER' }),
  /**
   * reminders.ts: a reminder due in one of the sender's slots (its start, ISO), in one of a few
   * shards so a busy slot spreads over partitions: what the sender reads, never a scan.
   */
  reminderDue: (slot: string, shard: number, player: Player): Key => ({ pk: `REMINDER_DUE#${slot}#${shard}`, sk: keys.player(player) }),
  /**
   * reminders.ts: the reminder sender's progress in one shard: the last slot it finished there, so a
   * run after a gap catches up on every missed slot.
   */
  senderProgress: (shard: number): Key => ({ pk: 'SCHEDULE#send-reminders', sk: `PROGRESS#${shard}` }),
  /**
   * word-flags.ts: one player's "this word is wrong" on a day's code in a language, under a hash of
   * the player's partition (no identifier, a pseudonymous hash; expires): a player's taps are one flag,
   * which counts for a signed-in player (`account`); an anonymous one counts by address (wordFlagAddress).
   */
  wordFlag: (language: LanguageCode, date: string, playerHash: string): Key => ({
    pk: `${FLAG_PREFIX}${language}#${date}`,
    sk: `PLAYER#${playerHash}`,
  }),
  /**
   * word-flags.ts: the address anonymous players flagged a day's code from, under a hash of the
   * address and the code (expires): however many anonymous ids one address makes, it counts once.
   */
  wordFlagAddress: (language: LanguageCode, date: string, addressHash: string): Key => ({
    pk: `${FLAG_PREFIX}${language}#${date}`,
    sk: `${FLAG_ADDRESS}${addressHash}`,
  }),
  /** word-flags.ts: a flagged code, with how many people flagged it: the owner's review list (one partition, by language and date). */
  flaggedWord: (language: LanguageCode, date: string): Key => ({ pk: FLAGGED_WORDS, sk: `${language}#${date}` }),
  /** settings.ts: helper prices and the price of an archive day. */
  helperPrices: (): Key => ({ pk: CONFIG, sk: 'HELPER_PRICES' }),
  /** settings.ts: the game's own settings: its launch date (the archive's first day). */
  gameSettings: (): Key => ({ pk: CONFIG, sk: 'GAME' }),
  /** packages.ts: one credit package. */
  creditPackage: (id: string): Key => ({ pk: CONFIG, sk: `${PACKAGE_PREFIX}${id}` }),
  /** packages.ts: the range of the credit packages. */
  creditPackages: () => ({ pk: CONFIG, skPrefix: PACKAGE_PREFIX }),
} as const;
