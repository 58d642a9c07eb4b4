/**
 * The one way a handler is built: a middy chain with Powertools logging and metrics, the origin
 * check, JSON and zod parsing, identification, and an error boundary. A handler file only says what
 * the call does with an already-valid, already-identified request.
 *
 * Every failure leaves as JSON `{ "error": "..." }`: a 4xx names what is wrong; anything
 * unexpected is logged with its stack and answered as a plain 500, never with the stack. Every 5xx
 * is counted (UnexpectedError, per route): on-call's alarms read it.
 *
 * The chain itself carries nothing a route may not need: a route that counts calls per player hands
 * its counter in (`limits`), a route that identifies its caller hands in the token verifier
 * (`identify`), and a route that counts per client makes the client's key itself
 * (domain/client-address.ts). So get-word-length ships no database SDK, no token verifier and no
 * address parser: its cold start stays near a bare Node start's (npm run bench;
 * test/infra/bundle-budgets.test.ts holds every route to its budget).
 */
import { randomUUID } from 'node:crypto';
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { describeZodError } from '../contracts/describe';
import { routeNamed, timeoutSecondsOf, type Route, type RouteName, type RouteOf } from '../routes';
import { ServiceError } from '../errors';
import { count, countTechnical, logger, metrics } from '../telemetry/powertools';
import type { RefusalBody } from '../contracts/refusals';
import { HttpError, RETRY_AFTER_BUSY_SECONDS, STATUS_OF_REFUSAL, badRequest, playerLimitReached } from './errors';
import type { Player } from '../domain/player';
import type { CallerFor, identify as verifyIdentity } from './identity';
import { verifyOrigin } from './origin';
import { withRequestDeadline } from '../request-deadline';

export interface ApiRequest<Body, Query, Caller> {
  body: Body;
  query: Query;
  /** Who is calling, as the route table's auth mode for this call allows. */
  caller: Caller;
  now: Date;
  /** Milliseconds until Lambda stops this invocation: a call to a third party must end before it. */
  remainingMs: () => number;
  /** The body exactly as received (signature checks need the bytes, not the parsed JSON). */
  rawBody: string;
  /** Header names in lower case, as API Gateway (HTTP API) gives them. */
  headers: Record<string, string | undefined>;
  /**
   * The caller's address: the viewer's as CloudFront saw it (CloudFront-Viewer-Address, set by
   * CloudFront whatever a client sends; only CloudFront reaches the API), else the connection's.
   * A route that counts per client keys it with `clientKey` (an IPv6 address by its /64).
   */
  clientAddress: string;
}

export interface ApiResponse {
  statusCode?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Counts one call of `route` by `player` in the minute of `now` if fewer than `perMinute` were made; answers whether counted. */
export interface PlayerLimits {
  takeCall: (player: Player, route: string, now: Date, perMinute: number, requestId: string) => Promise<boolean>;
}

export interface ApiSpec<BodySchema extends z.ZodMiniType | undefined, QuerySchema extends z.ZodMiniType | undefined> {
  body?: BodySchema;
  query?: QuerySchema;
}

/**
 * A route with a per-player limit in the route table must hand in the counter that enforces it
 * (lambdas/store/limits.ts); any other route may not, so it never carries the table's code.
 */
type LimitsOf<R> = R extends { perPlayerPerMinute: number } ? { limits: PlayerLimits } : { limits?: never };

/** The token verifier (http/identity.ts): handed in by every route whose auth mode names a caller, and only by them. */
export type Identify = typeof verifyIdentity;
type IdentifyOf<R> = R extends { auth: 'none' } ? { identify?: never } : { identify: Identify };

type Parsed<S> = S extends z.ZodMiniType ? z.infer<S> : undefined;

const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  body: JSON.stringify(body),
});

function parse<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeZodError(result.error, value));
  return result.data;
}

/** The address of CloudFront-Viewer-Address ("198.51.100.7:46532", "2001:db8::1:46532"): without its port. */
const viewerAddress = (viewer: string | undefined) =>
  viewer && viewer.includes(':') ? viewer.slice(0, viewer.lastIndexOf(':')) : undefined;

function decodeBody(event: APIGatewayProxyEventV2): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

function readJson(raw: string): unknown {
  if (raw.trim() === '') throw badRequest('The request body must be a JSON object');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest('The request body must be a JSON object');
  return value;
}

