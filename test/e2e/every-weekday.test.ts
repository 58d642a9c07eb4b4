/**
 * Every page on every weekday at the smallest phone (320 × 568), light and dark, anonymous and signed
 * in: the game, Statistics, Settings, the decryption report after a win, past codes, leagues and a
 * league. The weekday changes the header's line ("Wednesday Challenge · Today's code: 6 characters")
 * and the board's width: no page may scroll sideways, nothing may stand past the screen's edge.
 * The browser's and the server's clocks are set to the weekday's latest past noon, or a moment ago (UTC).
 */
import type { Page } from 'playwright-core';
import { localDay } from '../../lambdas/domain/calendar';
import { WEEKDAYS } from '../../lambdas/domain/rules';
import { answerOf } from '../../lambdas/words/answer';
import { localUserFor } from '../../local/identity-provider';
import { describeInBrowser, openGame } from '../support/browser';
import { guess, nextFrames, recentMomentOn, settled } from '../support/browser-play';
import { browserTestFile } from '../support/browser-test-file';
import { call } from '../support/runtime';

const { harness, accounts } = browserTestFile({ timezoneId: 'UTC' });
afterEach(() => harness.runtime.setClock());

/** What does not fit the screen, in both themes: sideways scrolling, and visible parts past its edges. */
async function misfits(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await nextFrames(page);
    const { overflowX, outside } = await page.evaluate(() => {
      const vw = document.documentElement.clientWidth;
      const scope = document.querySelector('dialog[open]') ?? document.body;
      // Parts of a container that scrolls sideways on purpose are not cut off: they scroll.
      const scrolls = (el: Element) => {
        for (let at: Element | null = el.parentElement; at && at !== scope; at = at.parentElement)
          if (/(auto|scroll)/.test(getComputedStyle(at).overflowX)) return true;
        return false;
      };
      const outside = [...scope.querySelectorAll('*')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.height === 0 || el.closest('.visually-hidden, [hidden], [aria-hidden=true]')) return false;
          if (getComputedStyle(el).visibility === 'hidden') return false;
          return (r.right > vw + 0.5 || r.left < -0.5) && !scrolls(el);
        })
        .map(
          (el) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`,
        );
      return { overflowX: document.documentElement.scrollWidth - vw, outside: [...new Set(outside)].slice(0, 5) };
    });
    if (overflowX > 0) found.push(`${where}, ${scheme}: ${overflowX} px of sideways scrolling`);
    if (outside.length) found.push(`${where}, ${scheme}: past the edge: ${outside.join(' ')}`);
  }
  return found;
}

/** Opens a dialog from the header, checks it, closes it. */
async function dialogMisfits(page: Page, button: string, name: string): Promise<string[]> {
  await page.locator('.site-header').getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  const found = await misfits(page, name);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return found;
}

/** A league with one member, made through the API by an account of its own. */
async function aLeague(sub: string): Promise<string> {
  const token = harness.runtime.identity.mintAccessToken({ sub });
  const made = await call<{ league: { id: string } }>(harness.runtime, 'create-league', { token, body: { name: 'Office' } });
  expect(made.status).toBe(200);
  return made.body.league.id;
}

/** The pages away from the game, each once its content has loaded. */
async function pagesMisfits(page: Page, league: string): Promise<string[]> {
  const found: string[] = [];
  for (const path of ['/archive', '/leagues', `/leagues/${league}`]) {
    // Within the app, as its links go (no reload): the pages are what a player reaches by tapping.
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForFunction(
      () =>
        document.querySelector('main') !== null &&
        ![...document.querySelectorAll('[role=status]')].some((status) => status.textContent?.startsWith('Loading')),
    );
    found.push(...(await misfits(page, path.replace(league, '<id>'))));
  }
  return found;
}

describeInBrowser.each(WEEKDAYS.map((name, weekday) => [name, weekday] as const))('on a %s', (name, weekday) => {
  it('every page fits 320 x 568, light and dark, anonymous and then signed in', async () => {
    const at = recentMomentOn(weekday);
    harness.runtime.setClock(() => at);
    const day = localDay(new Date(at), 0);
    const user = accounts.newUser();
    const league = await aLeague(localUserFor(user.email, user.name).sub);
    const context = await accounts.newDevice({ clockAt: at, timezoneId: 'UTC', viewport: { width: 320, height: 568 } });
    const page = await openGame(context);
    expect(await page.getByTestId('challenge').textContent()).toContain(`${name} Challenge`);

    // Anonymous: the game, its dialogs, the report after a win, the other pages.
    const found = await misfits(page, 'anonymous game');
    found.push(...(await dialogMisfits(page, 'Statistics', 'Statistics')));
    found.push(...(await dialogMisfits(page, 'Settings', 'Settings')));
    await guess(page, await answerOf(day), 0);
    await page.getByTestId('result-panel').getByRole('button', { name: 'Decryption report' }).click();
    const report = page.getByRole('dialog', { name: 'Decryption report' });
    await report.getByRole('list', { name: 'Your guesses, step by step' }).waitFor();
    found.push(...(await misfits(page, 'report')));
    await page.keyboard.press('Escape');
    await report.waitFor({ state: 'detached' });
    found.push(...(await misfits(page, 'anonymous game over')));
    found.push(...(await pagesMisfits(page, league)));

    // Signed in (the header gains the balance and the account menu): the same pages again.
    await page.goto('/');
    await settled(page); // the game took over the painted board: its buttons answer
    await accounts.signIn(page, user);
    await page.getByTestId('result-panel').waitFor(); // the browser's game joined the account: over
    expect(await page.getByTestId('challenge').textContent()).toContain(`${name} Challenge`);
    found.push(...(await misfits(page, 'signed-in game')));
    found.push(...(await dialogMisfits(page, 'Statistics', 'Statistics')));
    found.push(...(await dialogMisfits(page, 'Settings', 'Settings')));
    found.push(...(await pagesMisfits(page, league)));
    expect(found).toEqual([]);
    await context.close();
  });
});
