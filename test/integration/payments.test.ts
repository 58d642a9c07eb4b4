/**
 * Buying credits, on DynamoDB Local: the packages on sale, PaymentIntents created through the real
 * Stripe SDK against the local payment provider (an HTTP server in Stripe's shapes: Stripe's servers
 * cannot be reached here), and the webhook with events built from Stripe's published fixture objects
 * and signed as Stripe signs them (test/support/stripe-fixtures.ts): what was paid is credited once,
 * anything else refused, and refunds and disputes take the credits back exactly once, in any order.
 */
import { randomUUID } from 'node:crypto';
import type { ArchiveResponse } from '../../lambdas/contracts/archive';
import type { CreatePaymentIntentResponse, CreditPackagesResponse } from '../../lambdas/contracts/payments';
import { BELOW_ZERO_REFUSAL, DEFAULT_CREDIT_PACKAGES, type CreditPackage } from '../../lambdas/domain/rules';
import { accountStore } from '../../lambdas/store/accounts';
import { packageStore } from '../../lambdas/store/packages';
import { paymentStore } from '../../lambdas/store/payments';
import { keys } from '../../lambdas/store/keys';
import { profileStore } from '../../lambdas/store/profiles';
import { documentClient, tableName } from '../../lambdas/store/table';
import { ACCOUNT_DELETED, SERVICE_BUSY } from '../../lambdas/errors';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { LocalRuntime } from '../../local/runtime';
import { call, finalAnswer, newViewerAddress, noonTzOffset } from '../support/runtime';
import {
  dispute,
  fixtureEvent,
  fixturePayment,
  newDisputeId,
  paidIntent,
  published,
  refundedCharge,
  signed,
  type FixturePayment,
} from '../support/stripe-fixtures';
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
const ledgerOf = (sub: string) => accountStore.ledger(sub);

const STARTER = DEFAULT_CREDIT_PACKAGES[0]; // 10 credits for 199 usd cents

/** A PaymentIntent this server made for `pkg` (its order recorded, as create-payment-intent records it). */
async function ordered(sub: string, pkg: CreditPackage = STARTER): Promise<FixturePayment> {
  const payment = fixturePayment(pkg.price_cents, pkg.currency);
  await paymentStore.recordOrder(
    payment.intentId,
    { sub, packageId: pkg.id, credits: pkg.credits, amount: pkg.price_cents, currency: pkg.currency },
    new Date(),
  );
  return payment;
}

/** Stripe's events about one payment, from the fixtures. */
const events = (payment: FixturePayment, sub: string) => ({
  succeeded: (overrides: Record<string, unknown> = {}) =>
    fixtureEvent(
      'payment_intent.succeeded',
      paidIntent(payment, { metadata: { sub, packageId: STARTER.id, credits: '10' }, ...overrides }),
    ),
  refunded: (amountRefunded: number) => fixtureEvent('charge.refunded', refundedCharge(payment, amountRefunded)),
  disputeCreated: (disputeId: string) => fixtureEvent('charge.dispute.created', dispute(payment, disputeId, 'needs_response')),
  disputeClosed: (disputeId: string, status: 'won' | 'lost') => fixtureEvent('charge.dispute.closed', dispute(payment, disputeId, status)),
});

