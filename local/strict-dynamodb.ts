/**
 * DynamoDB Local made as strict as DynamoDB (docs/architecture.md, "Local stand-ins"): a proxy the
 * handlers talk to instead of the engine, adding what the downloadable engine leaves out.
 *
 * - **Transaction conflicts.** DynamoDB Local never raises them. Here, while a TransactWriteItems
 *   is in flight (and, once committed, `holdMs` after: the service's longer commit), its items are
 *   held: a PutItem, UpdateItem or DeleteItem on one of them fails with
 *   `TransactionConflictException`, and a transaction touching one (or an item a plain write is
 *   changing at that moment) is cancelled with `TransactionCanceledException`, reason
 *   `TransactionConflict` for that item and `None` for the others, as AWS documents. Nothing of a
 *   refused request is written.
 * - **Eventually consistent reads.** A GetItem, BatchGetItem or Query without `ConsistentRead`
 *   answers items written less than `staleReadMs` ago as they were before that write (absent if
 *   they did not exist), as a replica that has not caught up would.
 *
 * - **Idempotent transactions.** A TransactWriteItems sent again with the ClientRequestToken of
 *   one that committed (the SDK's retry after a timeout) is answered as that one was, unrun.
 * - **Each function's IAM grant.** A request a route's function sends (the table client names the
 *   function locally, as IAM knows it by its role in AWS) is refused with `AccessDeniedException`
 *   unless the route's `dynamodb` list (lambdas/routes.ts, what the stack grants) allows its action;
 *   a transaction's items are checked each as the PutItem, UpdateItem, DeleteItem or
 *   ConditionCheckItem it is, as IAM checks them. What each function sent and was allowed is kept
 *   (`actionsOf`), so a test can show nothing granted goes unused. Tools and tests, which name no
 *   function, act as an administrator. The table a request names is not checked (every grant is
 *   on the game's one table and its indexes).
 *
 * Not modelled: conflicts of BatchWriteItem and TransactGetItems (the game sends neither into a
 * transaction's way), staleness of Scan (only tests scan), and items deleted a moment ago that a
 * lagging Query would still list. The answers keep DynamoDB's wire
 * format and their CRC32 header, so the SDK parses them exactly as it parses AWS's.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { crc32 } from 'node:zlib';
import { LOCAL_FUNCTION_HEADER as FUNCTION_HEADER } from '../lambdas/store/table';
import { TABLE_SCHEMA } from '../lambdas/table-schema';
import { close, listen } from './http';

type AttributeMap = Record<string, unknown>;
type Body = Record<string, unknown>;

export interface StrictDynamoOptions {
  /** How long a transaction's items stay held after DynamoDB Local has answered it (ms). */
  holdMs: number;
  /** How long a non-consistent read may still see an item as it was before a write (ms). */
  staleReadMs: number;
  /** The engine unreachable (a test's outage): every connection is dropped, as a crashed host's. */
  unavailable: boolean;
  /** A slow table (a throttled moment, a hot partition): every request reaches the engine this much later (ms). */
  latencyMs: number;
}

/** The IAM action of each kind of item in a transaction (TransactWriteItems is no IAM action of its own). */
const TRANSACTION_ITEM_ACTIONS: Record<string, string> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
};
/** TransactGetItems is authorized as a GetItem of each item. */
const TRANSACTION_GET_ACTION = 'GetItem';

/**
 * Conflicts on; lagging reads off by default: every read the game makes is consistent (so lag would
 * show nothing), and modelling it costs an extra read per write, which a busy test machine feels.
 * Tests of a decision that depends on a fresh write switch it on (`set({ staleReadMs })`).
 */
export const STRICT_DYNAMO_DEFAULTS: StrictDynamoOptions = { holdMs: 15, staleReadMs: 0, unavailable: false, latencyMs: 0 };

export interface StrictDynamo {
  endpoint: string;
  /** Tests tune the strictness (0 turns a behaviour off). */
  set: (options: Partial<StrictDynamoOptions>) => void;
  /**
   * For a test that needs a conflict at a known moment: transactions' items stay held (whatever
   * `holdMs`) until `conflicts` more requests have been refused for them, then all are released.
   */
  holdUntilConflicts: (conflicts: number) => void;
  /** How many requests each behaviour changed: conflicts raised, stale items answered, actions denied. */
  readonly counts: { transactionConflicts: number; writeConflicts: number; staleItems: number; accessDenied: number };
  /** The IAM actions a function has sent and was allowed, by its name (refusals are counted in `accessDenied`). */
  actionsOf: (functionName: string) => ReadonlySet<string>;
  stop: () => Promise<void>;
}

