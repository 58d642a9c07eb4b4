/**
 * The single DynamoDB table (docs/architecture.md, "Data"): its client, its outage handling and the
 * one transaction helper. The keys are keys.ts's; each item belongs to one store module.
 */
import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException, DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
  type UpdateCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { config, environment } from '../config';
import { serviceBusy } from '../errors';
import { traceAwsClient } from '../telemetry/xray';
import { backoff, CONTENTION_BACKOFF } from '../backoff';
import { requestDeadline } from '../request-deadline';

/**
 * How long a call waits for DynamoDB. A healthy table answers in milliseconds; a stalled or
 * unreachable one must not hold a player for the Lambda's whole timeout. Two attempts of at most a
 * second each (plus the SDK's short back-off) answer a 503 within about 2.5 s. Retrying is safe:
 * guesses are conditional writes answered idempotently, and the SDK sends every transaction with
 * one ClientRequestToken, so DynamoDB applies a retried transaction once.
 *
 * A function no player waits on (a schedule's: its environment's TABLE_PATIENCE is `background`)
 * waits longer and tries more: a slow moment of the table should delay its run, not fail it.
 */
export const TABLE_TIMEOUTS = {
  player: { connectionTimeoutMs: 1000, requestTimeoutMs: 1000, maxAttempts: 2 },
  background: { connectionTimeoutMs: 3000, requestTimeoutMs: 5000, maxAttempts: 5 },
} as const;

export type TablePatience = keyof typeof TABLE_TIMEOUTS;

const clients = new Map<TablePatience, DynamoDBDocumentClient>();

/** Failures that mean "the table cannot answer now" (not "the request is wrong"): a 503, try again. */
const UNAVAILABLE_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
]);
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

export function isTableUnavailable(error: unknown): boolean {
  const { name, code, message } = (error ?? {}) as { name?: string; code?: string; message?: string };
  if ((name !== undefined && UNAVAILABLE_NAMES.has(name)) || (code !== undefined && UNAVAILABLE_CODES.has(code))) return true;
  // The SDK re-wraps an error it does not recognise as its own (one from another realm: a test
  // sandbox) into a plain Error whose message keeps the network code or the error's name
  // ("AWS SDK error wrapper for TimeoutError: socket hang up").
  if (typeof message !== 'string') return false;
  const wrapped = /^AWS SDK error wrapper for (\w+)/.exec(message)?.[1];
  return (
    (wrapped !== undefined && UNAVAILABLE_NAMES.has(wrapped)) || [...UNAVAILABLE_CODES].some((networkCode) => message.includes(networkCode))
  );
}

/**
 * A write DynamoDB refused because a transaction was in flight on one of its items: a plain write's
 * TransactionConflictException (which the SDK does not retry), or a transaction cancelled only for
 * conflicts (a failed condition is an answer, not a conflict). Either way nothing was written, so
 * sending it again is safe whatever it does; its conditions are checked again on arrival.
 */
export function isWriteConflict(error: unknown): boolean {
  if ((error as Error | undefined)?.name === 'TransactionConflictException') return true;
  if (!(error instanceof TransactionCanceledException)) return false;
  const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code);
  return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
}

/**
 * Resends of a conflicting write, with full-jitter exponential pauses (AWS's advice for contention),
 * for up to `withinMs`: enough for fifty writers of one item at once (the helpers race), and well
 * inside a route's 10 s timeout, so a request that gives up still answers its 503 itself.
 */
export const CONFLICT_RETRIES = { withinMs: 6_000, ...CONTENTION_BACKOFF } as const;

/**
 * Locally, the header naming the function that sends a request: the strict stand-in refuses what its
 * route is not granted (local/strict-dynamodb.ts), as IAM refuses it by the function's role in AWS.
 */
export const LOCAL_FUNCTION_HEADER = 'x-local-function';

