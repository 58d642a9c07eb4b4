/**
 * What API Gateway and Lambda decide before a handler runs, answered in their own shapes (the
 * handlers' refusals say `error`; these say `message`, and the web app words them):
 *  - a route's throttle (the stack's `ThrottlingRateLimit`/`ThrottlingBurstLimit`, a token bucket per
 *    route): 429 `{"message":"Too Many Requests"}`;
 *  - the JWT authorizer on 'user' routes (issuer, key set, expiry, `aud` or `client_id` among the app
 *    clients, as an HTTP API's JWT authorizer checks them): 401 `{"message":"Unauthorized"}`, with
 *    `www-authenticate` naming what was wrong when a token was sent;
 *  - a function's reserved concurrency, a hard cap in Lambda: an invocation past it is throttled,
 *    and the HTTP API answers 500 `{"message":"Internal Server Error"}` as for any failed invocation.
 */
import { JwtVerifier } from 'aws-jwt-verify';
import { JwtExpiredError, JwtInvalidIssuerError } from 'aws-jwt-verify/error';
import { fetchingJwksCache } from '../lambdas/http/identity';
import { burstLimitOf, type Route } from '../lambdas/routes';

export interface GatewayAnswer {
  status: number;
  headers: Record<string, string>;
  answer: Buffer;
}

const json = (status: number, message: string, headers: Record<string, string> = {}): GatewayAnswer => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  answer: Buffer.from(JSON.stringify({ message })),
});

export const THROTTLED = json(429, 'Too Many Requests');
export const INVOCATION_FAILED = json(500, 'Internal Server Error');
const UNAUTHORIZED = json(401, 'Unauthorized');

/**
 * The route throttles: a bucket of `burstLimitOf(route)` requests per route, refilled at `rateLimit`
 * a second. `clock` is monotonic milliseconds (tests stop it to spend a bucket exactly).
 */
export function routeThrottle(clock: () => number) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return (route: Route): boolean => {
    const now = clock();
    const bucket = buckets.get(route.name) ?? { tokens: burstLimitOf(route), at: now };
    bucket.tokens = Math.min(burstLimitOf(route), bucket.tokens + ((now - bucket.at) / 1000) * route.rateLimit);
    bucket.at = now;
    buckets.set(route.name, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  };
}

export interface JwtAuthorizerSettings {
  issuer: string;
  jwksUri: string;
  /** The app clients whose tokens are accepted (the stack's `jwtAudience`). */
  audience: readonly string[];
}

/** The HTTP API's JWT authorizer: undefined when the request may pass, else its 401. */
export function jwtAuthorizer({ issuer, jwksUri, audience }: JwtAuthorizerSettings) {
  const verifier = JwtVerifier.create(
    {
      issuer,
      jwksUri,
      audience: null,
      customJwtCheck: ({ payload }) => {
        // API Gateway takes `aud`, or `client_id` when there is no `aud` (Cognito's access tokens).
        const client = payload.aud ?? payload.client_id;
        const clients = Array.isArray(client) ? client : [client];
        if (!clients.some((name) => typeof name === 'string' && audience.includes(name))) throw new Error('invalid audience');
      },
    },
    { jwksCache: fetchingJwksCache() },
  );
  return async (authorization: string | undefined): Promise<GatewayAnswer | undefined> => {
    const token = authorization?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return UNAUTHORIZED;
    try {
      await verifier.verify(token);
      return undefined;
    } catch (error) {
      // A fixed phrase, never the token's own text (a garbage token is not a valid header value).
      const reason =
        error instanceof JwtExpiredError
          ? 'the token has expired'
          : error instanceof JwtInvalidIssuerError
            ? 'the token does not have a valid issuer'
            : (error as Error).message === 'invalid audience'
              ? 'the token does not have a valid audience'
              : 'the token is not valid';
      return json(401, 'Unauthorized', { 'www-authenticate': `Bearer scope="" error="invalid_token" error_description="${reason}"` });
    }
  };
}

/** Each function's reserved concurrency: `enter` is false when the function is at its cap. */
export function reservedConcurrency() {
  const running = new Map<string, number>();
  return {
    enter(route: Route): boolean {
      const now = running.get(route.name) ?? 0;
      if (route.reservedConcurrency !== undefined && now >= route.reservedConcurrency) return false;
      running.set(route.name, now + 1);
      return true;
    },
    leave(route: Route): void {
      running.set(route.name, (running.get(route.name) ?? 1) - 1);
    },
  };
}
