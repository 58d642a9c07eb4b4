/**
 * The Stripe client, made once per container from the secret key (lambdas/secrets/stripe.ts), on the
 * first call that needs it: the SDK (240 KB) is evaluated then rather than at module load, which it
 * would otherwise slow by a quarter (bench/RESULTS.md gives both figures).
 * STRIPE_API_URL points the SDK at the local payment provider (its host/port/protocol options) when
 * Stripe's servers are not used: the local runtime and the tests.
 */
import type Stripe from 'stripe';
import { config } from '../config';
import { forgetStripeSecrets, stripeSecrets } from '../secrets/stripe';

let client: Stripe | undefined;

export async function stripe(): Promise<Stripe> {
  if (!client) {
    const { secretKey } = await stripeSecrets();
    const apiUrl = config().STRIPE_API_URL;
    const endpoint = apiUrl ? new URL(apiUrl) : undefined;
    const { default: StripeSdk } = await import('stripe');
    client = new StripeSdk(secretKey, {
      maxNetworkRetries: 2, // retried with the same idempotency key
      timeout: 10_000,
      ...(endpoint
        ? { host: endpoint.hostname, port: endpoint.port, protocol: endpoint.protocol.replace(':', '') as 'http' | 'https' }
        : {}),
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
