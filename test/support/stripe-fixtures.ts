/**
 * Stripe webhook events as Stripe sends them, built from Stripe's own published fixture objects
 * (test/fixtures/stripe/README.md): the event envelope and the PaymentIntent, Charge, Refund and
 * Dispute, with only what a delivery about one payment would change. Signed with the local payment
 * stand-in's helpers (Stripe's SDK, the local webhook secret).
 */
import { randomBytes } from 'node:crypto';
import fixtures from '../fixtures/stripe/fixtures3.json';
import { stripeSignature } from '../../local/payment-provider';

type Fixture = Record<string, unknown>;
const copy = <T>(value: T): T => structuredClone(value);
const newId = (prefix: string) => `${prefix}_fx${randomBytes(10).toString('hex')}`;

/** A fixture object exactly as Stripe published it. */
export const published = (name: keyof typeof fixtures): Fixture => copy(fixtures[name]);

/** What a test's payment is: its PaymentIntent, its charge, its amount and currency. */
export interface FixturePayment {
  intentId: string;
  chargeId: string;
  amount: number;
  currency: string;
}

export const fixturePayment = (amount: number, currency: string, intentId = newId('pi')): FixturePayment => ({
  intentId,
  chargeId: newId('ch'),
  amount,
  currency,
});

/** An event around `object`, from the fixture's envelope. */
export function fixtureEvent(type: string, object: Fixture, id = newId('evt')): Fixture {
  return { ...copy(fixtures.event), id, type, created: Math.floor(Date.now() / 1000), data: { object } };
}

/** The payment's PaymentIntent once paid (the fixture's is an unpaid one); `overrides` tamper with it. */
export function paidIntent(payment: FixturePayment, overrides: Fixture = {}): Fixture {
  return {
    ...copy(fixtures.payment_intent),
    id: payment.intentId,
    client_secret: `${payment.intentId}_secret_fixture`,
    amount: payment.amount,
    amount_received: payment.amount,
    currency: payment.currency,
    status: 'succeeded',
    latest_charge: payment.chargeId,
    last_payment_error: null,
    next_action: null,
    canceled_at: null,
    ...overrides,
  };
}

/** The payment's charge after refunds totalling `amountRefunded` (Stripe's running total), with the last refund listed. */
export function refundedCharge(payment: FixturePayment, amountRefunded: number, lastRefund = amountRefunded): Fixture {
  const refund = {
    ...copy(fixtures.refund),
    id: newId('re'),
    amount: lastRefund,
    charge: payment.chargeId,
    payment_intent: payment.intentId,
    currency: payment.currency,
  };
  return {
    ...copy(fixtures.charge),
    id: payment.chargeId,
    amount: payment.amount,
    amount_captured: payment.amount,
    amount_refunded: amountRefunded,
    captured: true,
    currency: payment.currency,
    payment_intent: payment.intentId,
    refunded: amountRefunded === payment.amount,
    refunds: { ...copy(fixtures.charge.refunds), data: [refund], url: `/v1/charges/${payment.chargeId}/refunds` },
  };
}

/** A chargeback on the payment's charge, at `status` (needs_response when opened; won or lost when closed). */
export function dispute(payment: FixturePayment, disputeId: string, status: string): Fixture {
  return {
    ...copy(fixtures.dispute),
    id: disputeId,
    amount: payment.amount,
    charge: payment.chargeId,
    payment_intent: payment.intentId,
    currency: payment.currency,
    status,
    is_charge_refundable: false,
  };
}

export const newDisputeId = () => newId('dp');

/** An event as Stripe would deliver it: the body and its Stripe-Signature header. */
export function signed(event: Fixture | string, options: { secret?: string; timestamp?: number } = {}) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  return { payload, signature: stripeSignature(payload, options) };
}
