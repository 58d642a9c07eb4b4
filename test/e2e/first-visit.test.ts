/**
 * The first paint and a first visit in real Chromium: the game's shell is in the served HTML (no
 * script or API call needed to see it), each language's page in its own language (`/`, `/es/`,
 * `/fr/`, with `hreflang` alternates), and React hydrates it in place; the instructions are on
 * screen from the first paint, with three example rows; one click records the cookie choice, asked
 * in the helpers' place, never over the keyboard or a dialog.
 */
import { asReturningPlayer, describeInBrowser, openGame } from '../support/browser';
import type { Page } from 'playwright-core';
import { browserTestFile } from '../support/browser-test-file';
import { codeLengthOn, lengthsOn } from '../../lambdas/contracts/constants';
import { GAME_HEADING, lastNoonOn, rowText, settled } from '../support/browser-play';
import { PAGE_TEXTS } from '../support/page-texts';
import { PRODUCT_NAME } from '../../lambdas/domain/rules';

const { harness, zone } = browserTestFile();

const newPlayer = (viewport = { width: 1280, height: 900 }) => harness.newContext({ viewport, timezoneId: zone.timezoneId });
const instructions = { name: 'How to decrypt' };

/** Each language's game page: its address, and how many keys its keyboard has (Spanish has Ñ). */
const PAGES = [
  { language: 'en', path: '/', keys: 28 },
  { language: 'es', path: '/es/', keys: 29 },
  { language: 'fr', path: '/fr/', keys: 28 },
] as const;

