/**
 * A local stand-in for Cognito's hosted UI + Google, so sign-in works offline (`npm start`, the
 * browser tests). Amplify v6 always talks to `https://<domain>/oauth2/...`, so it speaks HTTPS with a
 * self-signed certificate kept in the data folder. It serves exactly what the web app and the
 * handlers use of Cognito:
 *
 *   GET  /oauth2/authorize   a page to continue as a test Google user (name, e-mail, picture)
 *   POST /oauth2/token       authorization_code (+ PKCE S256) and refresh_token grants
 *   GET  /logout             back to logout_uri
 *   GET  /<poolId>/.well-known/jwks.json   (also on a plain-http loopback port, for the handlers)
 *   POST /  (x-amz-target)   the user-pool JSON API Amplify calls through userPoolEndpoint:
 *                            GetTokensFromRefreshToken, InitiateAuth (REFRESH_TOKEN_AUTH),
 *                            RevokeToken, GetUser
 *
 * Tokens are RS256 JWTs with Cognito's claims for a Google-federated user, so the handlers verify
 * them with the same aws-jwt-verify code as in AWS (only issuer and key set differ). Why not
 * cognito-local: it covers authorize and the code exchange, but not the Google-shaped user and claims
 * (identities, name, picture), GetTokensFromRefreshToken, RevokeToken nor /logout (see
 * ../shared/notes/local-identity.md); wrapping it would be larger than this file.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { generate as generateCertificate } from 'selfsigned';

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
  /** The certificate, for people who want to trust it (README) and for tests. */
  certificate: string;
  /** Only these URLs may receive codes or sign-out redirects, as a Cognito app client's callback list. */
  allowRedirect(url: string): void;
  /** How many times each user-pool API target and grant was called (tests assert token refreshes). */
  calls: Record<string, number>;
  /**
   * For tests and the benchmark: an access token without the sign-in dance, its claims overridden
   * (a claim set to undefined is left out), signed with this issuer's key or `signWith`.
   */
  mintAccessToken(claims?: Record<string, unknown>, signWith?: KeyObject): string;
  stop(): Promise<void>;
}

export const LOCAL_USER_POOL_ID = 'local_Cipherword';
export const LOCAL_CLIENT_ID = 'cipherword-local-web';
const KEY_ID = 'local-signing-key';
const CODE_TTL_MS = 5 * 60_000;

interface TestUser {
  sub: string;
  googleId: string;
  email: string;
  name: string;
  picture?: string;
}

interface PendingCode {
  user: TestUser;
  redirectUri: string;
  codeChallenge: string;
  expiresAt: number;
}

