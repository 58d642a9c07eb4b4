/** Test helpers: the real local runtime (DynamoDB Local + gateway + handlers), called over HTTP. */
import { randomUUID } from 'node:crypto';
import { localDay } from '../../lambdas/domain/calendar';
import { startLocalRuntime, type LocalRuntime, type LocalRuntimeOptions } from '../../local/runtime';
import { SHARED_DYNAMODB_ENV } from './shared-dynamodb';
import { RETRY_AFTER_BUSY_SECONDS } from '../../lambdas/http/errors';
import { API_RETRIES } from '../../web/src/lib/api';
import { send } from '../../bench/soak/support';

/**
 * The local runtime on a free port. Its table is a fresh one in the run's shared DynamoDB Local
 * (test/support/shared-dynamodb.ts) unless the test names an endpoint or keeps its data on disk
 * (`dataDir`: a database of its own, which it may stop, freeze and restart).
 */
export async function startRuntime(options: Partial<LocalRuntimeOptions> = {}): Promise<LocalRuntime> {
  const shared = process.env[SHARED_DYNAMODB_ENV];
  const inShared = shared && !options.dataDir && !options.dynamoEndpoint;
  return startLocalRuntime({
    port: 0,
    log: () => undefined,
    ...(inShared ? { dynamoEndpoint: shared, tableName: `test-${randomUUID()}` } : {}),
    ...options,
  });
}

export const newAnonymousId = () => `anon_${randomUUID()}`;

export { noonTzOffset } from './clock';

export const todayAt = (tzOffset: number) => localDay(new Date(), tzOffset);

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export async function call<T = Record<string, unknown>>(
  runtime: LocalRuntime,
  name: string,
  options: {
    body?: unknown;
    rawBody?: string;
    query?: Record<string, string | number>;
    token?: string;
    method?: string;
    headers?: Record<string, string>;
    /**
     * The viewer's address: the call connects from it (any of 127.0.0.0/8, all loopback), and the
     * local edge, as CloudFront does, tells the API the address the connection came from.
     */
    from?: string;
  } = {},
): Promise<Answer<T>> {
  const url = new URL(`/functions/v1/${name}`, runtime.url);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  const method = options.method ?? (hasBody ? 'POST' : 'GET');
  const headers = {
    'content-type': 'application/json',
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (options.from) {
    const reply = await send(runtime.url, `${url.pathname}${url.search}`, {
      method,
      headers,
      body,
      from: options.from,
      timeoutMs: 120_000,
    });
    if (reply.status === 0) throw new Error(`${name} from ${options.from}: no answer (${reply.error})`);
    return { status: reply.status, body: JSON.parse(reply.body) as T };
  }
  const response = await fetch(url, { method, headers, body });
  return { status: response.status, body: (await response.json()) as T };
}

/** A loopback address of its own for a caller (127.0.0.2 and up: 127.0.0.1 is every other call's). */
let viewers = 1;
export const newViewerAddress = () => {
  viewers += 1;
  return `127.${(viewers >> 16) & 0xff}.${(viewers >> 8) & 0xff}.${viewers & 0xff}`;
};

/**
 * A call's final answer, as its sender is left with it: a 429 or a 503 (a throttle, or the table too
 * slow or contended to answer: nothing ran or was written) is sent again after the answer's
 * Retry-After, as the player's app does up to its own number of tries (web/src/lib/api.ts) and as
 * Stripe does with a webhook. A busy machine then never reads as a race gone wrong: what is judged
 * is the answer a player (or Stripe) ends with.
 */
export async function finalAnswer<A extends { status: number }>(send: () => Promise<A>): Promise<A> {
  for (let attempt = 0; ; attempt++) {
    const answer = await send();
    if (![429, 503].includes(answer.status) || attempt === API_RETRIES) return answer;
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_BUSY_SECONDS * 1000)); // the sender's own pause, not a test's wait
  }
}
