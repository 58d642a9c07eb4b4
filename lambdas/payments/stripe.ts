/**
 * The Stripe client, made once per container from the secret key (lambdas/secrets/stripe.ts), on the
 * first call that needs it. Its SDK is not in the handler's bundle but a file of its own next to it
 * (lib/bundling.ts, STRIPE_SDK): it is loaded here, while the secret is read, not at every cold start
 * before the handler's first line.
 * STRIPE_API_URL points the SDK at the local payment provider (its host/port/protocol options) when
 * Stripe's servers are not used: the local runtime and the tests.
 */
import type Stripe from 'stripe';
import { config } from '../config';
import { forgetStripeSecrets, stripeSecrets } from '../secrets/stripe';

let client: Promise<Stripe> | undefined;

async function makeClient(): Promise<Stripe> {
  const [{ secretKey }, { default: StripeSdk }] = await Promise.all([stripeSecrets(), import('stripe')]);
  const apiUrl = config().STRIPE_API_URL;
  const endpoint = apiUrl ? new URL(apiUrl) : undefined;
  return new StripeSdk(secretKey, {
    maxNetworkRetries: 2, // retried with the same idempotency key
    timeout: 10_000,
    ...(endpoint ? { host: endpoint.hostname, port: endpoint.port, protocol: endpoint.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
}

/** One client per container; a failed attempt (the secret unreadable) is tried again by the next call. */
export function stripe(): Promise<Stripe> {
  if (!client) {
    const made = makeClient();
    client = made;
    made.catch(() => {
      if (client === made) client = undefined;
    });
  }
  return client;
}

export async function webhookSecret(): Promise<string> {
  return (await stripeSecrets()).webhookSecret;
}

/** Tests and the local runtime change the environment between runs. */
export function resetStripe(): void {
  forgetStripeSecrets();
  client = undefined;
}
