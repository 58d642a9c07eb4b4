/**
 * Phone-first layout in real Chromium: at every common screen size, for the past week's shortest
 * and longest code (the length schedule's), anonymous and signed in, light and dark, the whole game fits
 * the visible viewport: every key of the on-screen keyboard fully inside it, the board and the
 * helpers too, keys at least 44 px tall (a touch target) on every screen, each helper's button on two
 * lines at most, and no sideways scrolling.
 * The local weekday is driven by the browser's clock and time zone (UTC), the server's clock with it.
 */
import type { Page } from 'playwright-core';
import { browserTestFile } from '../support/browser-test-file';
import { codeLengthOn } from '../../lambdas/contracts/constants';
import { WEEKDAYS } from '../../lambdas/domain/rules';
import { describeInBrowser, openGame } from '../support/browser';

import { localDay } from '../../lambdas/domain/calendar';
import { nextFrames, recentMomentOn, wordsOf } from '../support/browser-play';

const VIEWPORTS = [
  [320, 568],
  [360, 640],
  [375, 667],
  [390, 844],
  [412, 915],
  [768, 1024],
  [1280, 720],
  [1366, 768],
] as const;

const { harness, accounts } = browserTestFile({ timezoneId: 'UTC' });
afterEach(() => harness.runtime.setClock());

interface Fit {
  keysOutside: string[];
  partsOutside: string[];
  overflowX: number;
  shortestKey: number;
  /** The most lines of text any helper button takes. */
  helperLines: number;
}

/** Where the game's parts are, at the top of the page, in the current viewport. */
const measure = (page: Page): Promise<Fit> =>
  page.evaluate(() => {
    window.scrollTo(0, 0);
    const [vw, vh] = [window.innerWidth, window.innerHeight];
    const outside = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5;
    };
    const keys = [...document.querySelectorAll<HTMLElement>('.key')];
    return {
      keysOutside: keys.filter(outside).map((key) => key.dataset.key ?? '?'),
      partsOutside: ['.site-header', '.board', '.helper-bar', '.keyboard'].filter((s) => {
        const el = document.querySelector(s);
        return el !== null && outside(el);
      }),
      overflowX: document.documentElement.scrollWidth - vw,
      shortestKey: Math.min(...keys.map((key) => key.getBoundingClientRect().height)),
      helperLines: Math.max(
        ...[...document.querySelectorAll<HTMLElement>('.helper-button')].map((button) => {
          // Lines of text: the tops of its text's boxes, a line apart (the price's span shares its line).
          const range = document.createRange();
          range.selectNodeContents(button);
          const tops = [...range.getClientRects()].map((rect) => rect.top).sort((a, b) => a - b);
          const lineHeight = parseFloat(getComputedStyle(button).fontSize);
          return tops.filter((top, i) => i === 0 || top - tops[i - 1] > lineHeight / 2).length;
        }),
      ),
    };
  });

/** The past week's shortest and longest codes: their weekday and length (the length schedule's). */
const pastWeek = [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
  const length = codeLengthOn(new Date(recentMomentOn(weekday)).toISOString().slice(0, 10));
  return [WEEKDAYS[weekday], weekday, length] as const;
});
const byLength = [...pastWeek].sort((a, b) => a[2] - b[2]);

describeInBrowser.each([byLength[0], byLength.at(-1)!])('on a %s (weekday %i, a %i-letter code)', (_name, weekday, length) => {
  it.each([
    ['anonymous', false],
    ['signed in', true],
  ] as const)('%s: fits every viewport from 320 x 568 up, light and dark, helpers on two lines at most', async (_who, signedIn) => {
    const at = recentMomentOn(weekday);
    harness.runtime.setClock(() => at);
    const context = await accounts.newDevice({ clockAt: at, timezoneId: 'UTC' });
    const page = await openGame(context);
    if (signedIn) await accounts.signIn(page, accounts.newUser());
    expect(await page.getByTestId('challenge').textContent()).toContain(`${WEEKDAYS[weekday]} Challenge`);
    expect(await page.locator('[data-testid=row-0] .tile').count()).toBe(length);
    if (signedIn) expect(await page.getByRole('button', { name: /Reveal letter 1/ }).count()).toBe(1);

    const misfits: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [width, height] of VIEWPORTS) {
        await page.setViewportSize({ width, height });
        await nextFrames(page);
        const fit = await measure(page);
        const where = `${scheme} ${width}x${height}`;
        if (fit.keysOutside.length) misfits.push(`${where}: keys outside the viewport: ${fit.keysOutside.join(' ')}`);
        if (fit.partsOutside.length) misfits.push(`${where}: outside the viewport: ${fit.partsOutside.join(' ')}`);
        if (fit.overflowX > 0) misfits.push(`${where}: ${fit.overflowX} px of sideways scrolling`);
        if (fit.shortestKey < 44) misfits.push(`${where}: keys only ${fit.shortestKey.toFixed(1)} px tall`);
        if (fit.helperLines > 2) misfits.push(`${where}: a helper's button on ${fit.helperLines} lines`);
        if (fit.helperLines < 1) misfits.push(`${where}: no helper button measured`);
      }
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark');
    }
    expect(misfits).toEqual([]);
    await context.close();
  });
});

