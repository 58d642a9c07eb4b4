/**
 * The profile item, every player's (docs/architecture.md, "Data"): the history their statistics and
 * streaks are derived from, and an account's credit balance. This module owns its fields; accounts.ts
 * puts its balance changes in transactions beside their ledger entries. Each change of a history is
 * conditional on the version it was read at, so concurrent finishes and sign-ins never lose or
 * double a day. Anonymous profiles expire a year after their last change.
 */
import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dayOfKey, daysIn } from '../domain/language-days';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../domain/languages';
import type { Player } from '../domain/player';
import { emptyStats, joinHistories, summarize, type DayClocks, type Helped, type History, type PlayerStats } from '../domain/streaks';
import { STARTING_CREDITS } from '../domain/rules';
import { accountDeleted, serviceBusy } from '../errors';
import { keys } from './keys';
import { documentClient, failingWith, tableName, transactWrite, updateIf, type TransactItem } from './table';
import { backoff } from '../backoff';

export interface PlayerRecord {
  /** Whether the profile item exists at all (an anonymous browser's is made when its credential is issued). */
  exists: boolean;
  /** The language whose days `history`, `clocks`, `stats` and `helped` are. */
  language: LanguageCode;
  /** That language's results, by date. */
  history: History;
  /** The clock (tzOffset) each day of the history was played on, written with it: a journey's dates are not missed. */
  clocks: DayClocks;
  /** The aggregate figures profiles kept before histories (their streak goes on into the history), if any: English ones. */
  baseline?: PlayerStats;
  /** The same figures, whatever the language: the one streak (every language's) goes on from their streak. */
  streakBaseline?: PlayerStats;
  /** The history's version: a change is written only if it is still this one. */
  version: number;
  /** What the history gives (on top of the aggregate figures kept before histories existed). */
  stats: PlayerStats;
  /** Letters revealed by helpers in that language's daily games, by date (a finished one is a helped game). */
  helped: Helped;
  /**
   * Every language's results and clocks, by day key (domain/language-days.ts): what a change of the
   * history writes whole, what a sign-in joins, and what the one streak reads.
   */
  days: { history: History; clocks: DayClocks };
  /** An anonymous browser's: when its proof was issued (its profile made), and the account that claimed it, if any. */
  credentialIssuedAt?: string;
  joinedTo?: string;
}

/**
 * An account is live while its profile exists and is not being deleted: deleting one marks its
 * profile first (`deletedAt`, markDeleting), then deletes whatever names the account. Every write
 * that makes or changes an item naming an account holds this condition in its own transaction, so
 * a write racing a deletion is either done before the mark (and deleted with the rest) or refused.
 */
const LIVE = 'attribute_exists(pk) AND attribute_not_exists(deletedAt)';
/** A profile write refused because the account is gone or going: the caller's token is a deleted account's. */
const deletedIfNotLive = (stored: Record<string, unknown> | undefined) =>
  stored === undefined || stored.deletedAt !== undefined ? accountDeleted() : undefined;
/** `item`, a change of an account's profile, answered "account deleted" when its condition failed for that. */
const whileLive = (item: TransactItem) =>
  failingWith({ Update: { ...item.Update!, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } }, deletedIfNotLive);

/** Anonymous histories are kept this long after their last change. */
const ANONYMOUS_PROFILE_TTL_DAYS = 400;
/** Enough of a hash to tell an hour's new players apart (64 bits), never the id itself. */
const ADMITTED_PLAYER_HASH_LENGTH = 16;

/** How an hour's admitted new players name one of them: a hash of its id, never the id. */
export const admittedPlayerOf = (anonymousId: string) =>
  createHash('sha256').update(anonymousId).digest('hex').slice(0, ADMITTED_PLAYER_HASH_LENGTH);

/** A profile item's whole history: every language's daily results, by day key. */
const allDaysOf = (item: Record<string, unknown> | undefined): History => (item?.history as History | undefined) ?? {};
/** A profile item's whole clocks: the tzOffset each day of its history was played on (days before clocks were kept have none). */
const allClocksOf = (item: Record<string, unknown> | undefined): DayClocks => (item?.dayClocks as DayClocks | undefined) ?? {};
/** A profile item's history in one language: its daily results by date (league-board.ts reads many at once). */
export const historyOf = (item: Record<string, unknown> | undefined, language: LanguageCode): History => daysIn(allDaysOf(item), language);
/** A profile item's clocks in one language, by date. */
export const clocksOf = (item: Record<string, unknown> | undefined, language: LanguageCode): DayClocks =>
  daysIn(allClocksOf(item), language);
