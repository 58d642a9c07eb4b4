/**
 * The anonymous player's whole experience in real Chromium against the real local runtime.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { WEEKDAYS } from '../../lambdas/domain/rules';
import { describeInBrowser, openAsReturningPlayer, startBrowserHarness, type BrowserHarness } from './browser';
import { guess, noonTimeZone, openGame, rowText, settled, toastText, todaysWords } from './support';

const SCREENSHOTS = join(__dirname, 'screenshots');
const zone = noonTimeZone();
let harness: BrowserHarness;
let words: Awaited<ReturnType<typeof todaysWords>>;

beforeAll(async () => {
  harness = await startBrowserHarness();
  words = await todaysWords(zone.tzOffset);
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 60_000);
afterAll(() => harness?.close());

/** A new player on a new device, in a time zone where it is about noon. */
const newPlayer = (viewport = { width: 1280, height: 900 }) => harness.newContext({ viewport, timezoneId: zone.timezoneId });

const returningPlayer = (viewport?: { width: number; height: number }): Promise<Page> =>
  openAsReturningPlayer(harness, { viewport, timezoneId: zone.timezoneId });

describeInBrowser('first visit', () => {
  it('opens the instructions by themselves once, and never again on that browser', async () => {
    const context = await newPlayer();
    const page = await context.newPage();
    await page.goto('/');
    // While the dialog is open the page behind it is hidden from assistive technology (and roles).
    const dialog = page.getByRole('dialog', { name: 'How to decrypt' });
    await dialog.waitFor();
    for (const topic of [
      '6 guesses',
      '00:00',
      'Monday 4 letters',
      'Green',
      'Yellow',
      'Grey',
      '5 credits',
      '1 credit',
      'non-refundable',
      'letter reveal',
    ]) {
      expect(await dialog.textContent()).toContain(topic);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'DECRYPTION MATRIX' }).waitFor();
    await settled(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // And the header button brings them back, returning focus to it on close.
    await page.getByRole('button', { name: 'How to play' }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('How to play');
    await context.close();
  });

  it('shows the cookie notice until the player accepts, then never again', async () => {
    const context = await newPlayer();
    await context.addInitScript(() => localStorage.setItem('first-visit-done', 'true'));
    const page = await openGame(context);
    const notice = page.getByTestId('cookie-notice');
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Accept' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('accepted');
    await page.reload();
    await page.getByRole('heading', { name: 'DECRYPTION MATRIX' }).waitFor();
    await settled(page);
    expect(await page.getByTestId('cookie-notice').count()).toBe(0);
    await context.close();
  });
});

describeInBrowser('playing', () => {
  it("shows the day's challenge in the header and the board", async () => {
    const page = await returningPlayer();
    const header = await page.locator('header.site-header').textContent();
    expect(header).toContain(`${WEEKDAYS[words.day.dayOfWeek]} Challenge`);
    expect(header).toContain(`Today's code: ${words.day.wordLength} characters`);
    expect(await page.getByText(`SEC.LEVEL: ${words.day.wordLength}`).count()).toBe(1);
    expect(await page.locator('[data-testid=row-0] .tile').count()).toBe(words.day.wordLength);
    expect(await page.locator('.grid-row').count()).toBe(6);
    expect(await page.getByText('SIGN IN TO USE HELPERS').count()).toBe(1);
    expect(await page.getByRole('button', { name: /REVEAL RANDOM LETTER \(1 credit\)/ }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('takes letters from the physical keyboard and the on-screen keys, and labels each tile', async () => {
    const page = await returningPlayer();
    await page.keyboard.type('ab');
    await page.getByRole('button', { name: 'C', exact: true }).click();
    await page.keyboard.press('d'); // still routed although an on-screen key has focus
    expect(await rowText(page, 0)).toBe('ABCD');
    await page.keyboard.press('Backspace');
    await page.getByRole('button', { name: 'Backspace: delete letter' }).click();
    expect(await rowText(page, 0)).toBe('AB');
    expect(await page.locator('[data-testid=row-0] .tile').first().getAttribute('aria-label')).toBe('Letter 1: A, not yet checked');
    await page.keyboard.type('1!'); // not letters: ignored
    await page.keyboard.type('x'.repeat(20)); // never more than the code's length
    expect((await rowText(page, 0)).length).toBe(words.day.wordLength);
    await page.context().close();
  });

  it("says 'Not enough letters' for a short guess and keeps the row", async () => {
    const page = await returningPlayer();
    await page.keyboard.type('ab');
    await page.keyboard.press('Enter');
    await toastText(page, 'Not enough letters');
    expect(await rowText(page, 0)).toBe('AB');
    await page.context().close();
  });

  it("says 'Word not in word list' and leaves the row editable", async () => {
    const page = await returningPlayer();
    await page.keyboard.type('q'.repeat(words.day.wordLength));
    await page.keyboard.press('Enter');
    await toastText(page, 'Word not in word list');
    expect(await page.locator('[data-testid=row-0]').getAttribute('aria-label')).toBe('Guess 1 of 6');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('z');
    expect(await rowText(page, 0)).toBe(`${'Q'.repeat(words.day.wordLength - 1)}Z`);
    await page.context().close();
  });

  it('wins: colours the keys, shows the won panel with its attempt count, copies the share text exactly, restores on reload', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 360, height: 740 },
    ]) {
      const page = await returningPlayer(viewport);
      await guess(page, words.misses[0], 0);
      // A letter of the miss that the answer does not have (the answer changes per run: random local secret).
      const missKey = [...words.misses[0]].find((c) => !words.answer.includes(c))!.toUpperCase();
      expect(await page.locator(`.key[data-key=${missKey}]`).getAttribute('data-state')).toBe('absent');
      await guess(page, words.answer, 1);
      const panel = page.getByTestId('result-panel');
      await panel.waitFor();
      const text = await panel.textContent();
      expect(text).toContain('DECRYPTION SUCCESSFUL');
      expect(text).toContain('Code Successfully Decrypted!');
      expect(text).toContain('Decrypted in 2 attempts!');
      expect(text).toContain('New encrypted sequence will be deployed at 00:00 hours.');
      await toastText(page, 'Magnificent!');
      expect(await page.locator(`.key[data-key=${words.answer[0].toUpperCase()}]`).getAttribute('data-state')).toBe('correct');
      expect(await page.locator('.key[data-key=Q]').isDisabled()).toBe(true);
      await page.screenshot({ path: join(SCREENSHOTS, `won-${viewport.width}.png`), fullPage: true });

      await page.getByRole('button', { name: 'Copy Link' }).click();
      await toastText(page, 'Copied results to clipboard');
      const weekday = WEEKDAYS[words.day.dayOfWeek];
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `CIPHERWORD (${weekday}) - ${words.day.wordLength} letters\nSolved in 2/6 guesses\nPlay at: ${harness.runtime.url}/`,
      );
      // The X composer opens in a new tab with the text (the request itself is refused: no network here).
      const [popup, request] = await Promise.all([
        page.waitForEvent('popup'),
        page.context().waitForEvent('request', (r) => r.url().startsWith('https://x.com/intent/post')),
        page.getByRole('button', { name: 'Share on X' }).click(),
      ]);
      expect(new URL(request.url()).searchParams.get('text')).toContain('Solved in 2/6 guesses');
      await popup.close();

      await page.reload();
      await page.getByTestId('result-panel').waitFor();
      expect(await page.getByTestId('result-panel').textContent()).toContain('Decrypted in 2 attempts!');
      expect(await rowText(page, 1)).toBe(words.answer.toUpperCase());
      await page.context().close();
    }
  });

  it('loses after six misses: the lost panel names the code, and reload restores it', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 360, height: 740 },
    ]) {
      const page = await returningPlayer(viewport);
      for (let row = 0; row < 6; row++) await guess(page, words.misses[row], row);
      const panel = page.getByTestId('result-panel');
      await panel.waitFor();
      const text = await panel.textContent();
      expect(text).toContain('SECURITY LOCKOUT');
      expect(text).toContain('Decryption Protocol Failed');
      expect(text).toContain(words.answer.toUpperCase());
      await toastText(page, 'Better luck tomorrow!');
      await page.screenshot({ path: join(SCREENSHOTS, `lost-${viewport.width}.png`), fullPage: true });
      await page.reload();
      await page.getByTestId('result-panel').waitFor();
      expect(await page.getByTestId('result-panel').textContent()).toContain('Decryption Protocol Failed');
      await page.context().close();
    }
  });

  it('never has the answer in the page while playing', async () => {
    const page = await returningPlayer();
    await guess(page, words.misses[0], 0);
    const html = (await page.content()).toLowerCase();
    const storage = await page.evaluate(() => JSON.stringify(localStorage).toLowerCase());
    expect(html.includes(`>${words.answer}<`)).toBe(false);
    expect(storage).not.toContain(words.answer);
    await page.context().close();
  });
});

