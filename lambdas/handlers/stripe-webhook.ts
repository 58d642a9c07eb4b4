import { api } from '../http/api';
import { handleStripeEvent } from '../services/payments';

/** POST stripe-webhook: Stripe's signed events (no user token: the signature is the identity). */
export const handler = api('stripe-webhook', {}, async ({ rawBody, headers, now }) => ({
  body: await handleStripeEvent(rawBody, headers['stripe-signature'], now),
}));
