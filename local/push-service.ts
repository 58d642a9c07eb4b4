/**
 * A push service (Google FCM, Mozilla autopush) for the local runtime and the tests, as strict as a
 * real one about what it takes: a POST to a subscription's endpoint, with a TTL, content encoding
 * aes128gcm (RFC 8188), and a VAPID authorization (RFC 8292) whose ES256 token is signed by the
 * key the subscription was made for, for this origin, expiring within 24 hours. It then decrypts
 * the message as the browser would (RFC 8291, with the subscription's private key) and keeps it for
 * the test to read. 201 when taken; 400, 401 or 403 as the real services answer a bad request; 404
 * for an unknown subscription and 410 for one the test expired (the sender must then delete it).
 */
import { createDecipheriv, createECDH, createPublicKey, createVerify, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PushedMessage {
  at: Date;
  /** The decrypted payload, as the service worker's push event reads it. */
  text: string;
  ttl: number;
  urgency?: string;
}

interface Subscription {
  /** The browser's key pair (P-256) and auth secret: what decrypts its messages. */
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  /** The application server key the subscription was made for (PushManager.subscribe's applicationServerKey). */
  applicationServerKey: string;
  gone: boolean;
  /** Statuses to answer the next pushes with, in order, before taking any. */
  failures: number[];
  messages: PushedMessage[];
}

export interface PushServiceStandIn {
  origin: string;
  /** A new subscription for `applicationServerKey` (base64url), as PushSubscription.toJSON() gives it. */
  subscribe: (applicationServerKey: string) => { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Every message taken for `endpoint`, decrypted, oldest first. */
  messagesFor: (endpoint: string) => PushedMessage[];
  /** From now on `endpoint` is gone: its push service answers 410 (the browser unsubscribed, or it expired). */
  expire: (endpoint: string) => void;
  /** The next push to `endpoint` is answered `status` (a push service's outage: 500, 503), taking nothing. */
  failNext: (endpoint: string, status: number) => void;
  /** Refused requests, with why (what a real service would answer them). */
  refusals: { endpoint: string; status: number; reason: string }[];
  close: () => Promise<void>;
}

const body = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** The public key in a VAPID `k` (a P-256 point, base64url) as a key object. */
function publicKeyOf(raw: string) {
  const point = Buffer.from(raw, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 public key');
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
}

/** Checks a VAPID authorization header; answers why it is refused, or undefined. */
function vapidRefusal(header: string | undefined, origin: string, applicationServerKey: string, now: number): string | undefined {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return 'no VAPID authorization (vapid t=…, k=…)';
  const [, token, k] = match;
  if (k !== applicationServerKey) return 'the VAPID key is not the one the subscription was made for';
  const [head, claims, signature] = token.split('.');
  if (!signature) return 'the VAPID token is not a JWT';
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header64.alg !== 'ES256') return 'the VAPID token is not ES256';
  const verified = createVerify('SHA256')
    .update(`${head}.${claims}`)
    .verify({ key: publicKeyOf(k), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!verified) return 'the VAPID signature does not verify';
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (aud !== origin) return `the VAPID audience is ${aud}, not ${origin}`;
  if (typeof exp !== 'number' || exp * 1000 <= now || exp * 1000 > now + 24 * 3_600_000) return 'the VAPID token expires outside 24 hours';
  if (typeof sub !== 'string' || !/^(mailto:|https:)/.test(sub)) return 'the VAPID subject is not a mailto: or https: contact';
  return undefined;
}

/** Decrypts an aes128gcm message (RFC 8188) for a subscription, as RFC 8291 derives its key. */
export function decryptPush(payload: Buffer, subscription: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = payload.subarray(0, 16);
  const recordSize = payload.readUInt32BE(16);
  const idLength = payload[20];
  const serverKey = payload.subarray(21, 21 + idLength);
  const records = payload.subarray(21 + idLength);
  const uaPublic = subscription.ecdh.getPublicKey();
  const ecdhSecret = subscription.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, subscription.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const plain: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += recordSize, seq++) {
    const record = records.subarray(offset, offset + recordSize);
    const iv = Buffer.from(nonce);
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ seq) >>> 0, 8); // the record's sequence number, XORed into the nonce's end
    const decipher = createDecipheriv('aes-128-gcm', cek, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--; // padding, then its delimiter (2: the last record)
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain).toString('utf8');
}

export async function startPushService(clock: () => number = Date.now): Promise<PushServiceStandIn> {
  const subscriptions = new Map<string, Subscription>();
  const refusals: PushServiceStandIn['refusals'] = [];
  let origin = '';
  const server: Server = createServer((req, res) => {
    void (async () => {
      const payload = await body(req);
      const id = /^\/push\/([0-9a-f-]{36})$/.exec(req.url ?? '')?.[1];
      const endpoint = `${origin}${req.url ?? ''}`;
      const refuse = (status: number, reason: string) => {
        refusals.push({ endpoint, status, reason });
        res.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
      };
      const subscription = id ? subscriptions.get(id) : undefined;
      if (req.method !== 'POST') return refuse(405, 'only POST');
      if (!subscription) return refuse(404, 'no such subscription');
      if (subscription.gone) return refuse(410, 'the subscription is gone');
      const failure = subscription.failures.shift();
      if (failure !== undefined) return refuse(failure, 'the push service is unavailable');
      const ttl = Number(req.headers.ttl);
      if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) return refuse(400, 'a TTL header is required');
      if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(400, 'content encoding must be aes128gcm');
      const vapid = vapidRefusal(req.headers.authorization, origin, subscription.applicationServerKey, clock());
      if (vapid) return refuse(vapid.startsWith('the VAPID key') ? 403 : 401, vapid);
      let text: string;
      try {
        text = decryptPush(payload, subscription);
      } catch (error) {
        return refuse(400, `the message does not decrypt: ${(error as Error).message}`);
      }
      subscription.messages.push({
        at: new Date(clock()),
        text,
        ttl,
        ...(typeof req.headers.urgency === 'string' ? { urgency: req.headers.urgency } : {}),
      });
      res.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
    })().catch((error: Error) => res.writeHead(500).end(error.message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idOf = (endpoint: string) => endpoint.slice(`${origin}/push/`.length);

  return {
    origin,
    refusals,
    subscribe(applicationServerKey) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = randomUUID();
      const auth = randomBytes(16);
      subscriptions.set(id, { ecdh, auth, applicationServerKey, gone: false, failures: [], messages: [] });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    messagesFor: (endpoint) => [...(subscriptions.get(idOf(endpoint))?.messages ?? [])],
    expire(endpoint) {
      const subscription = subscriptions.get(idOf(endpoint));
      if (subscription) subscription.gone = true;
    },
    failNext(endpoint, status) {
      subscriptions.get(idOf(endpoint))?.failures.push(status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
