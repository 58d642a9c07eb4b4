/**
 * Buying credits with Stripe: the packages on sale, a PaymentIntent for one of them (amount and
 * currency from the server's package, never from the client), and the signed webhook that grants
 * the credits exactly once (docs/architecture.md, "Payments").
 */
import { createHash, randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import {
  paymentIntentEvent,
  type CreatePaymentIntentRequest,
  type CreatePaymentIntentResponse,
  type PaymentIntentObject,
} from '../contracts/payments';
import { describeZodError } from '../contracts/describe';
import { stripe, webhookSecret } from '../payments/stripe';
import { accountStore } from '../store/accounts';
import { packageStore } from '../store/packages';
import { isTransactionConflict } from '../store/table';
import { count, logger } from '../telemetry/powertools';
import { traced } from '../telemetry/xray';
import { invalid, ServiceError } from '../errors';

/** Stripe's own default: a signature older than five minutes is refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
const MAX_GRANT_ATTEMPTS = 8;

export async function createPaymentIntent(
  sub: string,
  request: CreatePaymentIntentRequest,
  now: Date,
): Promise<CreatePaymentIntentResponse> {
  // Stripe's client is made while the table answers (on a cold start: its SDK's load, the secret's read).
  const clientMade = stripe();
  clientMade.catch(() => undefined); // awaited below, where a failure is answered
  const pkg = await packageStore.get(request.packageId);
  if (!pkg?.active) throw invalid(`packageId: no active credit package "${request.packageId}"`);
  // The webhook grants only to an existing profile: make sure there is one before anyone pays.
  await accountStore.ensureProfile(sub, now);
  // Same user + package + checkout attempt = same PaymentIntent, however often the request arrives.
  const idempotencyKey = createHash('sha256')
    .update(`${sub}|${pkg.id}|${request.checkoutId ?? randomUUID()}`)
    .digest('hex');
  let intent: Stripe.PaymentIntent;
  try {
    const client = await clientMade;
    intent = await traced(
      () =>
        client.paymentIntents.create(
          {
            amount: pkg.price_cents,
            currency: pkg.currency,
            automatic_payment_methods: { enabled: true },
            description: `CIPHERWORD ${pkg.name}: ${pkg.credits} credits`,
            metadata: { sub, packageId: pkg.id, credits: String(pkg.credits) },
          },
          { idempotencyKey },
        ),
      (_, error) => ({ name: 'api.stripe.com', namespace: 'remote', status: (error as { statusCode?: number } | undefined)?.statusCode }),
    );
  } catch (error) {
    logger.error('Stripe refused to create a PaymentIntent', error as Error);
    throw new ServiceError('provider-failed', 'The payment provider is unavailable: please try again.');
  }
  if (!intent.client_secret) throw new ServiceError('provider-failed', 'The payment provider gave no client secret: please try again.');
  return {
    clientSecret: intent.client_secret,
    paymentIntentId: intent.id,
    amount: pkg.price_cents,
    currency: pkg.currency,
    credits: pkg.credits,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Grants one succeeded PaymentIntent; concurrent grants to one account contend, so conflicts retry. */
async function grant(eventId: string, intent: PaymentIntentObject, now: Date): Promise<void> {
  const { sub, packageId } = intent.metadata ?? {};
  const pkg = packageId ? await packageStore.get(packageId) : undefined;
  const credits = Number(intent.metadata?.credits);
  if (!sub || !pkg || !Number.isInteger(credits) || credits <= 0) {
    // Not retryable: Stripe would resend it for days. Logged, answered 200, alarmed (PaymentUnmatched).
    count('PaymentUnmatched');
    logger.error('payment for an unknown package', { eventId, paymentIntentId: intent.id, packageId, sub });
    return;
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const outcome = await accountStore.grantPurchase(sub, {
        paymentIntentId: intent.id,
        eventId,
        packageId: pkg.id,
        credits,
        amount: intent.amount_received || intent.amount,
        currency: intent.currency,
        now,
      });
      if (outcome === 'granted') {
        count('CreditsPurchased', credits);
        logger.info('credits purchased', { eventId, paymentIntentId: intent.id, sub, credits });
      } else if (outcome === 'already-granted') {
        logger.info('payment already granted: duplicate or replayed event', { eventId, paymentIntentId: intent.id });
      } else {
        count('PaymentUnmatched');
        logger.error('payment for an unknown user', { eventId, paymentIntentId: intent.id, sub });
      }
      return;
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= MAX_GRANT_ATTEMPTS) throw error;
      await pause(10 + Math.random() * 40 * attempt);
    }
  }
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
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') {
    logger.info('webhook event ignored', { eventId: event.id, type: event.type });
    return { received: true };
  }
  // Signed is not the same as whole: a payment event must carry its PaymentIntent.
  const parsed = paymentIntentEvent.safeParse(event);
  if (!parsed.success) {
    const reason = describeZodError(parsed.error, event);
    logger.warn('webhook event refused: not a usable payment event', { eventId: event.id, type: event.type, reason });
    throw invalid(`Stripe event ${event.id} (${event.type}): ${reason}`);
  }
  const { data } = parsed.data;
  if (parsed.data.type === 'payment_intent.succeeded') await grant(event.id, data.object, now);
  else {
    count('PaymentFailed');
    logger.info('payment failed', { eventId: event.id, paymentIntentId: data.object.id, reason: data.object.last_payment_error?.code });
  }
  return { received: true };
}
