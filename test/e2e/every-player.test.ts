/**
 * Every player, every game, on the smallest phones (320×568 and 375×667, touch) in both themes, in
 * real Chromium: notices never cover the board, the header or a control (a short one a pill in the
 * board's title line that leaves, a long one above the board, announced, until closed); a first
 * visit is one tap from a playable board, the cookie choice in the helpers' place, the board as big
 * as without it; an anonymous player's disabled helper says why on screen; a revealed letter shows
 * in its row only while that row is typed, as a hint a whole word is typed over, and the report of a
 * helped game starts from it. SCREENSHOTS_DIR=docs/screenshots keeps the pictures.
 */
import type { Page } from 'playwright-core';
import { describeInBrowser, openAsReturningPlayer } from '../support/browser';
import { guess, noticeShown, rowText, scored, SERVICE_BUSY, serviceBusy, settled } from '../support/browser-play';
import { browserTestFile } from '../support/browser-test-file';
import { photograph } from '../support/screenshots';
import { missWithout } from '../support/words';

const { harness, words, zone, accounts } = browserTestFile({ words: true });

type Box = { top: number; bottom: number; left: number; right: number };
const overlaps = (a: Box, b: Box) => a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/** The boxes of the page's parts, read in one go (a short notice leaves after about a second). */
const partsOf = (page: Page, notice: string) =>
  page
    .waitForFunction((selector) => {
      const box = (element: Element | null) => {
        if (!element) return null;
        const { top, bottom, left, right } = element.getBoundingClientRect();
        return { top, bottom, left, right };
      };
      const shown = document.querySelector(selector);
      if (!shown) return null;
      return {
        notice: box(shown)!,
        text: shown.textContent,
        // Read out: the status region says the notice's words (its buttons are not in it).
        announced:
          document.querySelector('[data-testid=notice-announcer]')?.textContent === (shown.querySelector('p') ?? shown).textContent,
        header: box(document.querySelector('.site-header'))!,
        grid: box(document.querySelector('.grid'))!,
        controls: [...document.querySelectorAll('.controls button, .site-header button, .site-header a')]
          .filter((control) => control.getClientRects().length > 0)
          .map((control) => box(control)!),
      };
    }, notice)
    .then((handle) => handle.jsonValue().then((parts) => parts!));

/** A notice read out, between the header and the board, over no control. */
function expectClearOfTheGame(parts: Awaited<ReturnType<typeof partsOf>>) {
  expect(parts.announced).toBe(true);
  expect(parts.notice.top).toBeGreaterThanOrEqual(parts.header.bottom);
  expect(parts.notice.bottom).toBeLessThanOrEqual(parts.grid.top);
  expect(parts.controls.filter((control) => overlaps(control, parts.notice))).toEqual([]);
}

const SIZES = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
] as const;
const CASES = SIZES.flatMap((viewport) => (['light', 'dark'] as const).map((scheme) => [`${viewport.width}`, scheme, viewport] as const));

