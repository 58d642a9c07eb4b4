/**
 * `npm run screenshots`: the pictures in docs/screenshots/, taken from the real app. A local runtime
 * (in memory) and Debian's Chromium play three guesses of a Wednesday's 6-letter code on a phone
 * (390 x 844), then photograph the board in light, dark and high contrast, the dark keyboard up close
 * (ruled-out keys darker than untried ones), and the smallest phone (320 x 568) in dark. The
 * report, leagues across time zones, notices, a first visit and a helped game are photographed by
 * their browser tests, with SCREENSHOTS_DIR=docs/screenshots (test/e2e/report.test.ts,
 * test/e2e/league-time-zones.test.ts, test/e2e/every-player.test.ts, test/e2e/leagues.test.ts).
 * Run it after a change to the look; it builds the web app if needed.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { localDay } from '../lambdas/domain/calendar';
import { answerOf } from '../lambdas/words/answer';
import { wordList } from '../lambdas/words/word-lists';
import { lastNoonOn } from '../local/clock';
import { startLocalRuntime } from '../local/runtime';

const OUT = join(__dirname, '..', 'docs', 'screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Three guesses that light up the board: the list's words sharing most letters with the code. */
function guessesFor(answer: string): string[] {
  const shared = (word: string) => new Set([...word].filter((c) => answer.includes(c))).size;
  const inPlace = (word: string) => [...word].filter((c, i) => answer[i] === c).length;
  return wordList(answer.length)
    .answers.filter((word) => word !== answer)
    .sort((a, b) => shared(b) + inPlace(b) - (shared(a) + inPlace(a)))
    .slice(0, 3)
    .reverse();
}

async function shoot(
  browser: Browser,
  url: string,
  at: number,
  guesses: string[],
  shot: { file: string; width: number; height: number; dark?: boolean; highContrast?: boolean; keyboardFile?: string },
): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: shot.width, height: shot.height },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    colorScheme: shot.dark ? 'dark' : 'light',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
  });
  await context.clock.install({ time: at });
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  await context.addInitScript((highContrast) => {
    localStorage.setItem('first-visit-done', 'true');
    localStorage.setItem('cookie-consent', 'accepted');
    if (highContrast) localStorage.setItem('high-contrast', 'on');
  }, shot.highContrast ?? false);
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('.grid[aria-busy=false]').waitFor();
  for (const [row, word] of guesses.entries()) {
    await page.keyboard.type(word.toUpperCase());
    await page.keyboard.press('Enter');
    await page.locator(`[data-testid=row-${row}][aria-label$=", played"]`).waitFor();
  }
  await page.keyboard.type('C');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.screenshot({ path: join(OUT, shot.file) });
  console.log(`docs/screenshots/${shot.file}`);
  if (shot.keyboardFile) {
    await page.getByTestId('keyboard').screenshot({ path: join(OUT, shot.keyboardFile) });
    console.log(`docs/screenshots/${shot.keyboardFile}`);
  }
  await context.close();
}

async function main(): Promise<void> {
  const at = lastNoonOn(3); // a Wednesday: a 6-letter board
  const runtime = await startLocalRuntime({ port: 0, log: () => undefined, buildWebIfMissing: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    runtime.setClock(() => at);
    mkdirSync(OUT, { recursive: true });
    const guesses = guessesFor(await answerOf(localDay(new Date(at), 0)));
    await shoot(browser, runtime.url, at, guesses, { file: 'phone-light.png', width: 390, height: 844 });
    await shoot(browser, runtime.url, at, guesses, {
      file: 'phone-dark.png',
      width: 390,
      height: 844,
      dark: true,
      keyboardFile: 'keyboard-dark.png',
    });
    await shoot(browser, runtime.url, at, guesses, { file: 'phone-high-contrast.png', width: 390, height: 844, highContrast: true });
    await shoot(browser, runtime.url, at, guesses, { file: 'small-phone-dark.png', width: 320, height: 568, dark: true });
  } finally {
    await browser.close();
    await runtime.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
