/**
 * Accessibility in real Chromium, in both themes:
 * - colour contrast computed from the page's own computed styles for every key and tile state, in
 *   light, dark and high contrast, at 320 and 375 px: a ruled-out letter one colour on its tile and
 *   its key, 3:1 from an untried key; a letter in place and one elsewhere each with a mark of its
 *   own in its letter's colour (so no state is told by hue alone: 1.4.1); every tile's and key's
 *   edge, empty tiles included, 3:1 against the page (1.4.11); every label 4.5:1 (1.4.3);
 * - axe-core (WCAG 2.2 A/AA and best practices) finds no serious or critical violation on the game,
 *   each dialog, the result panel, the cookie banner (and a notice's pill, by contrast), /privacy, /terms, the 404 page and
 *   the archive, signed out and signed in.
 */
import { browserTestFile } from '../support/browser-test-file';
import type { Page } from 'playwright-core';
import { asReturningPlayer, describeInBrowser, openAsReturningPlayer, openGame } from '../support/browser';

import { seriousViolations } from '../support/axe';
import { guess, shareTarget } from '../support/browser-play';

const { harness, words, zone, accounts } = browserTestFile({ words: true });

type Rgb = [number, number, number];
const luminance = ([r, g, b]: Rgb) => {
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};
const ratio = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** The colours and marks of each key and tile state, as the page's CSS computes them (states set on real elements). */
async function stateColours(page: Page) {
  const colours = await page.evaluate(async () => {
    const rgb = (value: string) => (value.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number) as [number, number, number];
    const keys = [...document.querySelectorAll<HTMLElement>('.key')].filter((key) => /^[A-Z]$/.test(key.dataset.key ?? ''));
    const tiles = [...document.querySelectorAll<HTMLElement>('[data-testid=row-5] .tile')];
    const states = ['correct', 'present', 'absent'] as const;
    states.forEach((state, i) => {
      keys[i + 1].dataset.state = state;
      tiles[i].dataset.state = state;
      tiles[i].textContent = 'W';
    });
    // Let any colour transition finish before reading.
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
    const of = (el: Element) => {
      const style = getComputedStyle(el);
      return {
        background: rgb(style.backgroundColor),
        border: rgb(style.borderTopColor),
        text: rgb(style.color),
        // The mark: an image drawn in the letter's colour (currentColor), where and how big.
        mark: style.backgroundImage === 'none' ? '' : `${style.backgroundImage} ${style.backgroundSize} ${style.backgroundPosition}`,
      };
    };
    return {
      page: rgb(getComputedStyle(document.body).backgroundColor),
      unusedKey: of(keys[0]),
      emptyTile: of(tiles[5]),
      keys: Object.fromEntries(states.map((state, i) => [state, of(keys[i + 1])])),
      tiles: Object.fromEntries(states.map((state, i) => [state, of(tiles[i])])),
    };
  });
  return colours;
}

