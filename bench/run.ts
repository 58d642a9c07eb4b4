/**
 * `npm run bench`: the figures that tests must not assert (speed, size), written to
 * bench/RESULTS.md with the machine and the date. Everything runs on this machine, offline:
 *  1. each handler bundled as the CDK bundles it (esbuild, minified, Node 22, CommonJS), with the
 *     AWS SDK inside and outside the bundle: size, gzip size, cold module load time;
 *  2. DynamoDB round trips per submit-guess, counted at the SDK;
 *  3. submit-guess latency and throughput through the local runtime (autocannon, loopback only);
 *  4. the web build's initial JS and CSS, and Lighthouse's performance and accessibility scores.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, freemem, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { routes } from '../lambdas/routes';
import { handlerBundleOptions, NODE_TARGET } from '../lib/bundling';
import { startLocalRuntime, type LocalRuntime } from '../local/runtime';

const ROOT = join(__dirname, '..');
const WEB_DIST = join(ROOT, 'web', 'dist');
const LIGHTHOUSE_RUNS = 3;
const LOAD_RUNS = 7;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** Time to require() a bundle in a fresh Node process: the module-load part of a cold start. */
function loadTimeMs(file: string): number {
  const script = `const t=process.hrtime.bigint();require(${JSON.stringify(file)});process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6))`;
  // NODE_PATH stands in for the Lambda runtime's own copy of the SDK in the external variant.
  const env = {
    ...process.env,
    NODE_PATH: join(ROOT, 'node_modules'),
    TABLE_NAME: 'bench',
    WORD_SECRET: 'x'.repeat(32),
    POWERTOOLS_METRICS_DISABLED: 'true',
    POWERTOOLS_TRACE_ENABLED: 'false',
  };
  return median(Array.from({ length: LOAD_RUNS }, () => Number(execFileSync(process.execPath, ['-e', script], { env }).toString())));
}

async function bundles(): Promise<string[]> {
  const out = mkdtempSync(join(tmpdir(), 'bench-bundles-'));
  const lines = ['| handler | SDK bundled: size | gzip | load (median of 7) | SDK external: size | load |', '|---|---|---|---|---|---|'];
  for (const route of routes) {
    const row: string[] = [route.name];
    for (const sdk of ['bundled', 'external'] as const) {
      const outfile = join(out, sdk, `${route.name}.js`);
      mkdirSync(join(out, sdk), { recursive: true });
      await build({
        ...handlerBundleOptions({ bundleAwsSdk: sdk === 'bundled' }),
        entryPoints: [join(ROOT, 'lambdas', 'handlers', `${route.name}.ts`)],
        outfile,
      });
      const code = readFileSync(outfile);
      const load = loadTimeMs(outfile);
      if (sdk === 'bundled') row.push(kb(code.length), kb(gzipSync(code).length), `${load.toFixed(0)} ms`);
      else row.push(kb(code.length), `${load.toFixed(0)} ms`);
    }
    lines.push(`| ${row.join(' | ')} |`);
  }
  return lines;
}

/** p50 and p99 table rows of measured latencies (ms). */
function latencyRows(latencies: number[]): string[] {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1);
  return [`| latency p50 | ${pct(50)} ms |`, `| latency p99 | ${pct(99)} ms |`];
}

/**
 * use-helper through the local runtime: every call is one signed-in player's paid reveal (a
 * DynamoDB transaction of three items). Tokens are minted by the runtime's Cognito stand-in.
 */