describeInBrowser('a row scored on the longest code', () => {
  it("keeps the dot of a letter found elsewhere clear of every letter, at every length's tile size at 320 px", async () => {
    const [, weekday, length] = byLength.at(-1)!;
    const at = recentMomentOn(weekday);
    harness.runtime.setClock(() => at);
    const context = await accounts.newDevice({ clockAt: at, timezoneId: 'UTC', viewport: { width: 320, height: 568 } });
    const page = await openGame(context);
    expect(await page.locator('[data-testid=row-0] .tile').count()).toBe(length);
    // Every tile size a code can have here: the board as wide as 4 to 10 columns (its --cols), each tile
    // marked "elsewhere" and holding each letter the keyboards can type, measured where it is drawn.
    const covered = await page.locator('.grid').evaluate((grid: HTMLElement) => {
      const tile = grid.querySelector<HTMLElement>('[data-testid=row-0] .tile')!;
      const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÑÇŒ';
      const found: string[] = [];
      for (let cols = 4; cols <= 10; cols++) {
        grid.style.setProperty('--cols', String(cols));
        tile.setAttribute('data-state', 'present');
        tile.classList.remove('flip', 'pop');
        const style = getComputedStyle(tile);
        const box = tile.getBoundingClientRect();
        const size = parseFloat(style.backgroundSize);
        // The dot's left edge: the mark is placed from the padding box's right edge (background-origin).
        const fromRight = /calc\(100% - ([\d.]+)px\)|right ([\d.]+)px/.exec(style.backgroundPositionX);
        const inset = fromRight ? parseFloat(fromRight[1] ?? fromRight[2]) : NaN;
        const dotLeft = box.right - parseFloat(style.borderRightWidth) - inset - size;
        for (const letter of letters) {
          tile.textContent = letter;
          const range = document.createRange();
          range.selectNodeContents(tile);
          const glyph = range.getBoundingClientRect();
          const where = `${cols} columns (${box.width.toFixed(1)} px tiles)`;
          const reach = `${letter} reaches ${glyph.right.toFixed(1)}, the dot starts at ${dotLeft.toFixed(1)}`;
          if (!(glyph.right <= dotLeft)) found.push(`${where}: ${reach}`);
        }
      }
      return found;
    });
    expect(covered).toEqual([]);
    await context.close();
  });

  it('flips within 2 s at 10 letters, and not at all for a player who asks for reduced motion', async () => {
    const [, weekday, length] = byLength.at(-1)!;
    const at = recentMomentOn(weekday);
    harness.runtime.setClock(() => at);
    const { misses } = await wordsOf(localDay(new Date(at), 0));
    const phone = { clockAt: at, timezoneId: 'UTC', viewport: { width: 320, height: 568 } };
    const context = await accounts.newDevice({ ...phone, reducedMotion: 'no-preference' });
    const page = await openGame(context);
    await page.keyboard.type(misses[0].toUpperCase());
    await page.keyboard.press('Enter');
    // The flip as the page declares it on each tile while it runs: its delay and duration (read, not timed).
    const flipping = page.locator('[data-testid=row-0] .tile.flip');
    await flipping.first().waitFor();
    const ends = await flipping.evaluateAll((tiles) =>
      tiles.map(
        (tile) => parseFloat(getComputedStyle(tile).animationDelay) * 1000 + parseFloat(getComputedStyle(tile).animationDuration) * 1000,
      ),
    );
    expect(ends).toHaveLength(length);
    expect(Math.max(...ends)).toBeLessThanOrEqual(2000);
    expect(Math.max(...ends)).toBeGreaterThan(600); // still a flip, tile after tile
    await context.close();

    // Reduced motion: the stylesheet gives a flipping tile no animation at all.
    const still = await accounts.newDevice({ ...phone, reducedMotion: 'reduce' });
    const stillPage = await openGame(still);
    const name = await stillPage
      .locator('[data-testid=row-0] .tile')
      .first()
      .evaluate((tile) => {
        tile.classList.add('flip');
        return getComputedStyle(tile).animationName;
      });
    expect(name).toBe('none');
    await still.close();
  });
});
