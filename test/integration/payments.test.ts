/**
 * Buying credits, on DynamoDB Local: the packages on sale, PaymentIntents created through the real
 * Stripe SDK against the local payment provider (an HTTP server in Stripe's shapes: Stripe's servers
 * cannot be reached here), and the webhook with events signed as Stripe signs them (local/payment-provider.ts).
 */
import { randomUUID } from 'node:crypto';
import type { CreatePaymentIntentResponse, CreditPackagesResponse } from '../../lambdas/contracts/payments';
import { DEFAULT_CREDIT_PACKAGES } from '../../lambdas/domain/rules';
import { accountStore } from '../../lambdas/store/accounts';
import { packageStore } from '../../lambdas/store/packages';
import { stripeEvent, stripeSignature, succeededIntent } from '../../local/payment-provider';
import type { LocalRuntime } from '../../local/runtime';
import { call } from '../support/runtime';
import { startRuntimeWithIssuer, type TestIssuer } from '../support/tokens';

let runtime: LocalRuntime;
let issuer: TestIssuer;
let stop: () => Promise<void>;
const users: string[] = [];

beforeAll(async () => {
  ({ runtime, issuer, stop } = await startRuntimeWithIssuer());
});
afterAll(() => stop?.());

/** The ledger of every test user sums to their balance at the end of every test. */
afterEach(async () => {
  for (const sub of users.splice(0)) {
    const [ledger, profile] = await Promise.all([accountStore.ledger(sub), accountStore.getProfile(sub)]);
    expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(profile?.credits ?? 0);
  }
});

/** A signed-in player with a profile (5 credits), as after their first call. */
async function newPlayer() {
  const sub = `buyer-${randomUUID()}`;
  users.push(sub);
  const token = issuer.token({ sub });
  expect((await call(runtime, 'get-credits', { token })).status).toBe(200);
  return { sub, token };
}
const balanceOf = async (sub: string) => (await accountStore.getProfile(sub))?.credits;

const succeededEvent = (sub: string, options: { packageId?: string; credits?: number; intentId?: string; eventId?: string } = {}) => {
  const pkg = DEFAULT_CREDIT_PACKAGES[0];
  const paid = { ...pkg, id: options.packageId ?? pkg.id, credits: options.credits ?? pkg.credits };
  return stripeEvent('payment_intent.succeeded', succeededIntent(sub, paid, options.intentId), options.eventId);
};