function deliver(event: object | string, options: { secret?: string; timestamp?: number; body?: string; signature?: string | null } = {}) {
  const { payload, signature: made } = signed(event as Record<string, unknown>, options);
  const signature = options.signature === undefined ? made : options.signature;
  return fetch(`${runtime.url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    body: options.body ?? payload,
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as { error?: string } }));
}

/** Delivers each event in turn; every one must be acknowledged (200), so Stripe does not retry it. */
async function deliverAll(list: (object | string)[]) {
  for (const event of list) expect(await deliver(event)).toMatchObject({ status: 200 });
}

/** The ledger sums to the balance, checked right after a case (the afterEach checks it again at the end). */
async function expectLedgerEqualsBalance(sub: string) {
  const [ledger, balance] = await Promise.all([ledgerOf(sub), balanceOf(sub)]);
  expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(balance);
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
    // What it sells is recorded before anyone can pay: the webhook grants exactly this.
    const { order } = await paymentStore.load(answer.body.paymentIntentId);
    expect(order).toEqual({ sub, packageId: 'pack-30', credits: 30, amount: 499, currency: 'usd' });
  });

  it("keeps a flooding player to their share (5 a minute, from any addresses): another player's checkout succeeds meanwhile", async () => {
    const midMinute = Math.floor(Date.now() / 60_000) * 60_000 + 30_000; // no minute turns during the flood
    runtime.setClock(() => midMinute);
    try {
      const [flooder, buyer] = [await newPlayer(), await newPlayer()];
      const askedBefore = runtime.payments!.requests.length;
      // Sixty checkouts at once, each from another address: no address-based limit sees them as one.
      const flood = Array.from({ length: 60 }, () =>
        call<{ error?: string }>(runtime, 'create-payment-intent', {
          token: flooder.token,
          from: newViewerAddress(),
          body: { packageId: 'pack-10', checkoutId: randomUUID() },
        }),
      );
      // The buyer's app sends a checkout again past a gateway's 500 (web/src/lib/api.ts: it is idempotent by checkoutId).
      // A 500 here is Lambda refusing past the function's reserved concurrency, which the flood fills: the buyer
      // tries again each time one of the flood's calls is answered (its slot freed), and once more after the last.
      const pending = new Set(flood);
      for (const call of flood) void call.finally(() => pending.delete(call));
      const checkoutId = randomUUID();
      const checkout = async () => {
        for (;;) {
          const answer = await create(buyer.token, { packageId: 'pack-10', checkoutId });
          if (answer.status !== 500 || pending.size === 0) return answer;
          await Promise.race(pending);
        }
      };
      const [answers, bought] = await Promise.all([Promise.all(flood), checkout()]);
      expect(bought.status).toBe(200);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
      // Refused by the per-player limit (429), by Lambda when more ran at once than the function's
      // reserved concurrency (API Gateway's 500), or, on a busy machine, as the table was too slow to
      // answer in time (503, "try again"): in no case did anything run (Stripe's count below).
      const refused = answers.filter((answer) => answer.status !== 200);
      const limited = refused.filter((answer) => answer.status === 429);
      const concurrency = { status: 500, body: { message: 'Internal Server Error' } };
      const busy = { status: 503, body: { error: SERVICE_BUSY, reason: 'service-busy' } };
      for (const answer of refused.filter((answer) => answer.status !== 429)) expect([concurrency, busy]).toContainEqual(answer);
      expect(limited[0].body.error).toBe('Too many create-payment-intent calls: one player may make 5 a minute. Try again in a minute.');
      // Stripe was asked only for what was let through: the flooder's five and the buyer's one.
      expect(runtime.payments!.requests.length - askedBefore).toBe(6);
    } finally {
      runtime.setClock();
    }
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

  // Stripe refuses a reused key with other parameters (400): the key holds them.
  it('makes a new PaymentIntent at the new price when a checkout is sent again after its package was re-priced', async () => {
    const { token } = await newPlayer();
    const pkg = { id: `pack-re-${randomUUID()}`, name: 'Repriced Pack', credits: 3, price_cents: 99, currency: 'usd', active: true };
    await packageStore.put(pkg);
    const checkoutId = randomUUID();
    const first = await create(token, { packageId: pkg.id, checkoutId });
    await packageStore.put({ ...pkg, price_cents: 149 });
    const again = await create(token, { packageId: pkg.id, checkoutId });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toMatchObject({ amount: 149 });
    expect(again.body.paymentIntentId).not.toBe(first.body.paymentIntentId);
    await packageStore.put({ ...pkg, active: false });
  });

  it('answers one checkout sent twice while Stripe is slow with one PaymentIntent, or a 409 to try again: never a 5xx', async () => {
    const { token } = await newPlayer();
    const checkoutId = randomUUID();
    const before = runtime.payments!.requests.length;
    runtime.payments!.setCreateDelay(1_500); // the second send meets the first in flight: Stripe answers it 409
    try {
      const answers = await Promise.all([
        create(token, { packageId: 'pack-10', checkoutId }),
        create(token, { packageId: 'pack-10', checkoutId }),
      ]);
      expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
      const made = new Set(answers.filter((answer) => answer.status === 200).map((answer) => answer.body.paymentIntentId));
      expect(made.size).toBe(1);
      const keys = new Set(runtime.payments!.requests.slice(before).map((request) => request.idempotencyKey));
      expect(keys.size).toBe(1);
    } finally {
      runtime.payments!.setCreateDelay(0);
    }
  });

  it("answers the player itself when Stripe hangs past the function's timeout (not the gateway's 500), recording no order", async () => {
    const { sub, token } = await newPlayer();
    runtime.payments!.setCreateDelay(60_000); // far past the route's 10 s
    try {
      const answer = await create(token, { packageId: 'pack-10', checkoutId: randomUUID() });
      expect([409, 502]).toContain(answer.status);
      expect(answer.body.error).toMatch(/payment provider is unavailable|already being prepared/);
      expect(await paymentStore.orderIdsOf(sub)).toEqual([]);
    } finally {
      runtime.payments!.setCreateDelay(0);
    }
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

describe('stripe-webhook: credits what was paid', () => {
  it('credits a succeeded payment once, however often the same event arrives', async () => {
    const { sub } = await newPlayer();
    const event = events(await ordered(sub), sub).succeeded();
    for (let i = 0; i < 5; i++) expect((await deliver(event)).status).toBe(200);
    expect(await balanceOf(sub)).toBe(5 + 10);
    // The same payment in another event (Stripe may send duplicates with new ids), concurrently:
    const replays = await Promise.all(Array.from({ length: 5 }, () => deliver({ ...event, id: `evt_dup_${randomUUID()}` })));
    expect(replays.every((r) => r.status === 200)).toBe(true);
    expect(await balanceOf(sub)).toBe(15);
    expect((await ledgerOf(sub)).filter((e) => e.reason === 'purchase')).toHaveLength(1);
  });

  it('credits 20 distinct payments delivered at once, each exactly once', async () => {
    const { sub } = await newPlayer();
    const payments = await Promise.all(Array.from({ length: 20 }, () => ordered(sub)));
    // Conflicts made certain: the first credit to commit holds the buyer's items until 5 other writes
    // have met it (TransactionConflict), as in AWS; every delivery is still answered 200, once.
    const conflicts = () => runtime.strict.counts.transactionConflicts + runtime.strict.counts.writeConflicts;
    const conflictsBefore = conflicts();
    runtime.strict.holdUntilConflicts(5);
    // Each delivery's final answer: Stripe sends a 503 (contention outlasting the function's time) again.
    const answers = await Promise.all(payments.map((payment) => finalAnswer(() => deliver(events(payment, sub).succeeded()))));
    expect(conflicts() - conflictsBefore).toBeGreaterThanOrEqual(5);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await balanceOf(sub)).toBe(5 + 20 * 10);
    expect((await ledgerOf(sub)).filter((e) => e.reason === 'purchase')).toHaveLength(20);
  });

  it("grants the order's credits, never the metadata's", async () => {
    const { sub } = await newPlayer();
    for (const credits of ['1000000', '0x10', '9007199254740993', '-5', 'ten']) {
      const event = events(await ordered(sub), sub).succeeded({ metadata: { sub: 'someone-else', packageId: 'pack-75', credits } });
      expect((await deliver(event)).status).toBe(200);
    }
    expect(await balanceOf(sub)).toBe(5 + 5 * 10);
    await expectLedgerEqualsBalance(sub);
  });

  /** Each tampered event is signed with the real secret: only what it says is wrong. */
  const tampered: [string, (sub: string) => object | Promise<object>][] = [
    [
      'an amount of 1 in JPY for a package priced 199 in USD',
      async (sub) => events(await ordered(sub), sub).succeeded({ amount: 1, amount_received: 1, currency: 'jpy' }),
    ],
    ['less received than the price', async (sub) => events(await ordered(sub), sub).succeeded({ amount_received: 198 })],
    ['the right amount in another currency', async (sub) => events(await ordered(sub), sub).succeeded({ currency: 'eur' })],
    [
      'status requires_payment_method with nothing received',
      async (sub) => events(await ordered(sub), sub).succeeded({ status: 'requires_payment_method', amount_received: 0 }),
    ],
    ['status processing (not paid yet)', async (sub) => events(await ordered(sub), sub).succeeded({ status: 'processing' })],
    [
      'metadata.credits "1000000" on a PaymentIntent this server did not make',
      (sub) => events(fixturePayment(199, 'usd'), sub).succeeded({ metadata: { sub, packageId: 'pack-10', credits: '1000000' } }),
    ],
    [
      'a retired package on a PaymentIntent this server did not make',
      async (sub) => {
        await packageStore.put({ id: 'retired-500', name: 'Old Vault', credits: 500, price_cents: 199, currency: 'usd', active: false });
        return events(fixturePayment(199, 'usd'), sub).succeeded({ metadata: { sub, packageId: 'retired-500', credits: '500' } });
      },
    ],
    [
      'metadata.credits "0x10" on a PaymentIntent this server did not make',
      (sub) => events(fixturePayment(199, 'usd'), sub).succeeded({ metadata: { sub, packageId: 'pack-10', credits: '0x10' } }),
    ],
    [
      'metadata.credits "9007199254740993" on a PaymentIntent this server did not make',
      (sub) => events(fixturePayment(199, 'usd'), sub).succeeded({ metadata: { sub, packageId: 'pack-10', credits: '9007199254740993' } }),
    ],
    [
      'Stripe’s fixture PaymentIntent as published (unpaid, no metadata)',
      () => fixtureEvent('payment_intent.succeeded', published('payment_intent')),
    ],
  ];

  it.each(tampered)('refuses %s: 200, nothing credited', async (_, make) => {
    const { sub } = await newPlayer();
    const answer = await deliver(await make(sub));
    expect(answer).toEqual({ status: 200, body: { received: true } });
    expect(await balanceOf(sub)).toBe(5);
    expect((await ledgerOf(sub)).map((entry) => entry.reason)).toEqual(['grant']);
  });

  it('answers a huge amount_received with a 400 naming it, never a 500', async () => {
    const { sub } = await newPlayer();
    const payment = await ordered(sub);
    const raw = JSON.stringify(events(payment, sub).succeeded()).replace('"amount_received":199', '"amount_received":9007199254740993');
    const answer = await deliver(raw);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain('amount_received');
    expect(await balanceOf(sub)).toBe(5);
  });

  it('grants nothing for a forged, stale, tampered or unsigned event (400)', async () => {
    const { sub } = await newPlayer();
    const event = events(await ordered(sub), sub).succeeded();
    const forged = await deliver(event, { secret: 'whsec_someone_else' });
    const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });
    const tamperedBody = await deliver(event, { body: JSON.stringify({ ...event, id: 'evt_other' }) });
    const unsigned = await deliver(event, { signature: null });
    for (const answer of [forged, stale, tamperedBody, unsigned]) expect(answer.status).toBe(400);
    expect(unsigned.body.error).toContain('Stripe-Signature');
    expect(await balanceOf(sub)).toBe(5);
    // The genuine event still counts afterwards.
    expect((await deliver(event)).status).toBe(200);
    expect(await balanceOf(sub)).toBe(15);
  });

  it('answers 200 (so Stripe stops retrying) and grants nothing for a user without a profile', async () => {
    const stranger = `never-signed-in-${randomUUID()}`;
    const payment = fixturePayment(199, 'usd');
    // No order is recorded for an account that is not live any more: this one is as an older server left it.
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.order(payment.intentId), sub: stranger, packageId: 'pack-10', credits: 10, amount: 199, currency: 'usd' },
      }),
    );
    expect((await deliver(events(payment, stranger).succeeded())).status).toBe(200);
    expect(await accountStore.getProfile(stranger)).toBeUndefined();
  });

  it('records no order for an account that is being deleted, and answers its checkout with 401', async () => {
    const { sub, token } = await newPlayer();
    await profileStore.markDeleting(sub, new Date());
    const payment = fixturePayment(199, 'usd');
    await expect(
      paymentStore.recordOrder(payment.intentId, { sub, packageId: 'pack-10', credits: 10, amount: 199, currency: 'usd' }, new Date()),
    ).rejects.toThrow(ACCOUNT_DELETED);
    expect(await paymentStore.load(payment.intentId)).toEqual({});
    const checkout = await call<{ error: string }>(runtime, 'create-payment-intent', {
      token,
      body: { packageId: 'pack-10', checkoutId: randomUUID() },
    });
    expect(checkout).toEqual({ status: 401, body: { error: ACCOUNT_DELETED, reason: 'account-deleted' } });
  });

  it("credits once whatever the order of a payment's events (a failed attempt, the success, a late failure, a replay)", async () => {
    const { sub } = await newPlayer();
    const succeeded = events(await ordered(sub), sub).succeeded();
    const failed = (id: string) => ({ ...succeeded, id, type: 'payment_intent.payment_failed' });
    await deliverAll([failed('evt_fail_1'), succeeded, failed('evt_fail_2'), succeeded]);
    expect(await balanceOf(sub)).toBe(15);
  });

  it('records a failed payment without granting, and ignores other event types', async () => {
    const { sub } = await newPlayer();
    const event = events(await ordered(sub), sub).succeeded();
    await deliverAll([
      { ...event, type: 'payment_intent.payment_failed' },
      { ...event, type: 'charge.updated' },
    ]);
    expect(await balanceOf(sub)).toBe(5);
  });

  it('credits a checkout end to end: intent from the handler, card paid at the provider, event signed and delivered', async () => {
    const { sub, token } = await newPlayer();
    const intent = await call<CreatePaymentIntentResponse>(runtime, 'create-payment-intent', {
      token,
      body: { packageId: 'pack-75', checkoutId: randomUUID() },
    });
    await payAtProvider(intent.body);
    expect(await balanceOf(sub)).toBe(80);
  });
});

describe('stripe-webhook: refunds and disputes', () => {
  /** A player who bought the starter package (15 credits), and that payment's events. */
  async function buyer() {
    const player = await newPlayer();
    const payment = await ordered(player.sub);
    return { ...player, payment, on: events(payment, player.sub) };
  }

  it('takes a full refund back once, delivered twice, before or after the payment', async () => {
    const inOrder = await buyer();
    const refund = inOrder.on.refunded(199);
    await deliverAll([inOrder.on.succeeded(), refund, refund]);
    expect(await balanceOf(inOrder.sub)).toBe(5);
    await expectLedgerEqualsBalance(inOrder.sub);
    const entries = await ledgerOf(inOrder.sub);
    const refunded = entries.find((entry) => entry.reason === 'refund');
    expect(refunded?.delta).toBe(-10);
    expect(refunded?.detail).toContain('refund of 199 of 199');

    // Out of order: the refund first (Stripe does not promise order), then the payment, each twice.
    const early = await buyer();
    const succeeded = early.on.succeeded();
    const earlyRefund = early.on.refunded(199);
    await deliverAll([earlyRefund, succeeded, earlyRefund, succeeded]);
    expect(await balanceOf(early.sub)).toBe(5);
    await expectLedgerEqualsBalance(early.sub);
  });

  it('takes a partial refund back in proportion, rounded up, and a second refund up to its running total', async () => {
    const { sub, on } = await buyer();
    await deliverAll([on.succeeded()]);
    const half = on.refunded(100); // 100 of 199: 5.03 credits, rounded up to 6
    const quarter = on.refunded(50); // Stripe's running total was 50 after the first refund: 2.51, rounded up to 3
    await deliverAll([quarter]);
    expect(await balanceOf(sub)).toBe(15 - 3);
    await deliverAll([half, quarter, half]);
    expect(await balanceOf(sub)).toBe(15 - 6);
    // Delivered the other way round to another buyer: the same result.
    const other = await buyer();
    await deliverAll([other.on.refunded(100), other.on.succeeded(), other.on.refunded(50), other.on.refunded(100)]);
    expect(await balanceOf(other.sub)).toBe(15 - 6);
    for (const who of [sub, other.sub]) await expectLedgerEqualsBalance(who);
  });

  it('freezes the credits when a dispute opens and gives them back when it is won, in any order', async () => {
    const { sub, on } = await buyer();
    const disputeId = newDisputeId();
    await deliverAll([on.succeeded(), on.disputeCreated(disputeId), on.disputeCreated(disputeId)]);
    expect(await balanceOf(sub)).toBe(5);
    await expectLedgerEqualsBalance(sub);
    await deliverAll([on.disputeClosed(disputeId, 'won'), on.disputeClosed(disputeId, 'won'), on.disputeCreated(disputeId)]);
    expect(await balanceOf(sub)).toBe(15);
    expect((await ledgerOf(sub)).filter((entry) => entry.reason === 'dispute').map((entry) => entry.delta)).toEqual(
      expect.arrayContaining([-10, 10]),
    );
    await expectLedgerEqualsBalance(sub);

    // The close before the opening, each twice: a won dispute never freezes anything.
    const late = await buyer();
    const lateId = newDisputeId();
    await deliverAll([
      late.on.disputeClosed(lateId, 'won'),
      late.on.succeeded(),
      late.on.disputeCreated(lateId),
      late.on.disputeClosed(lateId, 'won'),
    ]);
    await deliverAll([late.on.disputeCreated(lateId), late.on.succeeded()]);
    expect(await balanceOf(late.sub)).toBe(15);
    await expectLedgerEqualsBalance(late.sub);
  });

  it.each(['__proto__', 'toString', 'constructor', 'dp_../x', ''])(
    'refuses a signed dispute whose id %p is no Stripe dispute id, with a 400 naming it; the payment is untouched',
    async (disputeId) => {
      const { sub, on } = await buyer();
      await deliverAll([on.succeeded()]);
      const refused = await deliver(on.disputeCreated(disputeId));
      expect(refused.status).toBe(400);
      expect(refused.body.error).toContain('must be a Stripe id (dp_... or du_...)');
      expect(await balanceOf(sub)).toBe(15);
      // A real dispute of the same payment still freezes its credits, once.
      await deliverAll([on.disputeCreated(newDisputeId())]);
      expect(await balanceOf(sub)).toBe(5);
      await expectLedgerEqualsBalance(sub);
    },
  );

  it('takes the credits for good when a dispute is lost, in any order', async () => {
    const { sub, on } = await buyer();
    const disputeId = newDisputeId();
    await deliverAll([on.succeeded(), on.disputeCreated(disputeId), on.disputeClosed(disputeId, 'lost')]);
    await deliverAll([on.disputeClosed(disputeId, 'lost'), on.disputeCreated(disputeId), on.succeeded()]);
    expect(await balanceOf(sub)).toBe(5);
    const disputes = (await ledgerOf(sub)).filter((entry) => entry.reason === 'dispute');
    expect(disputes.map((entry) => entry.detail)).toEqual(
      expect.arrayContaining([expect.stringContaining('opened: credits frozen'), expect.stringContaining('lost: credits taken')]),
    );
    await expectLedgerEqualsBalance(sub);

    const early = await buyer();
    const earlyId = newDisputeId();
    await deliverAll([early.on.disputeClosed(earlyId, 'lost'), early.on.disputeCreated(earlyId), early.on.succeeded()]);
    await deliverAll([early.on.succeeded(), early.on.disputeClosed(earlyId, 'lost'), early.on.disputeCreated(earlyId)]);
    expect(await balanceOf(early.sub)).toBe(5);
    await expectLedgerEqualsBalance(early.sub);
  });

  it('applies many deliveries of one payment’s events at once exactly as one by one', async () => {
    const { sub, on } = await buyer();
    const disputeId = newDisputeId();
    const all = [on.succeeded(), on.refunded(50), on.refunded(100), on.disputeCreated(disputeId), on.disputeClosed(disputeId, 'won')];
    const answers = await Promise.all([...all, ...all, ...all].map((event) => deliver(event)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(15).fill(200));
    expect(await balanceOf(sub)).toBe(15 - 6);
    await expectLedgerEqualsBalance(sub);
  });

  it('refuses refunds and disputes of a payment this server did not make, or in another currency', async () => {
    const { sub, payment, on } = await buyer();
    await deliverAll([on.succeeded()]);
    const stranger = events(fixturePayment(199, 'usd'), sub);
    await deliverAll([stranger.refunded(199), stranger.disputeCreated(newDisputeId())]);
    const otherCurrency = events({ ...payment, currency: 'jpy' }, sub);
    await deliverAll([otherCurrency.refunded(199), otherCurrency.disputeCreated(newDisputeId())]);
    expect(await balanceOf(sub)).toBe(15);
  });

  it('lets a refund take the balance below zero; helpers and past codes are then refused with the reason', async () => {
    const { sub, token, on } = await buyer();
    await deliverAll([on.succeeded()]);
    // Spend 11 of the 15 credits on past codes (1 credit each).
    const tzOffset = noonTzOffset();
    const archive = await call<ArchiveResponse>(runtime, 'get-archive', { token, query: { tzOffset } });
    for (const day of archive.body.days.slice(0, 11)) {
      expect((await call(runtime, 'open-archive-day', { token, body: { date: day.date, tzOffset } })).status).toBe(200);
    }
    expect(await balanceOf(sub)).toBe(4);
    await deliverAll([on.refunded(199), on.refunded(199)]);
    expect(await balanceOf(sub)).toBe(-6);
    await expectLedgerEqualsBalance(sub);

    const credits = await call<{ balance: number }>(runtime, 'get-credits', { token });
    expect(credits.body.balance).toBe(-6);
    const helper = await call<{ error: string }>(runtime, 'use-helper', { token, body: { helperType: 'revealRandomLetter', tzOffset } });
    expect(helper.status).toBe(402);
    expect(helper.body.error).toBe(`${BELOW_ZERO_REFUSAL} (-6 credits).`);
    const pastDay = archive.body.days[11];
    const opened = await call<{ error: string }>(runtime, 'open-archive-day', { token, body: { date: pastDay.date, tzOffset } });
    expect(opened.status).toBe(402);
    expect(opened.body.error).toContain(BELOW_ZERO_REFUSAL);
    // A day already paid for stays open to its player.
    const again = await call(runtime, 'open-archive-day', { token, body: { date: archive.body.days[0].date, tzOffset } });
    expect(again.status).toBe(200);
    expect(await balanceOf(sub)).toBe(-6);

    // A new purchase brings the balance back above zero: helpers work again.
    await deliverAll([events(await ordered(sub), sub).succeeded()]);
    expect(await balanceOf(sub)).toBe(4);
    expect((await call(runtime, 'use-helper', { token, body: { helperType: 'revealRandomLetter', tzOffset } })).status).toBe(200);
  });

  it('the local payment stand-in refunds and disputes a paid checkout, and the webhook takes the credits back', async () => {
    const { sub, token } = await newPlayer();
    const intent = await call<CreatePaymentIntentResponse>(runtime, 'create-payment-intent', {
      token,
      body: { packageId: 'pack-30', checkoutId: randomUUID() },
    });
    await payAtProvider(intent.body);
    expect(await balanceOf(sub)).toBe(35);
    const provider = runtime.payments!;
    await provider.refund(intent.body.paymentIntentId, 100); // 100 of 499 cents: 6.01 credits, rounded up to 7
    expect(await balanceOf(sub)).toBe(28);
    const opened = await provider.dispute(intent.body.paymentIntentId);
    expect(await balanceOf(sub)).toBe(5);
    await provider.closeDispute(opened.id, 'won');
    expect(await balanceOf(sub)).toBe(28);
    // Over HTTP, as the README shows: a refund of what is left, answered at once, its event delivered after.
    const refunded = await fetch(`${provider.url}/v1/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${process.env.STRIPE_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_intent: intent.body.paymentIntentId }).toString(),
    });
    expect(refunded.status).toBe(200);
    expect(await refunded.json()).toMatchObject({ object: 'refund', amount: 399 });
    await waitFor(
      () => provider.deliveries.filter((d) => d.intentId === intent.body.paymentIntentId && d.type === 'charge.refunded').length === 2,
    );
    expect(await balanceOf(sub)).toBe(5);
    expect(provider.deliveries.filter((d) => d.intentId === intent.body.paymentIntentId).every((d) => d.status === 200)).toBe(true);
  });
});

/** Pays a PaymentIntent with the stand-in's test card form, and waits for its webhook delivery to be answered. */
async function payAtProvider(intent: CreatePaymentIntentResponse) {
  const paid = await fetch(`${runtime.payments!.url}/v1/payment_intents/${intent.paymentIntentId}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_secret: intent.clientSecret,
      card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
    }),
  });
  expect(paid.status).toBe(200);
  // Delivery is asynchronous, as Stripe's: wait until the provider has seen the webhook's answer.
  const delivered = () => runtime.payments!.deliveries.find((d) => d.intentId === intent.paymentIntentId);
  await waitFor(() => delivered() !== undefined);
  expect(delivered()).toMatchObject({ type: 'payment_intent.succeeded', status: 200 });
}

/** Polls a condition the system reaches asynchronously (no fixed sleep). */
async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
