/**
 * The local stand-in for CloudFront + API Gateway: one origin that serves the web build (with the
 * SPA fallback CloudFront's function does, and the same security headers) and turns
 * `/functions/v1/*` into API Gateway v2 events for the very handlers that run in Lambda, as listed
 * in lambdas/routes.ts. No request can crash it (local/http.ts).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { API_PREFIX, routes, type Route } from '../lambdas/routes';
import { securityHeaderFields, type PolicyOrigins } from '../lib/security-headers';
import { decodePath, readBody, requestUrl, safeListener, sendJson } from './http';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export interface GatewayOptions {
  /** The web build to serve (web/dist). */
  webRoot: string;
  /** Served as /config.json, as the CDK deployment writes it to the bucket. */
  runtimeConfig: Record<string, unknown>;
  /** The origins the Content-Security-Policy admits (known once the stand-ins listen). */
  policyOrigins: () => PolicyOrigins;
  /** The request time handed to the handlers, as API Gateway's requestContext.timeEpoch (tests move it). */
  clock?: () => number;
  /** One line per request; defaults to stdout. */
  log?: (line: string) => void;
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

function lambdaContext(route: Route, requestId: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: route.name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${route.name}`,
    memoryLimitInMB: '256',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${route.name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function toEvent(req: IncomingMessage, url: URL, route: Route, body: Buffer, requestId: string, now: number): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
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

export function createGateway(options: GatewayOptions): Server {
  const log = options.log ?? ((line: string) => console.log(line));
  const clock = options.clock ?? Date.now;
  const byPath = new Map<string, Route>(routes.map((route) => [`${API_PREFIX}/${route.name}`, route]));
  const handlers = new Map<string, Handler>();
  // The same for every answer once the stand-ins listen (before the first request): built once.
  let securityHeaders: [string, string][] | undefined;
  const securityHeadersOnce = () => (securityHeaders ??= Object.entries(securityHeaderFields(options.policyOrigins())));
  const handlerOf = (route: Route) => {
    let handler = handlers.get(route.name);
    if (!handler) handlers.set(route.name, (handler = loadHandler(route)));
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
    const result = await handlerOf(route)(toEvent(req, url, route, body, requestId, clock()), lambdaContext(route, requestId));
    const status = result.statusCode ?? 200;
    const answer = result.isBase64Encoded && result.body ? Buffer.from(result.body, 'base64') : Buffer.from(result.body ?? '', 'utf8');
    // With its length, as API Gateway answers (not chunked).
    res.writeHead(status, { ...(result.headers as Record<string, string>), 'content-length': answer.length, 'x-request-id': requestId });
    res.end(answer);
    return status;
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
    // Like the CloudFront function: paths without a file (the app's routes) get index.html.
    const file = isFile ? requested : join(root, 'index.html');
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
        const status = url.pathname.startsWith(`${API_PREFIX}/`) ? await api(req, res, url) : staticFile(req, res, url);
        log(`${req.method} ${url.pathname}${url.search} ${status} ${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(1)}ms`);
      },
      log,
    ),
  );
}
