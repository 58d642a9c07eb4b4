/**
 * Each function sees only its own variables and secrets, and keeps a secret only as long as it should.
 * In AWS every route is its own function: a route reading the word secret or the Stripe key it was not
 * given fails there. Locally all routes share one process, so the gateway runs each in its function's
 * environment (runAsFunction); these cases fail with a process-wide configuration or cache.
 *
 * The AWS Parameters and Secrets Lambda Extension only runs inside Lambda: a small HTTP server
 * stands in for it here, answering GetSecretValue as the extension does (its documented shape).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetConfig, runAsFunction } from '../../lambdas/config';
import { functionEnvironment, scheduledFunctionEnvironment, type EnvironmentParts } from '../../lambdas/function-environment';
import { scheduledFunctions } from '../../lambdas/scheduled';
import { stripe, webhookSecret } from '../../lambdas/payments/stripe';
import { routes, type Route } from '../../lambdas/routes';
import { forgetSecrets } from '../../lambdas/secrets/read-secret';
import { STRIPE_SECRET_MAX_AGE_MS } from '../../lambdas/secrets/stripe';
import { wordSecret } from '../../lambdas/secrets/word-secret';

const STRIPE_SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:cipherword-test-stripe-AbCdEf';
let stripeSecret = { secretKey: 'sk_test_first', webhookSecret: 'whsec_first' };
let extension: Server;
let extensionPort = '';

beforeAll(async () => {
  extension = createServer((req, res) => {
    const secretId = new URL(req.url ?? '/', 'http://localhost').searchParams.get('secretId');
    if (secretId !== STRIPE_SECRET_ARN || !req.headers['x-aws-parameters-secrets-token']) {
      res.writeHead(400).end('unknown secret');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ Name: 'stripe', SecretString: JSON.stringify(stripeSecret) }));
  });
  await new Promise<void>((resolve) => extension.listen(0, '127.0.0.1', resolve));
  extensionPort = String((extension.address() as AddressInfo).port);
});
afterAll(() => new Promise<void>((resolve) => extension.close(() => resolve())));
beforeEach(() => {
  resetConfig();
  forgetSecrets();
});
afterEach(() => jest.restoreAllMocks());

const routeNamed = (name: string) => (routes as readonly Route[]).find((route) => route.name === name)!;
// What Lambda itself puts in every function's environment to reach the extension.
const lambdaRuntime = () => ({ AWS_SESSION_TOKEN: 'session-token-of-the-function', PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: extensionPort });
const parts = (): EnvironmentParts => ({
  all: { TABLE_NAME: 'cipherword-test', AUTH_ISSUER: 'https://issuer.example', ...lambdaRuntime() },
  words: { WORD_SECRET: 'word-secret-of-the-words-routes' },
  stripe: { STRIPE_SECRET_ARN },
  users: { USER_POOL_ID: 'eu-west-1_pool' },
  push: { VAPID_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:cipherword-test-vapid-AbCdEf' },
});
// One environment object per function, as the gateway keeps it: its container's values hang on it.
const environments = new Map<string, Record<string, string>>();
const asRoute = <T>(name: string, run: () => Promise<T>) => {
  if (!environments.has(name)) environments.set(name, functionEnvironment(routeNamed(name), parts()));
  return runAsFunction(environments.get(name)!, run);
};

describe('each route runs with its own function environment', () => {
  it('gives a variable only to the routes that declare its need, as the stack does', () => {
    for (const route of routes as readonly Route[]) {
      const env = functionEnvironment(route, parts());
      expect([route.name, 'WORD_SECRET' in env]).toEqual([route.name, route.words]);
      expect([route.name, 'STRIPE_SECRET_ARN' in env]).toEqual([route.name, route.stripe]);
      expect([route.name, 'USER_POOL_ID' in env]).toEqual([route.name, Boolean(route.deletesUsers)]);
      expect(env.TABLE_NAME).toBe('cipherword-test');
      expect([route.name, 'VAPID_SECRET_ARN' in env, 'TABLE_PATIENCE' in env]).toEqual([route.name, false, false]);
    }
  });

  it('gives a schedule’s function the VAPID keys if it sends pushes, and the patient table calls no player waits on', () => {
    for (const fn of scheduledFunctions) {
      const env = scheduledFunctionEnvironment(fn, parts());
      expect([fn.name, 'VAPID_SECRET_ARN' in env, env.TABLE_PATIENCE, env.TABLE_NAME]).toEqual([
        fn.name,
        fn.push,
        'background',
        'cipherword-test',
      ]);
      expect('WORD_SECRET' in env || 'STRIPE_SECRET_ARN' in env).toBe(false);
    }
  });

  it('refuses the word secret to a route without words, even after a route with words has read it', async () => {
    const withWords = (routes as readonly Route[]).find((route) => route.words)!;
    const withoutWords = (routes as readonly Route[]).find((route) => !route.words)!;
    await expect(asRoute(withWords.name, wordSecret)).resolves.toBe('word-secret-of-the-words-routes');
    await expect(asRoute(withoutWords.name, wordSecret)).rejects.toThrow('WORD_SECRET or WORD_SECRET_ARN is required');
  });

  it("does not lend a payment route's Stripe client or webhook secret to another route", async () => {
    await expect(asRoute('create-payment-intent', stripe)).resolves.toBeDefined();
    await expect(asRoute('stripe-webhook', webhookSecret)).resolves.toBe('whsec_first');
    await expect(asRoute('get-credits', stripe)).rejects.toThrow('Stripe is not configured');
    await expect(asRoute('get-credits', webhookSecret)).rejects.toThrow('Stripe is not configured');
  });
});

describe('a rolled Stripe key reaches a warm container', () => {
  afterEach(() => {
    stripeSecret = { secretKey: 'sk_test_first', webhookSecret: 'whsec_first' };
  });

  it('keeps the client for the secret’s time to live, then reads the secret again and makes a client of the new key', async () => {
    const now = jest.spyOn(Date, 'now');
    const start = Date.parse('2026-11-27T03:00:00Z');
    now.mockReturnValue(start);
    const first = await asRoute('create-payment-intent', stripe);

    stripeSecret = { secretKey: 'sk_test_rolled', webhookSecret: 'whsec_rolled' };
    now.mockReturnValue(start + STRIPE_SECRET_MAX_AGE_MS - 1);
    expect(await asRoute('create-payment-intent', stripe)).toBe(first);
    expect(await asRoute('create-payment-intent', webhookSecret)).toBe('whsec_first');

    now.mockReturnValue(start + STRIPE_SECRET_MAX_AGE_MS);
    const second = await asRoute('create-payment-intent', stripe);
    expect(second).not.toBe(first);
    expect(await asRoute('create-payment-intent', webhookSecret)).toBe('whsec_rolled');
    expect(await asRoute('create-payment-intent', stripe)).toBe(second);
  });
});
