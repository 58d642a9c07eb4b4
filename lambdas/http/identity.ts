/**
 * Who is calling. Identity comes only from a verified token (docs/architecture.md, "Identity"):
 *  - `Authorization: Bearer <Cognito access token>`, verified with aws-jwt-verify against the
 *    configured issuer's key set (cached by the library, refreshed on an unknown key id);
 *  - otherwise, on calls that allow anonymous play, the body's `anonymousId`.
 * A body `userId` is never trusted: it must equal the token's subject. A valid token of an account
 * deleted since it was issued (it lives an hour) is refused: the account's mark is read on every call.
 */
import { JwtVerifier } from 'aws-jwt-verify';
import { validateCognitoJwtFields } from 'aws-jwt-verify/cognito-verifier';
import { SimpleJwksCache, type JwksCache } from 'aws-jwt-verify/jwk';
import { config } from '../config';
import type { AccountPlayer, Player } from '../domain/player';
import { accountDeleted } from '../errors';
import { playerDataStore } from '../store/player-data';
import type { AuthMode } from '../routes';
import { badRequest, forbidden, sessionEnded, unauthorized } from './errors';

/** Who is calling, by the route's auth mode: nobody ('none'), any player ('public'), an account ('user'). */
export type CallerFor<A extends AuthMode> = A extends 'user' ? AccountPlayer : A extends 'public' ? Player : undefined;

type Verifier = { verify: (token: string) => Promise<{ sub?: unknown }> };

/** How long a fetched key set is trusted (docs/architecture.md, "Identity"). */
export const JWKS_TTL_MS = 10 * 60_000;

/**
 * The library keeps a key set until a token names an unknown key id. Re-reading it every 10
 * minutes as well means a key the issuer withdraws stops being trusted within 10 minutes.
 */
export class ExpiringJwksCache implements JwksCache {
  private inner: JwksCache;
  private since: number;

  constructor(
    private readonly ttlMs: number,
    private readonly make: () => JwksCache,
    private readonly now: () => number = Date.now,
  ) {
    this.inner = make();
    this.since = now();
  }

  private current(): JwksCache {
    if (this.now() - this.since >= this.ttlMs) {
      this.inner = this.make();
      this.since = this.now();
    }
    return this.inner;
  }

  getJwk(...args: Parameters<JwksCache['getJwk']>) {
    return this.current().getJwk(...args);
  }
  getCachedJwk(...args: Parameters<JwksCache['getCachedJwk']>) {
    return this.current().getCachedJwk(...args);
  }
  addJwks(...args: Parameters<JwksCache['addJwks']>) {
    return this.current().addJwks(...args);
  }
  getJwks(...args: Parameters<JwksCache['getJwks']>) {
    return this.current().getJwks(...args);
  }
}

/**
 * The library's own fetcher speaks https only. Cognito is https; the local stand-in
 * serves its key set on plain-http loopback, so key sets are fetched with Node's fetch.
 * Key rotation and the penalty box stay the library's.
 */
export const fetchingJwksCache = () =>
  new SimpleJwksCache({
    fetcher: {
      async fetch(uri: string) {
        const response = await fetch(uri, { signal: AbortSignal.timeout(3000) });
        if (!response.ok) throw new Error(`JWKS ${uri} answered ${response.status}`);
        return response.arrayBuffer();
      },
    },
  });

const jwksCache = new ExpiringJwksCache(JWKS_TTL_MS, fetchingJwksCache);
let verifier: Verifier | undefined;

function tokenVerifier(): Verifier {
  if (!verifier) {
    const { AUTH_ISSUER, AUTH_JWKS_URI, AUTH_CLIENT_ID } = config();
    if (!AUTH_ISSUER || !AUTH_CLIENT_ID) throw unauthorized('Sign-in is not configured on this server');
    verifier = JwtVerifier.create(
      {
        issuer: AUTH_ISSUER,
        jwksUri: AUTH_JWKS_URI ?? `${AUTH_ISSUER}/.well-known/jwks.json`,
        // Cognito access tokens carry client_id instead of aud; validateCognitoJwtFields checks it.
        audience: null,
        customJwtCheck: ({ payload }) => {
          // The library checks exp only when present; a token that never expires is refused.
          if (typeof payload.exp !== 'number') throw new Error('token has no exp claim');
          validateCognitoJwtFields(payload, { tokenUse: 'access', clientId: AUTH_CLIENT_ID });
        },
      },
      { jwksCache },
    );
  }
  return verifier;
}

/** Tests swap the environment's issuer between suites. */
export function resetVerifier(): void {
  verifier = undefined;
}

function bearerToken(headers: Record<string, string | undefined>): string | undefined {
  const value = headers.authorization ?? headers.Authorization;
  if (value === undefined) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(value);
  if (!match) throw unauthorized('Authorization header must be "Bearer <token>"');
  return match[1];
}

/** What identifying a call needs beside its headers and body. */
export interface IdentifyContext {
  /** The request's time: a deleted account's mark is read against it. */
  now: Date;
  /**
   * The call that deletes accounts (routes.ts, `deletesUsers`): a deleted account's token may still
   * call it, so a deletion that stopped halfway is finished, and a repeated one answered the same.
   */
  finishesDeletions: boolean;
}

export async function identify<A extends AuthMode>(
  mode: A,
  headers: Record<string, string | undefined>,
  body: { userId?: string | null; anonymousId?: string | null } | undefined,
  context: IdentifyContext,
): Promise<CallerFor<A>>;
export async function identify(
  mode: AuthMode,
  headers: Record<string, string | undefined>,
  body: { userId?: string | null; anonymousId?: string | null } | undefined,
  { now, finishesDeletions }: IdentifyContext,
): Promise<Player | undefined> {
  if (mode === 'none') return undefined;
  const token = bearerToken(headers);
  if (token) {
    let sub: unknown;
    try {
      ({ sub } = await tokenVerifier().verify(token));
    } catch {
      throw sessionEnded();
    }
    if (typeof sub !== 'string' || !sub) throw sessionEnded();
    if (body?.userId && body.userId !== sub) throw forbidden('userId does not match the signed-in user');
    if (!finishesDeletions && (await playerDataStore.isDeleted(sub, now))) throw accountDeleted();
    return { kind: 'user', sub, anonymousId: body?.anonymousId ?? undefined };
  }
  if (mode === 'user') throw unauthorized('Sign in to do this');
  if (body?.userId) throw unauthorized('userId needs a signed-in session: sign in again');
  if (!body?.anonymousId) throw badRequest('anonymousId: required when not signed in');
  return { kind: 'anonymous', anonymousId: body.anonymousId };
}