describeInBrowser('the first paint', () => {
  it.each(PAGES)(
    'is in the served HTML of $path, in its language: header, an empty board of every column, helpers and keyboard, before any script',
    async ({ language, path, keys }) => {
      const t = PAGE_TEXTS[language];
      // Any address of the language's pages is answered by that page (as CloudFront's function does).
      for (const address of [path, `${path}leagues/some-league`]) {
        const html = await (await fetch(new URL(address, harness.runtime.url))).text();
        expect(html).toContain(`<html lang="${language}">`);
        expect(html).toContain(`<div id="root" data-shell-of="${path}">`);
      }
      // A file that is not there is not a page: 404, as S3 answers behind CloudFront.
      expect((await fetch(new URL(`${path}assets/no-such-chunk.js`, harness.runtime.url))).status).toBe(404);
      const html = await (await fetch(new URL(path, harness.runtime.url))).text();
      // Every language's page names all of them as alternates, and English's as the default.
      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
      expect(alternates).toEqual([...PAGES.map((page) => `${page.language} ${page.path}`), 'x-default /']);
      expect(html).toContain(`<meta name="description" content="${t.play.pageDescription(PRODUCT_NAME)}" />`);
      const root = html.slice(html.indexOf('<div id="root"'));
      expect(root).toContain(t.shell.board.title);
      expect(root.match(/data-testid="row-\d"/g)).toHaveLength(6);
      const grid = root.slice(root.indexOf('<div class="grid"'), root.indexOf('</section>'));
      expect(grid.match(/class="tile[ "]/g)).toHaveLength(60); // 6 rows of the longest code: CSS shows the day's length
      expect(root.match(/data-key="/g)).toHaveLength(keys);
      expect(root).toContain(`>${t.shell.keyboard.enterKey}<`);
      expect(root).toContain(t.shell.header.howToPlay);
      // The first visit's instructions, in the language too.
      expect(root).toContain(t.play.instructions.title);
    },
  );

  it('inlines its boot script and styles, and leaves the app’s scripts for the boot script to ask for', async () => {
    const html = await (await fetch(harness.runtime.url)).text();
    // The boot script and the styles are inline: nothing to fetch before painting.
    expect(html).toMatch(/<script>(?:(?!<\/script>)[\s\S])*data-cols/);
    expect(html).toMatch(/<style>[^<]+\.grid/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    // The app's scripts are not in the HTML: the boot script asks for them once the shell is painted.
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+rel="modulepreload"/);
    expect(html).toMatch(/<meta name="app-scripts" content="\/assets\/[^"]+\.js/);
  });

  it('starts the game once the shell is painted: its scripts are requested after the first paint', async () => {
    const context = await asReturningPlayer(await harness.newContext({ timezoneId: zone.timezoneId }));
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen = window as unknown as { paintedBeforeScript?: boolean };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name.includes('/assets/') && entry.name.endsWith('.js') && seen.paintedBeforeScript === undefined)
            seen.paintedBeforeScript = performance
              .getEntriesByName('first-contentful-paint')
              .some((paint) => paint.startTime <= entry.startTime);
        }
      }).observe({ type: 'resource', buffered: true });
    });
    await page.goto('/');
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as { paintedBeforeScript?: boolean }).paintedBeforeScript)).toBe(true);
    await context.close();
  });

  it("shows the shell with the local weekday's columns and the theme with scripts blocked", async () => {
    const context = await asReturningPlayer(await harness.newContext({ colorScheme: 'dark', timezoneId: zone.timezoneId }));
    await context.route('**/assets/*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: GAME_HEADING }).waitFor();
    const shown = await page.evaluate(() => ({
      dark: document.documentElement.classList.contains('dark'),
      columns: Number(document.documentElement.dataset.cols),
      visibleTiles: [...document.querySelectorAll('[data-testid=row-0] .tile')].filter((t) => (t as HTMLElement).offsetWidth > 0).length,
      localDate: new Date().toLocaleDateString('en-CA'),
    }));
    const expected = codeLengthOn(shown.localDate);
    expect(shown).toEqual({ dark: true, columns: expected, visibleTiles: expected, localDate: shown.localDate });
    await context.close();
  });

  const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  it.each(WEEKDAYS.map((name, day) => [name, day] as const))(
    "has the local weekday's columns and level before any script, on a %s",
    async (_name, day) => {
      const context = await harness.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'UTC' });
      await context.route('**/assets/*.js', (route) => route.abort());
      const page = await context.newPage();
      await page.clock.setFixedTime(lastNoonOn(day));
      await page.goto('/');
      const grid = page.locator('.grid[data-shell]');
      const shape = await grid.evaluate((element) => {
        const visible = (selector: string) => [...element.querySelectorAll(selector)].filter((tile) => tile.getClientRects().length > 0);
        const tiles = visible('[data-testid="row-0"] .tile');
        return {
          cols: getComputedStyle(element).getPropertyValue('--cols').trim(),
          visible: tiles.length,
          // The visible tiles fill the row: none squeezed into a ten-column grid.
          rowFilled:
            Math.round(tiles.reduce((sum, tile) => sum + tile.getBoundingClientRect().width, 0)) >=
            Math.round(element.getBoundingClientRect().width * 0.8),
        };
      });
      const length = codeLengthOn(new Date(lastNoonOn(day)).toISOString().slice(0, 10));
      expect(shape).toEqual({ cols: String(length), visible: length, rowFilled: true });
      // The shell's level is CSS generated content (the page's CSS knows the weekday, the HTML does not).
      const level = await page.locator('#board-level').evaluate((element) => {
        const shellLevel = element.querySelector('[data-shell-level]');
        return `${element.textContent}${shellLevel ? getComputedStyle(shellLevel, '::after').content.replace(/"/g, '') : ''}`;
      });
      expect(level).toBe(`SEC.LEVEL: ${length}`);
      await context.close();
    },
  );

  it.each(PAGES)(
    'is hydrated in place on $path: the board element the HTML made is the one the game plays in, where it was painted',
    async ({ language, path }) => {
      // A browser in the page's language: no offer of another language comes to sit above the board.
      const context = await asReturningPlayer(
        await harness.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: zone.timezoneId, locale: language }),
      );
      await context.addInitScript(() => {
        const seen = window as unknown as { shellGrid?: Element | null; shellRect?: DOMRect; removed: string[] };
        seen.removed = [];
        document.addEventListener('DOMContentLoaded', () => {
          seen.shellGrid = document.querySelector('.grid');
          seen.shellRect = seen.shellGrid?.getBoundingClientRect();
        });
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (node instanceof Element && (node.matches('.grid, .app, .keyboard') || node.querySelector('.grid')))
                seen.removed.push(node.className);
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await openGame(context, path);
      const after = await page.evaluate(() => {
        const seen = window as unknown as { shellGrid?: Element | null; shellRect?: DOMRect; removed: string[] };
        const box = (rect?: DOMRect) => rect && [rect.x, rect.y, rect.width, rect.height].map(Math.round);
        return {
          same: seen.shellGrid === document.querySelector('.grid'),
          removed: seen.removed,
          shell: seen.shellGrid?.hasAttribute('data-shell'),
          moved: JSON.stringify(box(seen.shellRect)) !== JSON.stringify(box(seen.shellGrid?.getBoundingClientRect())),
          boxes: [box(seen.shellRect), box(seen.shellGrid?.getBoundingClientRect())],
        };
      });
      expect(after).toMatchObject({ same: true, removed: [], shell: false, moved: false });
      await context.close();
    },
  );
});

