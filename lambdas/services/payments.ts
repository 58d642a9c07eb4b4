/**
 * Buying credits with Stripe: the packages on sale, a PaymentIntent for one of them (amount and
 * currency from the server's package, never from the client, recorded as the order), and the signed
 * webhook that grants the order's credits once when Stripe says it was paid in full, and takes them
 * back on refunds and disputes (docs/architecture.md, "Payments").
 */
import { createHash, randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import * as z from 'zod/mini';
import {
  chargeEvent,
  disputeEvent,
  paymentIntentEvent,
  type ChargeObject,
  type CreatePaymentIntentRequest,
  type CreatePaymentIntentResponse,
  type DisputeObject,
  type PaymentIntentObject,
} from '../contracts/payments';
import { describeZodError } from '../contracts/describe';
import { stripe, webhookSecret } from '../payments/stripe';
import {
  creditsHeld,
  disputeState,
  mergeFact,
  NO_FACTS,
  sameFacts,
  type DisputeState,
  type DisputeStatus,
  type PaymentFact,
} from '../domain/payments';
import { accountStore } from '../store/accounts';
import { packageStore } from '../store/packages';
import { paymentStore, type OrderRecord } from '../store/payments';
import { count, logger } from '../telemetry/powertools';
import { traced } from '../telemetry/xray';
import { invalid, refused, ServiceError } from '../errors';
import { backoff } from '../backoff';

/** Stripe's own default: a signature older than five minutes is refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
const MAX_ATTEMPTS = 8;

export async function createPaymentIntent(
  sub: string,
  request: CreatePaymentIntentRequest,
  now: Date,
  remainingMs: () => number,
): Promise<CreatePaymentIntentResponse> {
  // Stripe's client is made while the table answers (on a cold start: its SDK's load, the secret's read).
  const clientMade = stripe();
  clientMade.catch(() => undefined); // awaited below, where a failure is answered
  const pkg = await packageStore.get(request.packageId);
  if (!pkg?.active) throw invalid(`packageId: no active credit package "${request.packageId}"`);
  // The webhook grants only to an existing profile: make sure there is one before anyone pays.
  await accountStore.ensureProfile(sub, now);
  const params = {
    amount: pkg.price_cents,
    currency: pkg.currency,
    automatic_payment_methods: { enabled: true },
    description: `CIPHERWORD ${pkg.name}: ${pkg.credits} credits`,
    // For people reading Stripe's dashboard only: the webhook grants from the order recorded below.
    metadata: { sub, packageId: pkg.id, credits: String(pkg.credits) },
  } satisfies Stripe.PaymentIntentCreateParams;
  // Same user + checkout attempt + what is sold = same PaymentIntent, however often the request
  // arrives. Stripe refuses a key reused with other parameters (400), so the parameters are part of
  // it: a package re-priced or renamed between two sends of one checkout makes a new PaymentIntent.
  const idempotencyKey = createHash('sha256')
    .update(`${sub}|${request.checkoutId ?? randomUUID()}|${JSON.stringify(params)}`)
    .digest('hex');
  let intent: Stripe.PaymentIntent;
  try {
    const client = await clientMade;
    intent = await traced(
      () => client.paymentIntents.create(params, { idempotencyKey, ...stripeTimeouts(remainingMs()) }),
      (_, error) => ({ name: 'api.stripe.com', namespace: 'remote', status: (error as { statusCode?: number } | undefined)?.statusCode }),
    );
  } catch (error) {
    // The same checkout sent twice at once: Stripe answers the first and refuses the second while it
    // runs (409; a 400 for other parameters cannot happen: they are part of the key).
    if ((error as { rawType?: string }).rawType === 'idempotency_error') throw refused('conflict', 'checkout-preparing');
    logger.error('Stripe refused to create a PaymentIntent', error as Error);
    throw new ServiceError('provider-failed', 'The payment provider is unavailable: please try again.');
  }
  if (!intent.client_secret) throw new ServiceError('provider-failed', 'The payment provider gave no client secret: please try again.');
  // What this PaymentIntent sells, before anyone can pay it: the webhook grants exactly this.
  await paymentStore.recordOrder(
    intent.id,
    { sub, packageId: pkg.id, credits: pkg.credits, amount: pkg.price_cents, currency: pkg.currency },
    now,
  );
  count('PaymentIntentCreated');
  return {
    clientSecret: intent.client_secret,
    paymentIntentId: intent.id,
    amount: pkg.price_cents,
    currency: pkg.currency,
    credits: pkg.credits,
  };
}

/**
 * Stripe's attempts fitted into the time Lambda leaves, keeping enough for the order's write and the
 * answer after them: with Stripe slow, the player hears "unavailable" from us (logged, and no
 * PaymentIntent left unrecorded by a killed function) instead of Lambda's bare timeout.
 */
export const STRIPE_CALL = { attempts: 3, keepForAfterMs: 3_000, minimumMs: 1_000 } as const;
export function stripeTimeouts(remainingMs: number): { timeout: number; maxNetworkRetries: number } {
  const budget = Math.max(0, remainingMs - STRIPE_CALL.keepForAfterMs);
  const attempts = Math.max(1, Math.min(STRIPE_CALL.attempts, Math.floor(budget / STRIPE_CALL.minimumMs)));
  return { timeout: Math.max(STRIPE_CALL.minimumMs, Math.floor(budget / attempts)), maxNetworkRetries: attempts - 1 };
}

/** An event this shop cannot match to what it sold: not retryable (Stripe would resend it for days), so logged, answered 200, alarmed. */
function unmatched(
  eventId: string,
  paymentIntentId: string | null | undefined,
  reason: string,
  detail: Record<string, unknown> = {},
): void {
  count('PaymentUnmatched');
  logger.error('Stripe event refused: it does not match what was sold', { eventId, paymentIntentId, reason, ...detail });
}

/** What one event says about a payment, and what must hold against the order for it to count. */
interface Observation {
  eventId: string;
  paymentIntentId: string;
  fact: PaymentFact;
  /** Why the event does not match the order, or undefined when it does. */
  mismatch: (order: OrderRecord) => string | undefined;
  /** The ledger entry's words for this change. */
  detail: (order: OrderRecord, paymentIntentId: string) => string;
}

const sameCurrency = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Applies one observation: merges its fact into the payment's facts and moves the balance by the
 * change in the credits the payment holds, once. A replayed, duplicated or late event merges to the
 * same facts and changes nothing. Concurrent events on one payment or account contend: one that finds
 * the payment changed meanwhile reads it again.
 */
async function observe({ eventId, paymentIntentId, fact, mismatch, detail }: Observation, now: Date): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const { order: recorded, payment } = await paymentStore.load(paymentIntentId);
    // Only what this server sold counts: its own record, never the event's metadata.
    const order = recorded ?? payment?.order;
    if (!order) return unmatched(eventId, paymentIntentId, 'no order: this server did not create the PaymentIntent');
    if (!order.sub) return unmatched(eventId, paymentIntentId, 'the buyer deleted their account: the record is kept, anonymised');
    const problem = mismatch(order);
    if (problem) return unmatched(eventId, paymentIntentId, problem, { sub: order.sub, packageId: order.packageId });
    const before = payment?.facts ?? NO_FACTS;
    const facts = mergeFact(before, fact);
    if (payment && sameFacts(before, facts)) {
      logger.info('Stripe event already applied: duplicate, replayed or late', { eventId, paymentIntentId, type: fact.kind });
      return;
    }
    const held = creditsHeld(order, facts);
    const delta = held - (payment?.held ?? 0);
    const disputeClosed = fact.kind === 'dispute' && fact.state !== 'open';
    const reason = fact.kind === 'paid' ? 'purchase' : fact.kind === 'refunded' ? 'refund' : 'dispute';
    const entry = delta !== 0 || disputeClosed ? ({ delta, reason, detail: detail(order, paymentIntentId) } as const) : undefined;
    const outcome = await paymentStore.settle(paymentIntentId, {
      order,
      orderItem: recorded !== undefined,
      before: payment,
      facts,
      held,
      entry,
      eventId,
      now,
    });
    if (outcome === 'unknown-user') return unmatched(eventId, paymentIntentId, 'unknown user', { sub: order.sub });
    if (outcome === 'changed-meanwhile') {
      if (attempt >= MAX_ATTEMPTS) throw new ServiceError('contended', 'The payment changed too often at once: Stripe will retry.');
      await backoff(attempt);
      continue;
    }
    if (fact.kind === 'paid' && delta > 0) count('CreditsPurchased', delta);
    if (fact.kind === 'refunded') count('PaymentRefunded');
    if (fact.kind === 'refunded' && delta < 0) count('CreditsRefunded', -delta);
    if (fact.kind === 'dispute' && before.disputes[fact.disputeId] === undefined && fact.state === 'open') count('PaymentDisputed');
    if (fact.kind === 'dispute' && fact.state === 'won') count('DisputeWon');
    if (fact.kind === 'dispute' && fact.state === 'lost') count('DisputeLost');
    const log = fact.kind === 'dispute' ? logger.warn.bind(logger) : logger.info.bind(logger);
    log('payment changed', { eventId, paymentIntentId, sub: order.sub, fact, creditsHeld: held, delta });
    return;
  }
}

