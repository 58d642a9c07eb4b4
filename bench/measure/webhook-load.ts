/**
 * stripe-webhook through the local runtime: signed payment_intent.succeeded events, each two reads
 * (the order, the payment) and a grant transaction of three items (payment state, balance, ledger
 * entry), then each delivered again (the two reads only).
 */
import { randomUUID } from 'node:crypto';
import { accountStore } from '../../lambdas/store/accounts';
import { paymentStore } from '../../lambdas/store/payments';
import { DEFAULT_CREDIT_PACKAGES } from '../../lambdas/domain/rules';
import { stripeEvent, stripeSignature, succeededIntent } from '../../local/payment-provider';
import type { LocalRuntime } from '../../local/runtime';
import { latencyRows } from '../stats';

export async function measureWebhookLoad(runtime: LocalRuntime): Promise<string> {
  const latencies: number[] = [];
  let failures = 0;
  const deliver = async (event: object) => {
    const payload = JSON.stringify(event);
    const started = performance.now();
    const response = await fetch(`${runtime.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(payload),
      },
      body: payload,
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (!response.ok) failures++;
  };
  const subs = Array.from({ length: 20 }, () => `bench-buyer-${randomUUID()}`);
  await Promise.all(subs.map((sub) => accountStore.ensureProfile(sub, new Date())));
  const pkg = DEFAULT_CREDIT_PACKAGES[0];
  // Only a PaymentIntent the game made is credited: each event's order is recorded first, as create-payment-intent does.
  const eventFor = async (sub: string) => {
    const intent = succeededIntent(sub, pkg);
    const order = { sub, packageId: pkg.id, credits: pkg.credits, amount: pkg.price_cents, currency: pkg.currency };
    await paymentStore.recordOrder(intent.id, order, new Date());
    return stripeEvent('payment_intent.succeeded', intent);
  };
  const started = performance.now();
  for (let batch = 0; batch < subs.length; batch += 10) {
    await Promise.all(
      subs.slice(batch, batch + 10).map(async (sub) => {
        for (let n = 0; n < 5; n++) {
          const event = await eventFor(sub);
          await deliver(event);
          await deliver(event); // a duplicate delivery: must grant nothing
        }
      }),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  const balances = await Promise.all(subs.map(async (sub) => (await accountStore.getProfile(sub))?.credits));
  const exact = balances.every((b) => b === 5 + 5 * 10);
  return `## stripe-webhook through the local runtime

20 buyers, 10 at a time, each paid 5 times; every signed event delivered twice (as Stripe may).

| metric | value |
|---|---|
| deliveries | ${latencies.length} (${failures} not 2xx), half of them duplicates |
| credited exactly once each | ${exact ? 'yes' : 'NO'} (${subs.length} buyers × 5 payments of 10 credits) |
| throughput | ${(latencies.length / seconds).toFixed(0)} deliveries/s |
${latencyRows(latencies).join('\n')}`;
}
