/**
 * What API Gateway and Lambda answer of their own, before or instead of a handler, as the local
 * gateway gives it (local/api-gateway.ts): the route throttle's 429, the JWT authorizer's 401, and
 * the 500 of a function that crashed, ran out of time or was throttled at its reserved concurrency,
 * each in their `{"message": …}` shape. The last three use handlers of the test's own (a handler
 * that throws, hangs or waits for the test): the gateway is what is tested there.
 */
import type { Server } from 'node:http';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { burstLimitOf, routes, timeoutSecondsOf, type Route } from '../../lambdas/routes';
import { createGateway, type Handler } from '../../local/gateway';
import { close, listen } from '../../local/http';
import type { LocalRuntime } from '../../local/runtime';
import { call, startRuntime } from '../support/runtime';

let runtime: LocalRuntime;
let throttleNow = 0;

beforeAll(async () => {
  // The throttles' time stands still unless a test moves it: a bucket is spent exactly.
  runtime = await startRuntime({ throttleClock: () => throttleNow });
});
afterAll(() => runtime?.stop());

const route = (name: string) => (routes as readonly Route[]).find((entry) => entry.name === name)!;
const past = () => Math.floor(Date.now() / 1000) - 60;

describe("the JWT authorizer on the routes that need an account, as API Gateway's", () => {
  it('refuses a call without a token before the function runs: 401 {"message":"Unauthorized"}', async () => {
    expect(await call(runtime, 'get-credits')).toEqual({ status: 401, body: { message: 'Unauthorized' } });
  });

  it.each([
    ['expired', () => runtime.identity.mintAccessToken({ exp: past(), iat: past() - 3600 }), 'the token has expired'],
    [
      'from another issuer',
      () => runtime.identity.mintAccessToken({ iss: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Other' }),
      'the token does not have a valid issuer',
    ],
    [
      'for another app client',
      () => runtime.identity.mintAccessToken({ client_id: 'another-client' }),
      'the token does not have a valid audience',
    ],
    // Garbage that the library quotes in its error: never echoed into a header (it was a crash).
    [
      'whose parts decode to text no header may carry',
      () =>
        ['{"alg":"RS256","kid":"\u00e9\n"}', '{"sub":"\u0001"}'].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.x',
      'the token is not valid',
    ],
  ])('refuses a token %s, saying why in www-authenticate', async (_, token, why) => {
    const response = await fetch(`${runtime.url}/functions/v1/get-credits`, { headers: { authorization: `Bearer ${token()}` } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
    expect(response.headers.get('www-authenticate')).toBe(`Bearer scope="" error="invalid_token" error_description="${why}"`);
  });

  it("lets a good token through to the function, which answers in the game's own shape", async () => {
    const answer = await call(runtime, 'get-credits', { token: runtime.identity.mintAccessToken({ sub: 'authorized-player' }) });
    expect(answer.status).toBe(200);
  });

  it('leaves the routes anyone may call to their handler (no authorizer there)', async () => {
    const answer = await call(runtime, 'load-game-state', { token: 'not-a-token', body: { tzOffset: 0, anonymousId: null } });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toMatch(/sign in again/);
  });
});

describe("a route's throttle, as the stack sets it", () => {
  it('takes its burst at once, then answers 429 {"message":"Too Many Requests"} until its rate refills it', async () => {
    const deleteAccount = route('delete-account');
    const burst = burstLimitOf(deleteAccount);
    const answers = [];
    for (let i = 0; i <= burst; i++) answers.push(await call(runtime, 'delete-account', { body: {} }));
    // The burst reached the authorizer (no token: 401); the one past it never did.
    expect(answers.slice(0, burst).map((answer) => answer.status)).toEqual(Array(burst).fill(401));
    expect(answers[burst]).toEqual({ status: 429, body: { message: 'Too Many Requests' } });
    // One request's worth of its steady rate later, one more gets through.
    throttleNow += 1000 / deleteAccount.rateLimit;
    expect((await call(runtime, 'delete-account', { body: {} })).status).toBe(401);
    expect((await call(runtime, 'delete-account', { body: {} })).status).toBe(429);
    // Other routes have buckets of their own.
    expect((await call(runtime, 'get-helper-prices')).status).toBe(200);
  });
});

describe('a function that fails, as API Gateway answers for it', () => {
  let server: Server;
  let url = '';
  let release: () => void = () => undefined;
  let started = 0;
  const ok = (): APIGatewayProxyStructuredResultV2 => ({ statusCode: 200, body: '{}' });
  let remainingAtStart = 0;
  const handlers: Record<string, Handler> = {
    'get-word-length': () => Promise.reject(new Error('a bug')),
    'get-helper-prices': (_event, context: Context) => {
      remainingAtStart = context.getRemainingTimeInMillis();
      return new Promise(() => undefined); // never answers
    },
    'create-payment-intent': async () => {
      started += 1;
      await new Promise<void>((resolve) => {
        const previous = release;
        release = () => {
          previous();
          resolve();
        };
      });
      return ok();
    },
  };

  beforeAll(async () => {
    server = createGateway({
      webRoot: '/nonexistent',
      runtimeConfig: {},
      log: () => undefined,
      policyOrigins: () => ({ auth: [], connect: [], https: false }),
      environmentOf: () => ({}),
      authorizer: { issuer: runtime.identity.issuer, jwksUri: runtime.identity.jwksUri, audience: [runtime.identity.clientId] },
      handlers,
    });
    url = `http://localhost:${await listen(server, 0, 'PORT')}`;
  });
  afterAll(() => close(server));
  const post = (name: string) =>
    fetch(`${url}/functions/v1/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${runtime.identity.mintAccessToken({ sub: 'crowd' })}` },
      body: '{}',
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }));

  it('answers a function that threw with 500 {"message":"Internal Server Error"}, nothing of the error', async () => {
    const response = await fetch(`${url}/functions/v1/get-word-length?tzOffset=0`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('{"message":"Internal Server Error"}');
  });

  it(
    'gives the function its route’s time, counting down, and answers 500 when it runs out',
    async () => {
      const response = await fetch(`${url}/functions/v1/get-helper-prices`);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: 'Internal Server Error' });
      const timeoutMs = timeoutSecondsOf(route('get-helper-prices')) * 1000;
      expect(remainingAtStart).toBeGreaterThan(0);
      expect(remainingAtStart).toBeLessThanOrEqual(timeoutMs);
    },
    timeoutSecondsOf(route('get-helper-prices')) * 1000 + 30_000,
  );

  it('throttles a function at its reserved concurrency (500), and takes calls again once one ends', async () => {
    const reserved = route('create-payment-intent').reservedConcurrency!;
    const crowd = Array.from({ length: reserved }, () => post('create-payment-intent'));
    await waitFor(() => started === reserved);
    expect(await post('create-payment-intent')).toEqual({ status: 500, body: { message: 'Internal Server Error' } });
    release();
    expect((await Promise.all(crowd)).map((answer) => answer.status)).toEqual(Array(reserved).fill(200));
    const after = post('create-payment-intent');
    await waitFor(() => started === reserved + 1);
    release();
    expect((await after).status).toBe(200);
  });
});

/** Waits for a condition the test cannot await directly (requests in flight inside the gateway). */
async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
