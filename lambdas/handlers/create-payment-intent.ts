import { createPaymentIntentRequest } from '../contracts/payments';
import { api } from '../http/api';
import { identify } from '../http/identity';
import { limitStore } from '../store/limits';
import { createPaymentIntent } from '../services/payments';

/** POST create-payment-intent: a Stripe PaymentIntent for one credit package, priced by the server. */
const spec = { body: createPaymentIntentRequest, limits: limitStore, identify };

export const handler = api('create-payment-intent', spec, async ({ body, caller, now, remainingMs }) => ({
  body: await createPaymentIntent(caller.sub, body, now, remainingMs),
}));