describeInBrowser('contrast of every key and tile state', () => {
  it.each([
    ['light', false, 320],
    ['dark', false, 320],
    ['light', false, 375],
    ['dark', false, 375],
    ['light', true, 320],
    ['dark', true, 375],
  ] as const)(
    '%s theme, high contrast %s, %i px: one colour per ruled-out letter, marks beside hue, edges 3:1, labels 4.5:1',
    async (scheme, highContrast, width) => {
      const context = await asReturningPlayer(
        await harness.newContext({
          colorScheme: scheme,
          timezoneId: zone.timezoneId,
          viewport: { width, height: width === 320 ? 568 : 667 },
        }),
      );
      if (highContrast) await context.addInitScript(() => localStorage.setItem('high-contrast', 'on'));
      const page = await openGame(context);
      const c = await stateColours(page);
      const failures: string[] = [];
      const atLeast = (what: string, value: number, minimum: number) =>
        value < minimum && failures.push(`${what}: ${value.toFixed(2)}:1 < ${minimum}:1`);
      // A shape's edge is its fill or its outline, whichever stands out more from the page.
      const edge = (shape: { background: Rgb; border: Rgb }) => Math.max(ratio(shape.background, c.page), ratio(shape.border, c.page));
      atLeast('unused key label', ratio(c.unusedKey.text, c.unusedKey.background), 4.5);
      atLeast('unused key edge vs page', edge(c.unusedKey), 3);
      atLeast('empty tile edge vs page', ratio(c.emptyTile.border, c.page), 3);
      // A ruled-out letter reads the same on the board and on the keyboard, and apart from an untried key.
      expect(c.keys.absent.background).toEqual(c.tiles.absent.background);
      atLeast('ruled-out key vs untried key', ratio(c.keys.absent.background, c.unusedKey.background), 3);
      if (luminance(c.keys.absent.background) >= luminance(c.unusedKey.background)) failures.push('ruled-out key not darker than untried');
      for (const state of ['correct', 'present', 'absent']) {
        atLeast(`${state} key edge vs page`, edge(c.keys[state]), 3);
        atLeast(`${state} key label`, ratio(c.keys[state].text, c.keys[state].background), 4.5);
        atLeast(`${state} tile edge vs page`, edge(c.tiles[state]), 3);
        atLeast(`${state} tile letter`, ratio(c.tiles[state].text, c.tiles[state].background), 4.5);
      }
      // Marks: in place and elsewhere each have their own, drawn in the letter's colour (4.5:1 above);
      // a ruled-out letter, an untried key and an empty tile have none.
      const markColour = (shape: { mark: string; text: Rgb }): Rgb => {
        const drawn = /rgba?\((\d+), (\d+), (\d+)/.exec(shape.mark);
        return /currentcolor/i.test(shape.mark) || !drawn ? shape.text : [Number(drawn[1]), Number(drawn[2]), Number(drawn[3])];
      };
      for (const [what, shapes] of [
        ['key', c.keys],
        ['tile', c.tiles],
      ] as const) {
        for (const state of ['correct', 'present']) {
          expect([what, state, shapes[state].mark]).toEqual([what, state, expect.stringMatching(/gradient/)]);
          atLeast(`${state} ${what}'s mark`, ratio(markColour(shapes[state]), shapes[state].background), 3);
        }
        expect(shapes.correct.mark).not.toBe(shapes.present.mark);
        expect(shapes.absent.mark).toBe('');
      }
      expect([c.unusedKey.mark, c.emptyTile.mark]).toEqual(['', '']);
      expect(failures).toEqual([]);
      await context.close();
    },
  );
});

describeInBrowser.each(['light', 'dark'] as const)('axe finds nothing serious (%s theme)', (scheme) => {
  it('on the game while playing, the result panel, and each dialog of a signed-out player', async () => {
    const page = await openAsReturningPlayer(harness, { colorScheme: scheme, timezoneId: zone.timezoneId });
    await guess(page, words.misses[0], 0); // coloured tiles and keys
    expect(await seriousViolations(page)).toEqual([]);
    for (const [button, dialog] of [
      ['How to play', 'How to decrypt'],
      ['Settings', 'Settings'],
      ['Sign In', 'Sign in'],
    ]) {
      await page.locator('.header-actions').getByRole('button', { name: button, exact: true }).click();
      await page.getByRole('dialog', { name: dialog }).waitFor();
      expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await guess(page, words.answer, 1);
    await page.getByTestId('result-panel').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // A notice's pill: its colours follow the theme (read the moment it shows: it leaves after a second).
    // The win's own pill may still be showing on a slow machine: wait for the copy's.
    await (await shareTarget(page, 'Copy Link')).click();
    const pill = await page.waitForFunction((expected: string) => {
      const shown = document.querySelector('.notice-pill');
      const rgb = (value: string) => (value.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number) as [number, number, number];
      if (!shown || shown.textContent !== expected) return null;
      return { text: shown.textContent, ink: rgb(getComputedStyle(shown).color), fill: rgb(getComputedStyle(shown).backgroundColor) };
    }, 'Copied results to clipboard');
    const { text, ink, fill } = (await pill.jsonValue())!;
    expect(text).toBe('Copied results to clipboard');
    expect(ratio(ink, fill)).toBeGreaterThanOrEqual(4.5);
    await page.getByTestId('result-panel').getByRole('button', { name: 'Statistics' }).click();
    await page.getByRole('dialog', { name: 'Statistics' }).getByTestId('stat-played').waitFor();
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
    await page.context().close();
  });

  it('on a first visit: the instructions, then the cookie banner', async () => {
    const context = await harness.newContext({ colorScheme: scheme, timezoneId: zone.timezoneId, viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('dialog', { name: 'How to decrypt' }).waitFor();
    // The first paint shows a prerendered copy (no `open`: boot.js); axe reads the app's own once it has opened it.
    await page.locator('dialog#instructions[open]').waitFor();
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('complementary', { name: 'Cookie choice' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it.each(['/privacy', '/terms', '/no/such/page', '/archive'])('on %s', async (path) => {
    const context = await asReturningPlayer(await harness.newContext({ colorScheme: scheme, timezoneId: zone.timezoneId }));
    const page = await context.newPage();
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('[role=status]:not([data-testid=notice-announcer])').waitFor({ state: 'detached' }); // loaded
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('signed in: the game, the result with streaks, Buy Credits with its card form, statistics and the archive', async () => {
    const context = await accounts.newDevice({ colorScheme: scheme });
    const page = await accounts.openGame(context);
    await accounts.signIn(page, accounts.newUser(true));
    await page.getByTestId('header-balance').filter({ hasText: '5 credits' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await guess(page, words.answer, 0);
    await page.getByTestId('current-streak').filter({ hasText: '1' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('result-panel').getByRole('button', { name: 'Buy Credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy Credits' });
    await dialog.getByRole('list', { name: 'Credit packages' }).waitFor();
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
    await dialog.getByRole('button', { name: /^Starter Cache/ }).click();
    await dialog.getByLabel('Card number').waitFor();
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByTestId('result-panel').getByRole('link', { name: 'Past codes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Past codes' }).waitFor();
    await page.getByTestId('archive-balance').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
