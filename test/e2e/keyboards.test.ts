/**
 * The keyboard's layouts (docs/product.md, "Keyboard" and "Settings"), in real Chromium on 320×568
 * and 375×667 touch phones in both themes: a player picks AZERTY in Settings with taps, the keys change in place,
 * a word tapped out on them is scored, and the choice outlives a reload; every layout fits the
 * phone, every key inside it and a touch target tall. SCREENSHOTS_DIR keeps the pictures.
 */
import type { Page } from 'playwright-core';
import { describeInBrowser, openAsReturningPlayer } from '../support/browser';
import { rowText, scored, settled } from '../support/browser-play';
import { browserTestFile } from '../support/browser-test-file';
import { fit, keyRows, PHONE_CASES } from '../support/phone-keyboard';
import { photograph } from '../support/screenshots';

const { harness, words, zone } = browserTestFile({ words: true });

async function chooseLayout(page: Page, name: string, photo?: string) {
  await page.locator('.header-actions').getByRole('button', { name: 'Settings', exact: true }).tap();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const choices = dialog.getByRole('group', { name: 'Keyboard' });
  await choices.getByText(name, { exact: true }).tap();
  await expect(choices.getByRole('radio', { name, exact: true }).isChecked()).resolves.toBe(true);
  // Each name whole inside its group, on the narrowest phone too.
  const spill = await choices.evaluate((group) => {
    const edge = group.getBoundingClientRect().right;
    const textRight = (label: Element) => {
      const range = document.createRange();
      range.selectNodeContents(label);
      return range.getBoundingClientRect().right;
    };
    return [...group.querySelectorAll('label')].filter((label) => textRight(label) > edge).map((label) => label.textContent);
  });
  expect(spill).toEqual([]);
  if (photo) {
    await choices.scrollIntoViewIfNeeded();
    await photograph(page, photo);
  }
  await dialog.getByRole('button', { name: 'Close' }).tap();
  await dialog.waitFor({ state: 'hidden' });
  await settled(page);
}

const QWERTY = ['Q W E R T Y U I O P', 'A S D F G H J K L', 'ENTER Z X C V B N M BACK'];
const AZERTY = ['A Z E R T Y U I O P', 'Q S D F G H J K L M', 'ENTER W X C V B N BACK'];
const LAYOUTS = [
  ['QWERTZ', ['Q W E R T Z U I O P', 'A S D F G H J K L', 'ENTER Y X C V B N M BACK']],
  ['Alphabetical', ['A B C D E F G H I J', 'K L M N O P Q R S', 'ENTER T U V W X Y Z BACK']],
  ['AZERTY', AZERTY],
  ['QWERTY', QWERTY],
] as const;

describeInBrowser.each(PHONE_CASES)('the keyboard on a %i × %i phone, %s', (width, _height, scheme, viewport) => {
  const phone = () => openAsReturningPlayer(harness, { viewport, colorScheme: scheme, phone: true, timezoneId: zone.timezoneId });

  it('is QWERTY until the player taps AZERTY in Settings; a word tapped out on AZERTY is scored; a reload keeps it', async () => {
    const page = await phone();
    expect(await keyRows(page)).toEqual(QWERTY);
    await chooseLayout(page, 'AZERTY', `keyboard-settings-${width}-${scheme}.png`);
    expect(await keyRows(page)).toEqual(AZERTY);

    const word = words.misses[0].toUpperCase();
    for (const letter of word) await page.locator(`[data-testid=keyboard] [data-key="${letter}"]`).tap();
    await page.locator('[data-testid=keyboard] [data-key=ENTER]').tap();
    await scored(page, 0);
    expect(await rowText(page, 0)).toBe(word);
    await photograph(page, `keyboard-azerty-${width}-${scheme}.png`);

    await page.reload();
    await page.locator('.grid:not([data-shell])').waitFor();
    await settled(page);
    expect(await keyRows(page)).toEqual(AZERTY);
    expect(await page.evaluate(() => localStorage.getItem('keyboard'))).toBe('azerty');
  }, 120_000);

  it('fits every layout on the phone (keys inside it, touch targets, nothing sideways); back to QWERTY stores nothing', async () => {
    const page = await phone();
    for (const [name, rows] of LAYOUTS) {
      await chooseLayout(page, name);
      expect([name, await keyRows(page)]).toEqual([name, rows]);
      expect([name, await fit(page)]).toEqual([name, { keysOutside: [], overflowX: 0, touchTargets: true }]);
    }
    // QWERTY is the language's own: choosing it again is the same as never having chosen.
    expect(await page.evaluate(() => localStorage.getItem('keyboard'))).toBeNull();
  }, 120_000);
});
