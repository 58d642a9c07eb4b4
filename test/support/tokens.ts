/**
 * Signed-in callers for tests: access tokens minted by the local runtime's Cognito stand-in (the
 * issuer the handlers already trust, as they trust Cognito in AWS), with any claim overridden, and
 * a second key to sign tokens the handlers must refuse.
 */
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { LocalRuntime } from '../../local/runtime';
import { startRuntime } from './runtime';

export interface TestIssuer {
  issuer: string;
  clientId: string;
  token: (claims?: Record<string, unknown>, options?: { key?: KeyObject }) => string;
  /** A key the issuer does not publish. */
  otherKey: KeyObject;
}

export function issuerOf(runtime: LocalRuntime): TestIssuer {
  const { identity } = runtime;
  return {
    issuer: identity.issuer,
    clientId: identity.clientId,
    otherKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
    token: (claims = {}, options = {}) => identity.mintAccessToken(claims, options.key),
  };
}

/** The local runtime and its token issuer. */
export async function startRuntimeWithIssuer(): Promise<{ runtime: LocalRuntime; issuer: TestIssuer; stop: () => Promise<void> }> {
  const runtime = await startRuntime();
  return { runtime, issuer: issuerOf(runtime), stop: () => runtime.stop() };
}
