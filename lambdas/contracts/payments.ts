import * as z from 'zod/mini';
import { playerFields, wholeNumber } from './common';

// GET get-credit-packages
export interface CreditPackageDto {
  id: string;
  name: string;
  credits: number;
  price_cents: number;
  currency: string;
}
export interface CreditPackagesResponse {
  packages: CreditPackageDto[];
}

// POST create-payment-intent (user token). The amount is never the client's: only the package id.
export const createPaymentIntentRequest = z.object({
  packageId: z
    .string({ error: 'packageId must be a string' })
    .check(z.minLength(1, { error: 'packageId: required' }), z.maxLength(64, { error: 'packageId is too long' })),
  /** One id per checkout attempt (the browser makes it): a doubled request creates one PaymentIntent. */
  checkoutId: z.optional(z.uuid({ error: 'checkoutId must be a UUID' })),
  ...playerFields,
});
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentRequest>;
export interface CreatePaymentIntentResponse {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
  credits: number;
}

// POST stripe-webhook: what the game reads of Stripe's (signed) events. Other event types pass.
// Metadata is never read: what a payment grants is the order recorded when its PaymentIntent was made.

/**
 * A Stripe object id of one of `prefixes` ("pi", "dp"...): the prefix, an underscore, then letters,
 * digits, underscores or hyphens. Checked before an id becomes a key or an object's property, so no
 * id ("__proto__", "toString") can reach anything but its own payment's record.
 */
export const stripeId = (what: string, prefixes: readonly string[]) =>
  z.string({ error: `${what} must be a string` }).check(
    z.regex(new RegExp(`^(${prefixes.join('|')})_[A-Za-z0-9_-]{1,255}$`), {
      error: `${what} must be a Stripe id (${prefixes.map((prefix) => `${prefix}_...`).join(' or ')})`,
    }),
  );
const eventId = stripeId('id', ['evt']);
export const paymentIntentObject = z.object({
  id: stripeId('id', ['pi']),
  object: z.literal('payment_intent', { error: 'must be a payment_intent' }),
  amount: wholeNumber('amount').check(z.minimum(0)),
  amount_received: z.optional(wholeNumber('amount_received').check(z.minimum(0))),
  currency: z.string({ error: 'currency must be a string' }).check(z.minLength(3)),
  status: z.optional(z.string({ error: 'status must be a string' })),
  last_payment_error: z.nullish(z.object({ code: z.nullish(z.string()) })),
});
/** A payment_intent.* event: its data.object must be a PaymentIntent (the signature says who sent it, not that it is whole). */
export const paymentIntentEvent = z.object({
  id: eventId,
  type: z.enum(['payment_intent.succeeded', 'payment_intent.payment_failed']),
  data: z.object({ object: paymentIntentObject }, { error: 'data: an object with the PaymentIntent is required' }),
});
export type PaymentIntentEvent = z.infer<typeof paymentIntentEvent>;
export type PaymentIntentObject = z.infer<typeof paymentIntentObject>;

const paymentIntentId = z.nullish(stripeId('payment_intent', ['pi']));

/** charge.refunded: `amount_refunded` is the charge's refunds so far (Stripe's running total). */
export const chargeObject = z.object({
  id: stripeId('id', ['ch', 'py']),
  object: z.literal('charge', { error: 'must be a charge' }),
  payment_intent: paymentIntentId,
  amount: wholeNumber('amount').check(z.minimum(0)),
  amount_refunded: wholeNumber('amount_refunded').check(z.minimum(0)),
  currency: z.string({ error: 'currency must be a string' }).check(z.minLength(3)),
});
export const chargeEvent = z.object({
  id: eventId,
  type: z.literal('charge.refunded'),
  data: z.object({ object: chargeObject }, { error: 'data: an object with the Charge is required' }),
});
export type ChargeObject = z.infer<typeof chargeObject>;

/** charge.dispute.created and .closed: the dispute's status says where it stands. */
export const disputeObject = z.object({
  id: stripeId('id', ['dp', 'du']),
  object: z.literal('dispute', { error: 'must be a dispute' }),
  payment_intent: paymentIntentId,
  charge: z.nullish(stripeId('charge', ['ch', 'py'])),
  status: z.string({ error: 'status must be a string' }),
  amount: wholeNumber('amount').check(z.minimum(0)),
  currency: z.string({ error: 'currency must be a string' }).check(z.minLength(3)),
});
export const disputeEvent = z.object({
  id: eventId,
  type: z.enum(['charge.dispute.created', 'charge.dispute.closed']),
  data: z.object({ object: disputeObject }, { error: 'data: an object with the Dispute is required' }),
});
export type DisputeObject = z.infer<typeof disputeObject>;
