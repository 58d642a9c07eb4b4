/**
 * Posting a push (lambdas/push/web-push.ts) against real HTTP servers on this machine: a push
 * service that redirects is answered as a failure and never followed (an allowed host that
 * redirected would otherwise lead the sender anywhere), and a browser key must be a point of P-256.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { isPushKey } from '../../lambdas/push/push-key';
import { sendWebPush } from '../../lambdas/push/web-push';
import { pushSubscription } from '../support/push';

/** A server answering every request with `answer`, counting what it received. */
async function serving(answer: (url: string) => { status: number; headers?: Record<string, string> }) {
  const received: string[] = [];
  const server: Server = createServer((req, res) => {
    received.push(req.url ?? '');
    req.resume();
    const { status, headers } = answer(req.url ?? '');
    res.writeHead(status, headers).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const { publicKey, privateKey } = webpush.generateVAPIDKeys();
const vapid = { publicKey, privateKey, subject: 'mailto:oncall@example.com' };

describe('sending a push', () => {
  it('answers a redirect as the push service’s failure, and never follows it', async () => {
    const elsewhere = await serving(() => ({ status: 201 }));
    const pushService = await serving(() => ({ status: 307, headers: { location: `${elsewhere.url}/stolen` } }));
    try {
      const outcome = await sendWebPush({ ...pushSubscription(`${pushService.url}/push/abc`) }, '{}', { vapid, ttlSeconds: 60 });
      expect(outcome.status).toBe(307);
      expect(pushService.received).toEqual(['/push/abc']);
      expect(elsewhere.received).toEqual([]);
    } finally {
      await Promise.all([elsewhere.close(), pushService.close()]);
    }
  });

  it('posts to the push service itself when it takes the message', async () => {
    const pushService = await serving(() => ({ status: 201 }));
    try {
      expect(await sendWebPush(pushSubscription(`${pushService.url}/push/def`), '{}', { vapid, ttlSeconds: 60 })).toEqual({ status: 201 });
      expect(pushService.received).toEqual(['/push/def']);
    } finally {
      await pushService.close();
    }
  });
});

describe('a browser push key', () => {
  it('is a point of P-256, as a browser makes it; 65 bytes off the curve are not', () => {
    expect(isPushKey(pushSubscription().keys.p256dh)).toBe(true);
    expect(isPushKey(Buffer.alloc(65, 1).toString('base64url'))).toBe(false);
    expect(isPushKey(Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 0xff)]).toString('base64url'))).toBe(false);
  });
});