/**
 * The profile's helped daily games in one language: `helpedLetters` holds "<day key>:position" for
 * every letter a helper revealed in a daily game (added in the reveal's own transaction, so no finish can miss one).
 */
export function helpedOf(item: Record<string, unknown> | undefined, language: LanguageCode): Helped {
  const helped: Record<string, number> = {};
  for (const entry of (item?.helpedLetters as Set<string> | undefined) ?? []) {
    const day = dayOfKey(entry.slice(0, entry.indexOf(':')));
    if (day?.language === language) helped[day.date] = (helped[day.date] ?? 0) + 1;
  }
  return helped;
}

export const toRecord = (item: Record<string, unknown> | undefined, language: LanguageCode): PlayerRecord => {
  const history = historyOf(item, language);
  const clocks = clocksOf(item, language);
  // `stats`: the aggregate figures profiles kept before histories (and before languages); they stay as English's baseline.
  const kept = item?.stats ? { ...emptyStats(), ...(item.stats as Partial<PlayerStats>) } : undefined;
  const baseline = language === DEFAULT_LANGUAGE ? kept : undefined;
  return {
    exists: item !== undefined,
    language,
    history,
    clocks,
    ...(baseline ? { baseline } : {}),
    ...(kept ? { streakBaseline: kept } : {}),
    version: Number(item?.historyVersion ?? 0),
    stats: summarize(history, baseline, clocks),
    helped: helpedOf(item, language),
    days: { history: allDaysOf(item), clocks: allClocksOf(item) },
    ...(typeof item?.credentialIssuedAt === 'string' ? { credentialIssuedAt: item.credentialIssuedAt } : {}),
    ...(typeof item?.joinedTo === 'string' ? { joinedTo: item.joinedTo } : {}),
  };
};

/** An account's profile: its credits, and its history with the statistics it gives. */
export interface AccountProfile extends PlayerRecord {
  credits: number;
  /** The name fellow league members see, once the player chose one (else a league uses the account's first name). */
  displayName?: string;
  /** How many leagues the player belongs to (at most MAX_LEAGUES_PER_PLAYER). */
  leagueCount: number;
  /** Set while the account is being deleted: nothing may be made for it any more. */
  deleting?: true;
}

const account = (sub: string): Player => ({ kind: 'user', sub });
const toAccountProfile = (item: Record<string, unknown>, language: LanguageCode): AccountProfile => ({
  credits: Number(item.credits ?? 0),
  leagueCount: Number(item.leagueCount ?? 0),
  ...(typeof item.displayName === 'string' ? { displayName: item.displayName } : {}),
  ...(item.deletedAt === undefined ? {} : { deleting: true as const }),
  ...toRecord(item, language),
});

