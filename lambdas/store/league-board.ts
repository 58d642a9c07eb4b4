/**
 * What a league's day reads: many accounts' games of one date and their histories, each in one
 * round trip (BatchGetItem). Only the league calls read this way, so only their bundles carry it.
 * The items' fields stay their owners': games.ts and profiles.ts turn them into games and histories.
 */
import { LANGUAGE_CODES, type LanguageCode } from '../domain/languages';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { Game } from '../domain/game';
import type { Player } from '../domain/player';
import type { DayClocks, Helped, History } from '../domain/streaks';
import { serviceBusy } from '../errors';
import { gameFromItem } from './games';
import { keys } from './keys';
import { clocksOf, helpedOf, historyOf } from './profiles';
import { documentClient, tableName } from './table';
import { backoff, UNPROCESSED_BACKOFF } from '../backoff';

/** BatchGetItem's limit of keys per call. */
const BATCH_GET_MAX = 100;

/**
 * Many items by key in one round trip: batches of 100 sent together (strongly consistent), and the
 * keys DynamoDB leaves unprocessed (throttling, size) asked again. Answers the items found, in no order.
 */
async function batchGet(keys: readonly { pk: string; sk: string }[], projection?: { expression: string; names?: Record<string, string> }) {
  const chunks = Array.from({ length: Math.ceil(keys.length / BATCH_GET_MAX) }, (_, i) =>
    keys.slice(i * BATCH_GET_MAX, (i + 1) * BATCH_GET_MAX),
  );
  const found = await Promise.all(
    chunks.map(async (chunk) => {
      const items: Record<string, unknown>[] = [];
      let pending: Record<string, unknown>[] = chunk.map((key) => ({ ...key }));
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt > 0) await backoff(attempt, UNPROCESSED_BACKOFF);
        const { Responses, UnprocessedKeys } = await documentClient().send(
          new BatchGetCommand({
            RequestItems: {
              [tableName()]: {
                Keys: pending,
                ConsistentRead: true,
                ...(projection ? { ProjectionExpression: projection.expression, ExpressionAttributeNames: projection.names } : {}),
              },
            },
          }),
        );
        items.push(...(Responses?.[tableName()] ?? []));
        pending = (UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined) ?? [];
        if (attempt >= 8 && pending.length) throw serviceBusy('busy');
      }
      return items;
    }),
  );
  return found.flat();
}

const account = (sub: string): Player => ({ kind: 'user', sub });

export const leagueBoardStore = {
  /** Several accounts' daily games of one date, by account (one without a game is left out). */
  async dailyGamesOfAccounts(subs: readonly string[], date: string, language: LanguageCode): Promise<Map<string, Game>> {
    const items = await batchGet(subs.map((sub) => keys.game(account(sub), date, language)));
    const bySub = new Map(subs.map((sub) => [keys.player(account(sub)), sub]));
    return new Map(items.map((item) => [bySub.get(String(item.pk))!, gameFromItem(item)]));
  },

  /** One account's daily games of one date in every language, by language (one read; a language without a game is left out). */
  async dailyGamesInEveryLanguage(sub: string, date: string): Promise<Map<LanguageCode, Game>> {
    const items = await batchGet(LANGUAGE_CODES.map((language) => keys.game(account(sub), date, language)));
    return new Map(items.map((item) => gameFromItem(item)).map((game) => [game.language, game]));
  },

  /** The zone (tzOffset) of several accounts' daily games of one date, read alone: a game's rows and report stay unread. */
  async dailyZonesOfAccounts(subs: readonly string[], date: string, language: LanguageCode): Promise<Map<string, number>> {
    const items = await batchGet(
      subs.map((sub) => keys.game(account(sub), date, language)),
      { expression: 'pk, tzOffset' },
    );
    const bySub = new Map(subs.map((sub) => [keys.player(account(sub)), sub]));
    return new Map(items.filter((item) => item.tzOffset !== undefined).map((item) => [bySub.get(String(item.pk))!, Number(item.tzOffset)]));
  },

  /**
   * Several accounts' histories (daily results) and the names they chose for leagues, if any: the
   * profile owns the name, so a league read after a rename shows the new one, whatever raced it.
   */
  async profiles(
    subs: readonly string[],
    language: LanguageCode,
  ): Promise<Map<string, { history: History; clocks: DayClocks; helped: Helped; displayName?: string }>> {
    const items = await batchGet(
      subs.map((sub) => keys.profile(account(sub))),
      { expression: 'pk, history, dayClocks, helpedLetters, displayName' },
    );
    const bySub = new Map(subs.map((sub) => [keys.player(account(sub)), sub]));
    return new Map(
      items.map((item) => [
        bySub.get(String(item.pk))!,
        {
          history: historyOf(item, language),
          clocks: clocksOf(item, language),
          helped: helpedOf(item, language),
          ...(typeof item.displayName === 'string' ? { displayName: item.displayName } : {}),
        },
      ]),
    );
  },
};
