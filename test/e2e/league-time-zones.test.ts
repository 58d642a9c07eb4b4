/**
 * A league across time zones, on phones in real Chromium: Ada in Los Angeles on Tuesday invites Bo
 * in Kiritimati, where it is already Wednesday. The invite shows who invites and what the game is;
 * Bo joins and is offered today's code; Cy in London joins on Tuesday evening. Each plays their own
 * date's code and is "1st so far", never ranked against a day that has not begun; Bo pages back to
 * Ada's Tuesday. Tuesday reads the same to all three (Ada solved it, Bo's day of it is over, Cy's is
 * not yet), with one week table and the same streaks. A link cut short gets people's words.
 * SCREENSHOTS_DIR=docs/screenshots keeps the phone pictures.
 */
import type { Page } from 'playwright-core';
import { localDay, localDayFromNumber } from '../../lambdas/domain/calendar';
import { weekOf } from '../../lambdas/domain/leagues';
import { describeInBrowser, openGame } from '../support/browser';
import { guess, settled, wordsOf } from '../support/browser-play';
import { browserTestFile } from '../support/browser-test-file';
import { photograph } from '../support/screenshots';

const { harness, accounts } = browserTestFile();
afterEach(() => harness.runtime.setClock());
// The members' phones: both sizes the issue names, both themes (Ada also looks from a dark 375 px phone).
const PHONE = { width: 375, height: 667 };
const SMALL_PHONE = { width: 320, height: 568 };
const ZONES = {
  ada: { timezoneId: 'America/Los_Angeles', tzOffset: 480 },
  bo: { timezoneId: 'Pacific/Kiritimati', tzOffset: -840 },
  cy: { timezoneId: 'Europe/London', tzOffset: 0 },
};

const memberRow = (page: Page, name: string) => page.getByTestId('league-member').filter({ hasText: name });

/** What a member's page says of a date: each member's state (their own row's "(you)" left out) and the week's table. */
async function leagueDayAsSeen(page: Page) {
  await page.getByTestId('league-member').first().waitFor();
  const states = await page
    .getByTestId('league-member')
    .evaluateAll((rows) =>
      rows
        .map(
          (row) =>
            `${row.querySelector('.league-member-name')?.firstChild?.textContent}: ${row.querySelector('.league-state')?.textContent}`,
        )
        .sort(),
    );
  const week = await page
    .getByRole('table')
    .first()
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent?.replace(' (you)', '')).join(' | ')));
  return { states, week };
}

