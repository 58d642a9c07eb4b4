/**
 * submit-guess through the local runtime against its ceiling: the same load (10 connections, every
 * request a new anonymous player's first guess) on the game server and on a raw server doing one
 * conditional UpdateItem per request, both on one DynamoDB Local, each in a process of its own and
 * the load generator in this one. Runs alternate (game, ceiling, game, ...) so that a busy machine
 * weighs on both; medians and ratios are reported.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { localDay } from '../../lambdas/domain/calendar';
import { wordList } from '../../lambdas/words/word-lists';
import { ensureTable, startDynamoDbLocal } from '../../local/dynamodb';
import { LOCAL_TABLE_NAME } from '../../local/runtime';
import { median, table } from '../stats';

const ROOT = join(__dirname, '..', '..');
const CONNECTIONS = 10;
const SECONDS = 5;
const ROUNDS = 3;

interface Server {
  url: string;
  process: ChildProcess;
}

async function startServer(file: string, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '..', 'servers', file)], {
    cwd: ROOT,
    env: { ...process.env, ...env, POWERTOOLS_LOG_LEVEL: 'ERROR' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  for await (const line of lines) {
    if (line.startsWith('{')) return { url: (JSON.parse(line) as { url: string }).url, process: child };
  }
  throw new Error(`${file} exited before it listened`);
}

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
    await run(gameUrl, guess, 3);
    await run(ceiling.url, guess, 3);
    const results = { game: [] as autocannon.Result[], ceiling: [] as autocannon.Result[] };
    for (let round = 0; round < ROUNDS; round++) {
      results.game.push(await run(gameUrl, guess, SECONDS));
      results.ceiling.push(await run(ceiling.url, guess, SECONDS));
    }
    const figures = (list: autocannon.Result[]) => ({
      throughput: median(list.map((r) => r.requests.average)),
      p50: median(list.map((r) => r.latency.p50)),
      p99: median(list.map((r) => r.latency.p99)),
      failed: list.reduce((n, r) => n + r.non2xx + r.errors, 0),
      total: list.reduce((n, r) => n + r.requests.total, 0),
    });
    const g = figures(results.game);
    const c = figures(results.ceiling);
    return `## submit-guess against its ceiling

${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s each after a 3 s warm-up of each; every
request a new anonymous player's first guess. The ceiling is a minimal Node HTTP server doing one conditional
UpdateItem per request on the same DynamoDB Local (bench/servers/raw-ceiling.ts). Medians of the rounds.
Targets: throughput at least 70 % of the ceiling's, p99 at most 1.5× the ceiling's.

${table(
  ['', 'game (local runtime)', 'raw ceiling', 'game / ceiling'],
  [
    [
      'throughput',
      `${g.throughput.toFixed(0)} req/s`,
      `${c.throughput.toFixed(0)} req/s`,
      `**${((100 * g.throughput) / c.throughput).toFixed(0)} %**`,
    ],
    ['latency p50', `${g.p50} ms`, `${c.p50} ms`, `${(g.p50 / c.p50).toFixed(2)}×`],
    ['latency p99', `${g.p99} ms`, `${c.p99} ms`, `**${(g.p99 / c.p99).toFixed(2)}×**`],
    ['requests (non-2xx or errors)', `${g.total} (${g.failed})`, `${c.total} (${c.failed})`, ''],
  ],
)}`;
  } finally {
    for (const server of [game, ceiling]) server.process.kill('SIGTERM');
    await dynamo.stop();
  }
}
