/**
 * Stripe's API key and webhook signing secret. In AWS both come from one Secrets Manager secret
 * (STRIPE_SECRET_ARN, JSON {"secretKey","webhookSecret"}); locally from STRIPE_SECRET_KEY /
 * STRIPE_WEBHOOK_SECRET. A container keeps them for STRIPE_SECRET_MAX_AGE_MS only, so a key rolled in
 * Stripe reaches every warm container within minutes, not when containers happen to recycle
 * (docs/runbook.md, "Roll the Stripe keys").
 */
import { config, perContainer } from '../config';
import { readSecret } from './read-secret';

/**
 * How long a container uses the secret it read. The secrets extension keeps its own copy for
 * 300 s (its default), so a new value is in use everywhere within 6 minutes of being stored.
 */
export const STRIPE_SECRET_MAX_AGE_MS = 60_000;

export interface StripeSecrets {
  secretKey: string;
  webhookSecret: string;
}

const kept = perContainer<{ value: Promise<StripeSecrets>; at: number }>('stripe-secrets');

async function loadSecrets(): Promise<StripeSecrets> {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_SECRET_ARN } = config();
  if (STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET) return { secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET };
  if (!STRIPE_SECRET_ARN)
    throw new Error('Stripe is not configured: set STRIPE_SECRET_ARN (or STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)');
  let value: Partial<StripeSecrets> | undefined;
  try {
    value = JSON.parse(await readSecret(STRIPE_SECRET_ARN, STRIPE_SECRET_MAX_AGE_MS)) as Partial<StripeSecrets>;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
  }
  if (!value?.secretKey?.startsWith('sk_') || !value.webhookSecret?.startsWith('whsec_')) {
    throw new Error('The Stripe secret must be JSON {"secretKey":"sk_...","webhookSecret":"whsec_..."}');
  }
  return { secretKey: value.secretKey, webhookSecret: value.webhookSecret };
}

/** The container's copy, read again once it is STRIPE_SECRET_MAX_AGE_MS old; a failed read is tried again by the next call. */
export function stripeSecrets(): Promise<StripeSecrets> {
  const current = kept.get();
  if (current && Date.now() - current.at < STRIPE_SECRET_MAX_AGE_MS) return current.value;
  const entry = { value: loadSecrets(), at: Date.now() };
  kept.set(entry);
  entry.value.catch(() => {
    if (kept.get() === entry) kept.set(undefined);
  });
  return entry.value;
}
