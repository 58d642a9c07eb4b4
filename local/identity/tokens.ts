/**
 * The sign-in stand-in's tokens: RS256 JWTs with the claims Cognito writes for a Google-federated
 * user, signed with a key kept in the data folder (so sessions survive a restart), and the test
 * users they are issued to.
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, sign, verify, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate as generateCertificate } from 'selfsigned';

export const LOCAL_USER_POOL_ID = 'local_Cipherword';
export const LOCAL_CLIENT_ID = 'cipherword-local-web';

export interface TestUser {
  sub: string;
  googleId: string;
  email: string;
  name: string;
  picture?: string;
}

/**
 * The same e-mail is the same user on every device and every run, as one Google account is. After
 * the pool's user is deleted (`deletions` times), the same Google account signs in as a new user
 * with a new `sub`, as Cognito makes one.
 */
export function localUserFor(email: string, name: string, picture?: string, deletions = 0): TestUser {
  const hash = createHash('sha256').update(`local-google:${email.toLowerCase()}`).digest('hex');
  const subHash = deletions === 0 ? hash : createHash('sha256').update(`local-google:${email.toLowerCase()}#${deletions}`).digest('hex');
  const sub = `${subHash.slice(0, 8)}-${subHash.slice(8, 12)}-4${subHash.slice(13, 16)}-a${subHash.slice(17, 20)}-${subHash.slice(20, 32)}`;
  const googleId = BigInt(`0x${hash.slice(32, 52)}`)
    .toString()
    .padStart(21, '1')
    .slice(0, 21);
  return { sub, googleId, email: email.toLowerCase(), name, picture: picture || undefined };
}

export interface Credentials {
  /** The HTTPS certificate and its key (self-signed, for localhost and 127.0.0.1). */
  cert: string;
  key: string;
  signingKey: KeyObject;
}

/** The certificate and the signing key: made on first start, then read from `<dataDir>/identity`. */
export async function loadOrCreateCredentials(dataDir: string | undefined): Promise<Credentials> {
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
    // Valid from long before now: a test run whose clock is moved to another date (TEST_NOW) still
    // meets a certificate that TLS, which reads the real clock, takes as begun.
    notBeforeDate: new Date('2000-01-01T00:00:00Z'),
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

const b64url = (value: object | Buffer) => (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

export interface TokenSet {
  accessToken: string;
  idToken: string;
  refreshToken?: string;
  expiresIn: number;
}

/** Issues, reads and revokes the stand-in's tokens, as Cognito does for its user pool. */
export class TokenIssuer {
  readonly publicKey: KeyObject;
  readonly jwks: { keys: object[] };
  /** Refresh tokens are revoked by their session (`origin_jti`), as Cognito's RevokeToken does. */
  private readonly revokedSessions = new Set<string>();
  /** The pool's users, by username, as they signed in (AdminDeleteUser removes one). */
  readonly users = new Map<string, TestUser>();
  /** When a user was deleted, by sub: their refresh tokens issued before stop working, as Cognito's do. */
  private readonly deletedAt = new Map<string, number>();
  /** How often each e-mail's user was deleted: the next sign-in is a new user. */
  private readonly deletions = new Map<string, number>();
  /** Known once the server listens (it names its own port). */
  issuer = '';
  /** The signing key's id (a thumbprint of it). */
  private readonly keyId: string;

  constructor(
    private readonly signingKey: KeyObject,
    private readonly ttlSeconds: number,
  ) {
    this.publicKey = createPublicKey(signingKey);
    const jwk = this.publicKey.export({ format: 'jwk' });
    // A key id of its own per key, as Cognito's: a verifier that cached another runtime's key set
    // under the same address (a port used again) meets an unknown id and fetches this one.
    this.keyId = createHash('sha256').update(`${jwk.n}.${jwk.e}`).digest('base64url').slice(0, 22);
    this.jwks = { keys: [{ ...jwk, kid: this.keyId, alg: 'RS256', use: 'sig' }] };
  }

  sign(payload: Record<string, unknown>, key: KeyObject = this.signingKey): string {
    const input = `${b64url({ kid: this.keyId, alg: 'RS256' })}.${b64url(payload)}`;
    return `${input}.${b64url(sign('RSA-SHA256', Buffer.from(input), key))}`;
  }

  /** A token's claims if this issuer signed it; undefined otherwise. */
  read(token: string): Record<string, unknown> | undefined {
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature) return undefined;
    if (!verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), this.publicKey, Buffer.from(signature, 'base64url'))) return undefined;
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  }

  /** An access token's claims, as Cognito writes them. */
  accessClaims(sub: string, username: string, originJti: string) {
    const now = Math.floor(Date.now() / 1000);
    return {
      sub,
      iss: this.issuer,
      'cognito:groups': [`${LOCAL_USER_POOL_ID}_Google`],
      origin_jti: originJti,
      auth_time: now,
      iat: now,
      exp: now + this.ttlSeconds,
      version: 2,
      client_id: LOCAL_CLIENT_ID,
      token_use: 'access',
      scope: 'openid email profile',
      jti: randomUUID(),
      username,
    };
  }

  /** Cognito's token set for a Google-federated user. The refresh token is signed, so it survives restarts. */
  tokensFor(user: TestUser, originJti: string, withRefresh: boolean): TokenSet {
    const username = `google_${user.googleId}`;
    this.users.set(username, user);
    const access = this.accessClaims(user.sub, username, originJti);
    const { sub, iss, 'cognito:groups': groups, auth_time, iat, exp } = access;
    const idToken = this.sign({
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
    const refreshToken = withRefresh ? this.sign({ token_use: 'refresh', jti: randomUUID(), origin_jti: originJti, user, iat }) : undefined;
    return { accessToken: this.sign(access), idToken, refreshToken, expiresIn: this.ttlSeconds };
  }

  /** The session a refresh token stands for, unless it is forged or revoked. */
  sessionOf(refreshToken: unknown): { user: TestUser; originJti: string } | undefined {
    if (typeof refreshToken !== 'string') return undefined;
    const claims = this.read(refreshToken);
    if (!claims || claims.token_use !== 'refresh' || this.revokedSessions.has(String(claims.origin_jti))) return undefined;
    const user = claims.user as TestUser;
    if (Number(claims.iat) * 1000 <= (this.deletedAt.get(user.sub) ?? -Infinity)) return undefined;
    return { user, originJti: String(claims.origin_jti) };
  }

  /** AdminDeleteUser: the user goes, and every session they had with them. */
  deleteUser(username: string): boolean {
    const user = this.users.get(username);
    if (!user) return false;
    this.users.delete(username);
    this.deletedAt.set(user.sub, Date.now());
    this.deletions.set(user.email, (this.deletions.get(user.email) ?? 0) + 1);
    return true;
  }

  /** The user a Google account signs in as now: a new one (new `sub`) after the pool's user was deleted. */
  userFor(email: string, name: string, picture?: string): TestUser {
    return localUserFor(email, name, picture, this.deletions.get(email.toLowerCase()) ?? 0);
  }

  revoke(refreshToken: unknown): void {
    const session = this.sessionOf(refreshToken);
    if (session) this.revokedSessions.add(session.originJti);
  }

  /** For tests and the benchmark: an access token without the sign-in dance, its claims overridden. */
  mintAccessToken(claims: Record<string, unknown> = {}, signWith?: KeyObject): string {
    return this.sign({ ...this.accessClaims(randomUUID(), 'google_100000000000000000001', randomUUID()), ...claims }, signWith);
  }
}
