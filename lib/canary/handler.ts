/**
 * The canary's entry point in CloudWatch Synthetics' Playwright runtime (lib/constructs/canary.ts
 * bundles it as index.js): the runtime's own Chromium plays ./synthetic-player.ts against the site.
 * Playing fails the run (a throw), which the canary-failing signal counts: players cannot play. The
 * sign-in check does not: its failure is Google's or the hosted UI's, which no player's game needs,
 * so it is a metric of its own (CANARY_SIGN_IN_METRIC, in CloudWatch's embedded metric format in the
 * run's log), which a ticket reads (lib/constructs/monitoring/alarms.ts, sign-in-redirect-failing).
 */
import type { Browser, Page } from 'playwright-core';
import { CANARY_SIGN_IN_METRIC, METRICS_NAMESPACE } from '../../lambdas/telemetry/metrics';
import { followSignIn, playOnce, type SignInExpected } from './synthetic-player';

/** The runtime's library (only there, never installed here): launches and closes its Chromium. */
interface SyntheticsLibrary {
  launch: () => Promise<Browser>;
  close: () => Promise<void>;
}
const runtimeLibrary = '@aws/synthetics-playwright';

/** One line in CloudWatch's embedded metric format: Lambda's log (the canary's) turns it into the metric. */
export function signInCheckRecord(failed: boolean, at: Date, reason?: string): string {
  const { name, service } = CANARY_SIGN_IN_METRIC;
  return JSON.stringify({
    _aws: {
      Timestamp: at.getTime(),
      CloudWatchMetrics: [{ Namespace: METRICS_NAMESPACE, Dimensions: [['service']], Metrics: [{ Name: name, Unit: 'Count' }] }],
    },
    service,
    [name]: failed ? 1 : 0,
    ...(reason ? { message: 'sign-in check failed', reason } : { message: 'sign-in reached the identity provider' }),
  });
}

/** One run on `page`: plays (a failure throws), then checks sign-in (a failure is logged as the metric, never thrown). */
export async function canaryRun(page: Page, siteUrl: string, signIn: SignInExpected, log: (line: string) => void): Promise<void> {
  const outcome = await playOnce(page, siteUrl);
  log(JSON.stringify({ message: 'played', ...outcome }));
  try {
    const reached = await followSignIn(page, signIn);
    log(signInCheckRecord(false, new Date()));
    log(JSON.stringify({ message: 'sign-in hosts', ...reached }));
  } catch (error) {
    log(signInCheckRecord(true, new Date(), (error as Error).message));
  }
}

export async function handler(): Promise<void> {
  const { SITE_URL: siteUrl, USER_POOL_CLIENT_ID: clientId, GOOGLE_CLIENT_ID: googleClientId } = process.env;
  if (!siteUrl || !clientId || !googleClientId)
    throw new Error('SITE_URL, USER_POOL_CLIENT_ID and GOOGLE_CLIENT_ID must be set on the canary');
  const { synthetics } = (await import(runtimeLibrary)) as { synthetics: SyntheticsLibrary };
  try {
    const browser = await synthetics.launch();
    await canaryRun(await browser.newPage(), siteUrl, { clientId, googleClientId }, (line) => console.log(line));
  } finally {
    await synthetics.close();
  }
}