async function helperLatency(runtime: LocalRuntime): Promise<string[]> {
  const baseUrl = runtime.url;
  const latencies: number[] = [];
  let failures = 0;
  const player = async (i: number) => {
    const token = runtime.identity.mintAccessToken({ sub: `bench-${i}-${randomUUID()}` });
    const headers = { authorization: `Bearer ${token}` };
    await fetch(`${baseUrl}/functions/v1/get-credits`, { headers });
    for (let n = 0; n < 5; n++) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/functions/v1/use-helper`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ helperType: 'revealRandomLetter', tzOffset: 0 }),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!response.ok) failures++;
    }
  };
  const started = performance.now();
  for (let batch = 0; batch < 40; batch += 10) await Promise.all(Array.from({ length: 10 }, (_, j) => player(batch + j)));
  const seconds = (performance.now() - started) / 1000;
  return [
    '| metric | value |',
    '|---|---|',
    `| calls | ${latencies.length} (${failures} refused; on a 4-letter day the 5th reveal has nothing left) |`,
    `| throughput (incl. profile creation) | ${(latencies.length / seconds).toFixed(0)} calls/s |`,
    ...latencyRows(latencies),
  ];
}

/**
 * stripe-webhook through the local runtime: signed payment_intent.succeeded events, each a grant
 * transaction of three items (payment record, balance, ledger entry), then each delivered again.
 */
async function webhookLatency(baseUrl: string): Promise<string[]> {
  const { default: Stripe } = await import('stripe');
  const { LOCAL_STRIPE_WEBHOOK_SECRET } = await import('../local/payment-provider');
  const { accountStore } = await import('../lambdas/store/accounts');
  const signer = new Stripe('sk_test_bench_signer');
  const latencies: number[] = [];
  let failures = 0;
  const deliver = async (event: object) => {
    const payload = JSON.stringify(event);
    const started = performance.now();
    const response = await fetch(`${baseUrl}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE_WEBHOOK_SECRET }),
      },
      body: payload,
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (!response.ok) failures++;
  };
  const subs = Array.from({ length: 20 }, () => `bench-buyer-${randomUUID()}`);
  await Promise.all(subs.map((sub) => accountStore.ensureProfile(sub, new Date())));
  const eventFor = (sub: string) => ({
    id: `evt_bench_${randomUUID()}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: `pi_bench_${randomUUID()}`,
        object: 'payment_intent',
        amount: 199,
        amount_received: 199,
        currency: 'usd',
        metadata: { sub, packageId: 'pack-10', credits: '10' },
      },
    },
  });
  const started = performance.now();
  for (let batch = 0; batch < subs.length; batch += 10) {
    await Promise.all(
      subs.slice(batch, batch + 10).map(async (sub) => {
        for (let n = 0; n < 5; n++) {
          const event = eventFor(sub);
          await deliver(event);
          await deliver(event); // a duplicate delivery: must grant nothing
        }
      }),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  const balances = await Promise.all(subs.map(async (sub) => (await accountStore.getProfile(sub))?.credits));
  const exact = balances.every((b) => b === 5 + 5 * 10);
  return [
    '| metric | value |',
    '|---|---|',
    `| deliveries | ${latencies.length} (${failures} not 2xx), half of them duplicates |`,
    `| credited exactly once each | ${exact ? 'yes' : 'NO'} (${subs.length} buyers × 5 payments of 10 credits) |`,
    `| throughput | ${(latencies.length / seconds).toFixed(0)} deliveries/s |`,
    ...latencyRows(latencies),
  ];
}

/** What the browser must download before the first paint: the entry script, its preloads, CSS. */
function initialWebAssets(): string[] {
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.mts', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit' });
  const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const size = (ext: string) => {
    const list = files.filter((f) => f.endsWith(ext)).map((f) => readFileSync(join(WEB_DIST, f)));
    return { raw: list.reduce((n, b) => n + b.length, 0), gzip: list.reduce((n, b) => n + gzipSync(b).length, 0), count: list.length };
  };
  const js = size('.js');
  const css = size('.css');
  const lazy = readdirSync(join(WEB_DIST, 'assets')).filter((f) => f.endsWith('.js') && !files.includes(`/assets/${f}`));
  return [
    '| what | files | raw | gzip |',
    '|---|---|---|---|',
    `| initial JS (entry + preloads) | ${js.count} | ${kb(js.raw)} | ${kb(js.gzip)} |`,
    `| initial CSS | ${css.count} | ${kb(css.raw)} | ${kb(css.gzip)} |`,
    '',
    `Loaded on demand: ${lazy
      .map((f) => f.replace(/-[\w-]+\.js$/, ''))
      .sort()
      .join(', ')}.`,
  ];
}

/**
 * Lighthouse (npm) with Debian's Chromium: mobile emulation, simulated throttling, first visit.
 * Asynchronous on purpose: this process also serves the page being measured.
 */
async function lighthouse(url: string): Promise<string[]> {
  const scores: { performance: number; accessibility: number; lcp: number; tbt: number; cls: number }[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    const out = join(mkdtempSync(join(tmpdir(), 'lighthouse-')), 'report.json');
    try {
      await promisify(execFile)(
        'npx',
        [
          'lighthouse',
          url,
          '--chrome-path=/usr/bin/chromium',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
          '--only-categories=performance,accessibility',
          '--output=json',
          `--output-path=${out}`,
          '--quiet',
        ],
        { cwd: ROOT, timeout: 180_000 },
      );
    } catch (error) {
      return [`Lighthouse did not run (${(error as Error).message.split('\n')[0]}); is /usr/bin/chromium installed?`];
    }
    const report = JSON.parse(readFileSync(out, 'utf8'));
    scores.push({
      performance: report.categories.performance.score * 100,
      accessibility: report.categories.accessibility.score * 100,
      lcp: report.audits['largest-contentful-paint'].numericValue,
      tbt: report.audits['total-blocking-time'].numericValue,
      cls: report.audits['cumulative-layout-shift'].numericValue,
    });
  }
  const m = (key: keyof (typeof scores)[number]) => median(scores.map((s) => s[key]));
  return [
    `Median of ${LIGHTHOUSE_RUNS} runs of \`/\` (a first visit: the instructions dialog opens), Lighthouse's default mobile profile (simulated slow 4G, 4× CPU slowdown).`,
    '',
    '| metric | value |',
    '|---|---|',
    `| performance score | ${m('performance').toFixed(0)} |`,
    `| accessibility score | ${m('accessibility').toFixed(0)} |`,
    `| largest contentful paint | ${(m('lcp') / 1000).toFixed(1)} s |`,
    `| total blocking time | ${m('tbt').toFixed(0)} ms |`,
    `| cumulative layout shift | ${m('cls').toFixed(3)} |`,
  ];
}

