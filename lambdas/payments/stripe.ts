/**
 * The Stripe client of the container's current secret key (lambdas/secrets/stripe.ts): made on the
 * first call that needs it and again when the key was rolled. Its SDK is not in the handler's bundle
 * but a file of its own next to it (lib/bundling.ts, STRIPE_SDK): it is loaded here, while the secret
 * is read, not at every cold start before the handler's first line.
 * STRIPE_API_URL points the SDK at the local payment provider (its host/port/protocol options) when
 * Stripe's servers are not used: the local runtime and the tests.
 */
import type Stripe from 'stripe';
import { config, perContainer } from '../config';
import { stripeSecrets } from '../secrets/stripe';

const kept = perContainer<{ secretKey: string; client: Stripe }>('stripe-client');

/** One client per container and key; a failed attempt (the secret unreadable) is tried again by the next call. */
export async function stripe(): Promise<Stripe> {
  const [{ secretKey }, { default: StripeSdk }] = await Promise.all([stripeSecrets(), import('stripe')]);
  const current = kept.get();
  if (current?.secretKey === secretKey) return current.client;
  const apiUrl = config().STRIPE_API_URL;
  const endpoint = apiUrl ? new URL(apiUrl) : undefined;
  const client = new StripeSdk(secretKey, {
    maxNetworkRetries: 2, // retried with the same idempotency key
    timeout: 10_000,
    ...(endpoint ? { host: endpoint.hostname, port: endpoint.port, protocol: endpoint.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
  kept.set({ secretKey, client });
  return client;
}

export async function webhookSecret(): Promise<string> {
  return (await stripeSecrets()).webhookSecret;
}
