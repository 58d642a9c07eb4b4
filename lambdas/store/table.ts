/**
 * The single DynamoDB table (ARCHITECTURE.md, Data): its client and its key builders. Every item's
 * key is made here and nowhere else.
 */
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
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

/** Which of a cancelled transaction's items failed its condition. */
export function failedConditions(error: unknown): boolean[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).map((r) => r.Code === 'ConditionalCheckFailed');
}

export const isTransactionConflict = (error: unknown) =>
  error instanceof TransactionCanceledException && (error.CancellationReasons ?? []).some((r) => r.Code === 'TransactionConflict');