describeInBrowser('a league in two time zones, on phones', () => {
  it('ranks each member on their own date, pages back to the first, and shows three members the same day, week and streaks', async () => {
    // Tuesday 18:00 UTC: 10:00 on Tuesday in Los Angeles, 08:00 on Wednesday in Kiritimati.
    const tuesday = localDayFromNumber(localDay(new Date(), 0).dayNumber - 2);
    const at = Date.parse(`${tuesday.date}T18:00:00Z`);
    harness.runtime.setClock(() => at);
    const wednesday = localDay(new Date(at), ZONES.bo.tzOffset);
    expect(localDay(new Date(at), ZONES.ada.tzOffset).date).toBe(tuesday.date);
    expect(wednesday.dayNumber).toBe(tuesday.dayNumber + 1);

    // Ada makes the league and copies its link.
    const ada = { ...accounts.newUser(), name: 'Ada Lovelace' };
    const aContext = await accounts.newDevice({ timezoneId: ZONES.ada.timezoneId, clockAt: at, viewport: PHONE, phone: true });
    const a = await openGame(aContext);
    await accounts.signIn(a, ada);
    await a.goto('/leagues');
    await a.getByLabel('New league').fill('Office');
    await a.getByRole('button', { name: 'Create' }).click();
    await a.getByRole('heading', { level: 1, name: 'Office' }).waitFor();
    const leaguePath = new URL(a.url()).pathname;
    await a.getByRole('button', { name: 'Share invite link' }).click();
    await a.waitForFunction(() => navigator.clipboard.readText().then((text) => text.includes('/leagues/join/')));
    const invite = new URL(await a.evaluate(() => navigator.clipboard.readText())).pathname;

    // Bo opens it signed out: who invites, to what, and what the game is; then signs in and joins.
    const bo = { ...accounts.newUser(), name: 'Bo Diddley' };
    const bContext = await accounts.newDevice({
      timezoneId: ZONES.bo.timezoneId,
      clockAt: at,
      viewport: SMALL_PHONE,
      colorScheme: 'dark',
      phone: true,
    });
    const b = await bContext.newPage();
    await b.goto(invite);
    await b.getByTestId('invitation').filter({ hasText: 'Ada invites you to the league Office (1 member)' }).waitFor();
    await b.getByText('is a daily code-breaking word game').waitFor();
    await b.getByRole('button', { name: 'Sign in to join' }).click();
    await accounts.continueWithGoogle(b, bo);
    await b.getByRole('button', { name: 'Join Office' }).click();
    await b.getByTestId('league-member').first().waitFor();
    // Joined: today's code is one tap away.
    await b.getByRole('link', { name: "Play today's code" }).click();
    await b.locator('.grid:not([data-shell])').waitFor();
    await settled(b);

    // Each plays their own date's code: Ada Tuesday's in two with a letter bought, Bo Wednesday's in one.
    const [adaWords, boWords] = [await wordsOf(tuesday), await wordsOf(wednesday)];
    await guess(b, boWords.answer, 0);
    await b.getByTestId('result-panel').getByText('1st so far in Office today').waitFor();
    await b
      .getByTestId('result-panel')
      .getByText(/Members in later time zones get this code by (\w{3} )?\d\d:\d\d your time\./)
      .waitFor();
    await a.goto('/');
    await a.locator('.grid:not([data-shell])').waitFor();
    await settled(a);
    // The letter is bought after her first guess (a bought letter is never typed over, so a miss typed
    // after it would not be the word typed).
    await guess(a, adaWords.misses[0], 0);
    await a.getByRole('button', { name: /REVEAL RANDOM LETTER/ }).tap();
    await a.getByTestId('header-balance').filter({ hasText: '4 credits' }).waitFor();
    await guess(a, adaWords.answer, 1);
    await a.getByTestId('result-panel').getByText('1st so far in Office today').waitFor();
    await a.getByTestId('result-panel').getByText('Decrypted in 2 attempts! (1 letter revealed)').waitFor();

    // Cy, in London, joins on Tuesday evening and has not played yet.
    const cy = { ...accounts.newUser(), name: 'Cy Twombly' };
    const cContext = await accounts.newDevice({
      timezoneId: ZONES.cy.timezoneId,
      clockAt: at,
      viewport: SMALL_PHONE,
      phone: true,
    });
    const c = await cContext.newPage();
    await c.goto(invite);
    await c.getByRole('button', { name: 'Sign in to join' }).click();
    await accounts.continueWithGoogle(c, cy);
    await c.getByRole('button', { name: 'Join Office' }).click();
    await c.getByTestId('league-member').first().waitFor();

    // Ada's Tuesday: she is first among the one who played it; Bo's Tuesday is over unplayed (he is on
    // Wednesday), Cy's is not: he is not ranked, and not counted as a miss.
    await a.goto(leaguePath);
    await memberRow(a, 'Bo').getByText('Day over, not played').waitFor();
    await memberRow(a, 'Cy').getByText('Not played yet').waitFor();
    expect(await memberRow(a, 'Bo').locator('.league-place').textContent()).toBe('–');
    expect(await memberRow(a, 'Ada').locator('.league-place').textContent()).toBe('1');
    await a.getByTestId('league-day-note').filter({ hasText: 'Places among the one member who played this code so far.' }).waitFor();
    await photograph(a, 'league-los-angeles.png');

    // Bo's Wednesday, then back to Tuesday, the league's first date: Ada's win there, Bo not ranked.
    await b.goto(leaguePath);
    await memberRow(b, 'Cy').getByText('Not played yet').waitFor();
    await memberRow(b, 'Ada').getByText('Not played yet').waitFor();
    expect(await memberRow(b, 'Bo').locator('.league-place').textContent()).toBe('1');
    await photograph(b, 'league-kiritimati.png');
    await b.getByRole('button', { name: 'Earlier day' }).click();
    // Her bought letter is a fact of her game: marked, and counted as a guess in the week's points (7 − 3).
    await memberRow(b, 'Ada').getByText('Solved in 2 · 1 letter revealed').waitFor();
    const adaWeek = b
      .getByRole('table')
      .first()
      .locator('tbody tr')
      .filter({ has: b.getByRole('rowheader', { name: 'Ada' }) });
    expect((await adaWeek.locator('td').allTextContents()).slice(1)).toEqual(['4', '3']); // points, guesses
    await memberRow(b, 'Bo').getByText('Day over, not played').waitFor();
    expect(await b.getByRole('button', { name: 'Earlier day' }).isDisabled()).toBe(true);

    // Tuesday, as each of the three sees it from their zone: the same states, the same week table
    // (Bo's Wednesday win is in it for all: 6 points, 1 guess), the all-time from the same games.
    await c.goto(leaguePath);
    const [fromAda, fromBo, fromCy] = [await leagueDayAsSeen(a), await leagueDayAsSeen(b), await leagueDayAsSeen(c)];
    expect(fromAda.states).toEqual(['Ada: Solved in 2 · 1 letter revealed', 'Bo: Day over, not played', 'Cy: Not played yet']);
    // When Tuesday's date is a Sunday, Bo's win falls in the next week: equals then share a place.
    expect(fromAda.week).toEqual(
      weekOf(tuesday.date).includes(wednesday.date)
        ? ['1 | Bo | 6 | 1', '2 | Ada | 4 | 3', '3 | Cy | 0 | 0']
        : ['1 | Ada | 4 | 3', '2 | Bo | 0 | 0', '2 | Cy | 0 | 0'],
    );
    expect(fromBo).toEqual(fromAda);
    expect(fromCy).toEqual(fromAda);
    const adaInTheDark = await accounts.newDevice({
      timezoneId: ZONES.ada.timezoneId,
      clockAt: at,
      viewport: PHONE,
      colorScheme: 'dark',
      phone: true,
    });
    const aDark = await openGame(adaInTheDark);
    await accounts.signIn(aDark, ada);
    await aDark.goto(leaguePath);
    expect(await leagueDayAsSeen(aDark)).toEqual(fromAda);
    await adaInTheDark.close();
    await photograph(c, 'league-london-320.png');

    // The all-time streaks read the same to both.
    const streaks = (page: Page) =>
      page
        .getByRole('table')
        .last()
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => `${row.querySelector('th')?.textContent}: ${row.lastElementChild?.textContent}`).sort());
    expect(await streaks(a)).toEqual(['Ada: 1', 'Bo: 1', 'Cy: 0']);
    expect(await streaks(b)).toEqual(await streaks(a));
    expect(await streaks(c)).toEqual(await streaks(a));
    await aContext.close();
    await bContext.close();
    await cContext.close();
  }, 360_000);

  it("answers a link cut short in people's words, with the game one tap away", async () => {
    const context = await accounts.newDevice({ viewport: { width: 320, height: 568 }, phone: true });
    const page = await context.newPage();
    await page.goto('/leagues/join/AbCdEfGh');
    await page.getByRole('alert').filter({ hasText: 'This invite link is incomplete or mistyped' }).waitFor();
    expect(await page.getByRole('alert').textContent()).not.toMatch(/inviteCode|must be/);
    await page.getByRole('link', { name: "Play today's code" }).click();
    await page.locator('.grid:not([data-shell])').waitFor();
    await context.close();
  }, 120_000);
});
