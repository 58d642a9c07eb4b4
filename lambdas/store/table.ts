/**
 * The single DynamoDB table (ARCHITECTURE.md, Data): its client and its key builders. Every item's
 * key is made here and nowhere else.
 */
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { config } from '../config';
import type { Caller } from '../http/identity';

let client: DynamoDBDocumentClient | undefined;

export function documentClient(): DynamoDBDocumentClient {
  if (!client) {
    const { DYNAMODB_ENDPOINT } = config();
    const base = new DynamoDBClient(
      DYNAMODB_ENDPOINT
        ? // DynamoDB Local accepts any credentials; fixed ones keep a developer's AWS profile out of it.
          { endpoint: DYNAMODB_ENDPOINT, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {},
    );
    client = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  }
  return client;
}

export function tableName(): string {
  const { TABLE_NAME } = config();
  if (!TABLE_NAME) throw new Error('Invalid configuration: TABLE_NAME is required');
  return TABLE_NAME;
}

/** Tests point the store at a fresh table or endpoint between suites. */
export function resetDocumentClient(): void {
  client = undefined;
}

export type PlayerId = { kind: 'user'; sub: string } | { kind: 'anonymous'; anonymousId: string };

export function playerOf(caller: Caller): PlayerId {
  return caller.kind === 'user' ? { kind: 'user', sub: caller.sub } : { kind: 'anonymous', anonymousId: caller.anonymousId };
}

export const keys = {
  player: (player: PlayerId) => (player.kind === 'user' ? `PLAYER#user:${player.sub}` : `PLAYER#anon:${player.anonymousId}`),
  game: (player: PlayerId, date: string) => ({ pk: keys.player(player), sk: `GAME#${date}` }),
  profile: (sub: string) => ({ pk: `PLAYER#user:${sub}`, sk: 'PROFILE' }),
  helperPrices: () => ({ pk: 'CONFIG', sk: 'HELPER_PRICES' }),
  creditPackage: (id: string) => ({ pk: 'CONFIG', sk: `PACKAGE#${id}` }),
  /** One per Stripe PaymentIntent: written with the credits it granted, so it can grant only once. */
  payment: (paymentIntentId: string) => ({ pk: `PAYMENT#${paymentIntentId}`, sk: 'PAYMENT' }),
} as const;

/** A transaction refused by its conditions: which items' conditions failed, and their stored items where asked. */
export interface Refusal {
  failed: boolean[];
  /** Per item, what was stored, for items sent with ReturnValuesOnConditionCheckFailure: 'ALL_OLD'. */
  stored: (ReturnType<typeof unmarshall> | undefined)[];
}

/**
 * One all-or-nothing write (ARCHITECTURE.md: every balance change and its ledger entry together).
 * Answers null when written, or the refusal when a condition failed; anything else (including a
 * conflict with a concurrent transaction, which callers may retry) throws.
 */
export async function transactWrite(items: NonNullable<TransactWriteCommandInput['TransactItems']>): Promise<Refusal | null> {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
    return null;
  } catch (error) {
    const reasons = error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : [];
    const failed = reasons.map((r) => r.Code === 'ConditionalCheckFailed');
    if (!failed.some(Boolean)) throw error;
    return { failed, stored: reasons.map((r) => (r.Item ? unmarshall(r.Item) : undefined)) };
  }
}

export const isTransactionConflict = (error: unknown) =>
  error instanceof TransactionCanceledException && (error.CancellationReasons ?? []).some((r) => r.Code === 'TransactionConflict');
