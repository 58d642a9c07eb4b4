/**
 * How a handler is bundled: one definition for the CDK's NodejsFunction and for `npm run bench`,
 * so the sizes and load times the bench reports are the ones that deploy.
 */
import type { BuildOptions } from 'esbuild';

export const NODE_TARGET = 'node24';

/**
 * Bundle the AWS SDK rather than use the runtime's copy. `npm run bench` (bench/RESULTS.md) measures
 * both: module load times are within a few ms of each other, so the deciding reason is that the
 * deployed code then runs the exact SDK version the tests ran, not whatever the runtime ships.
 */
export const BUNDLE_AWS_SDK = true;

export function handlerBundleOptions({ bundleAwsSdk = BUNDLE_AWS_SDK } = {}): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    target: NODE_TARGET,
    format: 'cjs',
    minify: true,
    sourcemap: false,
    legalComments: 'none',
    logLevel: 'warning',
    external: bundleAwsSdk ? [] : ['@aws-sdk/*'],
  };
}
