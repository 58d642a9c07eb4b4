/**
 * Signed-in players' accounts: the profile (credit balance, streaks, statistics) and the credit
 * ledger. Every balance change is one DynamoDB transaction that also appends its ledger entry, so
 * the ledger always sums to the balance. Spending never takes the balance below zero whatever the
 * concurrency (the debit is conditional on the balance covering it); only a refund or a dispute
 * may (store/payments.ts), and then nothing can be spent until it is back above zero.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { RevealedLetter } from '../domain/game';
import { STARTING_CREDITS } from '../domain/rules';
import { toRecord, type PlayerRecord } from './profiles';
import { documentClient, isTransactionConflict, keys, tableName, transactWrite, type GameKind } from './table';

/** An account's profile: its credits, and its history with the statistics it gives (profiles.ts). */
export interface Profile extends PlayerRecord {
  credits: number;
}

export interface LedgerEntry {
  delta: number;
  /** purchase, refund and dispute entries come from Stripe's events (store/payments.ts). */
  reason: 'grant' | 'helper' | 'purchase' | 'archive' | 'refund' | 'dispute';
  at: string;
  detail?: string;
}

/** The ledger entry that goes in the same transaction as every balance change. */
export const ledgerPut = (sub: string, at: string, entry: Omit<LedgerEntry, 'at'>) => ({
  Put: { TableName: tableName(), Item: { pk: keys.profile(sub).pk, sk: `LEDGER#${at}#${randomUUID()}`, ...entry, at } },
});

const toProfile = (item: Record<string, unknown>): Profile => ({ credits: Number(item.credits ?? 0), ...toRecord(item) });

export const accountStore = {
  async getProfile(sub: string): Promise<Profile | undefined> {
    const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.profile(sub), ConsistentRead: true }));
    return Item ? toProfile(Item) : undefined;
  },

  /** The profile, created exactly once with the starting credits (and their ledger entry). */
  async ensureProfile(sub: string, now: Date): Promise<Profile> {
    const existing = await this.getProfile(sub);
    if (existing) return existing;
    const at = now.toISOString();
    try {
      // Refused or in conflict: another request created it first (or is creating it): read theirs.
      await transactWrite([
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.profile(sub), credits: STARTING_CREDITS, createdAt: at },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ledgerPut(sub, at, { delta: STARTING_CREDITS, reason: 'grant', detail: 'welcome credits' }),
      ]);
    } catch (error) {
      if (!isTransactionConflict(error)) throw error;
    }
    return (await this.getProfile(sub)) ?? { credits: STARTING_CREDITS, ...toRecord(undefined) };
  },

  /**
   * Pays for one revealed letter: debits the balance if it covers the cost, records the letter on
   * today's game (creating the game if the player has not guessed yet) if that position is still
   * hidden and the game still playing, and appends the ledger entry. All or nothing.
   */
  async revealLetter(
    sub: string,
    input: { kind?: GameKind; date: string; wordLength: number; reveal: RevealedLetter; cost: number; now: Date },
  ): Promise<'revealed' | 'insufficient-credit' | 'position-taken-or-game-over'> {
    const at = input.now.toISOString();
    const archive = input.kind === 'archive';
    const gameKey = keys.game({ kind: 'user', sub }, input.date, input.kind);
    const positionHidden = 'NOT contains(revealedPositions, :positionValue)';
    const playing = archive ? '#status = :playing' : '(attribute_not_exists(pk) OR #status = :playing)';
    const refused = await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.profile(sub),
          UpdateExpression: 'SET credits = credits - :cost',
          ConditionExpression: 'credits >= :cost',
          ExpressionAttributeValues: { ':cost': input.cost },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: gameKey,
          UpdateExpression: [
            'SET revealedLetters = list_append(if_not_exists(revealedLetters, :empty), :reveal)',
            '#date = :date',
            'wordLength = :wordLength',
            'guesses = if_not_exists(guesses, :empty)',
            '#status = if_not_exists(#status, :playing)',
            'createdAt = if_not_exists(createdAt, :now)',
            'updatedAt = :now ADD revealedPositions :position',
          ].join(', '),
          // Today's game may begin with a helper; an archive game must have been opened.
          ConditionExpression: `${playing} AND ${positionHidden}`,
          ExpressionAttributeNames: { '#status': 'status', '#date': 'date' },
          ExpressionAttributeValues: {
            ':empty': [],
            ':reveal': [input.reveal],
            ':date': input.date,
            ':wordLength': input.wordLength,
            ':playing': 'playing',
            ':now': at,
            ':position': new Set([String(input.reveal.position)]),
            ':positionValue': String(input.reveal.position),
          },
        },
      },
      ledgerPut(sub, at, {
        delta: -input.cost,
        reason: 'helper',
        detail: `revealed position ${input.reveal.position} of ${archive ? 'archive day ' : ''}${input.date}`,
      }),
    ]);
    if (!refused) return 'revealed';
    return refused.failed[0] ? 'insufficient-credit' : 'position-taken-or-game-over';
  },

  /**
   * Opens a past day from the archive: its game item is made, the price debited if the balance covers
   * it, and the ledger entry appended, in one transaction. The game item's own condition makes the
   * debit happen once per player and day, however many requests race.
   */
  async openArchiveDay(
    sub: string,
    input: { date: string; wordLength: number; price: number; now: Date },
  ): Promise<'opened' | 'already-open' | 'insufficient-credit'> {
    const at = input.now.toISOString();
    const refused = await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.game({ kind: 'user', sub }, input.date, 'archive'),
            date: input.date,
            wordLength: input.wordLength,
            guesses: [],
            revealedLetters: [],
            status: 'playing',
            createdAt: at,
            openedFor: input.price,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        // Even a free day is refused to a balance below zero (a refund took back spent credits).
        Update: {
          TableName: tableName(),
          Key: keys.profile(sub),
          UpdateExpression: 'SET credits = credits - :price',
          ConditionExpression: 'credits >= :price',
          ExpressionAttributeValues: { ':price': input.price },
        },
      },
      ...(input.price > 0
        ? [ledgerPut(sub, at, { delta: -input.price, reason: 'archive' as const, detail: `opened archive day ${input.date}` })]
        : []),
    ]);
    if (!refused) return 'opened';
    return refused.failed[0] ? 'already-open' : 'insufficient-credit';
  },

  async ledger(sub: string): Promise<LedgerEntry[]> {
    const { Items = [] } = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :ledger)',
        ExpressionAttributeValues: { ':pk': keys.profile(sub).pk, ':ledger': 'LEDGER#' },
        ConsistentRead: true,
      }),
    );
    return Items as LedgerEntry[];
  },
};