async function main() {
  const started = new Date();
  console.log('Bundling handlers ...');
  const bundleLines = await bundles();
  console.log('Building the web app ...');
  const webLines = initialWebAssets();

  console.log('Starting the local runtime (DynamoDB Local in memory) ...');
  const runtime = await startLocalRuntime({ port: 0, log: () => undefined });
  const { documentClient } = await import('../lambdas/store/table');
  const { localDay } = await import('../lambdas/domain/calendar');
  const { wordList } = await import('../lambdas/words/word-lists');
  const { answerOf } = await import('../lambdas/services/answer');
  let roundTrips = 0;
  documentClient().middlewareStack.add((next) => (args) => (roundTrips++, next(args)), { step: 'initialize', name: 'benchCounter' });

  const tzOffset = 0;
  const day = localDay(new Date(), tzOffset);
  const answer = await answerOf(day);
  const words = wordList(day.wordLength).answers.filter((w) => w !== answer);
  const post = (name: string, body: unknown) =>
    fetch(`${runtime.url}/functions/v1/${name}`, { method: 'POST', body: JSON.stringify(body) }).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
  const guessBody = (anonymousId: string, guess: string, row?: number) => ({
    guess,
    wordLength: day.wordLength,
    tzOffset,
    anonymousId,
    row,
  });

  const trips: [string, () => Promise<unknown>][] = [];
  const player = `anon_${randomUUID()}`;
  for (let row = 0; row < 5; row++)
    trips.push([`guess ${row + 1} (with row index)`, () => post('submit-guess', guessBody(player, words[row], row))]);
  trips.push(['guess 6, final (with row index)', () => post('submit-guess', guessBody(player, words[5], 5))]);
  const other = `anon_${randomUUID()}`;
  trips.push(['guess 1, without row index', () => post('submit-guess', guessBody(other, words[0]))]);
  trips.push(['same row again (retry)', () => post('submit-guess', guessBody(other, words[0], 0))]);
  trips.push(['winning guess', () => post('submit-guess', guessBody(other, answer, 1))]);
  trips.push(['load-game-state', () => post('load-game-state', { tzOffset, anonymousId: other })]);
  const tripLines = ['| request | DynamoDB round trips |', '|---|---|'];
  for (const [label, run] of trips) {
    const before = roundTrips;
    await run();
    tripLines.push(`| ${label} | ${roundTrips - before} |`);
  }

  console.log('Load test: submit-guess, 10 connections, 3 s warm-up then 10 s ...');
  const submitGuessLoad = (duration: number) =>
    autocannon({
      url: `${runtime.url}/functions/v1/submit-guess`,
      connections: 10,
      duration,
      requests: [
        {
          method: 'POST',
          // Each request is a new player's first guess: a non-final guess, one conditional write.
          setupRequest: (request) => ({ ...request, body: JSON.stringify(guessBody(`anon_${randomUUID()}`, words[0], 0)) }),
        },
      ],
    });
  // JIT and DynamoDB Local's own warm-up halve the first seconds' throughput: measured after them.
  await submitGuessLoad(3);
  const load = await submitGuessLoad(10);
  const helperLoad = await autocannon({ url: `${runtime.url}/functions/v1/get-word-length?tzOffset=0`, connections: 10, duration: 5 });
  console.log('use-helper: 40 signed-in players, 5 reveals each, 10 at a time ...');
  const helperLines = await helperLatency(runtime);
  console.log('stripe-webhook: 20 buyers, 5 payments each delivered twice, 10 buyers at a time ...');
  const webhookLines = await webhookLatency(runtime.url);
  console.log('Lighthouse ...');
  const lighthouseLines = await lighthouse(`${runtime.url}/`);
  await runtime.stop();

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const results = `# Benchmark results

Written by \`npm run bench\` (bench/run.ts). Machine: ${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB
(${(freemem() / 2 ** 30).toFixed(0)} GiB free), Node ${process.version}, ${process.platform}. Run on ${started.toISOString()}.
Everything is local: DynamoDB Local (Java) in memory, the local gateway, loopback traffic only.
Figures from a 2-core machine with the load generator on the same cores: compare runs, not absolutes.

## Handler bundles (esbuild as the CDK bundles them: minified, ${NODE_TARGET}, CommonJS)

"load" is the time to \`require()\` the bundle in a fresh Node process, the module-load part of a
Lambda cold start (median of ${LOAD_RUNS}). "SDK external" leaves \`@aws-sdk/*\` to the runtime's copy.

${bundleLines.join('\n')}

## DynamoDB round trips per call

${tripLines.join('\n')}

## submit-guess through the local runtime

10 connections for 10 s after a 3 s warm-up; every request a new anonymous player's first guess (one conditional write).

| metric | value |
|---|---|
| requests | ${load.requests.total} (${load.non2xx} non-2xx, ${load.errors} errors) |
| throughput | ${load.requests.average.toFixed(0)} req/s |
| latency p50 | ${load.latency.p50} ms |
| latency p99 | ${load.latency.p99} ms |

## use-helper through the local runtime

40 signed-in players, 10 at a time, each making 5 random reveals in a row (tzOffset 0).

${helperLines.join('\n')}

## stripe-webhook through the local runtime

20 buyers, 10 at a time, each paid 5 times; every signed event delivered twice (as Stripe may).

${webhookLines.join('\n')}

## Web app

${webLines.join('\n')}

## Lighthouse

${lighthouseLines.join('\n')}

## get-word-length (no table access), for comparison

| metric | value |
|---|---|
| throughput | ${helperLoad.requests.average.toFixed(0)} req/s |
| latency p50 / p99 | ${helperLoad.latency.p50} ms / ${helperLoad.latency.p99} ms |
`;
  writeFileSync(join(__dirname, 'RESULTS.md'), results);
  console.log(results);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