export const profileStore = {
  /** An account's profile (its history's views in `language`), or undefined before its first call made it. */
  async getAccount(sub: string, language: LanguageCode = DEFAULT_LANGUAGE): Promise<AccountProfile | undefined> {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.profile(account(sub)), ConsistentRead: true }),
    );
    return Item ? toAccountProfile(Item, language) : undefined;
  },

  /** The transaction item that makes an account's profile with the starting credits, once. */
  accountCreation(sub: string, at: string): TransactItem {
    return {
      Put: {
        TableName: tableName(),
        Item: { ...keys.profile(account(sub)), credits: STARTING_CREDITS, createdAt: at },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  },

  /**
   * The transaction item that changes an account's balance by `delta`. Spending (a debit, or a free
   * purchase of 0) only if the balance covers it, so never below zero nor from below zero; a credit
   * only to a profile that exists. Only Stripe taking money back (`takeBack`) may go below zero.
   */
  balanceChange(
    sub: string,
    delta: number,
    { takeBack = false, helpedLetter }: { takeBack?: boolean; helpedLetter?: string } = {},
  ): TransactItem {
    const spending = delta <= 0 && !takeBack;
    const change: TransactItem = {
      Update: {
        TableName: tableName(),
        Key: keys.profile(account(sub)),
        // A letter revealed in a daily game is recorded as "date:position" with its payment (helpedOf).
        UpdateExpression: `SET credits = credits + :delta${helpedLetter ? ' ADD helpedLetters :helped' : ''}`,
        ConditionExpression: spending ? 'credits >= :cost AND attribute_not_exists(deletedAt)' : LIVE,
        ExpressionAttributeValues: {
          ':delta': delta,
          ...(spending ? { ':cost': -delta } : {}),
          ...(helpedLetter ? { ':helped': new Set([helpedLetter]) } : {}),
        },
      },
    };
    // Stripe's events for a deleted account are no caller's to answer for: payments.ts reads the refusal.
    return takeBack ? change : whileLive(change);
  },

  /**
   * The transaction item that counts one league more (or fewer) for an account: one more only while
   * it belongs to fewer than `max`.
   */
  leagueCountChange(sub: string, delta: 1 | -1, max: number): TransactItem {
    return whileLive({
      Update: {
        TableName: tableName(),
        Key: keys.profile(account(sub)),
        UpdateExpression: 'SET leagueCount = if_not_exists(leagueCount, :zero) + :delta',
        // Leaving is always allowed (a deletion takes its account out of its leagues without counting).
        ConditionExpression: delta > 0 ? `${LIVE} AND (attribute_not_exists(leagueCount) OR leagueCount < :max)` : 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':zero': 0, ':delta': delta, ...(delta > 0 ? { ':max': max } : {}) },
      },
    });
  },

  /** The transaction item that sets the name an account shows in its leagues. */
  displayNameChange(sub: string, displayName: string): TransactItem {
    return whileLive({
      Update: {
        TableName: tableName(),
        Key: keys.profile(account(sub)),
        UpdateExpression: 'SET displayName = :name',
        ConditionExpression: LIVE,
        ExpressionAttributeValues: { ':name': displayName },
      },
    });
  },

  /**
   * The transaction item that holds a write naming an account (a game, an order, a browser's marker)
   * to the account being live: refused with "account deleted" once its deletion began.
   */
  accountLive(sub: string): TransactItem {
    return failingWith({ ConditionCheck: { TableName: tableName(), Key: keys.profile(account(sub)), ConditionExpression: LIVE } }, () =>
      accountDeleted(),
    );
  },

  /** The first step of deleting an account: from now on nothing is made or changed for it (LIVE). */
  async markDeleting(sub: string, now: Date): Promise<void> {
    await updateIf({
      Key: keys.profile(account(sub)),
      UpdateExpression: 'SET deletedAt = if_not_exists(deletedAt, :now)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': now.toISOString() },
    });
  },

  /** A player's profile, its history's views in `language` (and every language's days beside them). */
  async get(player: Player, language: LanguageCode): Promise<PlayerRecord> {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.profile(player), ConsistentRead: true }),
    );
    return toRecord(Item, language);
  },

  /**
   * The transaction item that records `history` and its `clocks`, every language's by day key (as
   * PlayerRecord's `days`), if the profile still has `expectedVersion` (an anonymous one is made if absent).
   */
  historyUpdate(
    player: Player,
    { history, clocks }: { history: History; clocks: DayClocks },
    expectedVersion: number,
    now: Date,
  ): TransactItem {
    const anonymous = player.kind === 'anonymous';
    const version =
      expectedVersion === 0 ? '(attribute_not_exists(historyVersion) OR historyVersion = :version)' : 'historyVersion = :version';
    const expiry = anonymous ? ', expiresAt = :expiresAt' : '';
    const update: TransactItem = {
      Update: {
        TableName: tableName(),
        Key: keys.profile(player),
        UpdateExpression: `SET history = :history, dayClocks = :clocks, historyVersion = :next${expiry}`,
        // An account's history only while it is live; a browser's profile is made by its first result.
        ConditionExpression: anonymous ? version : `${LIVE} AND ${version}`,
        ExpressionAttributeValues: {
          ':history': history,
          ':clocks': clocks,
          ':next': expectedVersion + 1,
          ':version': expectedVersion,
          ...(anonymous ? { ':expiresAt': Math.floor(now.getTime() / 1000) + ANONYMOUS_PROFILE_TTL_DAYS * 86_400 } : {}),
        },
      },
    };
    return anonymous ? update : whileLive(update);
  },

  /**
   * Admits one more new anonymous player from `client` this hour, if the hour has admitted fewer than
   * `cap` (one conditional update of an item that expires with the next hour). The item keeps the set
   * of players admitted, each by a short hash of its id (no identifier): admitting the same player
   * again (a retried request, a retry of the SDK's) is a no-op that answers true, so no player is
   * counted twice. Answers whether admitted.
   */
  async admitNewAnonymous(client: string, anonymousId: string, now: Date, cap: number): Promise<boolean> {
    const hour = now.toISOString().slice(0, 13);
    const player = admittedPlayerOf(anonymousId);
    return updateIf({
      Key: keys.newPlayersOfClient(client, hour),
      UpdateExpression: 'ADD players :players SET expiresAt = :expiresAt',
      ConditionExpression: 'attribute_not_exists(players) OR size(players) < :cap OR contains(players, :player)',
      ExpressionAttributeValues: {
        ':players': new Set([player]),
        ':player': player,
        ':cap': cap,
        ':expiresAt': Math.floor(now.getTime() / 1000) + 2 * 3600,
      },
    });
  },

  /**
   * Makes a new anonymous browser's profile, if no item of that anonymousId exists yet: the one moment
   * its credential is issued (docs/product.md, "Signing in"). Answers whether this call made it, so
   * whoever names an id already in use is never handed its credential.
   */
  async issueAnonymousCredential(anonymousId: string, now: Date): Promise<boolean> {
    return updateIf({
      Key: keys.profile({ kind: 'anonymous', anonymousId }),
      UpdateExpression: 'SET credentialIssuedAt = :now, expiresAt = :expiresAt',
      ConditionExpression: 'attribute_not_exists(pk)',
      ExpressionAttributeValues: {
        ':now': now.toISOString(),
        ':expiresAt': Math.floor(now.getTime() / 1000) + ANONYMOUS_PROFILE_TTL_DAYS * 86_400,
      },
    });
  },

  /**
   * Claims a browser's anonymous identity for one account, for good: the first account to claim it
   * gets its games and history, and every other is refused (two sign-ins at once on one browser, in
   * two accounts, never split them). The account notes the browser in the same transaction, so
   * deleting the account deletes that browser's player too, whatever raced it. Answers whether
   * `sub` holds the claim.
   */
  async claimAnonymous(anonymousId: string, sub: string, now: Date): Promise<boolean> {
    const refused = await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.profile({ kind: 'anonymous', anonymousId }),
          UpdateExpression: 'SET joinedTo = :sub, expiresAt = :expiresAt',
          ConditionExpression: 'attribute_not_exists(joinedTo) OR joinedTo = :sub',
          ExpressionAttributeValues: { ':sub': sub, ':expiresAt': Math.floor(now.getTime() / 1000) + ANONYMOUS_PROFILE_TTL_DAYS * 86_400 },
        },
      },
      whileLive({
        Update: {
          TableName: tableName(),
          Key: keys.profile(account(sub)),
          UpdateExpression: 'ADD joinedBrowsers :ids',
          ConditionExpression: LIVE,
          ExpressionAttributeValues: { ':ids': new Set([anonymousId]) },
        },
      }),
    ]);
    return refused === null;
  },

  /** The browsers (anonymousIds) whose anonymous players joined the account. */
  async joinedBrowsersOf(sub: string): Promise<string[]> {
    const { Item } = await documentClient().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.profile(account(sub)),
        ProjectionExpression: 'joinedBrowsers',
        ConsistentRead: true,
      }),
    );
    return [...((Item?.joinedBrowsers as Set<string> | undefined) ?? [])];
  },

  /**
   * Moves a browser's anonymous history into an account, exactly once: the days the account has not
   * played join its history, and the anonymous history is emptied, in one transaction conditional on
   * both versions (two devices signing in at once: one goes first, the other retries on what is then
   * stored). Every language's days join alike. Answers how many days joined.
   */
  async joinAnonymous(
    sub: string,
    anonymousId: string,
    now: Date,
    accountGames: (days: string[]) => Promise<ReadonlySet<string>>,
  ): Promise<number> {
    const account: Player = { kind: 'user', sub };
    const anonymous: Player = { kind: 'anonymous', anonymousId };
    for (let attempt = 1; attempt <= 6; attempt++) {
      const [{ days: mine, version: mineVersion }, { days: theirs, version: theirsVersion }] = await Promise.all([
        this.get(account, DEFAULT_LANGUAGE),
        this.get(anonymous, DEFAULT_LANGUAGE),
      ]);
      if (Object.keys(theirs.history).length === 0) return 0;
      const { joined, added } = joinHistories(mine.history, theirs.history, await accountGames(Object.keys(theirs.history)));
      const clocks = {
        ...mine.clocks,
        ...Object.fromEntries(added.flatMap((day) => (day in theirs.clocks ? [[day, theirs.clocks[day]]] : []))),
      };
      const refused = await transactWrite([
        this.historyUpdate(account, { history: joined, clocks }, mineVersion, now),
        this.historyUpdate(anonymous, { history: {}, clocks: {} }, theirsVersion, now),
      ]);
      if (!refused) return added.length;
      await backoff(attempt); // another join went first
    }
    throw serviceBusy('contended'); // other joins of these histories kept going first: the caller may try again
  },
};