describeInBrowser('a first visit', () => {
  it('has the instructions on screen before any script, with the three example rows, and made modal once scripts run', async () => {
    const blocked = await newPlayer({ width: 375, height: 667 });
    await blocked.route('**/assets/*.js', (route) => route.abort());
    const still = await blocked.newPage();
    await still.goto('/');
    await still.locator('#instructions').waitFor({ state: 'visible' });
    await blocked.close();

    const context = await newPlayer({ width: 375, height: 667 });
    const page = await context.newPage();
    await page.goto('/');
    const dialog = page.getByRole('dialog', instructions);
    await dialog.waitFor();
    // On screen from the HTML, then made modal (the page behind inert) once the scripts run.
    await page.waitForFunction(() => document.querySelector('#instructions')?.matches(':modal'));
    const examples = dialog.getByRole('img');
    expect(await examples.evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')))).toEqual([
      'CODES: C is correct',
      'TRACE: A is present',
      'VAULT: L is absent',
    ]);
    const monday = `Monday ${lengthsOn(new Date().toISOString().slice(0, 10))[1]} letters`;
    for (const topic of ['6 guesses', '00:00', monday, 'Green', 'Yellow', 'Grey', '5 credits', '1 credit', 'non-refundable']) {
      expect(await dialog.textContent()).toContain(topic);
    }
    // Typing at once goes nowhere while the instructions are open (no late pop-up takes the keys).
    await page.keyboard.type('AB');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid=row-0] .tile').allTextContents()).toEqual(expect.not.arrayContaining(['A']));
    await page.reload();
    await page.getByRole('heading', { name: GAME_HEADING }).waitFor();
    await settled(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The header button brings them back, and focus returns to it on close.
    await page.getByRole('button', { name: 'How to play' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('How to play');
    await context.close();
  });

  it('asks the cookie choice outside the instructions, records it with one click, and never asks again', async () => {
    const context = await newPlayer({ width: 375, height: 667 });
    const page = await context.newPage();
    await page.goto('/');
    const dialog = page.getByRole('dialog', instructions);
    await dialog.waitFor();
    expect(await dialog.getByTestId('cookie-notice').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    const banner = page.getByRole('complementary', { name: 'Cookie choice' });
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('accepted');
    await page.reload();
    await settled(page);
    expect(await page.getByTestId('cookie-notice').count()).toBe(0);
    await context.close();
  });

  it('shows the cookie banner in the page, never over the keyboard, until the player chooses', async () => {
    const context = await newPlayer({ width: 375, height: 667 });
    await context.addInitScript(() => localStorage.setItem('first-visit-done', 'true'));
    const page = await openGame(context);
    const banner = page.getByRole('complementary', { name: 'Cookie choice' });
    await banner.waitFor();
    const [bannerBox, keyboardBox] = await Promise.all([banner.boundingBox(), page.getByTestId('keyboard').boundingBox()]);
    const overlap = bannerBox!.y < keyboardBox!.y + keyboardBox!.height && keyboardBox!.y < bannerBox!.y + bannerBox!.height;
    expect(overlap).toBe(false);
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('declined');
    await page.reload();
    await settled(page);
    expect(await page.getByTestId('cookie-notice').count()).toBe(0);
    await context.close();
  });

  it('fetches config.json once, as index.html preloads it', async () => {
    const context = await newPlayer();
    const page = await context.newPage();
    const configRequests: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => request.url().endsWith('/config.json') && configRequests.push(request.url()));
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto('/');
    await page.getByRole('dialog', instructions).waitFor();
    await settled(page);
    expect(configRequests).toHaveLength(1);
    expect(warnings.filter((w) => w.includes('preload'))).toEqual([]);
    await context.close();
  });
});

describeInBrowser("the first seconds, before the app's scripts run", () => {
  /** A context whose app scripts wait until `release()`: the painted shell is all there is until then. */
  async function heldBack(returning: boolean) {
    const context = await newPlayer({ width: 390, height: 844 });
    if (returning) await asReturningPlayer(context);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: GAME_HEADING }).waitFor();
    // The boot script has asked for the app: it is held, so everything below happens before it runs.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    return { context, page, release };
  }
  const instructionsShown = (page: Page) => page.locator('#instructions').evaluate((dialog) => getComputedStyle(dialog).display !== 'none');

  it.each([
    ['its Close button', (page: Page) => page.locator('#instructions .dialog-close').click()],
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
  ])('closes the first visit’s instructions with %s, and the app keeps them closed', async (_how, close) => {
    const { context, page, release } = await heldBack(false);
    expect(await instructionsShown(page)).toBe(true);
    await close(page);
    expect(await instructionsShown(page)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(false); // still the shell
    release();
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(true);
    expect(await page.locator('#instructions[open]').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('first-visit-done'))).toBe('true');
    await context.close();
  });

  it('answers the prerendered instructions until the app’s own dialog replaces them: closed in between, they stay closed', async () => {
    // The app runs, but the instructions' code is held: the page still shows the prerendered copy.
    const context = await newPlayer({ width: 375, height: 667 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/assets/InstructionsDialog-*.js', async (route) => {
      await released;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app'));
    expect(await page.locator('#instructions[data-prerendered]').count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await instructionsShown(page)).toBe(false);
    release();
    await settled(page);
    // Closed there, closed here.
    expect(await page.locator('#instructions[open]').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('first-visit-done'))).toBe('true');
    await context.close();
  });

  it('keeps the letters typed before the game is ready, and plays them once it is', async () => {
    const { context, page, release } = await heldBack(true);
    await page.keyboard.type('ab');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('c');
    expect(await rowText(page, 0)).toBe(''); // nothing is played before the game is
    release();
    await settled(page);
    await page.waitForFunction(() => document.querySelector('[data-testid=row-0]')?.textContent?.includes('AC'));
    expect(await rowText(page, 0)).toBe('AC');
    await context.close();
  });
});
