/**
 * Webhook replay: one signed `payment_intent.succeeded` event (as Stripe signs it, with the local
 * webhook secret) delivered 20 times at once to stripe-webhook, as a retrying Stripe or a replaying
 * attacker might. The grant writes the payment's record only if absent, so the package's credits
 * must be granted exactly once: in the balance and in the ledger. The PaymentIntent is made by
 * create-payment-intent first (only what the game sold is credited).
 */
import { randomUUID } from 'node:crypto';
import { STARTING_CREDITS } from '../../lambdas/domain/rules';
import { signedPaymentSucceeded } from '../../local/payment-provider';
import { callApi, Histogram, ledgerOf, newUser, send, type ScenarioReport, type SoakContext } from './support';

const DELIVERIES = 20;

export async function webhookReplay(context: SoakContext): Promise<ScenarioReport> {
  const { runtime } = context;
  const failures: string[] = [];
  const { sub, token } = newUser(runtime, 'soak-buyer');
  // The buyer's profile exists before paying, as create-payment-intent makes sure in the real flow.
  await callApi(runtime, 'get-credits', { token });
  const packages = await callApi<{ packages: { id: string; credits: number; price_cents: number; currency: string }[] }>(
    runtime,
    'get-credit-packages',
  );
  const pkg = packages.json.packages[0];
  // Only a PaymentIntent the game made is credited: made by its own route, as a checkout does.
  const made = await callApi<{ paymentIntentId: string }>(runtime, 'create-payment-intent', {
    token,
    body: { packageId: pkg.id, checkoutId: randomUUID() },
  });
  const { payload, signature } = signedPaymentSucceeded(sub, pkg, made.json.paymentIntentId);
  const replies = await Promise.all(
    Array.from({ length: DELIVERIES }, () =>
      send(runtime.url, '/functions/v1/stripe-webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
        timeoutMs: 30_000,
      }),
    ),
  );
  const statuses = new Histogram();
  for (const reply of replies) statuses.add(reply.status || `no answer (${reply.error})`);
  const [after, ledger] = await Promise.all([callApi<{ balance: number }>(runtime, 'get-credits', { token }), ledgerOf(sub)]);
  const expected = STARTING_CREDITS + pkg.credits;
  const balance = after.json.balance;
  const purchases = ledger.byReason.get('purchase');
  // Stripe retries anything but a 2xx: every delivery should be acknowledged, duplicates included.
  if (statuses.get(200) !== DELIVERIES) failures.push(`deliveries answered ${statuses.toString()}, not ${DELIVERIES} × 200`);
  if (balance !== expected) failures.push(`balance ${balance}, not ${expected} (${pkg.credits} granted once)`);
  if (purchases !== 1) failures.push(`${purchases} purchase entries in the ledger, not 1`);
  if (ledger.sum !== balance) failures.push(`the ledger sums to ${ledger.sum}, the balance is ${balance}`);
  const markdown = `## Soak: webhook replay

One signed \`payment_intent.succeeded\` for ${pkg.id} (${pkg.credits} credits) delivered ${DELIVERIES} times at once, byte for byte, to a
new buyer with ${STARTING_CREDITS} credits.

| metric | value |
|---|---|
| deliveries by status | ${statuses.toString()} |
| balance after (expected) | ${balance} (${expected}) |
| purchase entries in the ledger | ${purchases} |
| ledger sum (must equal the balance) | ${ledger.sum} |`;
  return {
    markdown,
    failures,
    summary: `webhook replay: ${DELIVERIES} deliveries (${statuses.toString()}), balance ${balance}/${expected}, ${purchases} purchase`,
  };
}