describeInBrowser('the site', () => {
  it('fetches config.json once: the preload in index.html is what the app uses', async () => {
    const context = await newPlayer();
    const page = await context.newPage();
    const configRequests: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => request.url().endsWith('/config.json') && configRequests.push(request.url()));
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto('/');
    await page.getByRole('dialog', { name: 'How to decrypt' }).waitFor();
    expect(configRequests).toHaveLength(1);
    expect(warnings.filter((w) => w.includes('preload'))).toEqual([]);
    await context.close();
  });

  it('toggles the theme and keeps the choice', async () => {
    const page = await returningPlayer();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'DECRYPTION MATRIX' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.classList.contains('dark'), localStorage.getItem('theme')])).toEqual([
      true,
      'dark',
    ]);
    await page.context().close();
  });

  it('follows a dark system preference when nothing is stored', async () => {
    const context = await harness.newContext({ colorScheme: 'dark', timezoneId: zone.timezoneId });
    const page = await context.newPage();
    await page.goto('/');
    // A first visit: the instructions open over the page (which is then hidden from roles).
    await page.getByRole('dialog', { name: 'How to decrypt' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await context.close();
  });

  it.each([
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])('renders %s from its markdown, with a way back to the game', async (path, title) => {
    const page = await returningPlayer();
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('link', { name: '← Back to Game' }).click();
    await page.getByRole('heading', { name: 'DECRYPTION MATRIX' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('keeps only web, mail and chat links in the markdown pages', async () => {
    const page = await returningPlayer();
    await page.route('**/assets/privacy-policy.md', (route) =>
      route.fulfill({
        contentType: 'text/markdown',
        body: '# Privacy Policy\n\n[web](https://example.com) [mail](mailto:a@example.com) [chat](xmpp:a@example.com) [irc](ircs://irc.example.com) [bad](javascript:alert(1)) [data](data:text/html,hi) [vb](vbscript:x)\n\n<script>window.pwned=1</script>',
      }),
    );
    await page.goto('/privacy');
    await page.getByRole('link', { name: 'web' }).waitFor();
    const href = (name: string) => page.getByText(name, { exact: true }).evaluate((el) => el.getAttribute('href'));
    expect(await href('web')).toBe('https://example.com');
    expect(await href('mail')).toBe('mailto:a@example.com');
    expect(await href('chat')).toBe('xmpp:a@example.com');
    expect(await href('irc')).toBe('ircs://irc.example.com');
    for (const name of ['bad', 'data', 'vb']) expect(await href(name)).toBe('');
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    await page.context().close();
  });

  it('shows the 404 page for unknown paths and logs the path', async () => {
    const page = await returningPlayer();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/no/such/page');
    await page.getByText('Oops! Page not found').waitFor();
    expect(logged.some((line) => line.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByRole('heading', { name: 'DECRYPTION MATRIX' }).waitFor();
    await page.context().close();
  });

  it("opens a sign-in dialog at most 425 px wide with 'Continue with Google'", async () => {
    const page = await returningPlayer();
    await page.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Continue with Google' }).isEnabled()).toBe(true);
    expect(await dialog.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(425);
    await page.context().close();
  });
});

describeInBrowser('when the server or the network fails (product.md §7)', () => {
  it("says 'Error loading game configuration' when the day's length cannot be fetched", async () => {
    const context = await newPlayer();
    await context.addInitScript(() => localStorage.setItem('first-visit-done', 'true'));
    await context.route('**/functions/v1/get-word-length*', (route) => route.fulfill({ status: 500, body: '{"error":"boom"}' }));
    const page = await context.newPage();
    await page.goto('/');
    await toastText(page, 'Error loading game configuration');
    await context.close();
  });

  it("says 'Error loading game state' and starts a fresh game when the saved game cannot be loaded", async () => {
    const context = await newPlayer();
    await context.addInitScript(() => localStorage.setItem('first-visit-done', 'true'));
    await context.route('**/functions/v1/load-game-state', (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/');
    await toastText(page, 'Error loading game state');
    await page.getByTestId('row-0').waitFor();
    await page.keyboard.type('ab');
    expect(await rowText(page, 0)).toBe('AB');
    await context.close();
  });

  it('keeps the typed row editable when a guess cannot reach the server', async () => {
    const page = await returningPlayer();
    await page.context().route('**/functions/v1/submit-guess', (route) => route.abort());
    await page.keyboard.type(words.misses[0]);
    await page.keyboard.press('Enter');
    await toastText(page, 'Error submitting guess. Please try again.');
    expect(await page.locator('[data-testid=row-0]').getAttribute('aria-label')).toBe('Guess 1 of 6');
    expect(await rowText(page, 0)).toBe(words.misses[0].toUpperCase());
    // The network is back: the same row goes through.
    await page.context().unroute('**/functions/v1/submit-guess');
    await page.keyboard.press('Enter');
    await page
      .locator(['absent', 'present', 'correct'].map((state) => `[data-testid=row-0] .tile[data-state=${state}]`).join(', '))
      .first()
      .waitFor();
    await page.context().close();
  });

  it("shows the server's own message for other refusals", async () => {
    const page = await returningPlayer();
    await page.context().route('**/functions/v1/submit-guess', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: '{"error":"A new code has been deployed: reload to play it."}',
      }),
    );
    await page.keyboard.type(words.misses[0]);
    await page.keyboard.press('Enter');
    await toastText(page, 'A new code has been deployed: reload to play it.');
    await page.context().close();
  });
});
