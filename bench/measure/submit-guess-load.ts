/**
 * submit-guess through the local runtime against its ceiling: the same load (10 connections, every
 * request a new anonymous player's first guess) on the game server and on a raw server doing one
 * conditional UpdateItem per request, both on one DynamoDB Local, each in a process of its own and
 * the load generator in this one.
 *
 * This machine's speed drifts by a third from one second to the next (a shared VM; DynamoDB Local's
 * JIT still warming), so the two are measured in adjacent pairs, in ABBA order (game, ceiling,
 * ceiling, game, ...: neither always runs on the warmer JVM), and each pair gives a ratio; the
 * figures are the medians over the pairs.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { localDay } from '../../lambdas/domain/calendar';
import { wordList } from '../../lambdas/words/word-lists';
import { ensureTable, startDynamoDbLocal } from '../../local/dynamodb';
import { LOCAL_TABLE_NAME } from '../../local/runtime';
import { LAMBDA_NODE_MAJOR } from '../../lib/bundling';
import { startServer } from '../servers/start';
import { median, table } from '../stats';

const CONNECTIONS = 10;
const SECONDS = 4;
const PAIRS = 8;
const WARM_UP_SECONDS = 5;

async function run(url: string, body: () => string, seconds: number) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, body: body() }) }],
  });
}

export async function measureSubmitGuessLoad(): Promise<string> {
  const dynamo = await startDynamoDbLocal();
  await ensureTable(dynamo.endpoint, LOCAL_TABLE_NAME);
  const env = { BENCH_DYNAMODB_ENDPOINT: dynamo.endpoint, BENCH_TABLE_NAME: LOCAL_TABLE_NAME };
  const game = await startServer('game.ts', env);
  const ceiling = await startServer('raw-ceiling.ts', env);
  try {
    const day = localDay(new Date(), 0);
    const word = wordList(day.wordLength).answers[0];
    const guess = () =>
      JSON.stringify({ guess: word, wordLength: day.wordLength, tzOffset: 0, row: 0, anonymousId: `anon_${randomUUID()}` });
    const gameUrl = `${game.url}/functions/v1/submit-guess`;
    // Warm-up: the JIT and DynamoDB Local's own warm-up halve the first seconds' throughput.
    await run(gameUrl, guess, WARM_UP_SECONDS);
    await run(ceiling.url, guess, WARM_UP_SECONDS);
    const pairs: { game: autocannon.Result; ceiling: autocannon.Result }[] = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      const gameFirst = pair % 2 === 0;
      const first = await run(gameFirst ? gameUrl : ceiling.url, guess, SECONDS);
      const second = await run(gameFirst ? ceiling.url : gameUrl, guess, SECONDS);
      pairs.push(gameFirst ? { game: first, ceiling: second } : { game: second, ceiling: first });
    }
    const figures = (list: autocannon.Result[]) => ({
      throughput: median(list.map((r) => r.requests.average)),
      p50: median(list.map((r) => r.latency.p50)),
      p99: median(list.map((r) => r.latency.p99)),
      failed: list.reduce((n, r) => n + r.non2xx + r.errors, 0),
      total: list.reduce((n, r) => n + r.requests.total, 0),
    });
    const g = figures(pairs.map((p) => p.game));
    const c = figures(pairs.map((p) => p.ceiling));
    const throughputRatio = median(pairs.map((p) => p.game.requests.average / p.ceiling.requests.average));
    const p50Ratio = median(pairs.map((p) => p.game.latency.p50 / p.ceiling.latency.p50));
    const p99Ratio = median(pairs.map((p) => p.game.latency.p99 / p.ceiling.latency.p99));
    const spread = pairs.map((p) => (100 * p.game.requests.average) / p.ceiling.requests.average).sort((a, b) => a - b);
    return `## submit-guess against its ceiling

${CONNECTIONS} connections; ${PAIRS} pairs of ${SECONDS} s runs (game and ceiling adjacent, in ABBA order) after a
${WARM_UP_SECONDS} s warm-up of each; every request a new anonymous player's first guess. The ceiling is a minimal
Node HTTP server doing one conditional UpdateItem per request on the same DynamoDB Local
(bench/servers/raw-ceiling.ts). Both run on Node.js ${LAMBDA_NODE_MAJOR}, the Lambdas' runtime. Each
pair gives a ratio; the table shows medians over the pairs (the machine's speed drifts between runs,
and a pair sees the same drift). Targets: throughput at least 70 % of the ceiling's, p99 at most 1.5× the ceiling's.

${table(
  ['', 'game (local runtime)', 'raw ceiling', 'game / ceiling'],
  [
    ['throughput', `${g.throughput.toFixed(0)} req/s`, `${c.throughput.toFixed(0)} req/s`, `**${(100 * throughputRatio).toFixed(0)} %**`],
    ['latency p50', `${g.p50} ms`, `${c.p50} ms`, `${p50Ratio.toFixed(2)}×`],
    ['latency p99', `${g.p99} ms`, `${c.p99} ms`, `**${p99Ratio.toFixed(2)}×**`],
    ['requests (non-2xx or errors)', `${g.total} (${g.failed})`, `${c.total} (${c.failed})`, ''],
  ],
)}

Throughput ratio of each pair, lowest to highest: ${spread.map((value) => `${value.toFixed(0)} %`).join(', ')}.`;
  } finally {
    for (const server of [game, ceiling]) server.process.kill('SIGTERM');
    await dynamo.stop();
  }
}
