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
export const paymentIntentObject = z.object({
  id: z.string().check(z.startsWith('pi_', { error: 'must be a PaymentIntent id (pi_...)' })),
  object: z.literal('payment_intent', { error: 'must be a payment_intent' }),
  amount: wholeNumber('amount').check(z.minimum(0)),
  amount_received: z.optional(wholeNumber('amount_received').check(z.minimum(0))),
  currency: z.string({ error: 'currency must be a string' }).check(z.minLength(3)),
  metadata: z.nullish(z.record(z.string(), z.string())),
  last_payment_error: z.nullish(z.object({ code: z.nullish(z.string()) })),
});
/** A payment_intent.* event: its data.object must be a PaymentIntent (the signature says who sent it, not that it is whole). */
export const paymentIntentEvent = z.object({
  id: z.string(),
  type: z.enum(['payment_intent.succeeded', 'payment_intent.payment_failed']),
  data: z.object({ object: paymentIntentObject }, { error: 'data: an object with the PaymentIntent is required' }),
});
export type PaymentIntentEvent = z.infer<typeof paymentIntentEvent>;
export type PaymentIntentObject = z.infer<typeof paymentIntentObject>;