const b64url = (value: object | Buffer) => (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

/** The same e-mail is the same user on every device and every run, as one Google account is. */
export function localUserFor(email: string, name: string, picture?: string): TestUser {
  const hash = createHash('sha256').update(`local-google:${email.toLowerCase()}`).digest('hex');
  const sub = `${hash.slice(0, 8)}-${hash.slice(8, 12)}-4${hash.slice(13, 16)}-a${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
  const googleId = BigInt(`0x${hash.slice(32, 52)}`)
    .toString()
    .padStart(21, '1')
    .slice(0, 21);
  return { sub, googleId, email: email.toLowerCase(), name, picture: picture || undefined };
}

async function loadOrCreateCredentials(dataDir: string | undefined) {
  const dir = dataDir && join(dataDir, 'identity');
  const file = (name: string) => join(dir as string, name);
  if (dir && existsSync(file('tls-cert.pem')) && existsSync(file('signing-key.pem'))) {
    return {
      cert: readFileSync(file('tls-cert.pem'), 'utf8'),
      key: readFileSync(file('tls-key.pem'), 'utf8'),
      signingKey: createPrivateKey(readFileSync(file('signing-key.pem'), 'utf8')),
    };
  }
  const tls = await generateCertificate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    notAfterDate: new Date(Date.now() + 825 * 86_400_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file('tls-cert.pem'), tls.cert);
    writeFileSync(file('tls-key.pem'), tls.private, { mode: 0o600 });
    writeFileSync(file('signing-key.pem'), signingKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  }
  return { cert: tls.cert, key: tls.private, signingKey };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 64 * 1024) reject(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function authorizePage(params: URLSearchParams): string {
  const hidden = ['client_id', 'redirect_uri', 'state', 'code_challenge', 'code_challenge_method', 'scope']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? '')}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Local sign-in: test Google user</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}input[type=text],input[type=email],input[type=url]{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1.25rem;padding:.6rem 1rem;font-size:1rem;background:#1a73e8;color:#fff;border:0;border-radius:4px;cursor:pointer}
.note{background:#fff4ce;border:1px solid #e0c060;padding:.6rem;border-radius:4px}</style></head>
<body><h1>Continue as a test Google user</h1>
<p class="note">This is the local stand-in for Google sign-in through Cognito (npm start). No real Google account is used; the same e-mail is the same player on every device.</p>
<form method="post" action="/oauth2/authorize">${hidden}
<label for="name">Name</label><input id="name" name="name" type="text" required value="Test Player">
<label for="email">E-mail</label><input id="email" name="email" type="email" required value="player@example.com">
<label for="picture">Picture URL (optional)</label><input id="picture" name="picture" type="url" value="">
<button type="submit">Continue as test user</button></form></body></html>`;
}

export async function startLocalIdentityProvider(options: LocalIdentityProviderOptions): Promise<LocalIdentityProvider> {
  const log = options.log ?? (() => undefined);
  const ttl = options.tokenTtlSeconds ?? 3600;
  const { cert, key, signingKey } = await loadOrCreateCredentials(options.dataDir);
  const publicKey: KeyObject = createPublicKey(signingKey);
  const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: KEY_ID, alg: 'RS256', use: 'sig' }] };
  const allowedRedirects = new Set<string>();
  const codes = new Map<string, PendingCode>();
  const revokedRefreshTokens = new Set<string>();
  const calls: Record<string, number> = {};
  const count = (name: string) => (calls[name] = (calls[name] ?? 0) + 1);
  let issuer = '';

  const signJwt = (payload: Record<string, unknown>, key: KeyObject = signingKey) => {
    const input = `${b64url({ kid: KEY_ID, alg: 'RS256' })}.${b64url(payload)}`;
    return `${input}.${b64url(sign('RSA-SHA256', Buffer.from(input), key))}`;
  };
  const readJwt = (token: string): Record<string, unknown> | undefined => {
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature) return undefined;
    if (!verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature, 'base64url'))) return undefined;
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  };

  /** An access token's claims, as Cognito writes them. */
  const accessClaims = (sub: string, username: string, originJti: string) => {
    const now = Math.floor(Date.now() / 1000);
    return {
      sub,
      iss: issuer,
      'cognito:groups': [`${LOCAL_USER_POOL_ID}_Google`],
      origin_jti: originJti,
      auth_time: now,
      iat: now,
      exp: now + ttl,
      version: 2,
      client_id: LOCAL_CLIENT_ID,
      token_use: 'access',
      scope: 'openid email profile',
      jti: randomUUID(),
      username,
    };
  };

  /** Cognito's token set for a Google-federated user. The refresh token is signed, so it survives restarts. */
  const tokensFor = (user: TestUser, originJti: string, withRefresh: boolean) => {
    const username = `google_${user.googleId}`;
    const access = accessClaims(user.sub, username, originJti);
    const { sub, iss, 'cognito:groups': groups, auth_time, iat, exp } = access;
    const idToken = signJwt({
      sub,
      iss,
      'cognito:groups': groups,
      origin_jti: originJti,
      auth_time,
      iat,
      exp,
      aud: LOCAL_CLIENT_ID,
      token_use: 'id',
      jti: randomUUID(),
      'cognito:username': username,
      email: user.email,
      email_verified: true,
      name: user.name,
      ...(user.picture ? { picture: user.picture } : {}),
      identities: [
        {
          userId: user.googleId,
          providerName: 'Google',
          providerType: 'Google',
          issuer: null,
          primary: 'true',
          dateCreated: String(iat * 1000),
        },
      ],
    });
    const refreshToken = withRefresh ? signJwt({ token_use: 'refresh', jti: randomUUID(), origin_jti: originJti, user, iat }) : undefined;
    return { accessToken: signJwt(access), idToken, refreshToken, expiresIn: ttl };
  };

  const userFromRefreshToken = (token: unknown): { user: TestUser; originJti: string } | undefined => {
    if (typeof token !== 'string') return undefined;
    const claims = readJwt(token);
    if (!claims || claims.token_use !== 'refresh' || revokedRefreshTokens.has(String(claims.origin_jti))) return undefined;
    return { user: claims.user as TestUser, originJti: String(claims.origin_jti) };
  };

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const redirectAllowed = (url: string) => allowedRedirects.has(url);

  async function oauth(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method === 'GET' && url.pathname === '/oauth2/authorize') {
      const p = url.searchParams;
      const problem =
        p.get('client_id') !== LOCAL_CLIENT_ID
          ? 'unknown client_id'
          : p.get('response_type') !== 'code'
            ? 'response_type must be code'
            : !redirectAllowed(p.get('redirect_uri') ?? '')
              ? 'redirect_uri is not an allowed callback URL'
              : p.get('code_challenge_method') !== 'S256' || !p.get('code_challenge')
                ? 'PKCE (S256) is required'
                : undefined;
      if (problem) return send(res, 400, { error: 'invalid_request', error_description: problem });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(authorizePage(p));
      return;
    }
    if (req.method === 'POST' && url.pathname === '/oauth2/authorize') {
      const form = new URLSearchParams(await readBody(req));
      const redirectUri = form.get('redirect_uri') ?? '';
      const email = (form.get('email') ?? '').trim();
      if (form.get('client_id') !== LOCAL_CLIENT_ID || !redirectAllowed(redirectUri) || !email.includes('@')) {
        return send(res, 400, { error: 'invalid_request', error_description: 'client_id, redirect_uri and an e-mail are required' });
      }
      const code = randomBytes(24).toString('base64url');
      const user = localUserFor(email, (form.get('name') ?? '').trim() || email, (form.get('picture') ?? '').trim());
      codes.set(code, { user, redirectUri, codeChallenge: form.get('code_challenge') ?? '', expiresAt: Date.now() + CODE_TTL_MS });
      const target = new URL(redirectUri);
      target.searchParams.set('code', code);
      if (form.get('state')) target.searchParams.set('state', form.get('state') as string);
      log(`identity: ${user.email} signed in (sub ${user.sub})`);
      res.writeHead(302, { location: target.toString() });
      res.end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/oauth2/token') {
      const form = new URLSearchParams(await readBody(req));
      const grant = form.get('grant_type');
      count(`token:${grant}`);
      if (form.get('client_id') !== LOCAL_CLIENT_ID) return send(res, 400, { error: 'invalid_client' });
      if (grant === 'authorization_code') {
        const code = form.get('code') ?? '';
        const pending = codes.get(code);
        codes.delete(code); // one use only
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (
          !pending ||
          pending.expiresAt < Date.now() ||
          pending.redirectUri !== form.get('redirect_uri') ||
          challenge !== pending.codeChallenge
        ) {
          return send(res, 400, { error: 'invalid_grant' });
        }
        const t = tokensFor(pending.user, randomUUID(), true);
        return send(res, 200, {
          access_token: t.accessToken,
          id_token: t.idToken,
          refresh_token: t.refreshToken,
          expires_in: t.expiresIn,
          token_type: 'Bearer',
        });
      }
      if (grant === 'refresh_token') {
        const found = userFromRefreshToken(form.get('refresh_token'));
        if (!found) return send(res, 400, { error: 'invalid_grant' });
        const t = tokensFor(found.user, found.originJti, false);
        return send(res, 200, { access_token: t.accessToken, id_token: t.idToken, expires_in: t.expiresIn, token_type: 'Bearer' });
      }
      return send(res, 400, { error: 'unsupported_grant_type' });
    }
    if (req.method === 'GET' && url.pathname === '/logout') {
      const target = url.searchParams.get('logout_uri') ?? '';
      if (url.searchParams.get('client_id') !== LOCAL_CLIENT_ID || !redirectAllowed(target)) {
        return send(res, 400, { error: 'invalid_request', error_description: 'logout_uri is not an allowed sign-out URL' });
      }
      res.writeHead(302, { location: target });
      res.end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/' && req.headers['x-amz-target']) return userPoolApi(req, res);
    send(res, 404, { error: 'not_found' });
  }

  /** The user-pool JSON API (application/x-amz-json-1.1), as Cognito answers it. */
  async function userPoolApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = String(req.headers['x-amz-target']).replace('AWSCognitoIdentityProviderService.', '');
    count(target);
    const fail = (type: string, message: string) =>
      send(res, 400, { __type: type, message }, { 'x-amzn-errortype': type, 'content-type': 'application/x-amz-json-1.1' });
    const ok = (body: unknown) => send(res, 200, body, { 'content-type': 'application/x-amz-json-1.1' });
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(await readBody(req)) as Record<string, unknown>;
    } catch {
      return fail('InvalidParameterException', 'Body must be JSON');
    }
    if (target === 'GetUser') {
      const claims = typeof input.AccessToken === 'string' ? readJwt(input.AccessToken) : undefined;
      if (!claims || claims.token_use !== 'access' || Number(claims.exp) * 1000 < Date.now())
        return fail('NotAuthorizedException', 'Invalid Access Token');
      return ok({ Username: claims.username, UserAttributes: [{ Name: 'sub', Value: claims.sub }] });
    }
    if (input.ClientId !== LOCAL_CLIENT_ID) return fail('ResourceNotFoundException', 'User pool client does not exist.');
    if (target === 'GetTokensFromRefreshToken' || (target === 'InitiateAuth' && input.AuthFlow === 'REFRESH_TOKEN_AUTH')) {
      const refresh =
        target === 'InitiateAuth' ? (input.AuthParameters as Record<string, unknown> | undefined)?.REFRESH_TOKEN : input.RefreshToken;
      const found = userFromRefreshToken(refresh);
      if (!found) return fail('NotAuthorizedException', 'Invalid Refresh Token');
      const t = tokensFor(found.user, found.originJti, false);
      return ok({
        AuthenticationResult: { AccessToken: t.accessToken, IdToken: t.idToken, ExpiresIn: t.expiresIn, TokenType: 'Bearer' },
        ChallengeParameters: {},
      });
    }
    if (target === 'RevokeToken') {
      const found = userFromRefreshToken(input.Token);
      if (found) revokedRefreshTokens.add(found.originJti);
      return ok({});
    }
    return fail('UnsupportedOperationException', `${target} is not served by the local stand-in`);
  }

  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type, x-amz-target, x-amz-user-agent, cache-control, authorization',
    'access-control-max-age': '600',
  };
  const jwksPath = `/${LOCAL_USER_POOL_ID}/.well-known/jwks.json`;
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(cors)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'https://localhost');
    if (req.method === 'GET' && url.pathname === jwksPath) return send(res, 200, jwks);
    oauth(req, res, url).catch((error: Error) => send(res, 400, { error: 'invalid_request', error_description: error.message }));
  };

  const https = createHttpsServer({ cert, key }, handle);
  const jwksServer: Server = createHttpServer((req, res) =>
    req.url === jwksPath ? send(res, 200, jwks) : send(res, 404, { error: 'not_found' }),
  );
  await new Promise<void>((resolve, reject) => {
    https.once('error', reject);
    https.listen(options.port, '127.0.0.1', resolve);
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const port = (https.address() as AddressInfo).port;
  const origin = `https://localhost:${port}`;
  issuer = `${origin}/${LOCAL_USER_POOL_ID}`;
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return {
    origin,
    domain: `localhost:${port}`,
    userPoolId: LOCAL_USER_POOL_ID,
    clientId: LOCAL_CLIENT_ID,
    issuer,
    jwksUri: `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}${jwksPath}`,
    certificate: cert,
    allowRedirect: (url) => allowedRedirects.add(url),
    calls,
    mintAccessToken: (claims = {}, signWith) =>
      signJwt({ ...accessClaims(randomUUID(), 'google_100000000000000000001', randomUUID()), ...claims }, signWith),
    stop: async () => {
      await Promise.all([close(https), close(jwksServer)]);
    },
  };
}