const paidObservation = (eventId: string, intent: PaymentIntentObject): Observation => ({
  eventId,
  paymentIntentId: intent.id,
  fact: { kind: 'paid' },
  mismatch: (order) => {
    if (intent.status !== 'succeeded') return `status ${String(intent.status)}, not succeeded`;
    if (intent.amount_received !== order.amount) return `amount_received ${String(intent.amount_received)}, not ${order.amount}`;
    if (!sameCurrency(intent.currency, order.currency)) return `currency ${intent.currency}, not ${order.currency}`;
    return undefined;
  },
  detail: (order, id) => `${order.packageId} (${id})`,
});

const refundObservation = (eventId: string, charge: ChargeObject): Observation | undefined =>
  charge.payment_intent
    ? {
        eventId,
        paymentIntentId: charge.payment_intent,
        fact: { kind: 'refunded', amountRefunded: charge.amount_refunded },
        mismatch: (order) => {
          if (!sameCurrency(charge.currency, order.currency)) return `refund in ${charge.currency}, the order was in ${order.currency}`;
          if (charge.amount !== order.amount) return `charge of ${charge.amount}, the order was ${order.amount}`;
          return undefined;
        },
        detail: (order, id) =>
          `refund of ${Math.min(charge.amount_refunded, order.amount)} of ${order.amount} ${order.currency} on ${order.packageId} (${id})`,
      }
    : undefined;

