/**
 * The synthetic player: what CloudWatch Synthetics runs against the stage every five minutes
 * (./handler.ts), and what the test suite runs against `npm start` with Chromium
 * (test/e2e/canary.test.ts). It plays as a first-time visitor does: opens the site, dismisses the
 * welcome, types one guess, and reads the API's answer; then it follows Sign In up to the identity
 * provider's page (followSignIn). Any step that fails throws, naming it.
 */
import type { Page, Request, Response } from 'playwright-core';

/** One word of each length the game uses, each a valid guess (test/e2e/canary.test.ts checks them all). */
export const CANARY_WORDS: Readonly<Record<number, string>> = {
  4: 'code',
  5: 'crack',
  6: 'cipher',
  7: 'decoder',
  8: 'password',
  9: 'signature',
  10: 'encryption',
};

const TILE_STATES = new Set(['correct', 'present', 'absent']);

export interface CanaryOutcome {
  /** The day's code length, as load-game-state gave it. */
  wordLength: number;
  word: string;
  /** The guess's tiles, as submit-guess scored them. */
  states: string[];
  /** The row's label once the board showed it scored. */
  rowLabel: string;
}

const isCall = (name: string) => (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith(`/functions/v1/${name}`);

async function answerOf(response: Response, name: string): Promise<Record<string, unknown>> {
  const text = await response.text();
  if (!response.ok()) throw new Error(`${name} answered ${response.status()}: ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`${name} answered ${response.status()} with no JSON: ${text.slice(0, 200)}`);
  }
}

/** Plays one guess of today's code at `siteUrl`; resolves with what the game answered. */
export async function playOnce(page: Page, siteUrl: string): Promise<CanaryOutcome> {
  const loaded = page.waitForResponse(isCall('load-game-state'));
  loaded.catch(() => undefined); // awaited below, unless the site itself failed first
  const site = await page.goto(siteUrl, { waitUntil: 'domcontentloaded' });
  if (!site?.ok()) throw new Error(`the site answered ${site?.status() ?? 'nothing'} at ${siteUrl}`);
  const state = await answerOf(await loaded, 'load-game-state');
  const data = state.data as { word_length?: unknown; status?: unknown } | undefined;
  const wordLength = Number(data?.word_length);
  const word = CANARY_WORDS[wordLength];
  if (!word) throw new Error(`load-game-state gave a code length the canary has no word for: ${String(data?.word_length)}`);

  // A first visit shows the instructions (from the first paint: the page's prerendered copy, until
  // the app's own dialog replaces it): one tap closes them, as a player would. Then the cookie
  // choice, in the helpers' place: decline (no ads or analytics for a robot).
  const welcome = page.locator('#instructions:visible');
  if (await welcome.count()) {
    await welcome.getByRole('button', { name: 'Close' }).click();
    await welcome.waitFor({ state: 'detached' });
  }
  await page.locator('.grid[aria-busy=false]').waitFor();
  const cookieChoice = page.getByRole('complementary', { name: 'Cookie choice' });
  if (await cookieChoice.isVisible()) {
    await cookieChoice.getByRole('button', { name: 'Dismiss' }).click();
    await cookieChoice.waitFor({ state: 'detached' });
  }
  if (data?.status !== 'playing') {
    // Today's game of this browser is already over (a fresh browser never is): the site and the API answered.
    return { wordLength, word, states: [], rowLabel: String(data?.status) };
  }

  const scoredCall = page.waitForResponse(isCall('submit-guess'));
  scoredCall.catch(() => undefined); // awaited once the guess is sent
  await page.keyboard.type(word.toUpperCase());
  await page.keyboard.press('Enter');
  const scored = await answerOf(await scoredCall, 'submit-guess');
  const states = ((scored.evaluation ?? []) as { state?: unknown }[]).map((tile) => String(tile.state));
  if (states.length !== wordLength || !states.every((s) => TILE_STATES.has(s)))
    throw new Error(`submit-guess scored ${word} as [${states.join(', ')}], not ${wordLength} tiles`);
  const row = page.locator('[data-testid=row-0][aria-label$=", played"]');
  await row.waitFor();
  return { wordLength, word, states, rowLabel: (await row.getAttribute('aria-label')) ?? '' };
}

/** Who sign-in must name: the stage's Cognito app client, and in AWS the Google client Cognito federates to. */
export interface SignInExpected {
  clientId: string;
  /** Checked where the hosted UI hands over to Google (absent locally, where the stand-in is both). */
  googleClientId?: string;
}

export interface SignInOutcome {
  /** Every host the sign-in redirect passed through, in order (the hosted UI, then Google). */
  hosts: string[];
  /** The identity provider's answer where the redirects ended. */
  status: number;
}

const GOOGLE_HOST = 'accounts.google.com';

/** How long sign-in may take to land on a page before the run fails naming where it got to (the canary's run has a minute). */
export const SIGN_IN_LANDS_WITHIN_MS = 20_000;

/**
 * Follows Sign In as a player does, through the hosted UI's redirect to the identity provider's
 * page, without signing in: the client ids asked for must be the stage's, and the provider must
 * show its page, not an error (a redirect URI Google does not know answers 400, or lands on its
 * /signin/oauth/error page). Throws naming what differs.
 */
export async function followSignIn(
  page: Page,
  expected: SignInExpected,
  { landsWithinMs = SIGN_IN_LANDS_WITHIN_MS } = {},
): Promise<SignInOutcome> {
  // Every answer to the page's own navigations from the tap on, redirects included, until one lands.
  const answers: Response[] = [];
  let landed: (response: Response) => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  const landing = new Promise<Response>((resolve, reject) => ([landed, failed] = [resolve, reject]));
  landing.catch(() => undefined); // awaited below
  const hostsSoFar = () => answers.map((answer) => new URL(answer.url()).host).join(' → ') || 'nowhere';
  const onResponse = (response: Response) => {
    if (!response.request().isNavigationRequest() || response.frame() !== page.mainFrame()) return;
    answers.push(response);
    if (response.status() < 300 || response.status() >= 400) landed(response);
  };
  // A navigation that fails below HTTP (DNS, TLS, a reset) has no response: remembered, and named if
  // no page lands in time. (Chromium also reports failures of loads it then answers, so it cannot end the wait.)
  let failure = '';
  const onFailure = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && !failure)
      failure = `sign-in could not load ${new URL(request.url()).origin}: ${request.failure()?.errorText ?? 'failed'}`;
  };
  page.on('response', onResponse);
  page.on('requestfailed', onFailure);
  const timer = setTimeout(
    () => failed(new Error(failure || `sign-in landed on no page within ${landsWithinMs / 1000} s (it went to ${hostsSoFar()})`)),
    landsWithinMs,
  );
  try {
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Continue with Google' }).click();
    const last = await landing;
    const urls = answers.map((answer) => new URL(answer.url()));
    const authorize = urls.find((url) => url.pathname === '/oauth2/authorize');
    if (!authorize) throw new Error(`sign-in never reached the hosted UI: it went to ${urls.map((u) => u.host).join(' → ')}`);
    const asked = authorize.searchParams.get('client_id');
    if (asked !== expected.clientId)
      throw new Error(`sign-in asked the hosted UI for client ${asked}, not the stage's ${expected.clientId}`);
    const hosts = urls.slice(urls.indexOf(authorize)).map((url) => url.host);
    if (expected.googleClientId) {
      const google = urls.find((url) => url.host === GOOGLE_HOST);
      if (!google) throw new Error(`sign-in never reached Google: it went through ${hosts.join(' → ')}`);
      const sent = google.searchParams.get('client_id');
      if (sent !== expected.googleClientId) throw new Error(`the hosted UI sent Google client ${sent}, not ${expected.googleClientId}`);
    }
    const where = new URL(last.url());
    if (last.status() >= 400 || where.pathname.includes('/oauth/error'))
      throw new Error(`the identity provider refused sign-in: ${last.status()} at ${where.origin}${where.pathname}`);
    return { hosts, status: last.status() };
  } finally {
    clearTimeout(timer);
    page.off('response', onResponse);
    page.off('requestfailed', onFailure);
  }
}
