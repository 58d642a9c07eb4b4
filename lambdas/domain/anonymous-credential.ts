/**
 * The proof a browser holds that it played as an anonymousId: an HMAC-SHA256 of the id, under a key
 * derived (HKDF) from the server's secret for this one purpose. The server hands it to the browser
 * with its anonymous games; joining that history to an account asks for it, so knowing someone's
 * anonymousId is not enough to take their statistics or their day.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'cipherword anonymous credential v1';

/** The derived key, kept per secret (a container sees one; a rotation brings another). */
const keys = new Map<string, Buffer>();
const keyOf = (secret: string) => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = Buffer.from(hkdfSync('sha256', secret, '', PURPOSE, 32))));
  return key;
};

export function anonymousCredential(secret: string, anonymousId: string): string {
  return createHmac('sha256', keyOf(secret)).update(anonymousId).digest('base64url');
}

/** Whether `credential` is the one issued for `anonymousId` (compared in constant time). */
export function isAnonymousCredential(secret: string, anonymousId: string, credential: string | undefined): boolean {
  if (!credential) return false;
  const expected = Buffer.from(anonymousCredential(secret, anonymousId));
  const given = Buffer.from(credential);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
