/**
 * The canary's entry point in CloudWatch Synthetics' Playwright runtime (lib/constructs/canary.ts
 * bundles it as index.js): the runtime's own Chromium plays ./synthetic-player.ts against the site.
 * A throw fails the run, which the canary-failing alarm counts.
 */
import type { Browser } from 'playwright-core';
import { followSignIn, playOnce } from './synthetic-player';

/** The runtime's library (only there, never installed here): launches and closes its Chromium. */
interface SyntheticsLibrary {
  launch: () => Promise<Browser>;
  close: () => Promise<void>;
}
const runtimeLibrary = '@aws/synthetics-playwright';

export async function handler(): Promise<void> {
  const { SITE_URL: siteUrl, USER_POOL_CLIENT_ID: clientId, GOOGLE_CLIENT_ID: googleClientId } = process.env;
  if (!siteUrl || !clientId || !googleClientId)
    throw new Error('SITE_URL, USER_POOL_CLIENT_ID and GOOGLE_CLIENT_ID must be set on the canary');
  const { synthetics } = (await import(runtimeLibrary)) as { synthetics: SyntheticsLibrary };
  try {
    const browser = await synthetics.launch();
    const page = await browser.newPage();
    const outcome = await playOnce(page, siteUrl);
    console.log(JSON.stringify({ message: 'played', ...outcome }));
    const signIn = await followSignIn(page, { clientId, googleClientId });
    console.log(JSON.stringify({ message: 'sign-in reached the identity provider', ...signIn }));
  } finally {
    await synthetics.close();
  }
}
