/**
 * Every handler's bundle, as the dev synthesis built it for deploy (lib/constructs/handler-function.ts), held to its budget
 * (lib/bundle-budgets.ts): a size, and whether the AWS SDK may be inside. A route that never reads
 * the table and starts carrying the SDK (as when the chain imported the per-player limit for every
 * route) fails here, naming the route and the file that brought it in; so does a route that names
 * no caller and carries the token verifier.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { routes } from '../../lambdas/routes';
import { reminderSender } from '../../lambdas/scheduled';
import { BUNDLE_BUDGETS, bundleBudgetOf } from '../../lib/bundle-budgets';
import { STRIPE_SDK } from '../../lib/bundling';
import { assembly, functionAssetDir, SYNTHESES_WAIT_MS, type Synthesized } from './synth';

const AWS_SDK = /node_modules\/@(aws-sdk|smithy)\//;
const TOKEN_VERIFIER = /node_modules\/aws-jwt-verify\//;
const STRIPE = new RegExp(`node_modules/${STRIPE_SDK.module}/`);

interface Bundled {
  bytes: number;
  inputs: string[];
  /** For each input, the file that imported it first (the way the SDK came in, when it did). */
  importers: Map<string, string>;
}

/** A function's bundle as the dev synthesis built it for deploy, read with the metafile esbuild wrote beside it. */
function bundled(dev: Synthesized, name: string): Bundled {
  const dir = functionAssetDir(dev, name);
  const metafile = JSON.parse(readFileSync(join(dir, 'index.meta.json'), 'utf8')) as Metafile;
  const [output] = Object.entries(metafile.outputs)
    .filter(([file]) => file.endsWith('index.js'))
    .map(([, out]) => out);
  const importers = new Map<string, string>();
  for (const [file, input] of Object.entries(metafile.inputs))
    for (const imported of input.imports) if (!importers.has(imported.path)) importers.set(imported.path, file);
  return { bytes: output.bytes, inputs: Object.keys(output.inputs), importers };
}

/** The chain of imports from the project's own code down to `input` ("lambdas/http/api.ts → lambdas/store/limits.ts → …"). */
function pathTo(input: string, { importers }: Bundled): string {
  const chain = [input];
  let at = input;
  while (importers.has(at) && chain.length < 50) {
    at = importers.get(at)!;
    chain.unshift(at);
  }
  return chain
    .filter((file) => !file.includes('node_modules'))
    .concat(input)
    .join(' → ');
}

const bundles = new Map<string, Bundled>();

beforeAll(async () => {
  const dev = await assembly('dev');
  for (const route of routes) bundles.set(route.name, bundled(dev, route.name));
  bundles.set(reminderSender.name, bundled(dev, reminderSender.name));
}, SYNTHESES_WAIT_MS);

describe('handler bundles, as deployed', () => {
  it.each(routes.map((route) => [route.name, route] as const))('%s stays within its size budget', (name, route) => {
    const budget = bundleBudgetOf(route);
    const kb = Math.round(bundles.get(name)!.bytes / 1024);
    if (kb > budget.maxKb)
      throw new Error(`${name} is ${kb} KB minified, over its ${budget.maxKb} KB budget (${budget.kind}): ${budget.why}`);
  });

  it.each(routes.filter((route) => !bundleBudgetOf(route).awsSdk).map((route) => [route.name] as const))(
    '%s reads no table and carries no AWS SDK',
    (name) => {
      const bundle = bundles.get(name)!;
      const sdk = bundle.inputs.find((input) => AWS_SDK.test(input));
      if (sdk) throw new Error(`${name} reads no table but carries the AWS SDK, brought in by ${pathTo(sdk, bundle)}`);
    },
  );

  it('the check sees the SDK where a route reads the table (so the check above can fail)', () => {
    const reading = routes.filter((route) => bundleBudgetOf(route).awsSdk);
    expect(reading.length).toBeGreaterThan(0);
    const carrying = (name: string) => bundles.get(name)!.inputs.some((input) => AWS_SDK.test(input));
    for (const route of reading) expect([route.name, carrying(route.name)]).toEqual([route.name, true]);
  });

  it.each(routes.filter((route) => route.auth === 'none').map((route) => [route.name] as const))(
    '%s names no caller and carries no token verifier',
    (name) => {
      const bundle = bundles.get(name)!;
      const verifier = bundle.inputs.find((input) => TOKEN_VERIFIER.test(input));
      if (verifier)
        throw new Error(`${name} identifies no caller but carries the token verifier, brought in by ${pathTo(verifier, bundle)}`);
    },
  );

  it('the check sees the token verifier where a route identifies its caller (so the check above can fail)', () => {
    const carrying = (name: string) => bundles.get(name)!.inputs.some((input) => TOKEN_VERIFIER.test(input));
    const identifying = routes.filter((route) => route.auth !== 'none');
    expect(identifying.filter((route) => !carrying(route.name)).map((route) => route.name)).toEqual([]);
  });

  it('the reminder sender (started by its schedule) stays within its own budget, and carries no Stripe SDK', () => {
    const budget = BUNDLE_BUDGETS.reminderSender;
    const bundle = bundles.get(reminderSender.name)!;
    const kb = Math.round(bundle.bytes / 1024);
    if (kb > budget.maxKb)
      throw new Error(`${reminderSender.name} is ${kb} KB minified, over its ${budget.maxKb} KB budget: ${budget.why}`);
    expect(bundle.inputs.some((input) => STRIPE.test(input))).toBe(false);
  });

  it('no handler carries the Stripe SDK inside: the payment routes load it from its own file on first need', () => {
    const carriesStripe = (name: string) => bundles.get(name)!.inputs.some((input) => STRIPE.test(input));
    expect(routes.filter((route) => carriesStripe(route.name)).map((route) => route.name)).toEqual([]);
  });
});
