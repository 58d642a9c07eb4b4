/**
 * The local stand-in for CloudFront + API Gateway: one origin that serves the web build (with the
 * SPA fallback CloudFront's function does, and the same security headers) and turns
 * `/functions/v1/*` into API Gateway v2 events for the very handlers that run in Lambda, as listed
 * in lambdas/routes.ts. No request can crash it (local/http.ts).
 *
 * As strict as the services on what a player can meet (docs/architecture.md, "Local stand-ins"):
 * each handler races its route's Lambda timeout with a context that counts down; a handler that
 * throws or runs out of time is answered as API Gateway answers a failed invocation (500
 * `{"message":"Internal Server Error"}`); each runs in its own function's environment only, so a
 * route reading another's variable or secret fails here as in AWS; and an API error to a GET is kept and served again for as
 * long as the distribution's error caching says (lib/error-caching.ts), keyed as CloudFront keys it.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { runAsFunction } from '../lambdas/config';
import {
  INVOCATION_FAILED,
  jwtAuthorizer,
  reservedConcurrency,
  routeThrottle,
  THROTTLED,
  type GatewayAnswer,
  type JwtAuthorizerSettings,
} from './api-gateway';
import { API_PREFIX, routes, timeoutSecondsOf, type Route } from '../lambdas/routes';
import { CLOUDFRONT_CACHED_ERROR_STATUSES, CLOUDFRONT_DEFAULT_ERROR_CACHING_SECONDS, ERROR_CACHING_SECONDS } from '../lib/error-caching';
import { securityHeaderFields, type PolicyOrigins } from '../lib/security-headers';
import { decodePath, readBody, requestUrl, safeListener, sendJson } from './http';
import { pageFileOf } from '../lib/page-files';

export type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export interface GatewayOptions {
  /** The web build to serve (web/dist). */
  webRoot: string;
  /** Served as /config.json, as the CDK deployment writes it to the bucket. */
  runtimeConfig: Record<string, unknown>;
  /** The origins the Content-Security-Policy admits (known once the stand-ins listen). */
  policyOrigins: () => PolicyOrigins;
  /** The request time handed to the handlers, as API Gateway's requestContext.timeEpoch (tests move it). */
  clock?: () => number;
  /** CloudFront's error caching per status (default: the distribution's); tests give `{}` for CloudFront's own default. */
  errorCachingSeconds?: Readonly<Record<number, number>>;
  /** The variables of a route's function (lambdas/function-environment.ts): its handler sees only these. */
  environmentOf: (route: Route) => Readonly<Record<string, string>>;
  /** The JWT authorizer of the 'user' routes: the issuer and app clients it accepts. */
  authorizer: JwtAuthorizerSettings;
  /**
   * The route throttles (on by default, as deployed). The benchmark turns them off to measure the
   * handlers past them; `throttleClock` (monotonic ms) lets a test spend a bucket exactly.
   */
  throttles?: boolean;
  throttleClock?: () => number;
  /** Handlers by route name in place of the route's own: the gateway's tests (one that hangs, throws or waits). */
  handlers?: Readonly<Record<string, Handler>>;
  /** One line per request; defaults to stdout. */
  log?: (line: string) => void;
  /**
   * The local runtime's own tools, served at POST /local/<name> to this machine only (never a
   * route of the API): `npm run reminders` runs the reminder sender through one.
   */
  tools?: Readonly<Record<string, (url: URL) => Promise<unknown>>>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Content-hashed build output never changes under its name; everything else is revalidated. */
export const isImmutableAsset = (path: string) => path.startsWith('/assets/') && /-[A-Za-z0-9_-]{8,}\.(js|css)$/.test(path);

/** A route's handler, loaded on first use as Lambda loads a function's bundle on its first call. */
function loadHandler(route: Route): Handler {
  // A path computed from the route table, loaded lazily under tsx and Jest alike: only require() does both.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
  return (require(join(__dirname, '..', 'lambdas', 'handlers', route.name)) as { handler: Handler }).handler;
}

