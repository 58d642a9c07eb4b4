/**
 * Games: one item per player per local day. A guess is appended with a single conditional write
 * that only succeeds if the game still has exactly the guesses the player saw, so a doubled or
 * retried submission of one row stores one guess: never two, never none.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import type { PlayerStats } from '../domain/streaks';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Game, GameStatus, RevealedLetter } from '../domain/game';
import { ANONYMOUS_GAME_TTL_DAYS } from '../domain/rules';
import type { Player } from '../domain/player';
import { documentClient, keys, tableName, transactWrite } from './table';

interface GameItem {
  date: string;
  wordLength: number;
  guesses?: string[];
  revealedLetters?: RevealedLetter[];
  status?: GameStatus;
}

const toGame = (item: GameItem): Game => ({
  date: item.date,
  wordLength: item.wordLength,
  guesses: item.guesses ?? [],
  revealedLetters: item.revealedLetters ?? [],
  status: item.status ?? 'playing',
});

export interface AppendGuess {
  date: string;
  wordLength: number;
  /** How many guesses the player saw stored before this one (the row index). */
  expectedCount: number;
  guess: string;
  /** The status after this guess, decided by the domain. */
  status: GameStatus;
  now: Date;
  /**
   * A signed-in player's statistics after this (final) guess, written in the same transaction:
   * only if the profile still has the games-played count they were computed from.
   */
  stats?: { sub: string; next: PlayerStats; playedBefore: number };
}

export type AppendResult =
  { stored: true; game: Game } | { stored: false; current: Game | undefined } | { stored: false; statsChanged: true };

/** Anonymous games are removed by TTL a few days after their day; accounts keep their history. */
function expiresAt(player: Player, date: string): number | undefined {
  if (player.kind === 'user') return undefined;
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 1000) + ANONYMOUS_GAME_TTL_DAYS * 86_400;
}

export const gameStore = {
  async get(player: Player, date: string): Promise<Game | undefined> {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.game(player, date), ConsistentRead: true }),
    );
    return Item ? toGame(Item as GameItem) : undefined;
  },

  /**
   * One round trip: a conditional update, or with statistics a two-item transaction. On a lost race
   * it answers the stored game as it is (for an idempotent reply).
   */
  async appendGuess(player: Player, input: AppendGuess): Promise<AppendResult> {
    const ttl = expiresAt(player, input.date);
    const first = input.expectedCount === 0;
    const update = {
      TableName: tableName(),
      Key: keys.game(player, input.date),
      UpdateExpression: [
        'SET guesses = list_append(if_not_exists(guesses, :empty), :guess)',
        '#status = :status',
        '#date = :date',
        'wordLength = :wordLength',
        'revealedLetters = if_not_exists(revealedLetters, :empty)',
        'createdAt = if_not_exists(createdAt, :now)',
        'updatedAt = :now',
        ...(ttl ? ['expiresAt = :expiresAt'] : []),
      ].join(', '),
      ConditionExpression: first
        ? 'attribute_not_exists(pk) OR (size(guesses) = :count AND #status = :playing)'
        : 'size(guesses) = :count AND #status = :playing',
      ExpressionAttributeNames: { '#status': 'status', '#date': 'date' },
      ExpressionAttributeValues: {
        ':empty': [],
        ':guess': [input.guess],
        ':status': input.status,
        ':date': input.date,
        ':wordLength': input.wordLength,
        ':now': input.now.toISOString(),
        ':count': input.expectedCount,
        ':playing': 'playing',
        ...(ttl ? { ':expiresAt': ttl } : {}),
      },
    } satisfies UpdateCommandInput;

    if (input.stats) {
      const refused = await transactWrite([
        { Update: { ...update, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } },
        {
          Update: {
            TableName: tableName(),
            Key: keys.profile(input.stats.sub),
            UpdateExpression: 'SET stats = :stats',
            ConditionExpression: 'stats.played = :playedBefore',
            ExpressionAttributeValues: { ':stats': input.stats.next, ':playedBefore': input.stats.playedBefore },
          },
        },
      ]);
      if (refused?.failed[0]) {
        const stored = refused.stored[0];
        return { stored: false, current: stored ? toGame(stored as GameItem) : undefined };
      }
      if (refused) return { stored: false, statsChanged: true };
      const game = await this.get(player, input.date);
      return { stored: true, game: game! };
    }

    try {
      const { Attributes } = await documentClient().send(
        new UpdateCommand({ ...update, ReturnValues: 'ALL_NEW', ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }),
      );
      return { stored: true, game: toGame(Attributes as GameItem) };
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) {
        const old = error.Item ? unmarshall(error.Item) : undefined;
        return { stored: false, current: old ? toGame(old as GameItem) : undefined };
      }
      throw error;
    }
  },

  /**
   * Moves a browser's anonymous game of `date` to a signed-in account, unless the account already
   * has a game for that date: one transaction (copy without the expiry, delete the original).
   * Answers whether it moved.
   */
  async moveToAccount(from: Player, to: Player, date: string): Promise<boolean> {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.game(from, date), ConsistentRead: true }),
    );
    if (!Item) return false;
    const { expiresAt: _expiry, ...game } = Item;
    // Refused: the account has its own game for that date, or it moved already.
    const refused = await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: { ...game, ...keys.game(to, date), movedFrom: keys.player(from) },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Delete: { TableName: tableName(), Key: keys.game(from, date), ConditionExpression: 'attribute_exists(pk)' } },
    ]);
    return refused === null;
  },
};
