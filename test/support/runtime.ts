/** Test helpers: the real local runtime (DynamoDB Local + gateway + handlers), called over HTTP. */
import { randomUUID } from 'node:crypto';
import { localDay } from '../../lambdas/domain/calendar';
import { startLocalRuntime, type LocalRuntime, type LocalRuntimeOptions } from '../../local/runtime';
import { SHARED_DYNAMODB_ENV } from './shared-dynamodb';

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
  } = {},
): Promise<Answer<T>> {
  const url = new URL(`/functions/v1/${name}`, runtime.url);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  const response = await fetch(url, {
    method: options.method ?? (hasBody ? 'POST' : 'GET'),
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  return { status: response.status, body: (await response.json()) as T };
}
