/**
 * Whether a browser's push key (PushSubscription's p256dh, base64url) is a point on P-256, the curve
 * RFC 8291 encrypts for. Its length alone says nothing: 65 bytes off the curve would be stored, then
 * fail every slot. Apart from ./web-push.ts so that set-reminder's bundle carries no web-push library.
 */
import { createECDH, type ECDH } from 'node:crypto';

/** One key pair of our own per process: what a key is checked against (the reminder sender checks one per push). */
let ours: ECDH | undefined;

export function isPushKey(p256dh: string): boolean {
  if (!ours) {
    ours = createECDH('prime256v1');
    ours.generateKeys();
  }
  try {
    ours.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}
