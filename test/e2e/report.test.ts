/**
 * The decryption report in real Chromium on phones (375×667, and the smallest, 320×568), in both
 * themes: the code's meaning on the result panel after a win and after a loss, the report's dialog
 * (the lesson, then one card per guess with its coloured tiles and one sentence, axe clean, no word
 * broken and nothing wider than the screen), and "Copy report".
 * SCREENSHOTS_DIR=docs/screenshots keeps the pictures of the report.
 */
import type { Page } from 'playwright-core';
import { asReturningPlayer, describeInBrowser, openGame } from '../support/browser';
import { guess, noticeShown, shareTarget } from '../support/browser-play';
import { pageOverflow, seriousViolations } from '../support/axe';
import { browserTestFile } from '../support/browser-test-file';
import { photograph } from '../support/screenshots';

const { harness, words, zone } = browserTestFile({ words: true });

async function phone(scheme: 'light' | 'dark', width = 375, height = 667) {
  const context = await asReturningPlayer(
    await harness.newContext({ colorScheme: scheme, timezoneId: zone.timezoneId, viewport: { width, height } }),
  );
  return openGame(context);
}

/** Opens the report from the result panel and checks what a player reads in it. */
async function openReport(page: Page, guesses: number, picture?: string) {
  const panel = page.getByTestId('result-panel');
  await panel.getByTestId('code-meaning').waitFor();
  expect((await panel.getByTestId('code-meaning').textContent())?.toLowerCase()).toContain(words.answer);
  await panel.getByRole('button', { name: 'Decryption report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decryption report' });
  const steps = dialog.getByRole('list', { name: 'Your guesses, step by step' });
  await steps.waitFor();
  // The lesson, then one card per guess: its tiles read as one, the codes left, one sentence.
  expect(await dialog.getByTestId('report-lesson').textContent()).toMatch(/\w.*\.$/);
  expect(await steps.getByTestId('report-step').count()).toBe(guesses);
  const first = guesses === 1 ? words.answer : words.misses[0];
  const firstTiles = await steps.getByTestId('report-step').first().getByRole('img').getAttribute('aria-label');
  expect(firstTiles?.startsWith(`${first.toUpperCase()}: `)).toBe(true);
  expect(await steps.getByTestId('report-step').first().locator('.report-tile').count()).toBe(first.length);
  for (const sentence of await steps.locator('.report-sentence').allTextContents()) expect(sentence).toMatch(/^\S.*\.$/);
  // No word is broken across lines, and no card is wider than the dialog.
  const broken = await dialog.evaluate((el) =>
    [...el.querySelectorAll('.report-word, .report-tiles')]
      .filter((word) => word.getClientRects().length !== 1 || word.getBoundingClientRect().right > el.getBoundingClientRect().right)
      .map((word) => word.textContent),
  );
  expect(broken).toEqual([]);
  if (picture) await photograph(dialog, picture);
  for (const score of ['report-skill', 'report-luck'])
    expect(Number(await dialog.getByTestId(score).textContent())).toBeLessThanOrEqual(99);
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describeInBrowser.each(['light', 'dark'] as const)('the decryption report on a phone (%s theme)', (scheme) => {
  it('after a win: the meaning, the report, and "Copy report" under the usual share text', async () => {
    const page = await phone(scheme);
    await guess(page, words.misses[0], 0);
    await guess(page, words.answer, 1);
    await openReport(page, 2, `report-won-${scheme}.png`);
    expect(await seriousViolations(page, '[data-testid=result-panel]')).toEqual([]);
    await (await shareTarget(page, 'Copy report')).click();
    await noticeShown(page, 'Copied report to clipboard');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const lines = copied.split('\n');
    expect(lines[1]).toBe('Solved in 2/6 guesses');
    expect(lines.at(-1)).toMatch(/^Skill \d{1,2} · Luck \d{1,2} · bot \d+$/);
    expect(lines.at(-2)).toMatch(/^Play at: /);
    await page.context().close();
  });

  it('after a loss, at the smallest phone size', async () => {
    const page = await phone(scheme, 320, 568);
    for (let row = 0; row < 6; row++) await guess(page, words.misses[row], row);
    // The code is named once: "The code was" and its meaning, one line.
    const panel = page.getByTestId('result-panel');
    await panel.getByTestId('code-meaning').waitFor();
    expect(await panel.getByTestId('code-meaning').textContent()).toMatch(new RegExp(`^The code was ${words.answer.toUpperCase()} `));
    expect(await panel.locator('strong.answer').count()).toBe(1);
    await openReport(page, 6, `report-lost-320-${scheme}.png`);
    expect(await seriousViolations(page, '[data-testid=result-panel]')).toEqual([]);
    await page.context().close();
  });
});
