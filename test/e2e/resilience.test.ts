/**
 * When time moves on or the network does not hold, in real Chromium: an open tab moves to the new
 * day's code at the player's midnight (the browser's and the server's clocks driven together), a
 * failed setup recovers by itself and through Retry, a busy server or a lost connection keeps the
 * typed row, and the installed app opens offline and says it needs a connection.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { browserTestFile } from '../support/browser-test-file';
import { localDay, type LocalDay } from '../../lambdas/domain/calendar';
import { WEEKDAYS } from '../../lambdas/domain/rules';
import { asReturningPlayer, describeInBrowser, openAsReturningPlayer, openGame } from '../support/browser';
import { PAGE_TEXTS } from '../support/page-texts';
import { PRODUCT_NAME } from '../../lambdas/domain/rules';
import {
  GAME_HEADING,
  guess,
  noticesSeen,
  noticeShown,
  rowText,
  scored,
  SERVICE_BUSY,
  serviceBusy,
  settled,
  wordsOf,
} from '../support/browser-play';

const { harness, words, zone } = browserTestFile({ words: true });
afterEach(() => harness.runtime.setClock());

const rowState = (page: Page, row: number) => page.locator(`[data-testid=row-${row}]`).getAttribute('aria-label');
const challenge = (page: Page) => page.getByTestId('challenge').textContent();

describeInBrowser("the player's midnight", () => {
  /** Ten seconds before a UTC midnight a few days back; the browser (in UTC) and the server start there. */
  const beforeMidnight = () => {
    const midnight = Math.floor(Date.now() / 86_400_000 - 3) * 86_400_000;
    return { start: midnight - 10_000, after: midnight + 5_000 };
  };

  async function openAt(start: number, viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
    harness.runtime.setClock(() => start);
    const context = await asReturningPlayer(await harness.newContext({ clockAt: start, timezoneId: 'UTC', viewport }));
    return { context, page: await openGame(context) };
  }

  /** Midnight passes for the server, then for the browser (whose timers fire as its clock jumps). */
  async function passMidnight(page: Page, after: number): Promise<void> {
    harness.runtime.setClock(() => after);
    await page.clock.fastForward(after - (await page.evaluate(() => Date.now())));
  }

  /** Waits until the page plays `day`'s code: its weekday in the header, the board set up. */
  async function newDayShown(page: Page, day: LocalDay): Promise<void> {
    await page
      .getByTestId('challenge')
      .filter({ hasText: `${WEEKDAYS[day.dayOfWeek]} Challenge` })
      .waitFor();
    await settled(page);
  }

  it("moves an unstarted game to the new day's code (new weekday, new length) by itself", async () => {
    const { start, after } = beforeMidnight();
    const [today, tomorrow] = [localDay(new Date(start), 0), localDay(new Date(after), 0)];
    const { context, page } = await openAt(start);
    expect(await challenge(page)).toContain(`${WEEKDAYS[today.dayOfWeek]} Challenge`);
    await passMidnight(page, after);
    await newDayShown(page, tomorrow);
    expect(await page.locator('[data-testid=row-0] .tile').count()).toBe(tomorrow.wordLength);
    await context.close();
  });

  it("moves a game finished before midnight to the new day's code by itself, its countdown never past 00:00:00, from the top", async () => {
    const { start, after } = beforeMidnight();
    const before = await wordsOf(localDay(new Date(start), 0));
    const tomorrow = localDay(new Date(after), 0);
    const { context, page } = await openAt(start, { width: 375, height: 667 });
    await guess(page, before.answer, 0);
    await page.getByTestId('countdown').waitFor();
    // The player has scrolled down the result when midnight comes.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await passMidnight(page, after);
    await newDayShown(page, tomorrow);
    expect(await rowState(page, 0)).toBe('Guess 1 of 6, being typed');
    expect(await page.evaluate(() => window.scrollY)).toBe(0); // the header and the board in view
    await context.close();
  });

  it('lets a game in progress be finished under its own date, then moves to the new code', async () => {
    const { start, after } = beforeMidnight();
    const before = await wordsOf(localDay(new Date(start), 0));
    const tomorrow = localDay(new Date(after), 0);
    const { context, page } = await openAt(start);
    await guess(page, before.misses[0], 0);
    await passMidnight(page, after);
    // Still yesterday's game: it is finished where it stands.
    expect(await challenge(page)).toContain(`${WEEKDAYS[before.day.dayOfWeek]} Challenge`);
    await guess(page, before.answer, 1);
    // Its result stays to be read and shared, until the player asks for the new code.
    await page.getByRole('heading', { name: 'Code Successfully Decrypted!' }).waitFor();
    expect(await challenge(page)).toContain(`${WEEKDAYS[before.day.dayOfWeek]} Challenge`);
    expect(await page.getByTestId('countdown').count()).toBe(0);
    await page.getByRole('button', { name: "Play today's code" }).click();
    await newDayShown(page, tomorrow);
    expect(await page.locator('[data-testid=row-0] .tile').count()).toBe(tomorrow.wordLength);
    expect(await rowState(page, 0)).toBe('Guess 1 of 6, being typed');
    await context.close();
  });
});