describeInBrowser.each(CASES)('at %s px, %s theme', (width, scheme, viewport) => {
  const options = { viewport, colorScheme: scheme, timezoneId: zone.timezoneId, phone: true } as const;

  it('shows a short notice as a pill between the header and the board, and a long one above the board until closed', async () => {
    const page = await openAsReturningPlayer(harness, options);
    const gridBefore = await page.locator('.grid').boundingBox();
    await page.keyboard.type('AB');
    await page.keyboard.press('Enter');
    const short = await partsOf(page, '.notice-pill');
    expect(short.text).toBe('Not enough letters');
    expectClearOfTheGame(short);
    expect(await page.locator('.grid').boundingBox()).toEqual(gridBefore); // the board never moved
    await page.locator('.notice-pill').waitFor({ state: 'detached' }); // it leaves by itself
    for (let i = 0; i < 2; i++) await page.keyboard.press('Backspace');

    // A long one (a Retry to press): in place above the board, which makes room for it, until closed.
    await serviceBusy(page);
    await page.keyboard.type(words.misses[0].toUpperCase());
    await page.keyboard.press('Enter');
    const long = await partsOf(page, '.notice-long');
    expect(long.text).toContain(SERVICE_BUSY);
    expectClearOfTheGame(long);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    await photograph(page, `notice-long-${width}-${scheme}.png`);
    await page.getByRole('button', { name: 'Close notice' }).tap();
    await page.locator('.notice-long').waitFor({ state: 'detached' });
    expect(await rowText(page, 0)).toBe(words.misses[0].toUpperCase()); // the row is kept for another try
    await page.context().close();
  });

  it('is one tap from a playable board on a first visit, the cookie choice in the helpers’ place, the board as big', async () => {
    const context = await harness.newContext(options);
    const page = await context.newPage();
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'How to decrypt' });
    await dialog.waitFor();
    await settled(page);
    await dialog.getByRole('button', { name: 'Close' }).tap(); // the one tap
    await dialog.waitFor({ state: 'detached' });
    const keyboard = page.getByTestId('keyboard');
    await keyboard.locator('[data-key="Q"]').tap();
    await page.waitForFunction(() => document.querySelector('[data-testid=row-0] .tile')?.textContent === 'Q');

    const banner = page.getByRole('complementary', { name: 'Cookie choice' });
    const layout = await page.evaluate(() => {
      const box = (selector: string) => {
        const { top, bottom, left, right } = document.querySelector(selector)!.getBoundingClientRect();
        return { top, bottom, left, right };
      };
      const choice = document.querySelector<HTMLElement>('.cookie-banner')!;
      return {
        banner: box('.cookie-banner'),
        slot: box('.helper-slot'),
        keyboard: box('[data-testid=keyboard]'),
        grid: box('.grid'),
        tile: document.querySelector('.grid .tile')!.getBoundingClientRect().width,
        // Everything in it is shown: nothing cut off or scrolled.
        fits: choice.scrollHeight <= choice.clientHeight + 1,
        helpersHidden: getComputedStyle(document.querySelector('.helper-bar')!).visibility === 'hidden',
      };
    });
    expect(layout.banner).toEqual(layout.slot);
    expect(layout.fits).toBe(true);
    expect(layout.helpersHidden).toBe(true);
    expect(overlaps(layout.banner, layout.keyboard)).toBe(false);
    expect(overlaps(layout.banner, layout.grid)).toBe(false);
    expect(layout.banner.bottom).toBeLessThanOrEqual(viewport.height);
    await photograph(page, `first-visit-${width}-${scheme}.png`);

    // The same phone once the choice is made: the board's tiles are exactly as big.
    const chosen = await openAsReturningPlayer(harness, options);
    expect(
      await chosen
        .locator('.grid .tile')
        .first()
        .evaluate((tile) => tile.getBoundingClientRect().width),
    ).toBe(layout.tile);
    await chosen.context().close();

    await banner.getByRole('button', { name: 'Dismiss' }).tap();
    await banner.waitFor({ state: 'detached' });
    // An anonymous player's helper is disabled, and says why on screen, at every width.
    const helper = page.getByRole('button', { name: /REVEAL RANDOM LETTER/ });
    expect(await helper.isDisabled()).toBe(true);
    const note = page.getByTestId('helper-note');
    expect(await note.textContent()).toContain('SIGN IN TO USE HELPERS');
    const noteBox = (await note.boundingBox())!;
    expect(noteBox.height).toBeGreaterThan(0);
    expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(viewport.height);
    expect(await helper.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
    await context.close();
  });

  it('shows a bought letter as a hint in the row being typed, plays a whole word typed over it, starts the report from it', async () => {
    const context = await accounts.newDevice(options);
    const page = await accounts.openGame(context);
    await accounts.signIn(page, { ...accounts.newUser(), name: 'Helped Player' });
    await page.getByRole('button', { name: /^Reveal letter 1 / }).tap();
    await page.getByTestId('header-balance').filter({ hasText: '3 credits' }).waitFor();
    const known = words.answer[0].toUpperCase();
    // A whole word typed over the bought letter is that word, as typed: the row holds what the player types.
    // Whatever the day's code: a miss whose first letter is not the code's (swept over every answer).
    const other = missWithout(words.answer.length, words.answer, 0).toUpperCase();
    await page.keyboard.type(other.slice(0, 2));
    expect(await rowText(page, 0)).toBe(other.slice(0, 2));
    for (let i = 0; i < 2; i++) await page.keyboard.press('Backspace');
    expect(await page.locator('[data-testid=row-0] .tile[data-hint]').count()).toBe(1); // drawn in its empty tile again
    expect(await page.locator(`[data-testid=row-0] .tile[data-hint="${known}"]`).count()).toBe(1);
    // Played as typed (normal mode: a word that ignores the bought letter is the player's to try).
    await page.keyboard.type(other);
    expect(await rowText(page, 0)).toBe(other);
    await photograph(page, `bought-letter-${width}-${scheme}.png`);
    await page.keyboard.press('Enter');
    await scored(page, 0);
    expect(await rowText(page, 0)).toBe(other);

    await guess(page, words.answer, 1);
    await noticeShown(page, 'Magnificent!');
    // Won: the rows below are empty, with nothing drawn in them.
    expect(await page.locator('.grid .tile[data-hint]').count()).toBe(0);
    expect(await page.locator('[data-testid=row-2] .tile').allTextContents()).toEqual(Array<string>(words.answer.length).fill(''));

    const panel = page.getByTestId('result-panel');
    await panel.getByRole('button', { name: 'Decryption report' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Decryption report' });
    const opening = dialog.getByTestId('report-opening');
    await opening.waitFor();
    expect(await opening.textContent()).toMatch(
      new RegExp(`^You bought ${known} \\(letter 1\\)\\. The report counts it from your first guess: \\d+ possible codes? then\\.$`),
    );
    expect(await dialog.getByTestId('report-lesson').textContent()).toMatch(/with 1 bought letter; the bot, with none, in \d+\.$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    await photograph(page, `report-helped-${width}-${scheme}.png`);
    await context.close();
  }, 180_000);
});
