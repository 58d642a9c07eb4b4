/**
 * What no request may do to the local runtime: crash a server (malformed URLs and escapes are 400s),
 * slip the wrong type of number past the API, reach a static path with a write method, or get an
 * answer without the production security headers. And a signed webhook without its payment is a 400.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createConnection } from 'node:net';
import { stripeSignature } from '../../local/payment-provider';
import type { LocalRuntime } from '../../local/runtime';
import { call, newAnonymousId, noonTzOffset, startRuntime } from '../support/runtime';

let runtime: LocalRuntime;
beforeAll(async () => {
  runtime = await startRuntime();
});
afterAll(() => runtime?.stop());

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with its path sent byte for byte (fetch would normalise or refuse these paths). */
function raw(origin: string, path: string, options: { method?: string; host?: string } = {}): Promise<RawAnswer> {
  const url = new URL(origin);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        host: '127.0.0.1',
        port: url.port,
        path,
        method: options.method ?? 'GET',
        headers: { host: options.host ?? url.host },
        rejectUnauthorized: false, // the sign-in stand-in's self-signed certificate
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('no request crashes a local server', () => {
  const servers = () => [
    ['the gateway', runtime.url],
    ['the sign-in stand-in', runtime.identity.origin],
    ['the payment stand-in', runtime.payments?.url ?? ''],
  ];

  it.each(['/%E0%A4%A', '//[', '/functions/v1/%', '/assets/%ZZ.js'])('answers %s with a 4xx, and keeps serving', async (path) => {
    for (const [name, origin] of servers()) {
      const answer = await raw(origin, path);
      expect({ name, status: answer.status }).toEqual({ name, status: expect.any(Number) as number });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    // Every server still answers a normal request.
    expect((await raw(runtime.url, '/')).status).toBe(200);
    expect((await raw(runtime.identity.origin, '/')).status).toBe(200);
    expect((await call(runtime, 'get-word-length', { query: { tzOffset: 0 } })).status).toBe(200);
  });

  it("answers what Node's own HTTP parser refuses (a raw non-ASCII byte in the path) with a JSON 400", async () => {
    const { port } = new URL(runtime.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = createConnection({ host: '127.0.0.1', port: Number(port) }, () =>
        socket.write(Buffer.concat([Buffer.from('GET /'), Buffer.from([0xc3, 0xa9]), Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n')])),
      );
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ error: 'Malformed request' });
    expect((await raw(runtime.url, '/')).status).toBe(200);
  });

  it('names a malformed path as such, in JSON', async () => {
    const answer = await raw(runtime.url, '/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Malformed escape in the request path' });
    expect((await raw(runtime.url, '//[')).body).toContain('Malformed request URL');
  });
});

describe('static paths answer reads only', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s /privacy is 405, allowing GET and HEAD', async (method) => {
    const answer = await raw(runtime.url, '/privacy', { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });

  it('GET and HEAD still work', async () => {
    expect((await raw(runtime.url, '/privacy')).status).toBe(200);
    const head = await raw(runtime.url, '/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });
});

describe('a HEAD with a body, on a kept-alive connection', () => {
  /** Two requests on one socket, the first a HEAD carrying a body: everything the server sent back, as text. */
  const twoOnOneSocket = (path: string) =>
    new Promise<string>((resolve, reject) => {
      const url = new URL(runtime.url);
      const socket = createConnection({ host: '127.0.0.1', port: Number(url.port) });
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
      socket.on('error', reject);
      const body = '{"guess":"crane","tzOffset":0}';
      socket.write(
        `HEAD ${path} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}` +
          `GET /functions/v1/get-word-length?tzOffset=0 HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`,
      );
    });

  it.each(['/functions/v1/submit-guess', '/functions/v1/no-such-call', '/', '/privacy', '/no-such-page'])(
    'is answered without a body on %s, and the next request on the socket is answered as sent',
    async (path) => {
      const text = await twoOnOneSocket(path);
      const answers = text.split(/(?=HTTP\/1\.1 \d{3} )/);
      expect(answers).toHaveLength(2);
      // The HEAD's answer ends with its headers: the next bytes are the next answer's status line.
      expect(answers[0].endsWith('\r\n\r\n')).toBe(true);
      expect(answers[1]).toMatch(/^HTTP\/1\.1 200 /);
      expect(answers[1]).toContain('"wordLength"');
    },
    60_000,
  );
});

describe('the production security headers, on pages and on calls', () => {
  it.each(['/', '/privacy', '/config.json', '/functions/v1/get-word-length?tzOffset=0'])('%s', async (path) => {
    const { headers } = await raw(runtime.url, path);
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain(runtime.identity.origin); // sign-in is allowed, as Cognito is in AWS
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('numbers are numbers', () => {
  const anonymousId = newAnonymousId();

  it.each([[''], [true], [null], [[720]], [' 60 '], ['60'], [1.5], [{}]])(
    'load-game-state refuses tzOffset %j with a 400 naming it',
    async (tzOffset) => {
      const answer = await call<{ error: string }>(runtime, 'load-game-state', { body: { tzOffset, anonymousId } });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain('tzOffset');
    },
  );

  it.each([' 60 ', '1e2', '0x3c', '60.0', '', '+60', 'sixty'])('get-word-length refuses tzOffset=%j', async (tzOffset) => {
    const answer = await call<{ error: string }>(runtime, 'get-word-length', { query: { tzOffset } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain('tzOffset');
  });

  it('takes integer literals, signed or not', async () => {
    for (const tzOffset of ['60', '-330', '0', String(noonTzOffset())]) {
      expect((await call(runtime, 'get-word-length', { query: { tzOffset } })).status).toBe(200);
    }
  });

  it('submit-guess refuses a tzOffset or wordLength given as a string', async () => {
    const answer = await call<{ error: string }>(runtime, 'submit-guess', {
      body: { guess: 'crane', wordLength: '5', tzOffset: '0', anonymousId },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/wordLength|tzOffset/);
  });
});

describe('a signed webhook event without its payment', () => {
  const deliver = (event: object) => {
    const payload = JSON.stringify(event);
    return call<{ error?: string }>(runtime, 'stripe-webhook', {
      rawBody: payload,
      headers: { 'stripe-signature': stripeSignature(payload) },
    });
  };

  it.each([
    ['no data at all', { id: 'evt_1', type: 'payment_intent.succeeded' }],
    ['no object', { id: 'evt_2', type: 'payment_intent.succeeded', data: {} }],
    ['an object of another kind', { id: 'evt_3', type: 'payment_intent.succeeded', data: { object: { id: 'ch_1', object: 'charge' } } }],
    [
      'an amount that is not a number',
      {
        id: 'evt_4',
        type: 'payment_intent.payment_failed',
        data: { object: { id: 'pi_1', object: 'payment_intent', amount: 'lots', currency: 'usd' } },
      },
    ],
  ])('is a 400 (%s), never a 500', async (_, event) => {
    const answer = await deliver(event);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain(event.id);
  });

  it('other event types are still acknowledged and ignored', async () => {
    expect((await deliver({ id: 'evt_5', type: 'customer.created', data: { object: { id: 'cus_1' } } })).status).toBe(200);
  });
});