/** The handler of route `name`: its auth mode comes from the route table, never from the handler. */
export function api<N extends RouteName, B extends z.ZodMiniType | undefined = undefined, Q extends z.ZodMiniType | undefined = undefined>(
  name: N,
  spec: ApiSpec<B, Q> & LimitsOf<RouteOf<N>> & IdentifyOf<RouteOf<N>>,
  handle: (request: ApiRequest<Parsed<B>, Parsed<Q>, CallerFor<RouteOf<N>['auth']>>) => ApiResponse | Promise<ApiResponse>,
) {
  const { auth } = routeNamed(name);
  const { perPlayerPerMinute, deletesUsers } = routeNamed(name) as Route;
  const timeoutMs = timeoutSecondsOf(routeNamed(name) as Route) * 1000;
  const limits: PlayerLimits | undefined = spec.limits;
  // The type above says so already; this says it to JavaScript callers and a cast-away type.
  if ((perPlayerPerMinute !== undefined) !== (limits !== undefined))
    throw new Error(`${name}: a route limited per player hands in its counter (limits), and only such a route`);
  const identify: Identify | undefined = spec.identify;
  if ((auth !== 'none') !== (identify !== undefined))
    throw new Error(`${name}: a route that identifies its caller hands in the token verifier (identify), and only such a route`);
  const core = async (event: APIGatewayProxyEventV2, context?: Context): Promise<APIGatewayProxyResultV2> => {
    const headers = event.headers ?? {};
    // The player's own address, as CloudFront saw it (ip:port; the API sees only CloudFront's), and
    // API Gateway's request id (the access log's): on every line of this call (reset for the next).
    logger.appendKeys({ viewerAddress: headers['cloudfront-viewer-address'], apiRequestId: event.requestContext?.requestId });
    try {
      await verifyOrigin(headers);
      const rawBody = decodeBody(event);
      const sent = spec.body ? readJson(rawBody) : undefined;
      const body = spec.body ? parse(spec.body, sent) : undefined;
      const query = spec.query ? parse(spec.query, event.queryStringParameters ?? {}) : undefined;
      // A body naming a user is checked against the token, whether or not the call's contract takes a
      // userId (parsing drops what it does not take): another player's id is a 403, never ignored.
      const claimed = body as { userId?: string | null; anonymousId?: string | null } | undefined;
      const { userId: rawUserId } = (sent ?? {}) as { userId?: unknown };
      const identity = typeof rawUserId === 'string' && !claimed?.userId ? { ...claimed, userId: rawUserId } : claimed;
      // API Gateway stamps each request with its time: the one clock every call of a request reads.
      const now = new Date(event.requestContext?.timeEpoch ?? Date.now());
      const caller = identify ? await identify(auth, headers, identity, { now, finishesDeletions: deletesUsers === true }) : undefined;
      const clientAddress = viewerAddress(headers['cloudfront-viewer-address']) ?? event.requestContext?.http?.sourceIp ?? 'unknown';
      // One player's share of a route that spends money or makes data, whatever addresses they use.
      if (perPlayerPerMinute !== undefined && limits && caller) {
        const player: Player = caller.kind === 'user' ? { kind: 'user', sub: caller.sub } : caller;
        const requestId = event.requestContext?.requestId ?? context?.awsRequestId ?? randomUUID();
        if (!(await limits.takeCall(player, name, now, perPlayerPerMinute, requestId))) {
          count('PlayerLimitReached');
          throw playerLimitReached(name, perPlayerPerMinute, now);
        }
      }
      const remainingMs = () => context?.getRemainingTimeInMillis?.() ?? timeoutMs;
      // A write that keeps meeting other writers gives up in time for this function to answer its 503 itself.
      const result = await withRequestDeadline(remainingMs(), async () =>
        handle({ body, query, caller, now, remainingMs, rawBody, headers, clientAddress } as ApiRequest<
          Parsed<B>,
          Parsed<Q>,
          CallerFor<RouteOf<N>['auth']>
        >),
      );
      return json(result.statusCode ?? 200, result.body, result.headers);
    } catch (error) {
      const refusal =
        error instanceof HttpError
          ? { statusCode: error.statusCode, message: error.message, named: error.named }
          : error instanceof ServiceError
            ? { statusCode: STATUS_OF_REFUSAL[error.refusal], message: error.message, named: error.named }
            : undefined;
      // Its words, and for a refusal players meet its reason and params: a page says it in its language.
      const said = refusal && ({ error: refusal.message, ...refusal.named } satisfies RefusalBody);
      if (refusal && refusal.statusCode < 500) {
        logger.info('request refused', { statusCode: refusal.statusCode, reason: refusal.message });
        return json(refusal.statusCode, said, error instanceof HttpError ? error.headers : {});
      }
      if (refusal) {
        // Every 503 says when to try again (the web app waits that long; CloudFront passes it on).
        const retryAfter = refusal.statusCode === 503 ? { 'retry-after': String(RETRY_AFTER_BUSY_SECONDS) } : undefined;
        const details = { statusCode: refusal.statusCode, reason: refusal.message, cause: (error as Error).cause };
        // Writers meeting on one item, outlasting the resends: load, not a fault (its own metric, no rollout alarm).
        const contended = error instanceof ServiceError && error.refusal === 'contended';
        countTechnical(contended ? 'Contention' : 'UnexpectedError');
        if (contended) logger.warn('request contended', details);
        else logger.error('request failed', details); // ours to watch: the database unreachable, Stripe down
        return json(refusal.statusCode, said, retryAfter);
      }
      // A bug.
      countTechnical('UnexpectedError');
      logger.error('unexpected failure', error as Error);
      return json(500, { error: 'Something went wrong on our side. Please try again.' });
    }
  };
  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyResultV2, Error, Context>(core)
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(logMetrics(metrics, { captureColdStartMetric: true }));
  // The contract it parses with, readable from outside (the fuzz builds its requests from it).
  return Object.assign(handler, { contract: spec });
}
