/**
 * A test issuer in Cognito's shape: an RSA key, its JWKS served on loopback, and RS256 access
 * tokens with Cognito's claims. Stands in for Cognito, which cannot run here.
 */
import { createSign, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestIssuer {
  issuer: string;
  jwksUri: string;
  clientId: string;
  token(claims?: Record<string, unknown>, options?: { key?: KeyObject; kid?: string }): string;
  otherKey: KeyObject;
  close(): Promise<void>;
}

const b64url = (value: object | Buffer) => (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

export async function startTestIssuer(): Promise<TestIssuer> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const kid = 'test-key-1';
  const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] };
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${base}/local_TestPool`;
  const clientId = 'test-client';
  return {
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    clientId,
    otherKey,
    token(claims = {}, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const header = { alg: 'RS256', kid: options.kid ?? kid, typ: 'JWT' };
      const payload = {
        sub: randomUUID(),
        iss: issuer,
        client_id: clientId,
        token_use: 'access',
        scope: 'openid email profile',
        auth_time: now,
        iat: now,
        exp: now + 3600,
        jti: randomUUID(),
        username: 'google_1234567890',
        ...claims,
      };
      const signingInput = `${b64url(header)}.${b64url(payload)}`;
      const signature = createSign('RSA-SHA256').update(signingInput).sign(options.key ?? privateKey);
      return `${signingInput}.${b64url(signature)}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The local runtime with its handlers trusting a fresh test issuer (as they trust Cognito in AWS). */
export async function startRuntimeWithIssuer(): Promise<{ runtime: import('../../local/runtime').LocalRuntime; issuer: TestIssuer; stop(): Promise<void> }> {
  const { startRuntime } = await import('./runtime');
  const issuer = await startTestIssuer();
  const runtime = await startRuntime();
  await trustTestIssuer(issuer);
  return {
    runtime,
    issuer,
    stop: async () => {
      await runtime.stop();
      await issuer.close();
    },
  };
}

/** Points the in-process handlers at the test issuer, as their environment points them at Cognito in AWS. */
export async function trustTestIssuer(issuer: TestIssuer): Promise<void> {
  const { resetConfig } = await import('../../lambdas/config');
  const { resetVerifier } = await import('../../lambdas/http/identity');
  Object.assign(process.env, { AUTH_ISSUER: issuer.issuer, AUTH_JWKS_URI: issuer.jwksUri, AUTH_CLIENT_ID: issuer.clientId });
  resetConfig();
  resetVerifier();
}
