/**
 * Webhook replay: one signed `payment_intent.succeeded` event (as Stripe signs it, with the local
 * webhook secret) delivered 20 times at once to stripe-webhook, as a retrying Stripe or a replaying
 * attacker might; then one signed `charge.refunded` (the whole price) delivered 20 times at once.
 * Each moves the balance once (the payment's state is rewritten only from the version it was read
 * at), so the package's credits must be granted exactly once and taken back exactly once: in the
 * balance and in the ledger. The PaymentIntent is made by create-payment-intent first (only what
 * the game sold is credited).
 */
import { randomUUID } from 'node:crypto';
import { STARTING_CREDITS } from '../../lambdas/domain/rules';
import { signedPaymentSucceeded, stripeEvent, stripeSignature } from '../../local/payment-provider';
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
  const replay = async (body: string, header: string) => {
    const replies = await Promise.all(
      Array.from({ length: DELIVERIES }, () =>
        send(runtime.url, '/functions/v1/stripe-webhook', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': header },
          body,
          timeoutMs: 30_000,
        }),
      ),
    );
    const statuses = new Histogram();
    for (const reply of replies) statuses.add(reply.status || `no answer (${reply.error})`);
    // Stripe retries anything but a 2xx: every delivery should be acknowledged, duplicates included.
    if (statuses.get(200) !== DELIVERIES) failures.push(`deliveries answered ${statuses.toString()}, not ${DELIVERIES} × 200`);
    const [after, ledger] = await Promise.all([callApi<{ balance: number }>(runtime, 'get-credits', { token }), ledgerOf(sub)]);
    if (ledger.sum !== after.json.balance) failures.push(`the ledger sums to ${ledger.sum}, the balance is ${after.json.balance}`);
    return { statuses, balance: after.json.balance, ledger };
  };

  const paid = await replay(payload, signature);
  const expected = STARTING_CREDITS + pkg.credits;
  const purchases = paid.ledger.byReason.get('purchase');
  if (paid.balance !== expected) failures.push(`balance ${paid.balance}, not ${expected} (${pkg.credits} granted once)`);
  if (purchases !== 1) failures.push(`${purchases} purchase entries in the ledger, not 1`);

  // The whole price refunded in Stripe: Stripe's charge.refunded, with the charge's running total.
  const charge = {
    id: `ch_soak${randomUUID().replaceAll('-', '')}`,
    object: 'charge',
    payment_intent: made.json.paymentIntentId,
    amount: pkg.price_cents,
    amount_refunded: pkg.price_cents,
    currency: pkg.currency,
    refunded: true,
  };
  const refundPayload = JSON.stringify(stripeEvent('charge.refunded', charge));
  const refunded = await replay(refundPayload, stripeSignature(refundPayload));
  const refunds = refunded.ledger.byReason.get('refund');
  if (refunded.balance !== STARTING_CREDITS) failures.push(`balance ${refunded.balance} after the refund, not ${STARTING_CREDITS}`);
  if (refunds !== 1) failures.push(`${refunds} refund entries in the ledger, not 1`);

  const markdown = `## Soak: webhook replay

One signed \`payment_intent.succeeded\` for ${pkg.id} (${pkg.credits} credits) delivered ${DELIVERIES} times at once, byte for byte, to a
new buyer with ${STARTING_CREDITS} credits; then one signed \`charge.refunded\` for the whole price, ${DELIVERIES} times at once.

| metric | payment | full refund |
|---|---|---|
| deliveries by status | ${paid.statuses.toString()} | ${refunded.statuses.toString()} |
| balance after (expected) | ${paid.balance} (${expected}) | ${refunded.balance} (${STARTING_CREDITS}) |
| entries in the ledger | ${purchases} purchase | ${refunds} refund |
| ledger sum (must equal the balance) | ${paid.ledger.sum} | ${refunded.ledger.sum} |`;
  return {
    markdown,
    failures,
    summary:
      `webhook replay: ${DELIVERIES} deliveries each (${paid.statuses.toString()}; ${refunded.statuses.toString()}), ` +
      `balance ${paid.balance}/${expected} then ${refunded.balance}/${STARTING_CREDITS}, ${purchases} purchase, ${refunds} refund`,
  };
}
