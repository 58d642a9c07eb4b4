/**
 * Whether a browser's push key (PushSubscription's p256dh, base64url) is a point on P-256, the curve
 * RFC 8291 encrypts for. Its length alone says nothing: 65 bytes off the curve would be stored, then
 * fail every slot. Apart from ./web-push.ts so that set-reminder's bundle carries no web-push library.
 */
import { createECDH } from 'node:crypto';

export function isPushKey(p256dh: string): boolean {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  try {
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}
