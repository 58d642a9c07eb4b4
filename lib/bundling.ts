/**
 * How a handler is bundled: one definition for the CDK's NodejsFunction and for `npm run bench`,
 * so the sizes and load times the bench reports are the ones that deploy.
 */
import { join } from 'node:path';
import type { BuildOptions } from 'esbuild';
import { engines } from '../package.json';

/**
 * The Node.js major version the Lambdas run (handler-function.ts's runtime): bundles target it, `npm
 * test` and `npm run bench` run on it. package.json's `engines` ("24.x") owns it.
 */
export const LAMBDA_NODE_MAJOR = Number(/^(\d+)\.x$/.exec(engines.node)?.[1]);
if (!Number.isInteger(LAMBDA_NODE_MAJOR)) throw new Error(`package.json's engines.node must read "<major>.x", not "${engines.node}"`);
export const NODE_TARGET = `node${LAMBDA_NODE_MAJOR}`;

/**
 * Bundle the AWS SDK rather than use the runtime's copy. `npm run bench` (bench/RESULTS.md) measures
 * both: module load times are within a few ms of each other, so the deciding reason is that the
 * deployed code then runs the exact SDK version the tests ran, not whatever the runtime ships.
 */
export const BUNDLE_AWS_SDK = true;

/**
 * The Stripe SDK is about 250 KB of minified code that the two payment routes would otherwise parse at
 * every cold start before their first line runs (a fifth of their module load). It is bundled on its
 * own instead, into node_modules/stripe/index.js next to those handlers, where their `import('stripe')`
 * finds it: on the first call that needs Stripe, while the Stripe secret is being read
 * (lambdas/payments/stripe.ts), so its load overlaps that wait. `npm run bench` reports both files.
 */
export const STRIPE_SDK = { module: 'stripe', file: join('node_modules', 'stripe', 'index.js') } as const;

export function handlerBundleOptions({ bundleAwsSdk = BUNDLE_AWS_SDK, stripeApart = false } = {}): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    target: NODE_TARGET,
    format: 'cjs',
    minify: true,
    sourcemap: false,
    legalComments: 'none',
    logLevel: 'warning',
    external: [...(bundleAwsSdk ? [] : ['@aws-sdk/*']), ...(stripeApart ? [STRIPE_SDK.module] : [])],
  };
}

/** The Stripe SDK's own file, built as the handlers are, into a handler's output directory. */
export function stripeSdkBundleOptions(outputDir: string) {
  return {
    ...handlerBundleOptions(),
    entryPoints: [require.resolve(STRIPE_SDK.module)],
    outfile: join(outputDir, STRIPE_SDK.file),
  } satisfies BuildOptions;
}

/** The same build as the shell command the CDK's afterBundling hook runs (hooks run shell commands). */
export function stripeSdkBuildCommand(outputDir: string): string {
  const options = stripeSdkBundleOptions(outputDir);
  const words = [
    // esbuild's own executable (its native binary, or a Node script where there is none).
    require.resolve('esbuild/bin/esbuild'),
    ...options.entryPoints,
    '--bundle',
    `--platform=${options.platform}`,
    `--target=${NODE_TARGET}`,
    `--format=${options.format}`,
    '--minify',
    `--legal-comments=${options.legalComments}`,
    `--log-level=${options.logLevel}`,
    `--outfile=${options.outfile}`,
  ];
  return words.map((word) => `"${word}"`).join(' ');
}
