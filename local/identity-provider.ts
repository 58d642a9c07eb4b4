/**
 * A local stand-in for Cognito's hosted UI + Google, so sign-in works offline (`npm start`, the
 * browser tests). Amplify v6 always talks to `https://<domain>/oauth2/...`, so it speaks HTTPS with a
 * self-signed certificate kept in the data folder. It serves exactly what the web app and the
 * handlers use of Cognito:
 *
 *   GET  /                   what this server is (for a developer trusting its certificate)
 *   GET  /oauth2/authorize   a page to continue as a test Google user      (./identity/oauth.ts)
 *   POST /oauth2/token       authorization_code (+ PKCE S256) and refresh_token grants
 *   GET  /logout             back to logout_uri
 *   POST /  (x-amz-target)   the user-pool JSON API Amplify calls           (./identity/user-pool-api.ts)
 *   GET  /<poolId>/.well-known/jwks.json   (also on a plain-http loopback port, for the handlers)
 *
 * Tokens (./identity/tokens.ts) are RS256 JWTs with Cognito's claims for a Google-federated user, so
 * the handlers verify them with the same aws-jwt-verify code as in AWS (only issuer and key set
 * differ). Why not cognito-local: it covers authorize and the code exchange, but not the Google-shaped
 * user and claims (identities, name, picture), GetTokensFromRefreshToken, RevokeToken nor /logout;
 * wrapping it would be larger than this stand-in (docs/architecture.md, "Local runtime").
 */
import type { KeyObject } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { close, listen, requestUrl, safeListener, sendJson } from './http';
import { oauthEndpoints } from './identity/oauth';
import { rootPage } from './identity/pages';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID, loadOrCreateCredentials, TokenIssuer } from './identity/tokens';
import { userPoolApi } from './identity/user-pool-api';

export { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID, localUserFor, type TestUser } from './identity/tokens';

export interface LocalIdentityProviderOptions {
  /** HTTPS port; 0 picks a free one. */
  port: number;
  /** Where the certificate and the signing key are kept between runs; in memory when absent. */
  dataDir?: string;
  /** Lifetime of access and ID tokens (Cognito's default: one hour). */
  tokenTtlSeconds?: number;
  log?: (line: string) => void;
}

export interface LocalIdentityProvider {
  /** `https://localhost:<port>`: Amplify's userPoolEndpoint. */
  origin: string;
  /** `localhost:<port>`: Amplify's oauth domain. */
  domain: string;
  userPoolId: string;
  clientId: string;
  /** The `iss` of every token. */
  issuer: string;
  /** The key set on plain-http loopback, for the handlers (their fetcher trusts no self-signed CA). */
  jwksUri: string;
  /** The user-pool API on the same plain-http loopback: the handlers' admin calls (delete-account). */
  adminEndpoint: string;
  /** The pool's users by username, as they signed in (tests check a deleted one is gone). */
  users: ReadonlyMap<string, { sub: string; email: string }>;
  /** The certificate, for people who want to trust it (README) and for tests. */
  certificate: string;
  /** Only these URLs may receive codes or sign-out redirects, as a Cognito app client's callback list. */
  allowRedirect: (url: string) => void;
  /** How many times each user-pool API target and grant was called (tests assert token refreshes). */
  calls: Record<string, number>;
  /**
   * For tests and the benchmark: an access token without the sign-in dance, its claims overridden
   * (a claim set to undefined is left out), signed with this issuer's key or `signWith`.
   */
  mintAccessToken: (claims?: Record<string, unknown>, signWith?: KeyObject) => string;
  stop: () => Promise<void>;
}

/** Browsers ask from the app's origin: Amplify's token and user-pool calls are cross-origin. */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, x-amz-target, x-amz-user-agent, cache-control, authorization',
  'access-control-max-age': '600',
};

export async function startLocalIdentityProvider(options: LocalIdentityProviderOptions): Promise<LocalIdentityProvider> {
  const log = options.log ?? (() => undefined);
  const { cert, key, signingKey } = await loadOrCreateCredentials(options.dataDir);
  const tokens = new TokenIssuer(signingKey, options.tokenTtlSeconds ?? 3600);
  const allowedRedirects = new Set<string>();
  const calls: Record<string, number> = {};
  const count = (name: string) => (calls[name] = (calls[name] ?? 0) + 1);
  const oauth = oauthEndpoints({ tokens, redirectAllowed: (url) => allowedRedirects.has(url), count, log });
  const userPool = userPoolApi(tokens, count);
  const jwksPath = `/${LOCAL_USER_POOL_ID}/.well-known/jwks.json`;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(CORS)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    const url = requestUrl(req, 'https://localhost');
    if (req.method === 'GET' && url.pathname === jwksPath) return sendJson(res, 200, tokens.jwks);
    if (req.method === 'POST' && url.pathname === '/' && req.headers['x-amz-target']) return userPool(req, res);
    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(rootPage([...allowedRedirects]));
      return;
    }
    if (!(await oauth(req, res, url))) sendJson(res, 404, { error: 'not_found' });
  }

  const https = createHttpsServer({ cert, key }, safeListener('identity', handle, log));
  const jwksServer = createHttpServer(
    safeListener(
      'identity-jwks',
      (req, res) => {
        if (req.method === 'POST' && req.url === '/' && req.headers['x-amz-target']) return userPool(req, res);
        return req.url === jwksPath ? sendJson(res, 200, tokens.jwks) : sendJson(res, 404, { error: 'not_found' });
      },
      log,
    ),
  );
  const port = await listen(https, options.port, 'IDENTITY_PORT');
  const jwksPort = await listen(jwksServer, 0, 'IDENTITY_PORT').catch(async (error: Error) => {
    await close(https);
    throw error;
  });
  const origin = `https://localhost:${port}`;
  tokens.issuer = `${origin}/${LOCAL_USER_POOL_ID}`;
  return {
    origin,
    domain: `localhost:${port}`,
    userPoolId: LOCAL_USER_POOL_ID,
    clientId: LOCAL_CLIENT_ID,
    issuer: tokens.issuer,
    jwksUri: `http://127.0.0.1:${jwksPort}${jwksPath}`,
    adminEndpoint: `http://127.0.0.1:${jwksPort}`,
    users: tokens.users,
    certificate: cert,
    allowRedirect: (url) => allowedRedirects.add(url),
    calls,
    mintAccessToken: (claims, signWith) => tokens.mintAccessToken(claims, signWith),
    stop: () => Promise.all([close(https), close(jwksServer)]).then(() => undefined),
  };
}