const DISPUTE_WORDS: Readonly<Record<DisputeState, string>> = {
  open: 'opened: credits frozen',
  won: 'won: credits given back',
  lost: 'lost: credits taken',
  appealed: 'appealed: credits stay taken until the appeal is decided',
};

/** The statuses the SDK names (without its open-ended string): the domain's list must be exactly these. */
type KnownStatus<T> = T extends string ? (string extends T ? never : T) : never;
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const DISPUTE_STATUSES_MATCH_THE_SDK: SameKeys<KnownStatus<Stripe.Dispute.Status>, DisputeStatus> = true;
void DISPUTE_STATUSES_MATCH_THE_SDK;

const disputeObservation = (eventId: string, dispute: DisputeObject): Observation | undefined => {
  if (!dispute.payment_intent) return undefined;
  const state = disputeState(dispute.status);
  return {
    eventId,
    paymentIntentId: dispute.payment_intent,
    fact: { kind: 'dispute', disputeId: dispute.id, state },
    mismatch: (order) =>
      sameCurrency(dispute.currency, order.currency) ? undefined : `dispute in ${dispute.currency}, the order was in ${order.currency}`,
    detail: (order, id) => `dispute ${dispute.id} on ${order.packageId} (${id}) ${DISPUTE_WORDS[state]}`,
  };
};

/** A signed event of a type the webhook acts on must be whole: otherwise a 400 naming what is missing. */
function parseEvent<S extends z.ZodMiniType>(schema: S, event: Stripe.Event): z.infer<S> {
  const parsed = z.safeParse(schema, event);
  if (parsed.success) return parsed.data;
  const reason = describeZodError(parsed.error, event);
  logger.warn('webhook event refused: not a usable payment event', { eventId: event.id, type: event.type, reason });
  throw invalid(`Stripe event ${event.id} (${event.type}): ${reason}`);
}

/** The Stripe webhook: verifies the signature on the raw body, then acts on the event once. */
export async function handleStripeEvent(rawBody: string, signature: string | undefined, now: Date): Promise<{ received: true }> {
  if (!signature) {
    count('WebhookRejected');
    throw invalid('Stripe-Signature header: required');
  }
  // Outside the try: a client that cannot be made (no SDK, no secret) is our failure, a 500, not a bad signature.
  const [client, secret] = await Promise.all([stripe(), webhookSecret()]);
  let event: Stripe.Event;
  try {
    event = client.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    count('WebhookRejected');
    logger.warn('webhook signature refused', { reason: (error as Error).message });
    throw invalid('Stripe-Signature: invalid or too old');
  }
  count('WebhookVerified');
  // Signed is not the same as whole: each event must carry the object it is about.
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const { type, data } = parseEvent(paymentIntentEvent, event);
      if (type === 'payment_intent.succeeded') await observe(paidObservation(event.id, data.object), now);
      else {
        count('PaymentFailed');
        logger.info('payment failed', { eventId: event.id, paymentIntentId: data.object.id, reason: data.object.last_payment_error?.code });
      }
      break;
    }
    case 'charge.refunded': {
      const { data } = parseEvent(chargeEvent, event);
      const observation = refundObservation(event.id, data.object);
      if (observation) await observe(observation, now);
      else unmatched(event.id, undefined, 'a refunded charge without a PaymentIntent', { chargeId: data.object.id });
      break;
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const { data } = parseEvent(disputeEvent, event);
      const observation = disputeObservation(event.id, data.object);
      if (observation) await observe(observation, now);
      else unmatched(event.id, undefined, 'a dispute without a PaymentIntent', { disputeId: data.object.id, chargeId: data.object.charge });
      break;
    }
    default:
      logger.info('webhook event ignored', { eventId: event.id, type: event.type });
  }
  return { received: true };
}
