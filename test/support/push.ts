/**
 * Push subscriptions as a browser's PushSubscription.toJSON() gives them: an endpoint of a push
 * service and the browser's keys (a P-256 public key, 65 bytes uncompressed, and a 16-byte auth
 * secret), made here with real keys so whatever encrypts to them later can.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';

export function pushSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`) {
  const browserKey = createECDH('prime256v1');
  browserKey.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: browserKey.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}
