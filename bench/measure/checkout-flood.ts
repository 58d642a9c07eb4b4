/**
 * A checkout while another player floods it, through the local runtime (its local Stripe stand-in):
 * player A sends create-payment-intent from 20 connections at once for 15 s, each request from
 * another address, while ten other players each check out every 4 s (under the 5 a minute a player
 * may). What a player sees: the buyers' answers and
 * latency, and how much of A's flood reached Stripe. (The local gateway has no API Gateway throttle
 * or WAF: this measures the game's own per-player limit, which holds wherever A's requests come from.)
 */
import { randomUUID } from 'node:crypto';
import type { LocalRuntime } from '../../local/runtime';
import { callApi } from '../soak/support';
import { latencyRows, table } from '../stats';

const FLOOD_SECONDS = 15;
const FLOOD_CONNECTIONS = 20;
const BUYERS = 10;
const BUYER_EVERY_MS = 4000;

export async function measureCheckoutFlood(runtime: LocalRuntime): Promise<string> {
  const tokenOf = (name: string) => runtime.identity.mintAccessToken({ sub: `bench-${name}-${randomUUID()}` });
  const flooder = tokenOf('flooder');
  const buyers = Array.from({ length: BUYERS }, (_, i) => tokenOf(`buyer-${i}`));
  const checkout = async (token: string, network: number) => {
    const started = performance.now();
    // Each from an address of its own (the local edge, as CloudFront, reads it from the connection).
    const { status } = await callApi(runtime, 'create-payment-intent', {
      token,
      body: { packageId: 'pack-10', checkoutId: randomUUID() },
      from: `127.${(network >> 16) & 0xff}.${(network >> 8) & 0xff}.${network & 0xff}`,
      timeoutMs: 60_000,
    });
    return { status, ms: performance.now() - started };
  };
  const askedBefore = runtime.payments?.requests.length ?? 0;
  const until = performance.now() + FLOOD_SECONDS * 1000;
  const flood: number[] = [];
  let network = 2; // 127.0.0.2 on: 127.0.0.1 is every other call's
  const floodLoop = async () => {
    while (performance.now() < until) flood.push((await checkout(flooder, network++)).status);
  };
  const bought: { status: number; ms: number }[] = [];
  const buyerLoop = async (token: string, i: number) => {
    while (performance.now() < until) {
      const next = performance.now() + BUYER_EVERY_MS;
      bought.push(await checkout(token, 0xbeef0 + i));
      // The buyer's own pace (a load model), not a wait on the system.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
  };
  await Promise.all([...Array.from({ length: FLOOD_CONNECTIONS }, floodLoop), ...buyers.map(buyerLoop)]);
  const askedStripe = (runtime.payments?.requests.length ?? askedBefore) - askedBefore;
  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
  return [
    '## A checkout while another player floods it',
    '',
    `Player A: ${FLOOD_CONNECTIONS} connections for ${FLOOD_SECONDS} s, every request from another address;`,
    `${BUYERS} other players: a checkout each every ${BUYER_EVERY_MS / 1000} s.`,
    '',
    table(
      ['who', 'requests', '200', '429', 'other'],
      [
        ['A (flooding)', flood.length, count(flood, 200), count(flood, 429), flood.length - count(flood, 200) - count(flood, 429)],
        [
          'the other players (buying)',
          bought.length,
          count(
            bought.map((b) => b.status),
            200,
          ),
          count(
            bought.map((b) => b.status),
            429,
          ),
          bought.filter((b) => b.status !== 200 && b.status !== 429).length,
        ],
      ],
    ),
    '',
    `Stripe (the local stand-in) was asked for ${askedStripe} PaymentIntents. The buyers' latency during the flood:`,
    '',
    '| metric | value |',
    '|---|---|',
    ...latencyRows(bought.map((b) => b.ms)),
  ].join('\n');
}