function deliver(event: object, options: { secret?: string; timestamp?: number; body?: string; signature?: string | null } = {}) {
  const payload = JSON.stringify(event);
  const signature = options.signature === undefined ? stripeSignature(payload, options) : options.signature;
  return fetch(`${runtime.url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    body: options.body ?? payload,
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as { error?: string } }));
}

describe('get-credit-packages', () => {
  it('lists only active packages, cheapest first, with their prices in cents', async () => {
    await packageStore.put({ id: 'retired', name: 'Old Pack', credits: 3, price_cents: 99, currency: 'usd', active: false });
    await packageStore.put({ id: 'pack-zz-cheap', name: 'Cheap Pack', credits: 2, price_cents: 99, currency: 'usd', active: true });
    const { status, body } = await call<CreditPackagesResponse>(runtime, 'get-credit-packages');
    expect(status).toBe(200);
    expect(body.packages.map((p) => p.id)).toEqual(['pack-zz-cheap', ...DEFAULT_CREDIT_PACKAGES.map((p) => p.id)]);
    expect(body.packages[1]).toEqual({ id: 'pack-10', name: 'Starter Cache', credits: 10, price_cents: 199, currency: 'usd' });
    await packageStore.put({ id: 'pack-zz-cheap', name: 'Cheap Pack', credits: 2, price_cents: 99, currency: 'usd', active: false });
  });
});

describe('create-payment-intent', () => {
  const create = (token: string | undefined, body: Record<string, unknown>) =>
    call<CreatePaymentIntentResponse & { error?: string }>(runtime, 'create-payment-intent', { token, body });

  it("charges the server's price for the package, with metadata and an idempotency key", async () => {
    const { sub, token } = await newPlayer();
    const before = runtime.payments!.requests.length;
    // A client-sent amount is ignored: only the package id counts.
    const answer = await create(token, { packageId: 'pack-30', amount: 1, checkoutId: randomUUID() });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ amount: 499, currency: 'usd', credits: 30 });
    expect(answer.body.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const [sent] = runtime.payments!.requests.slice(before);
    expect(sent.path).toBe('/v1/payment_intents');
    expect(sent.params.get('amount')).toBe('499');
    expect(sent.params.get('currency')).toBe('usd');
    expect(sent.params.get('metadata[sub]')).toBe(sub);
    expect(sent.params.get('metadata[packageId]')).toBe('pack-30');
    expect(sent.params.get('metadata[credits]')).toBe('30');
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('creates one PaymentIntent for a doubled request of one checkout, and a new one for the next checkout', async () => {
    const { token } = await newPlayer();
    const checkoutId = randomUUID();
    const [first, second] = await Promise.all([
      create(token, { packageId: 'pack-10', checkoutId }),
      create(token, { packageId: 'pack-10', checkoutId }),
    ]);
    expect(first.body.paymentIntentId).toBe(second.body.paymentIntentId);
    const next = await create(token, { packageId: 'pack-10', checkoutId: randomUUID() });
    expect(next.body.paymentIntentId).not.toBe(first.body.paymentIntentId);
  });

  it('refuses an unknown or retired package with a 400 naming packageId, and anonymous callers with a 401', async () => {
    const { token } = await newPlayer();
    const unknown = await create(token, { packageId: 'pack-1000000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain('packageId');
    await packageStore.put({ id: 'retired-2', name: 'Old', credits: 1, price_cents: 100, currency: 'usd', active: false });
    expect((await create(token, { packageId: 'retired-2' })).status).toBe(400);
    expect((await create(token, {})).body.error).toContain('packageId');
    expect((await create(undefined, { packageId: 'pack-10' })).status).toBe(401);
  });
});

describe('stripe-webhook', () => {
  it('credits a succeeded payment once, however often the same event arrives', async () => {
    const { sub } = await newPlayer();
    const event = succeededEvent(sub);
    for (let i = 0; i < 5; i++) expect((await deliver(event)).status).toBe(200);
    expect(await balanceOf(sub)).toBe(5 + 10);
    // The same payment in another event (Stripe may send duplicates with new ids), concurrently:
    const replays = await Promise.all(Array.from({ length: 5 }, () => deliver({ ...event, id: `evt_dup_${randomUUID()}` })));
    expect(replays.every((r) => r.status === 200)).toBe(true);
    expect(await balanceOf(sub)).toBe(15);
    expect((await accountStore.ledger(sub)).filter((e) => e.reason === 'purchase')).toHaveLength(1);
  });

  it('credits 20 distinct payments delivered at once, each exactly once', async () => {
    const { sub } = await newPlayer();
    const events = Array.from({ length: 20 }, () => succeededEvent(sub));
    const answers = await Promise.all(events.map((event) => deliver(event)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await balanceOf(sub)).toBe(5 + 20 * 10);
    expect((await accountStore.ledger(sub)).filter((e) => e.reason === 'purchase')).toHaveLength(20);
  });

  it('grants nothing for a forged, stale, tampered or unsigned event (400)', async () => {
    const { sub } = await newPlayer();
    const event = succeededEvent(sub);
    const forged = await deliver(event, { secret: 'whsec_someone_else' });
    const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });
    const tampered = await deliver(event, { body: JSON.stringify(succeededEvent(sub, { credits: 1000, intentId: event.data.object.id })) });
    const unsigned = await deliver(event, { signature: null });
    for (const answer of [forged, stale, tampered, unsigned]) expect(answer.status).toBe(400);
    expect(unsigned.body.error).toContain('Stripe-Signature');
    expect(await balanceOf(sub)).toBe(5);
    // The genuine event still counts afterwards.
    expect((await deliver(event)).status).toBe(200);
    expect(await balanceOf(sub)).toBe(15);
  });

  it('answers 200 (so Stripe stops retrying) and grants nothing for an unknown package or user', async () => {
    const { sub } = await newPlayer();
    expect((await deliver(succeededEvent(sub, { packageId: 'no-such-pack' }))).status).toBe(200);
    expect(await balanceOf(sub)).toBe(5);
    const stranger = `never-signed-in-${randomUUID()}`;
    expect((await deliver(succeededEvent(stranger))).status).toBe(200);
    expect(await accountStore.getProfile(stranger)).toBeUndefined();
  });

  it("credits once whatever the order of a payment's events (a failed attempt, the success, a late failure, a replay)", async () => {
    const { sub } = await newPlayer();
    const succeeded = succeededEvent(sub);
    const failed = (id: string) => ({ ...succeeded, id, type: 'payment_intent.payment_failed' });
    for (const event of [failed('evt_fail_1'), succeeded, failed('evt_fail_2'), succeeded]) expect((await deliver(event)).status).toBe(200);
    expect(await balanceOf(sub)).toBe(15);
  });

  it('records a failed payment without granting, and ignores other event types', async () => {
    const { sub } = await newPlayer();
    const failed = { ...succeededEvent(sub), type: 'payment_intent.payment_failed' };
    expect((await deliver(failed)).status).toBe(200);
    expect((await deliver({ ...succeededEvent(sub), type: 'charge.updated' })).status).toBe(200);
    expect(await balanceOf(sub)).toBe(5);
  });

  it('credits a checkout end to end: intent from the handler, card paid at the provider, event signed and delivered', async () => {
    const { sub, token } = await newPlayer();
    const intent = await call<CreatePaymentIntentResponse>(runtime, 'create-payment-intent', {
      token,
      body: { packageId: 'pack-75', checkoutId: randomUUID() },
    });
    const paid = await fetch(`${runtime.payments!.url}/v1/payment_intents/${intent.body.paymentIntentId}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_secret: intent.body.clientSecret,
        card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
      }),
    });
    expect(paid.status).toBe(200);
    // Delivery is asynchronous, as Stripe's: wait until the provider has seen the webhook's answer.
    const delivered = () => runtime.payments!.deliveries.find((d) => d.intentId === intent.body.paymentIntentId);
    await waitFor(() => delivered() !== undefined);
    expect(delivered()).toMatchObject({ type: 'payment_intent.succeeded', status: 200 });
    expect(await balanceOf(sub)).toBe(80);
  });
});

/** Polls a condition the system reaches asynchronously (no fixed sleep). */
async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
