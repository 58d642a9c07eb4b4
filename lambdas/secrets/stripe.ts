/**
 * Stripe's API key and webhook signing secret, read once per container. In AWS both come from one
 * Secrets Manager secret (STRIPE_SECRET_ARN, JSON {"secretKey","webhookSecret"}); locally from
 * STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET.
 */
import { config } from '../config';
import { forgetSecrets, readSecret } from './read-secret';

export interface StripeSecrets {
  secretKey: string;
  webhookSecret: string;
}

let secrets: Promise<StripeSecrets> | undefined;

async function loadSecrets(): Promise<StripeSecrets> {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_SECRET_ARN } = config();
  if (STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET) return { secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET };
  if (!STRIPE_SECRET_ARN)
    throw new Error('Stripe is not configured: set STRIPE_SECRET_ARN (or STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)');
  let value: Partial<StripeSecrets> | undefined;
  try {
    value = JSON.parse(await readSecret(STRIPE_SECRET_ARN, 3_600_000)) as Partial<StripeSecrets>;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
  }
  if (!value?.secretKey?.startsWith('sk_') || !value.webhookSecret?.startsWith('whsec_')) {
    throw new Error('The Stripe secret must be JSON {"secretKey":"sk_...","webhookSecret":"whsec_..."}');
  }
  return { secretKey: value.secretKey, webhookSecret: value.webhookSecret };
}

export function stripeSecrets(): Promise<StripeSecrets> {
  secrets ??= loadSecrets().catch((error: Error) => {
    secrets = undefined; // a failed read is retried by the next call, not cached
    throw error;
  });
  return secrets;
}

/** Tests and the local runtime change the environment between runs. */
export function forgetStripeSecrets(): void {
  secrets = undefined;
  forgetSecrets();
}