describeInBrowser('a failed setup', () => {
  it('shows that the server cannot be reached, disables the keyboard, and recovers through Retry', async () => {
    const context = await asReturningPlayer(await harness.newContext({ timezoneId: zone.timezoneId }));
    await context.route('**/functions/v1/get-word-length*', (route) => route.abort());
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/');
    const retry = page.locator('.board-status').getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    // The app's own retries (timers) are held back, so that it is the player's tap that recovers. Those
    // due in the next 1.5 s (pausing jumps to a moment ahead of the page's clock) still fail: still refused.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1500);
    await retry.waitFor(); // a retry the jump set off has failed in turn
    expect(await page.locator('.board-status').textContent()).toContain('DECRYPTION SERVER UNREACHABLE');
    expect(await page.locator('.board-status').textContent()).toContain("Can't reach the server");
    expect(await page.getByTestId('keyboard-notice').count()).toBe(0); // said once, on the board
    expect(await page.getByTestId('keyboard').locator('.key').first().isDisabled()).toBe(true);
    await context.unroute('**/functions/v1/get-word-length*');
    await retry.click();
    await settled(page);
    expect(await page.getByTestId('keyboard-notice').count()).toBe(0);
    await page.keyboard.type('ab');
    expect(await rowText(page, 0)).toBe('AB');
    await context.close();
  });

  it('recovers by itself when the server answers again (retried with a growing pause)', async () => {
    const context = await asReturningPlayer(await harness.newContext({ timezoneId: zone.timezoneId }));
    let refused = 0;
    await context.route('**/functions/v1/load-game-state', (route) => (refused++ < 2 ? route.abort() : route.continue()));
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('.board-status').getByRole('button', { name: 'Retry' }).waitFor();
    await settled(page); // no click: the retries get through on their own
    expect(refused).toBe(3);
    await noticeShown(page, 'Error loading game state'); // said once, not on every attempt
    expect(await noticesSeen(page)).toEqual(['Error loading game state']);
    await context.close();
  });

  it('recovers when even the runtime configuration could not be fetched at first', async () => {
    const context = await asReturningPlayer(await harness.newContext({ timezoneId: zone.timezoneId }));
    let refused = 0;
    await context.route('**/config.json', (route) => (refused++ < 1 ? route.fulfill({ status: 503, body: '' }) : route.continue()));
    const page = await context.newPage();
    await page.goto('/');
    await settled(page);
    expect(refused).toBeGreaterThanOrEqual(2);
    await context.close();
  });
});

describeInBrowser('a guess that cannot be scored', () => {
  it('keeps the typed row when the service is busy (503), and Retry sends it again', async () => {
    const page = await openAsReturningPlayer(harness, { timezoneId: zone.timezoneId });
    await serviceBusy(page);
    await page.keyboard.type(words.misses[0].toUpperCase());
    await page.keyboard.press('Enter');
    // Long enough, with a Retry to press: it stays in place, above the board.
    const toast = page.locator('.notice-long', { hasText: SERVICE_BUSY });
    await toast.waitFor();
    expect(await rowState(page, 0)).toBe('Guess 1 of 6, being typed');
    expect(await rowText(page, 0)).toBe(words.misses[0].toUpperCase());
    await page.context().unroute('**/functions/v1/submit-guess');
    await toast.getByRole('button', { name: 'Retry' }).click();
    await scored(page, 0);
    await page.context().close();
  });

  it('keeps the typed row editable when the network fails, and sends it again with Enter', async () => {
    const page = await openAsReturningPlayer(harness, { timezoneId: zone.timezoneId });
    await page.context().route('**/functions/v1/submit-guess', (route) => route.abort());
    await page.keyboard.type(words.misses[0]);
    await page.keyboard.press('Enter');
    await noticeShown(page, 'Error submitting guess. Please try again.');
    expect(await rowState(page, 0)).toBe('Guess 1 of 6, being typed');
    await page.context().unroute('**/functions/v1/submit-guess');
    await page.keyboard.press('Enter');
    await scored(page, 0);
    await page.context().close();
  });

  it("shows the server's own message for other refusals", async () => {
    const page = await openAsReturningPlayer(harness, { timezoneId: zone.timezoneId });
    await page.context().route('**/functions/v1/submit-guess', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: '{"error":"A new code has been deployed: reload to play it."}',
      }),
    );
    await page.keyboard.type(words.misses[0]);
    await page.keyboard.press('Enter');
    await noticeShown(page, 'A new code has been deployed: reload to play it.');
    await page.context().close();
  });
});

