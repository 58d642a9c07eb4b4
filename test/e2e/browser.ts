/**
 * Real Chromium (Debian's package) driven by playwright-core, against the real local runtime.
 * Without Chromium the browser tests are skipped with a loud message, and fail under CI=true.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startRuntime } from '../support/runtime';
import { settled } from './support';
import type { LocalRuntime } from '../../local/runtime';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(
  Boolean,
) as string[];
export const chromiumPath = CANDIDATES.find((path) => existsSync(path));

if (!chromiumPath) {
  const message =
    `\n\n*** NO CHROMIUM FOUND (looked at ${CANDIDATES.join(', ')}): BROWSER TESTS ARE NOT RUN. ` +
    'Install it: apt-get install -y chromium ***\n\n';
  if (process.env.CI === 'true') throw new Error(message);
  console.warn(message);
}

/** describe() when Chromium is there, describe.skip() (loudly, above) when not. */
export const describeInBrowser = chromiumPath ? describe : describe.skip;

export interface ContextOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  timezoneId?: string;
}

export interface BrowserHarness {
  runtime: LocalRuntime;
  browser: Browser;
  /** A fresh browser profile (its own storage), as a new player on a new device. */
  newContext: (options?: ContextOptions) => Promise<BrowserContext>;
  close: () => Promise<void>;
}

export async function startBrowserHarness(
  options: { adsClientId?: string; stripePublishableKeyForBrowser?: string } = {},
): Promise<BrowserHarness> {
  if (options.adsClientId) process.env.ADS_CLIENT_ID = options.adsClientId;
  const runtime = await startRuntime({ stripePublishableKeyForBrowser: options.stripePublishableKeyForBrowser });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const contexts: BrowserContext[] = [];
  return {
    runtime,
    browser,
    async newContext(options = {}) {
      const context = await browser.newContext({
        baseURL: runtime.url,
        viewport: options.viewport ?? { width: 1280, height: 900 },
        colorScheme: options.colorScheme ?? 'light',
        timezoneId: options.timezoneId,
        // The sign-in stand-in speaks HTTPS with a self-signed certificate (a person accepts it once).
        ignoreHTTPSErrors: true,
      });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: runtime.url });
      // Nothing leaves the machine: third-party requests (ads, fonts) are refused, not waited for.
      await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
      contexts.push(context);
      return context;
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser.close();
      await runtime.stop();
    },
  };
}

/** A page for a returning player: instructions already seen, cookies already decided. */
export async function returningPlayerPage(context: BrowserContext): Promise<Page> {
  await context.addInitScript(() => {
    localStorage.setItem('first-visit-done', 'true');
    localStorage.setItem('cookie-consent', 'accepted');
  });
  return context.newPage();
}

/** A returning player on a new device, on the game screen once it has settled. */
export async function openAsReturningPlayer(harness: BrowserHarness, options: ContextOptions = {}): Promise<Page> {
  const page = await returningPlayerPage(await harness.newContext(options));
  await page.goto('/');
  await page.getByRole('heading', { name: 'DECRYPTION MATRIX' }).waitFor();
  await settled(page);
  return page;
}
