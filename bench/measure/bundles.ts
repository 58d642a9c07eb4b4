/**
 * Handler bundles, as the CDK bundles them (lib/bundling.ts): size, gzip size, and cold module load
 * (the time to require() the bundle in a fresh Node process: the module-load part of a Lambda cold
 * start) as a ratio to a reference handler that only does one DynamoDB UpdateItem with the same
 * SDK, and, for get-word-length (no table), the whole process against a bare Node start. All on the
 * Node.js the Lambdas run (LAMBDA_NODE_MAJOR); get-word-length's start also on this machine's Node, the
 * yardstick its budget was first set on. Fresh processes alternate A and B, so a busy machine slows
 * both alike.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { routes } from '../../lambdas/routes';
import { handlerBundleOptions, LAMBDA_NODE_MAJOR, NODE_TARGET, STRIPE_SDK, stripeSdkBundleOptions } from '../../lib/bundling';
import { lambdaNodePath } from '../../local/lambda-node';
import { kb, median, table } from '../stats';

const ROOT = join(__dirname, '..', '..');
export const LOAD_RUNS = 31;

const ENV = {
  ...process.env,
  TABLE_NAME: 'bench',
  WORD_SECRET: 'x'.repeat(32),
  POWERTOOLS_METRICS_DISABLED: 'true',
  POWERTOOLS_TRACE_ENABLED: 'false',
};

async function bundle(entry: string, outDir: string, name: string, { stripeApart = false } = {}): Promise<string> {
  const outfile = join(outDir, `${name}.js`);
  await build({ ...handlerBundleOptions({ stripeApart }), entryPoints: [entry], outfile });
  return outfile;
}

/** Milliseconds to require() `file` in a fresh process of the Lambdas' Node, measured inside it. */
function moduleLoadMs(file: string): number {
  const script = [
    'const t = process.hrtime.bigint();',
    `require(${JSON.stringify(file)});`,
    'process.stdout.write(String(Number(process.hrtime.bigint() - t) / 1e6));',
  ].join('');
  return Number(execFileSync(lambdaNodePath(), ['-e', script], { env: ENV }).toString());
}

/** Milliseconds from spawning a `node` process that requires `file` (or nothing) to its exit. */
function processMs(node: string, file?: string): number {
  const started = process.hrtime.bigint();
  execFileSync(node, ['-e', file ? `require(${JSON.stringify(file)})` : ''], { env: ENV });
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/**
 * Medians of `a` and `b` over `runs` alternating fresh processes (ABBA order, so neither always runs
 * second), and the median of each adjacent pair's ratio a/b: this machine's speed drifts between
 * runs, and a pair sees the same drift.
 */
function alternate(a: () => number, b: () => number, runs = LOAD_RUNS): { a: number; b: number; ratio: number } {
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      as.push(a());
      bs.push(b());
    } else {
      bs.push(b());
      as.push(a());
    }
  }
  return { a: median(as), b: median(bs), ratio: median(as.map((value, i) => value / bs[i])) };
}

export async function measureBundles(): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'bench-bundles-'));
  const reference = await bundle(join(__dirname, '..', 'reference-handler.ts'), out, 'reference');
  const referenceSize = readFileSync(reference).length;
  const rows: string[][] = [];
  let wordLength: { file: string } | undefined;
  for (const route of routes) {
    const file = await bundle(join(ROOT, 'lambdas', 'handlers', `${route.name}.ts`), out, route.name, { stripeApart: route.stripe });
    const code = readFileSync(file);
    const load = alternate(
      () => moduleLoadMs(file),
      () => moduleLoadMs(reference),
    );
    rows.push([
      route.name,
      kb(code.length),
      kb(gzipSync(code).length),
      `${load.a.toFixed(0)} ms`,
      `${load.b.toFixed(0)} ms`,
      `${load.ratio.toFixed(2)}×`,
    ]);
    if (route.name === 'get-word-length') wordLength = { file };
  }
  // The Stripe SDK's own file, as the payment routes ship it: loaded by their first call that needs Stripe.
  const stripeSdkDir = join(out, 'stripe-sdk');
  await build(stripeSdkBundleOptions(stripeSdkDir));
  const stripeSdk = readFileSync(join(stripeSdkDir, STRIPE_SDK.file));
  const { a: stripeSdkLoad } = alternate(
    () => moduleLoadMs(join(stripeSdkDir, STRIPE_SDK.file)),
    () => moduleLoadMs(reference),
  );
  if (!wordLength) throw new Error('get-word-length is not in the route table');
  const startOn = (node: string) =>
    alternate(
      () => processMs(node, wordLength.file),
      () => processMs(node),
    );
  const starts = [
    { node: `Node ${process.versions.node} (this machine's)`, ...startOn(process.execPath) },
    { node: `Node ${LAMBDA_NODE_MAJOR} (the Lambdas')`, ...startOn(lambdaNodePath()) },
  ];
  const lambdaNodeVersion = execFileSync(lambdaNodePath(), ['-p', 'process.version']).toString().trim();
  return `## Handler bundles and cold module load

esbuild as the CDK bundles them (minified, ${NODE_TARGET}, CommonJS, the AWS SDK inside). "load" is the
time to \`require()\` the bundle in a fresh process of the Lambdas' Node (${lambdaNodeVersion}; median of ${LOAD_RUNS}),
beside the reference handler's in the same alternating runs (ABBA order): one UpdateItem with the same SDK (bench/reference-handler.ts,
${kb(referenceSize)}). "ratio" is the median of the adjacent pairs' ratios. Target: every handler within 1.15×
of the reference.

${table(['handler', 'size', 'gzip', 'load', 'reference load', 'ratio'], rows)}

The payment routes (${routes
    .filter((route) => route.stripe)
    .map((route) => route.name)
    .join(', ')}) ship the Stripe SDK as a file of its own beside the handler
(${STRIPE_SDK.file}: ${kb(stripeSdk.length)}, ${kb(gzipSync(stripeSdk).length)} gzip), which their first call that
needs Stripe loads while it reads the Stripe secret: ${stripeSdkLoad.toFixed(0)} ms on its own in a fresh process
(median of ${LOAD_RUNS}).

get-word-length (no table, no SDK, no token verifier) as a whole process against a bare \`node -e ''\` start,
alternating (median of ${LOAD_RUNS}; the ratio is the median of the pairs' ratios; target: within 1.3×, set on
this machine's Node):

${table(
  ['Node', 'get-word-length', 'bare start', 'ratio'],
  starts.map(({ node, a, b, ratio }) => [node, `${a.toFixed(0)} ms`, `${b.toFixed(0)} ms`, `**${ratio.toFixed(2)}×**`]),
)}

What remains is what every route's chain loads: Powertools' logger and metrics (the logger requires
\`node:crypto\`), middy (which requires \`node:stream/web\` for streamed responses) and zod. Node ${LAMBDA_NODE_MAJOR} starts
faster bare and loads those built-ins slower, so the same bundle is a larger share of its start.`;
}
