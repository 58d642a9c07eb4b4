/**
 * Real Chromium (Debian's package) driven by playwright-core, against the real local runtime, under
 * the production Content-Security-Policy: any CSP violation a page reports fails its test file
 * (`expectNoCspViolations`). Without Chromium the browser tests are skipped with a loud message,
 * and fail under CI=true.
 *
 * Contexts default to reduced motion (flips and bounces are instant: tests wait on state, not on
 * animations) and to no service worker (so request routing sees every call); the tests of those
 * behaviours turn them back on.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { languageOfPath } from '../../web/src/lib/language';
import { startRuntime } from './runtime';
import type { LocalRuntime } from '../../local/runtime';
import { BOARD_HEADINGS, settled } from './browser-play';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(
  Boolean,
) as string[];
/** The full browser: pages that need what only it has (web push and notifications: the reminders). */
export const chromiumPath = CANDIDATES.find((path) => existsSync(path));
/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the same engine without the full
 * browser's UI layers): every other page, at about half the full browser's CPU on a 2-core machine.
 * Without it, the full browser.
 */
const shellPath =
  [process.env.CHROMIUM_SHELL_PATH, '/usr/bin/chromium-headless-shell'].find((path) => path && existsSync(path)) ?? chromiumPath;

if (!chromiumPath) {
  const message =
    `\n\n*** NO CHROMIUM FOUND (looked at ${CANDIDATES.join(', ')}): BROWSER TESTS ARE NOT RUN. ` +
    'Install it: apt-get install -y chromium chromium-headless-shell ***\n\n';
  if (process.env.CI === 'true') throw new Error(message);
  console.warn(message);
}

/** describe() when Chromium is there, describe.skip() (loudly, above) when not. */
export const describeInBrowser = chromiumPath ? describe : describe.skip;

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface ContextOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  timezoneId?: string;
  /** Default 'reduce': the game's animations are instant. */
  reducedMotion?: 'reduce' | 'no-preference';
  /** Default 'block'. */
  serviceWorkers?: 'allow' | 'block';
  /** The browser's clock starts here (and runs); the server's clock is the test's to set. */
  clockAt?: number;
  /** A phone: touch events and taps (with `viewport`, a phone's screen). */
  phone?: boolean;
  /** The browser's language (navigator.languages), default en-US. */
  locale?: string;
}

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

export interface BrowserHarness {
  runtime: LocalRuntime;
  browser: Browser;
  /** A fresh browser profile (its own storage), as a new player on a new device. */
  newContext: (options?: ContextOptions) => Promise<BrowserContext>;
  /** A profile kept on disk, as an installed browser is (Chromium only offers installing to those). */
  newPersistentContext: (options?: ContextOptions) => Promise<BrowserContext>;
  /** The CSP violations reported since the last call (and forgets them). */
  takeCspViolations: () => CspViolation[];
  close: () => Promise<void>;
}

/**
 * Keeps every notice a page shows (window.__noticesSeen): a short one leaves after about a second,
 * so a test asks whether it was shown rather than racing to catch it on screen.
 */
function recordNotices() {
  const seen: string[] = [];
  (window as unknown as { __noticesSeen: string[] }).__noticesSeen = seen;
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element)
          for (const notice of [node, ...node.querySelectorAll('.notice')])
            if (notice.matches('.notice')) seen.push(notice.textContent ?? '');
  }).observe(document, { childList: true, subtree: true });
}

/** Reports every CSP violation a page sees (the listener is added before any of the page's scripts). */
async function watchCsp(context: BrowserContext, violations: CspViolation[]): Promise<void> {
  await context.exposeBinding('__cspViolation', ({ page }, violation: Omit<CspViolation, 'page'>) => {
    violations.push({ page: page?.url() ?? '', ...violation });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (v: unknown) => void }).__cspViolation;
      void report({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
}

export async function startBrowserHarness(
  options: {
    adsClientId?: string;
    stripePublishableKeyForBrowser?: string;
    /** The full browser rather than its headless shell: for pages that need web push and notifications. */
    fullBrowser?: boolean;
  } = {},
): Promise<BrowserHarness> {
  if (options.adsClientId) process.env.ADS_CLIENT_ID = options.adsClientId;
  const runtime = await startRuntime({ stripePublishableKeyForBrowser: options.stripePublishableKeyForBrowser });
  const executablePath = options.fullBrowser ? chromiumPath : shellPath;
  const browser = await chromium.launch({ executablePath, args: LAUNCH_ARGS });
  const contexts: BrowserContext[] = [];
  const profiles: string[] = [];
  const violations: CspViolation[] = [];

  const prepare = async (context: BrowserContext, settings: ContextOptions) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: runtime.url });
    // Nothing leaves the machine: third-party requests (ads, fonts) are refused, not waited for.
    await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
    await watchCsp(context, violations);
    await context.addInitScript(recordNotices);
    if (settings.clockAt !== undefined) await context.clock.install({ time: settings.clockAt });
    contexts.push(context);
    return context;
  };
  const contextSettings = (settings: ContextOptions) => ({
    baseURL: runtime.url,
    viewport: settings.viewport ?? { width: 1280, height: 900 },
    colorScheme: settings.colorScheme ?? 'light',
    timezoneId: settings.timezoneId,
    locale: settings.locale ?? 'en-US',
    reducedMotion: settings.reducedMotion ?? 'reduce',
    hasTouch: settings.phone ?? false,
    isMobile: settings.phone ?? false,
    serviceWorkers: settings.serviceWorkers ?? 'block',
    // The sign-in stand-in speaks HTTPS with a self-signed certificate (a person accepts it once).
    ignoreHTTPSErrors: true,
  });

  return {
    runtime,
    browser,
    newContext: async (settings = {}) => prepare(await browser.newContext(contextSettings(settings)), settings),
    async newPersistentContext(settings = {}) {
      const profile = mkdtempSync(join(tmpdir(), 'cipherword-profile-'));
      profiles.push(profile);
      const context = await chromium.launchPersistentContext(profile, {
        executablePath,
        args: LAUNCH_ARGS,
        ...contextSettings({ serviceWorkers: 'allow', ...settings }),
      });
      return prepare(context, settings);
    },
    takeCspViolations: () => violations.splice(0),
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser.close();
      await runtime.stop();
      for (const profile of profiles) rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Every browser test file: the production CSP must never be violated. */
export function expectNoCspViolations(harness: () => BrowserHarness | undefined): void {
  afterEach(() => expect(harness()?.takeCspViolations() ?? []).toEqual([]));
}

/** A returning player's storage: instructions seen, cookies decided. */
export async function asReturningPlayer(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(() => {
    localStorage.setItem('first-visit-done', 'true');
    localStorage.setItem('cookie-consent', 'accepted');
  });
  return context;
}

/** The game screen at `path`, once it is set up and still. */
export async function openGame(context: BrowserContext, path = '/'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await page.locator('.grid:not([data-shell])').waitFor();
  // The board's heading, in the page's language ('DECRYPTION MATRIX' at /).
  await page.getByRole('heading', { name: BOARD_HEADINGS[languageOfPath(new URL(path, 'http://x').pathname).language] }).waitFor();
  await settled(page);
  return page;
}

/** A returning player on a new device, on the game screen once it has settled. */
export async function openAsReturningPlayer(harness: BrowserHarness, options: ContextOptions = {}): Promise<Page> {
  return openGame(await asReturningPlayer(await harness.newContext(options)));
}
