import { createPaymentIntentRequest } from '../contracts';
import { api } from '../http/api';
import { userSub } from '../http/identity';
import { createPaymentIntent } from '../services/payments';

/** POST create-payment-intent: a Stripe PaymentIntent for one credit package, priced by the server. */
export const handler = api({ auth: 'user', body: createPaymentIntentRequest }, async ({ body, caller, now }) => ({
  body: await createPaymentIntent(userSub(caller), body, now),
}));