const TARGET_PREFIX = 'DynamoDB_20120810.';
/** How long DynamoDB answers a transaction's token as the first send was answered. */
const TOKEN_LIFETIME_MS = 10 * 60 * 1000;

interface Forwarded {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** The engine's answer, with `body` (perhaps as a lagging replica answers it) and its CRC32, as DynamoDB sends it. */
function respond(res: ServerResponse, answer: Forwarded, body: Buffer): void {
  const headers: Record<string, string | number> = { 'content-length': body.length };
  for (const name of ['content-type', 'x-amzn-requestid']) {
    const value = answer.headers.get(name);
    if (value) headers[name] = value;
  }
  headers['x-amz-crc32'] = String(crc32(body));
  res.writeHead(answer.status, headers);
  res.end(body);
}

const keyOf = (table: string, item: AttributeMap) =>
  `${table}\u0000${JSON.stringify(item[TABLE_SCHEMA.partitionKey])}\u0000${JSON.stringify(item[TABLE_SCHEMA.sortKey])}`;

/** The items a write touches, in its order (a transaction's items keep their index for its reasons). */
const WRITES = ['PutItem', 'UpdateItem', 'DeleteItem', 'TransactWriteItems', 'BatchWriteItem'];
/** The reads a replica may answer late when they are not consistent. */
const LAGGING_READS = ['GetItem', 'Query', 'BatchGetItem'];

function writtenKeys(operation: string, body: Body): string[] {
  const table = body.TableName as string;
  switch (operation) {
    case 'PutItem':
      return [keyOf(table, body.Item as AttributeMap)];
    case 'UpdateItem':
    case 'DeleteItem':
      return [keyOf(table, body.Key as AttributeMap)];
    case 'TransactWriteItems':
      return (body.TransactItems as Record<string, Body>[]).map((entry) => {
        const [action] = Object.values(entry);
        return keyOf(action.TableName as string, (action.Item ?? action.Key) as AttributeMap);
      });
    case 'BatchWriteItem':
      return Object.entries(body.RequestItems as Record<string, Body[]>).flatMap(([name, requests]) =>
        requests.map((request) =>
          keyOf(name, ((request.PutRequest as Body)?.Item ?? (request.DeleteRequest as Body)?.Key) as AttributeMap),
        ),
      );
    default:
      return [];
  }
}

/** An item's key attributes, from the key string (for the before-image reads). */
const keyAttributes = (key: string) => {
  const [table, pk, sk] = key.split('\u0000');
  return { table, key: { [TABLE_SCHEMA.partitionKey]: JSON.parse(pk) as unknown, [TABLE_SCHEMA.sortKey]: JSON.parse(sk) as unknown } };
};

function errorAnswer(res: ServerResponse, type: string, message: string, extra: Body = {}): void {
  sendError(res, { __type: `com.amazonaws.dynamodb.v20120810#${type}`, message, ...extra });
}

function sendError(res: ServerResponse, error: Body): void {
  const body = Buffer.from(JSON.stringify(error));
  res.writeHead(400, {
    'content-type': 'application/x-amz-json-1.0',
    'content-length': body.length,
    'x-amz-crc32': String(crc32(body)),
  });
  res.end(body);
}

/** The table a request names (a batch's or transaction's first), for the refusal's resource. */
const tableOf = (body: Body): string => {
  if (typeof body.TableName === 'string') return body.TableName;
  const batch = Object.keys((body.RequestItems as Body | undefined) ?? {})[0];
  const item = Object.values(((body.TransactItems as Body[] | undefined) ?? [{}])[0] ?? {})[0] as Body | undefined;
  return batch ?? (typeof item?.TableName === 'string' ? item.TableName : '*');
};

/** The IAM actions a request needs: its operation's, or a transaction's items' each. */
function actionsNeeded(operation: string, body: Body): string[] {
  if (operation === 'TransactWriteItems')
    return ((body.TransactItems ?? []) as Record<string, Body>[]).flatMap((entry) =>
      Object.keys(entry).map((kind) => TRANSACTION_ITEM_ACTIONS[kind] ?? kind),
    );
  if (operation === 'TransactGetItems') return [TRANSACTION_GET_ACTION];
  return [operation];
}

/**
 * `grants`: each function's allowed actions, by its name (undefined: no such function, so an
 * administrator's tool, allowed everything).
 */
export async function startStrictDynamo(
  upstream: string,
  options: Partial<StrictDynamoOptions> = {},
  grants: (functionName: string) => readonly string[] | undefined = () => undefined,
): Promise<StrictDynamo> {
  const settings = { ...STRICT_DYNAMO_DEFAULTS, ...options };
  const counts = { transactionConflicts: 0, writeConflicts: 0, staleItems: 0, accessDenied: 0 };
  const sentBy = new Map<string, Set<string>>();
  /** Items held by transactions in flight (a count: one key may be in two transactions' reads). */
  const heldByTransactions = new Map<string, number>();
  /** Items a plain write is changing right now. */
  const beingWritten = new Map<string, number>();
  /** Recently written items, with what a lagging replica still answers for them (undefined: absent). */
  const recent = new Map<string, { until: number; before: AttributeMap | undefined }>();

  const take = (map: Map<string, number>, keys: string[]) => keys.forEach((key) => map.set(key, (map.get(key) ?? 0) + 1));
  /** While a test holds transactions until some conflicts were raised: how many are still to come, and the releases. */
  let conflictsToHold = 0;
  let heldReleases: (() => void)[] = [];
  const conflictRaised = () => {
    if (conflictsToHold === 0 || --conflictsToHold > 0) return;
    const releases = heldReleases;
    heldReleases = [];
    releases.forEach((releaseNow) => releaseNow());
  };
  const release = (map: Map<string, number>, keys: string[]) =>
    keys.forEach((key) => {
      const left = (map.get(key) ?? 1) - 1;
      if (left > 0) map.set(key, left);
      else map.delete(key);
    });

  /** Transactions by their ClientRequestToken: what the engine answered the first send. */
  const byToken = new Map<string, Promise<Forwarded | undefined>>();

  async function forward(req: IncomingMessage, raw: Buffer, target: string): Promise<Forwarded> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name)) headers[name] = value;
    headers['x-amz-target'] = target;
    const response = await fetch(`${upstream}${req.url ?? '/'}`, { method: req.method, headers, body: new Uint8Array(raw) });
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  }

  /** What each item was before a write, read consistently from the engine (only while staleness is on). */
  async function imagesBefore(req: IncomingMessage, keys: string[]): Promise<Map<string, AttributeMap | undefined>> {
    const images = new Map<string, AttributeMap | undefined>();
    if (settings.staleReadMs <= 0) return images;
    await Promise.all(
      [...new Set(keys)].map(async (key) => {
        const current = recent.get(key);
        // Still within a window: the replica still answers the older image.
        if (current && current.until > Date.now()) return images.set(key, current.before);
        const { table, key: attributes } = keyAttributes(key);
        const answer = await forward(
          req,
          Buffer.from(JSON.stringify({ TableName: table, Key: attributes, ConsistentRead: true })),
          `${TARGET_PREFIX}GetItem`,
        );
        images.set(key, (JSON.parse(answer.body.toString('utf8')) as { Item?: AttributeMap }).Item);
      }),
    );
    return images;
  }

  /** An item as a lagging replica answers it now (undefined: absent), or the item itself. */
  function asReplicaSees(table: string, item: AttributeMap): AttributeMap | undefined {
    const stale = recent.get(keyOf(table, item));
    if (!stale || stale.until <= Date.now()) return item;
    counts.staleItems += 1;
    return stale.before;
  }

  function staleAnswer(operation: string, request: Body, answer: Body): Body {
    const table = request.TableName as string;
    if (operation === 'GetItem') {
      if (request.ConsistentRead) return answer;
      const stale = recent.get(keyOf(table, request.Key as AttributeMap));
      if (!stale || stale.until <= Date.now()) return answer;
      counts.staleItems += 1;
      return stale.before ? { ...answer, Item: stale.before } : {};
    }
    if (operation === 'Query' && !request.ConsistentRead) {
      const items = ((answer.Items ?? []) as AttributeMap[]).map((item) => asReplicaSees(table, item)).filter((item) => item !== undefined);
      return { ...answer, Items: items, Count: items.length };
    }
    if (operation === 'BatchGetItem') {
      const requests = request.RequestItems as Record<string, Body>;
      const responses = answer.Responses as Record<string, AttributeMap[]> | undefined;
      if (!responses) return answer;
      const seen: Record<string, AttributeMap[]> = {};
      for (const [name, items] of Object.entries(responses))
        seen[name] = requests[name]?.ConsistentRead
          ? items
          : items.map((item) => asReplicaSees(name, item)).filter((item) => item !== undefined);
      return { ...answer, Responses: seen };
    }
    return answer;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    if (settings.latencyMs > 0) await delay(settings.latencyMs);
    const target = String(req.headers['x-amz-target'] ?? '');
    const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
    const sender = req.headers[FUNCTION_HEADER];
    // Only a function's requests (their actions), writes (their keys) and reads that may lag need their body read here.
    const lagging = settings.staleReadMs > 0 && LAGGING_READS.includes(operation);
    let request: Body = {};
    if (typeof sender === 'string' || WRITES.includes(operation) || lagging)
      try {
        request = JSON.parse(raw.toString('utf8') || '{}') as Body;
      } catch {
        // The engine answers a malformed body itself.
      }
    const granted = typeof sender === 'string' ? grants(sender) : undefined;
    if (typeof sender === 'string' && granted) {
      const needed = actionsNeeded(operation, request);
      const denied = needed.find((action) => !granted.includes(action));
      if (denied === undefined) {
        const sent = sentBy.get(sender) ?? new Set<string>();
        sentBy.set(sender, sent);
        needed.forEach((action) => sent.add(action));
      } else {
        counts.accessDenied += 1;
        // Worded as AWS words it (the role, region and account are the stand-in's).
        return sendError(res, {
          __type: 'com.amazon.coral.service#AccessDeniedException',
          Message:
            `User: arn:aws:sts::000000000000:assumed-role/${sender}-role/${sender} is not authorized to perform: dynamodb:${denied} ` +
            `on resource: arn:aws:dynamodb:local:000000000000:table/${tableOf(request)} ` +
            `because no identity-based policy allows the dynamodb:${denied} action`,
        });
      }
    }
    const keys = writtenKeys(operation, request);
    const isTransaction = operation === 'TransactWriteItems';
    // A transaction sent again with its token (the SDK's retry after a timeout) is answered as the
    // first was once that one committed, without running again (AWS: idempotent for 10 minutes).
    const token = isTransaction && typeof request.ClientRequestToken === 'string' ? request.ClientRequestToken : undefined;
    const first = token === undefined ? undefined : await byToken.get(token);
    if (first?.status === 200) return respond(res, first, first.body);
    // Read before the items are held (a write landing in between only makes the image older: a
    // lagging replica may answer any earlier version).
    const before = await imagesBefore(req, keys);
    if (isTransaction) {
      const conflicting = keys.map((key) => heldByTransactions.has(key) || beingWritten.has(key));
      if (conflicting.some(Boolean)) {
        counts.transactionConflicts += 1;
        conflictRaised();
        const codes = conflicting.map((conflict) => (conflict ? 'TransactionConflict' : 'None'));
        return errorAnswer(
          res,
          'TransactionCanceledException',
          `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(', ')}]`,
          {
            CancellationReasons: codes.map((Code) =>
              Code === 'None' ? { Code } : { Code, Message: 'Transaction is ongoing for the item' },
            ),
          },
        );
      }
      take(heldByTransactions, keys);
    } else if (operation !== 'BatchWriteItem' && keys.some((key) => heldByTransactions.has(key))) {
      counts.writeConflicts += 1;
      conflictRaised();
      return errorAnswer(res, 'TransactionConflictException', 'Transaction is ongoing for the item');
    } else {
      take(beingWritten, keys);
    }
    let answer;
    try {
      const forwarded = forward(req, raw, target);
      if (token !== undefined) {
        byToken.set(
          token,
          forwarded.catch(() => undefined),
        );
        setTimeout(() => byToken.delete(token), TOKEN_LIFETIME_MS).unref();
      }
      answer = await forwarded;
      if (answer.status === 200 && keys.length) {
        const until = Date.now() + settings.staleReadMs;
        for (const [key, image] of before) recent.set(key, { until, before: image });
      }
    } finally {
      // A committed transaction's items stay held a little longer (`holdMs`); a refused one's are free at once.
      const committed = answer?.status === 200;
      if (!isTransaction) release(beingWritten, keys);
      else if (conflictsToHold > 0) heldReleases.push(() => release(heldByTransactions, keys));
      else if (committed && settings.holdMs > 0) setTimeout(() => release(heldByTransactions, keys), settings.holdMs).unref();
      else release(heldByTransactions, keys);
    }
    let body = answer.body;
    if (answer.status === 200 && lagging) {
      const parsed = JSON.parse(body.toString('utf8')) as Body;
      const seen = staleAnswer(operation, request, parsed);
      if (seen !== parsed) body = Buffer.from(JSON.stringify(seen));
    }
    respond(res, answer, body);
  }

  const server: Server = createServer((req, res) => {
    if (settings.unavailable) return req.socket.destroy();
    // The engine down or frozen: the connection fails as it would to the engine itself.
    handle(req, res).catch(() => res.destroy());
  });
  const port = await listen(server, 0, 'STRICT_DYNAMODB_PORT');
  // Forget images whose window has passed, so a long run does not grow the map.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of recent) if (entry.until <= now) recent.delete(key);
  }, 5_000).unref();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    set: (next) => Object.assign(settings, next),
    holdUntilConflicts: (conflicts) => (conflictsToHold = conflicts),
    counts,
    actionsOf: (functionName) => sentBy.get(functionName) ?? new Set(),
    stop: async () => {
      clearInterval(sweep);
      await close(server);
    },
  };
}
