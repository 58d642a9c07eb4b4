/**
 * Posting one Web Push message: the npm web-push library encrypts it for the browser (RFC 8291,
 * aes128gcm) and signs the VAPID authorization (RFC 8292); the request itself goes by fetch with a
 * timeout, so one slow push service cannot hold a run (and the local stand-in, plain http, is
 * reached as the cloud's https services are).
 */
import webpush from 'web-push';
import { isPushKey } from './push-key';
import type { VapidKeys } from '../secrets/vapid';
import type { PushSubscription } from '../store/reminders';

/** How long one push service may take to answer. */
const PUSH_TIMEOUT_MS = 5_000;

export interface PushOutcome {
  /** The push service's status: 201 taken; 404 or 410 the subscription is gone; anything else a failure to retry. */
  status: number;
  /**
   * Nothing was sent: the message cannot be encrypted for the browser's key (no point of P-256,
   * stored before set-reminder checked keys). It never can be: the reminder is gone, not retried.
   */
  unencryptable?: true;
}

export type PushSender = (
  subscription: PushSubscription,
  payload: string,
  options: { vapid: VapidKeys; ttlSeconds: number; topic?: string },
) => Promise<PushOutcome>;

export const sendWebPush: PushSender = async (subscription, payload, { vapid, ttlSeconds, topic }) => {
  if (!isPushKey(subscription.keys.p256dh)) return { status: 0, unencryptable: true };
  const request = webpush.generateRequestDetails(subscription, payload, {
    vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    TTL: ttlSeconds,
    contentEncoding: 'aes128gcm',
    urgency: 'normal',
    ...(topic ? { topic } : {}),
  });
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : undefined,
    // A push service answers; it never sends the message on elsewhere: a redirect is its answer (a failure), never followed.
    redirect: 'manual',
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return { status: response.status };
};