export function documentClient(): DynamoDBDocumentClient {
  const { DYNAMODB_ENDPOINT, TABLE_PATIENCE: patience = 'player' } = config();
  let client = clients.get(patience);
  if (!client) {
    const timeouts = TABLE_TIMEOUTS[patience];
    const base = new DynamoDBClient({
      ...(DYNAMODB_ENDPOINT
        ? // DynamoDB Local accepts any credentials; fixed ones keep a developer's AWS profile out of it.
          { endpoint: DYNAMODB_ENDPOINT, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
      maxAttempts: timeouts.maxAttempts,
      requestHandler: {
        connectionTimeout: timeouts.connectionTimeoutMs,
        requestTimeout: timeouts.requestTimeoutMs,
        // Without it a request past its timeout only logs a warning and goes on waiting.
        throwOnRequestTimeout: true,
      },
    });
    if (DYNAMODB_ENDPOINT)
      base.middlewareStack.add(
        (next) => (args) => {
          // Read per request: locally one client serves every route, each in its own environment.
          const sender = environment().AWS_LAMBDA_FUNCTION_NAME;
          const request = args.request as { headers?: Record<string, string> };
          if (sender && request.headers) request.headers[LOCAL_FUNCTION_HEADER] = sender;
          return next(args);
        },
        { step: 'build', name: 'nameLocalFunction' },
      );
    // Outermost step: a write that met a transaction is sent again (nothing of it was written); after
    // that and the SDK's own retries, contention or an outage becomes the players' 503 (the cause kept for the logs).
    base.middlewareStack.add(
      (next, context) => async (args) => {
        // Within the resends' window, and never past the time the request must answer by (a 503, not Lambda's 500).
        const giveUpAt = Math.min(Date.now() + CONFLICT_RETRIES.withinMs, requestDeadline() ?? Infinity);
        // One token for every send of a transaction, ours and the SDK's: a send that timed out after
        // DynamoDB committed it is then answered as done, not run again against what it changed.
        const input = args.input as { ClientRequestToken?: string };
        if (context.commandName === 'TransactWriteItemsCommand' || context.commandName === 'TransactWriteCommand')
          args = { ...args, input: { ...input, ClientRequestToken: input.ClientRequestToken ?? randomUUID() } };
        for (let attempt = 1; ; attempt++) {
          try {
            return await next(args);
          } catch (error) {
            if (isWriteConflict(error)) {
              if (Date.now() < giveUpAt) {
                await backoff(attempt, CONFLICT_RETRIES);
                continue;
              }
              throw serviceBusy('contended', error);
            }
            if (isTableUnavailable(error)) throw serviceBusy('busy', error);
            throw error;
          }
        }
      },
      { step: 'initialize', name: 'tableUnavailable' },
    );
    traceAwsClient(base);
    client = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
    clients.set(patience, client);
  }
  return client;
}

/** A conditional update of one item (`input` without the table's name): whether its condition held and it was written. */
export async function updateIf(input: Omit<UpdateCommandInput, 'TableName'>): Promise<boolean> {
  try {
    await documentClient().send(new UpdateCommand({ ...input, TableName: tableName() }));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Every item a query of the table matches, page after page (`input` without the table's name and
 * the paging key, which this adds). Read consistently: every query reads one player's, league's or
 * account's own items, and what it decides must see that caller's latest write (a guess just made,
 * an order placed a moment before a deletion); an eventually consistent read may not for a second.
 */
export async function queryAll<Item = Record<string, unknown>>(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Item[]> {
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: start, ConsistentRead: true }),
    );
    items.push(...((page.Items ?? []) as Item[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

export function tableName(): string {
  const { TABLE_NAME } = config();
  if (!TABLE_NAME) throw new Error('Invalid configuration: TABLE_NAME is required');
  return TABLE_NAME;
}

/** Tests point the store at a fresh table or endpoint between suites. */
export function resetDocumentClient(): void {
  clients.clear();
}

/** A transaction refused by its conditions: which items' conditions failed, and their stored items where asked. */
export interface Refusal {
  failed: boolean[];
  /** Per item, what was stored, for items sent with ReturnValuesOnConditionCheckFailure: 'ALL_OLD'. */
  stored: (ReturnType<typeof unmarshall> | undefined)[];
}

/**
 * One all-or-nothing write (every balance change goes with its ledger entry, docs/architecture.md).
 * Answers null when written, or the refusal when a condition failed; anything else throws (a
 * conflict with a concurrent transaction has been sent again already, documentClient()).
 */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Items whose failed condition is no refusal for the caller to read but an answer of its own (an
 * account being deleted: profiles.ts): what stood in the way, from the item as stored, or undefined
 * when the failure is an ordinary refusal after all. Kept beside the items, not in them: DynamoDB
 * refuses unknown fields.
 */
const failureAnswers = new WeakMap<TransactItem, (stored: Record<string, unknown> | undefined) => Error | undefined>();

/** `item`, whose failed condition throws what `answer` makes of the stored item (when it makes anything). */
export function failingWith(item: TransactItem, answer: (stored: Record<string, unknown> | undefined) => Error | undefined): TransactItem {
  failureAnswers.set(item, answer);
  return item;
}

export async function transactWrite(items: TransactItem[]): Promise<Refusal | null> {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
    return null;
  } catch (error) {
    const reasons = error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : [];
    const failed = reasons.map((r) => r.Code === 'ConditionalCheckFailed');
    if (!failed.some(Boolean)) throw error;
    const stored = reasons.map((r) => (r.Item ? unmarshall(r.Item) : undefined));
    for (const [index, item] of items.entries()) {
      const answer = failed[index] ? failureAnswers.get(item)?.(stored[index]) : undefined;
      if (answer) throw answer;
    }
    return { failed, stored };
  }
}
