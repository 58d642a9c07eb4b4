import { Duration, Fn } from 'aws-cdk-lib';
import { LogRetention } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Canary, Code, Runtime, Schedule, Test } from 'aws-cdk-lib/aws-synthetics';
import { Construct } from 'constructs';
import { buildSync } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { handlerBundleOptions } from '../bundling';
import type { StageConfig } from '../stage';

export interface SyntheticPlayerProps {
  stage: StageConfig;
  /** Where players play (the canary opens it as they do, through CloudFront and WAF). */
  siteUrl: string;
  /** Where its screenshots and logs go (under canary/, expiring with that bucket's rules). */
  artifactsBucket: IBucket;
  /** Who sign-in must name: the stage's Cognito app client and the Google client it federates to. */
  signIn: { clientId: string; googleClientId: string };
}

/** How often the synthetic player plays: the canary-failing alarm pages after two failed runs in a row. */
export const CANARY_EVERY = Duration.minutes(5);

/** The Synthetics runtime, and the Node.js it runs on (older than the handlers' Node.js 24). */
const RUNTIME = Runtime.SYNTHETICS_NODEJS_PLAYWRIGHT_6_0;
const RUNTIME_NODE = 'node22';

let bundled: string | undefined;

/**
 * lib/canary bundled into index.js, once per process (the test suite synthesises several stages in
 * one): the asset is staged from this folder into each cloud assembly, and the folder goes at exit.
 */
function syntheticPlayerBundle(): string {
  if (bundled) return bundled;
  const outdir = mkdtempSync(join(tmpdir(), 'cipherword-canary-'));
  process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
  buildSync({
    ...handlerBundleOptions(),
    target: RUNTIME_NODE,
    entryPoints: [join(__dirname, '..', 'canary', 'handler.ts')],
    outfile: join(outdir, 'index.js'),
  });
  return (bundled = outdir);
}

/**
 * A CloudWatch Synthetics canary (Playwright runtime) that plays one guess of today's code every
 * five minutes and follows Sign In to Google's page, exactly as lib/canary/synthetic-player.ts does
 * in the test suite. It is bundled
 * with the local esbuild into index.js at the asset's root, as the Playwright runtime expects.
 */
export class SyntheticPlayer extends Construct {
  readonly canary: Canary;

  constructor(scope: Construct, id: string, { stage, siteUrl, artifactsBucket, signIn }: SyntheticPlayerProps) {
    super(scope, id);
    const outdir = syntheticPlayerBundle();
    this.canary = new Canary(this, 'Canary', {
      canaryName: stage.names.canary,
      runtime: RUNTIME,
      test: Test.custom({ code: Code.fromAsset(outdir), handler: 'index.handler' }),
      schedule: Schedule.rate(CANARY_EVERY),
      environmentVariables: { SITE_URL: siteUrl, USER_POOL_CLIENT_ID: signIn.clientId, GOOGLE_CLIENT_ID: signIn.googleClientId },
      artifactsBucketLocation: { bucket: artifactsBucket, prefix: 'canary' },
      timeout: Duration.minutes(1),
      successRetentionPeriod: Duration.days(2),
      failureRetentionPeriod: Duration.days(14),
    });
    // The canary's Lambda (cwsyn-<name>-<id>) makes its own log group on its first run, kept forever:
    // CDK's LogRetention makes it first, or sets its retention if the first run won the race.
    new LogRetention(this, 'LogRetention', {
      logGroupName: Fn.join('', ['/aws/lambda/cwsyn-', this.canary.canaryName, '-', this.canary.canaryId]),
      retention: stage.logRetention,
    });
  }
}
