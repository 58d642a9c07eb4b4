/**
 * What every soak scenario shares: a raw HTTP client (paths go out byte for byte, answers are timed,
 * a hang becomes a recorded timeout instead of a stuck run), a seeded random source, a worker pool,
 * and the shape of a scenario's report.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { randomUUID } from 'node:crypto';
import { accountStore } from '../../lambdas/store/accounts';
import type { LocalRuntime } from '../../local/runtime';

export interface SoakContext {
  runtime: LocalRuntime;
  /** The runtime's data folder (a temporary one): DynamoDB Local keeps its data under it. */
  dataDir: string;
  seed: number;
  /** The server's clock for the whole run (a Sunday noon UTC: a 10-letter day at tzOffset 0). */
  now: Date;
  /** Lines the local servers logged for a request that threw (their listener caught it). */
  listenerErrors: string[];
}

export interface ScenarioReport {
  /** Markdown for bench/RESULTS.md: a `## Soak: ...` heading, a sentence, a table. */
  markdown: string;
  /** Broken invariants, in words; empty when the scenario held. */
  failures: string[];
  /** One line for the console. */
  summary: string;
}

export type Scenario = (context: SoakContext) => Promise<ScenarioReport>;

export interface Reply {
  /** 0: no answer at all (see `error`). */
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** From the request's start to the answer's last byte. */
  ms: number;
  /** 'timeout' or the socket error's code, when there was no answer. */
  error?: string;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  /** Send the body in two chunks with no content-length (chunked transfer encoding). */
  chunked?: boolean;
  /** Give up (and record a timeout) after this long. */
  timeoutMs?: number;
  /** Connect from this loopback address (127.0.0.0/8): a viewer of its own at the local edge. */
  from?: string;
}

// Connections are reused as a browser reuses them; the server's keep-alive hint retires idle ones.
const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 64 });
// rejectUnauthorized: false for the sign-in stand-in's self-signed certificate.
const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 8, rejectUnauthorized: false });

