/**
 * Web Push's VAPID keys (RFC 8292): the reminder sender signs each push with them, and browsers
 * subscribe with the public one. In AWS they live in Secrets Manager (VAPID_SECRET_ARN, JSON
 * {"publicKey","privateKey","subject"}, base64url keys as web-push makes them), read once an hour
 * per container; locally and in tests they are VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT.
 */
import { config } from '../config';
import { readSecret } from './read-secret';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact about these pushes: mailto: or https:. */
  subject: string;
}

export async function vapidKeys(): Promise<VapidKeys> {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, VAPID_SECRET_ARN } = config();
  if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY && VAPID_SUBJECT) {
    return { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject: VAPID_SUBJECT };
  }
  if (!VAPID_SECRET_ARN) throw new Error('Web Push is not configured: set VAPID_SECRET_ARN (or the three VAPID_ values)');
  const value = JSON.parse(await readSecret(VAPID_SECRET_ARN, 3_600_000)) as Partial<VapidKeys>;
  if (!value.publicKey || !value.privateKey || !value.subject)
    throw new Error('the VAPID secret must hold publicKey, privateKey and subject');
  return { publicKey: value.publicKey, privateKey: value.privateKey, subject: value.subject };
}