/** The context Lambda hands a function's invocation (a route's, or a schedule's: local/runtime.ts). */
export function lambdaContext(fn: { name: string }, requestId: string, deadline: number): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: fn.name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${fn.name}`,
    memoryLimitInMB: '256',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${fn.name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** The viewer's address as CloudFront writes it: "ip:port", an IPv4 address as itself (not IPv4-mapped IPv6). */
const viewerAddressOf = (req: IncomingMessage) =>
  `${(req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.)/, '')}:${req.socket.remotePort ?? 0}`;

function toEvent(req: IncomingMessage, url: URL, route: Route, body: Buffer, requestId: string, now: number): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  // CloudFront sets CloudFront-Viewer-Address from the connection, whatever a client sent: so does
  // the local edge, and a test that needs another address connects from it (127.0.0.0/8 is all loopback).
  headers['cloudfront-viewer-address'] = viewerAddressOf(req);
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  return {
    version: '2.0',
    routeKey: `${route.method} ${url.pathname}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: route.method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: `${route.method} ${url.pathname}`,
      stage: '$default',
      time: new Date(now).toISOString(),
      timeEpoch: now,
    },
    body: body.length ? body.toString('base64') : undefined,
    isBase64Encoded: body.length > 0,
  };
}

const isLoopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

export function createGateway(options: GatewayOptions): Server {
  const log = options.log ?? ((line: string) => console.log(line));
  const clock = options.clock ?? Date.now;
  const byPath = new Map<string, Route>(routes.map((route) => [`${API_PREFIX}/${route.name}`, route]));
  const handlers = new Map<string, Handler>();
  const withinThrottle = options.throttles === false ? () => true : routeThrottle(options.throttleClock ?? (() => performance.now()));
  const authorize = jwtAuthorizer(options.authorizer);
  const concurrency = reservedConcurrency();
  const errorCaching = options.errorCachingSeconds ?? ERROR_CACHING_SECONDS;
  const cachedErrors = new Map<string, { until: number; status: number; headers: Record<string, string>; body: Buffer }>();
  const errorCachingOf = (status: number) =>
    (CLOUDFRONT_CACHED_ERROR_STATUSES as readonly number[]).includes(status)
      ? (errorCaching[status] ?? CLOUDFRONT_DEFAULT_ERROR_CACHING_SECONDS)
      : 0;
  // The same for every answer once the stand-ins listen (before the first request): built once.
  let securityHeaders: [string, string][] | undefined;
  const securityHeadersOnce = () => (securityHeaders ??= Object.entries(securityHeaderFields(options.policyOrigins())));
  const handlerOf = (route: Route) => {
    let handler = handlers.get(route.name);
    if (!handler) handlers.set(route.name, (handler = options.handlers?.[route.name] ?? loadHandler(route)));
    return handler;
  };

  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<number> {
    const route = byPath.get(url.pathname);
    if (!route) {
      sendJson(res, 404, { error: `No such call: ${url.pathname}` });
      return 404;
    }
    if (req.method !== route.method) {
      sendJson(res, 405, { error: `${route.name} takes ${route.method}` }, { allow: route.method });
      return 405;
    }
    const body = await readBody(req);
    const requestId = randomUUID();
    const now = clock();
    // CloudFront's cache key for the API: path, query and Authorization.
    const cacheKey = req.method === 'GET' ? `${url.pathname}${url.search}\u0000${req.headers.authorization ?? ''}` : undefined;
    const cached = cacheKey === undefined ? undefined : cachedErrors.get(cacheKey);
    if (cached && cached.until > now) {
      res.writeHead(cached.status, { ...cached.headers, 'content-length': cached.body.length, 'x-cache': 'Error from cloudfront' });
      res.end(cached.body);
      return cached.status;
    }
    const { status, headers, answer } = await apiGateway(req, route, () => toEvent(req, url, route, body, requestId, now), requestId);
    const keep = cacheKey === undefined ? 0 : errorCachingOf(status);
    if (keep > 0) cachedErrors.set(cacheKey!, { until: now + keep * 1000, status, headers, body: answer });
    // With its length, as API Gateway answers (not chunked).
    res.writeHead(status, { ...headers, 'content-length': answer.length, 'x-request-id': requestId });
    res.end(answer);
    return status;
  }

  /** API Gateway's part: the route's throttle, then its authorizer, then the function (within its reserved concurrency). */
  async function apiGateway(req: IncomingMessage, route: Route, event: () => APIGatewayProxyEventV2, requestId: string) {
    if (!withinThrottle(route)) return THROTTLED;
    if (route.auth === 'user') {
      const refusal = await authorize(req.headers.authorization);
      if (refusal) return refusal;
    }
    if (!concurrency.enter(route)) {
      log(`${requestId} Rate Exceeded: ${route.name} is at its reserved concurrency (${route.reservedConcurrency})`);
      return INVOCATION_FAILED;
    }
    try {
      return await invoke(route, event(), requestId);
    } finally {
      concurrency.leave(route);
    }
  }

  /** One invocation as Lambda runs it: raced against the route's timeout; a failure is API Gateway's 500. */
  async function invoke(route: Route, event: APIGatewayProxyEventV2, requestId: string): Promise<GatewayAnswer> {
    const timeoutMs = timeoutSecondsOf(route) * 1000;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timed-out'>((resolve) => (timer = setTimeout(() => resolve('timed-out'), timeoutMs)));
    try {
      const context = lambdaContext(route, requestId, Date.now() + timeoutMs);
      const run = runAsFunction(options.environmentOf(route), () => handlerOf(route)(event, context));
      const result = await Promise.race([run, timedOut]);
      if (result === 'timed-out') {
        log(`${requestId} Task timed out after ${timeoutMs / 1000} seconds (${route.name})`);
        return INVOCATION_FAILED;
      }
      const answer = result.isBase64Encoded && result.body ? Buffer.from(result.body, 'base64') : Buffer.from(result.body ?? '', 'utf8');
      return { status: result.statusCode ?? 200, headers: (result.headers ?? {}) as Record<string, string>, answer };
    } catch (error) {
      log(`${requestId} invocation failed (${route.name}): ${(error as Error)?.stack ?? String(error)}`);
      return INVOCATION_FAILED;
    } finally {
      clearTimeout(timer);
    }
  }

  function staticFile(req: IncomingMessage, res: ServerResponse, url: URL): number {
    // A static site answers reads only (CloudFront's default behaviour allows GET and HEAD).
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, { error: `${req.method} is not allowed here: use GET` }, { allow: 'GET, HEAD' });
      return 405;
    }
    if (url.pathname === '/config.json') {
      sendJson(res, 200, options.runtimeConfig, { 'cache-control': 'no-cache' });
      return 200;
    }
    const root = normalize(options.webRoot);
    const requested = normalize(join(root, decodePath(url.pathname)));
    const isFile = requested.startsWith(root + sep) && existsSync(requested) && statSync(requested).isFile();
    // As CloudFront's function answers: a path without a file (one of the app's routes) gets its language's page;
    // a file that is not there is a 404, as S3 answers (an old chunk after a rebuild, a favicon.ico).
    const page = pageFileOf(url.pathname);
    if (!isFile && page === url.pathname) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(`${url.pathname} is not a file of the web app`);
      return 404;
    }
    const file = isFile ? requested : join(root, page);
    if (!existsSync(file)) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The web app is not built: run npm run build:web');
      return 503;
    }
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': isImmutableAsset(url.pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
    return 200;
  }

  /** Sign-in returns to localhost only (the app client's callback list): pages opened at 127.0.0.1 move there. */
  function toLocalhost(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
    const host = req.headers.host ?? '';
    if (!host.startsWith('127.0.0.1:') || url.pathname.startsWith(`${API_PREFIX}/`) || (req.method !== 'GET' && req.method !== 'HEAD'))
      return false;
    res.writeHead(308, { location: `http://localhost:${host.slice('127.0.0.1:'.length)}${url.pathname}${url.search}` });
    res.end();
    return true;
  }

  return createServer(
    safeListener(
      'gateway',
      async (req, res) => {
        const started = process.hrtime.bigint();
        for (const [name, value] of securityHeadersOnce()) res.setHeader(name, value);
        const url = requestUrl(req, 'http://localhost');
        if (toLocalhost(req, res, url)) return;
        const tool = url.pathname.startsWith('/local/') ? options.tools?.[url.pathname.slice('/local/'.length)] : undefined;
        if (tool && req.method === 'POST' && isLoopback(req.socket.remoteAddress)) {
          const [status, answer] = await tool(url).then(
            (result) => [200, result] as const,
            (error: Error) => [400, { error: error.message }] as const,
          );
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
          log(`${req.method} ${url.pathname}${url.search} ${status}`);
          return;
        }
        const status = url.pathname.startsWith(`${API_PREFIX}/`) ? await api(req, res, url) : staticFile(req, res, url);
        log(`${req.method} ${url.pathname}${url.search} ${status} ${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(1)}ms`);
      },
      log,
    ),
  );
}
