/**
 * Leagues in real Chromium on phones (375×667), in both themes, axe clean: A creates a league and
 * shares its link; B opens it signed out, signs in through the stand-in, lands back on the link and
 * joins. Both play today's code. Each sees the other's result on the league's page, and the grids
 * only once their own game is over; the result panel places each in the league.
 */
import type { Page } from 'playwright-core';
import { describeInBrowser } from '../support/browser';
import { guess, noticeShown, settled } from '../support/browser-play';
import { pageOverflow, seriousViolations } from '../support/axe';
import { browserTestFile } from '../support/browser-test-file';
import { photograph } from '../support/screenshots';

const { words, accounts } = browserTestFile({ words: true });
const PHONE = { width: 375, height: 667 };

/** The league's page, loaded: the members of the day listed. */
async function openLeague(page: Page, path: string) {
  await page.goto(path);
  await page.getByTestId('league-member').first().waitFor();
}

const memberRow = (page: Page, name: string) => page.getByTestId('league-member').filter({ hasText: name });

describeInBrowser.each(['light', 'dark'] as const)('a league of two on phones (%s theme)', (scheme) => {
  it('is created, joined through its link after signing in, and compares both games of the day', async () => {
    const [ada, bo] = [
      { ...accounts.newUser(), name: 'Ada Lovelace' },
      { ...accounts.newUser(), name: 'Bo Diddley' },
    ];
    // A creates the league.
    const aContext = await accounts.newDevice({ colorScheme: scheme, viewport: PHONE });
    const a = await accounts.openGame(aContext);
    await accounts.signIn(a, ada);
    await a.getByRole('button', { name: 'Account and more' }).click();
    await a.locator('#site-menu').getByRole('link', { name: 'Leagues' }).click();
    await a.getByRole('heading', { level: 1, name: 'Leagues' }).waitFor();
    await a.getByLabel('New league').fill('Night shift');
    await a.getByRole('button', { name: 'Create' }).click();
    await a.getByRole('heading', { level: 1, name: 'Night shift' }).waitFor();
    await a.getByTestId('league-member').first().waitFor();
    const leaguePath = new URL(a.url()).pathname;
    await a.getByRole('button', { name: 'Share invite link' }).click();
    await noticeShown(a, 'Copied the invite link to clipboard');
    const invite = await a.evaluate(() => navigator.clipboard.readText());
    expect(invite).toMatch(/\/leagues\/join\/[A-Za-z0-9_-]{16}$/);
    expect(await seriousViolations(a)).toEqual([]);
    expect(await pageOverflow(a)).toBeLessThanOrEqual(0);

    // B opens the link signed out: the name and size, and the way in.
    const bContext = await accounts.newDevice({ colorScheme: scheme, viewport: PHONE });
    const b = await bContext.newPage();
    await b.goto(new URL(invite).pathname);
    await b.getByTestId('invitation').filter({ hasText: 'Night shift (1 member)' }).waitFor();
    expect(await seriousViolations(b)).toEqual([]);
    await b.getByRole('button', { name: 'Sign in to join' }).click();
    await accounts.continueWithGoogle(b, bo);
    // Back on the link, signed in: one tap joins.
    await b.getByRole('button', { name: 'Join Night shift' }).click();
    await b.getByTestId('league-member').first().waitFor();
    expect(new URL(b.url()).pathname).toBe(leaguePath);

    // B plays first and wins; A has not played: no grid for B yet, B's result in words.
    await b.goto('/');
    await b.locator('.grid:not([data-shell])').waitFor();
    await settled(b);
    await guess(b, words.misses[0], 0);
    await guess(b, words.answer, 1);
    await b.getByTestId('result-panel').getByText('1st so far in Night shift today').waitFor();
    await openLeague(a, leaguePath);
    await memberRow(a, 'Bo').getByText('Solved in 2').waitFor();
    expect(await a.locator('.mini-grid').count()).toBe(0);
    await a.getByText('The grids appear once you have finished your own game of this code.').waitFor();

    // A plays and loses: now A sees both grids, and B sees A's.
    await a.goto('/');
    await a.locator('.grid:not([data-shell])').waitFor();
    await settled(a);
    for (let row = 0; row < 6; row++) await guess(a, words.misses[row], row);
    await a.getByTestId('result-panel').getByText('2nd of 2 so far in Night shift today').waitFor();
    await openLeague(a, leaguePath);
    expect(await a.locator('.mini-grid').count()).toBe(2);
    await memberRow(a, 'Ada').getByText('Not solved').waitFor();
    expect(await seriousViolations(a)).toEqual([]);
    expect(await pageOverflow(a)).toBeLessThanOrEqual(0);
    await openLeague(b, leaguePath);
    await memberRow(b, 'Ada').getByText('Not solved').waitFor();
    expect(await b.locator('.mini-grid').count()).toBe(2);
    expect(await seriousViolations(b)).toEqual([]);
    // Colours only, never letters: B's 2 rows and A's 6, each a tile per letter, every tile empty.
    const tiles = await b.locator('.mini-tile').allTextContents();
    expect(tiles).toEqual(Array<string>(8 * words.answer.length).fill(''));
    // The smallest phone: nothing wider than the screen, on the league and on the list of leagues.
    await b.setViewportSize({ width: 320, height: 568 });
    expect(await pageOverflow(b)).toBeLessThanOrEqual(0);
    await b.goto('/leagues');
    await b.getByRole('list', { name: 'Your leagues' }).waitFor();
    expect(await pageOverflow(b)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(b)).toEqual([]);
    await aContext.close();
    await bContext.close();
  }, 180_000);

  it('shows a 39-character league name in full at 320 px, on its page, the list and the invite, with no sideways scroll', async () => {
    const name = 'Supercalifragilisticexpialidocious Club';
    expect(name).toHaveLength(39);
    const context = await accounts.newDevice({ colorScheme: scheme, viewport: { width: 320, height: 568 }, phone: true });
    const page = await accounts.openGame(context);
    await accounts.signIn(page, { ...accounts.newUser(), name: 'Mary Poppins' });
    await page.goto('/leagues');
    await page.getByLabel('New league').fill(name);
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByTestId('league-member').first().waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    // Only names break inside a word: the tables' headings keep theirs whole (no more lines than words).
    const brokenHeadings = await page.locator('.league-table thead th').evaluateAll((headings) =>
      headings
        .filter((heading) => {
          const range = document.createRange();
          range.selectNodeContents(heading);
          return range.getClientRects().length > (heading.textContent ?? '').split(' ').length;
        })
        .map((heading) => heading.textContent),
    );
    expect(brokenHeadings).toEqual([]);
    await photograph(page, `league-long-name-320-${scheme}.png`);
    await page.getByRole('button', { name: 'Share invite link' }).click();
    await page.waitForFunction(() => navigator.clipboard.readText().then((text) => text.includes('/leagues/join/')));
    const invite = new URL(await page.evaluate(() => navigator.clipboard.readText())).pathname;
    await page.goto('/leagues');
    await page.getByRole('list', { name: 'Your leagues' }).getByText(name).waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.goto(invite);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  }, 180_000);
});