/** One request to `origin` with `path` sent as given (fetch would normalise `//[` or `/%E0%A4%A` away). */
export function send(origin: string, path: string, options: SendOptions = {}): Promise<Reply> {
  const url = new URL(origin);
  const https = url.protocol === 'https:';
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (reply: Omit<Reply, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...reply, ms: elapsed() });
    };
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const req = (https ? httpsRequest : httpRequest)(
      {
        // The servers listen on 127.0.0.1; the Host header keeps the origin's name (localhost: no redirect).
        host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
        port: url.port,
        // Another viewer: the local edge, as CloudFront, reads the address from the connection.
        // (the agent pools connections by local address too).
        ...(options.from ? { localAddress: options.from } : {}),
        path,
        method: options.method ?? 'GET',
        agent: https ? httpsAgent : httpAgent,
        headers: {
          host: url.host,
          ...(body && !options.chunked ? { 'content-length': String(body.length) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => finish({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (error: NodeJS.ErrnoException) => finish({ status: 0, headers: {}, body: '', error: error.code ?? error.message }));
      },
    );
    const timer = setTimeout(() => {
      finish({ status: 0, headers: {}, body: '', error: 'timeout' });
      req.destroy();
    }, options.timeoutMs ?? 15_000);
    req.on('error', (error: NodeJS.ErrnoException) => finish({ status: 0, headers: {}, body: '', error: error.code ?? error.message }));
    if (body && options.chunked) {
      const half = Math.floor(body.length / 2);
      req.write(body.subarray(0, half));
      req.end(body.subarray(half));
    } else req.end(body);
  });
}

export interface ApiCall {
  body?: unknown;
  query?: Record<string, string | number>;
  token?: string;
  method?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** The viewer's address (SendOptions.from). */
  from?: string;
}

export interface ApiReply<T> extends Reply {
  json: T;
}

/** A well-formed call of one route of the API, as the web app makes it. */
export async function callApi<T = Record<string, unknown>>(runtime: LocalRuntime, route: string, call: ApiCall = {}): Promise<ApiReply<T>> {
  const query = new URLSearchParams(Object.entries(call.query ?? {}).map(([key, value]) => [key, String(value)])).toString();
  const reply = await send(runtime.url, `/functions/v1/${route}${query ? `?${query}` : ''}`, {
    method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...call.headers,
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    timeoutMs: call.timeoutMs,
    from: call.from,
  });
  let json: unknown;
  try {
    json = JSON.parse(reply.body);
  } catch {
    json = undefined;
  }
  return { ...reply, json: json as T };
}

/** The error message of a `{ "error": "..." }` answer (or API Gateway's own `{ "message": "..." }`), or undefined for any other shape. */
export function errorMessage(body: string): string | undefined {
  try {
    const value = JSON.parse(body) as unknown;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const keys = Object.keys(value);
    const { error, message } = value as { error?: unknown; message?: unknown };
    // API Gateway's own refusals (local/api-gateway.ts): the authorizer's 401 and a throttle's 429.
    if (keys.length === 1 && (message === 'Unauthorized' || message === 'Too Many Requests')) return message;
    return keys.length === 1 && typeof error === 'string' && error.trim() !== '' ? error : undefined;
  } catch {
    return undefined;
  }
}

/** Mulberry32: small, fast and the same sequence on every machine for one seed. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** 0 ... n - 1. */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  hex(length: number): string {
    let out = '';
    while (out.length < length) out += this.int(16).toString(16);
    return out;
  }

  uuid(): string {
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${this.pick(['8', '9', 'a', 'b'])}${this.hex(3)}-${this.hex(12)}`;
  }
}

/** Runs `work` over `items` with at most `concurrency` at a time. */
export async function inPool<T>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** Counts by key, printed as `200: 12, 400: 3` (sorted). */
export class Histogram {
  readonly counts = new Map<string, number>();

  add(key: string | number, by = 1): void {
    this.counts.set(String(key), (this.counts.get(String(key)) ?? 0) + by);
  }

  get(key: string | number): number {
    return this.counts.get(String(key)) ?? 0;
  }

  total(): number {
    return [...this.counts.values()].reduce((a, b) => a + b, 0);
  }

  toString(): string {
    return [...this.counts.entries()]
      .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
      .map(([key, count]) => `${key}: ${count}`)
      .join(', ');
  }
}

/** Stack frames, file paths and module folders: what an answer must never show a player. */
const STACK_TRACE_SIGNS = [
  /\bat (?:async )?[\w$.<>[\]]+ \(.*:\d+:\d+\)/, // at fn (file:line:col)
  /\n\s+at\s/, // a frame on its own line
  /node_modules/,
  /\b\w*Error: [^"\n]*(?:\/|\\)[^"\n]*\.(?:ts|js|mjs|cjs)\b/, // an error message naming a source file
  /(?:file:\/\/)?\/(?:work|home|root|tmp|usr|var)\/[\w./-]+\.(?:ts|js|mjs|cjs)\b/, // an absolute source path
];

export const hasStackTrace = (body: string) => STACK_TRACE_SIGNS.some((sign) => sign.test(body));

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A promise resolved when `count()` reaches a target: the load scenarios wait on progress, not on time. */
export class Progress {
  private value = 0;
  private waiters: { target: number; resolve: () => void }[] = [];

  get count(): number {
    return this.value;
  }

  tick(): void {
    this.value++;
    this.waiters = this.waiters.filter((waiter) => (this.value >= waiter.target ? (waiter.resolve(), false) : true));
  }

  /** Resolves once `more` ticks have come after this call; rejects after `timeoutMs` without them. */
  waitFor(more: number, timeoutMs: number, what: string): Promise<void> {
    const target = this.value + more;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${what}: no ${more} more in ${seconds(timeoutMs)}`)), timeoutMs);
      this.waiters.push({
        target,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }
}

/** A new signed-in player: a Cognito-shaped access token from the runtime's sign-in stand-in. */
export function newUser(runtime: LocalRuntime, prefix: string): { sub: string; token: string } {
  const sub = `${prefix}-${randomUUID()}`;
  return { sub, token: runtime.identity.mintAccessToken({ sub }) };
}

/** The account's ledger as the table holds it: its sum (which must be the balance) and its entries by reason. */
export async function ledgerOf(sub: string): Promise<{ sum: number; entries: number; byReason: Histogram; profileCredits?: number }> {
  const [entries, profile] = await Promise.all([accountStore.ledger(sub), accountStore.getProfile(sub)]);
  const byReason = new Histogram();
  for (const entry of entries) byReason.add(entry.reason);
  return { sum: entries.reduce((sum, entry) => sum + entry.delta, 0), entries: entries.length, byReason, profileCredits: profile?.credits };
}
