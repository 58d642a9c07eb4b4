/**
 * The synthetic player: what CloudWatch Synthetics runs against the stage every five minutes
 * (./handler.ts), and what the test suite runs against `npm start` with Chromium
 * (test/e2e/canary.test.ts). It plays as a first-time visitor does: opens the site, dismisses the
 * welcome, types one guess, and reads the API's answer. Any step that fails throws, naming it.
 */
import type { Page, Response } from 'playwright-core';

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
  // the app's own dialog replaces it), which carry the cookie choice: decline (no ads or analytics
  // for a robot), then close them, as a player would.
  const welcome = page.locator('#instructions:visible');
  if (await welcome.count()) {
    const dismiss = welcome.getByRole('button', { name: 'Dismiss' });
    if (await dismiss.count()) await dismiss.click();
    await welcome.getByRole('button', { name: 'Close' }).click();
    await welcome.waitFor({ state: 'detached' });
  }
  await page.locator('.grid[aria-busy=false]').waitFor();
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