describeInBrowser('an installable app', () => {
  const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  /** A returning player's phone whose browser lets the app's worker install (and so open offline later). */
  const installingPhone = async () =>
    asReturningPlayer(
      await harness.newContext({
        timezoneId: zone.timezoneId,
        serviceWorkers: 'allow',
        viewport: { width: 390, height: 844 },
        phone: true,
      }),
    );

  it('is installable: Chromium finds no installability error', async () => {
    const context = await asReturningPlayer(await harness.newPersistentContext({ timezoneId: zone.timezoneId }));
    const page = await openGame(context);
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    await context.close();
  });

  it('opens offline after a first visit, shows the shell and says the game needs a connection', async () => {
    const context = await installingPhone();
    const page = await openGame(context);
    await controlled(page);
    // A game in progress: offline, the typed row stays as typed.
    await guess(page, words.misses[0], 0);
    await context.setOffline(true);
    await page.keyboard.type(words.misses[1].toUpperCase());
    await page.keyboard.press('Enter');
    await noticeShown(page, /offline|Error submitting guess/);
    expect(await rowText(page, 1)).toBe(words.misses[1].toUpperCase());
    expect(await rowState(page, 1)).toBe('Guess 2 of 6, being typed');

    await page.reload();
    await page.getByRole('heading', { name: GAME_HEADING }).waitFor();
    // One message says it, in the board's place; nothing else repeats it (no notice over the keys, no toast).
    await page.locator('.board-status').filter({ hasText: "You're offline" }).waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    const messages = await page.evaluate(() =>
      [...document.querySelectorAll('.board-status p, [data-testid=keyboard-notice], .notice')].map((el) => el.textContent),
    );
    expect(messages).toEqual([
      "You're offline: CIPHERWORD needs a connection to load and score codes. It tries again by itself once you are back; Retry tries now.",
    ]);
    // The keys are visibly off, not merely idle: the player is not left tapping letters that do nothing.
    const keyboard = page.getByTestId('keyboard');
    expect(await keyboard.getAttribute('class')).toBe('keyboard off');
    expect(
      Number(
        await keyboard
          .locator('.key')
          .first()
          .evaluate((key) => getComputedStyle(key).opacity),
      ),
    ).toBeLessThan(0.5);
    expect(await keyboard.locator('.key:not([disabled])').count()).toBe(0);
    await context.setOffline(false);
    await settled(page); // back online: the retry gets the game
    expect(await rowText(page, 0)).toBe(words.misses[0].toUpperCase());
    expect(await keyboard.getAttribute('class')).toBe('keyboard');
    await context.close();
  });

  it("opens each language's own page offline: its shell and its words, whichever language's page installed the app", async () => {
    const context = await installingPhone();
    const page = await openGame(context, '/es/');
    await controlled(page);
    await context.setOffline(true);
    for (const language of ['es', 'fr', 'en'] as const) {
      const { board } = PAGE_TEXTS[language].shell;
      const path = language === 'en' ? '/' : `/${language}/`;
      await page.goto(path);
      await page.locator('.board-status').filter({ hasText: board.offline }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe(board.title);
      // The language's own prerendered page, hydrated (another language's page would be rendered afresh, losing this mark).
      expect(await page.locator('#root').getAttribute('data-shell-of')).toBe(path);
      // Any other address of the language (never visited): its page too, not English's.
      await page.goto(`${path}leagues`);
      const description = page.locator('meta[name=description]');
      expect(await description.getAttribute('content')).toBe(PAGE_TEXTS[language].play.pageDescription(PRODUCT_NAME));
    }
    await context.close();
  });
});
