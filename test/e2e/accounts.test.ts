/**
 * The signed-in player in real Chromium: Google sign-in through the local Cognito + Google stand-in
 * (Amplify's real code flow with PKCE over HTTPS), credits, helpers, streaks, statistics, sign-out,
 * a second device, an anonymous game carried into the account; ads only with consent; the player's
 * own data downloaded and the account deleted from Settings.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { MyDataExport } from '../../lambdas/contracts/my-data';
import { localUserFor } from '../../local/identity-provider';
import { browserTestFile } from '../support/browser-test-file';
import { earliestLiveDay, localDayFromNumber } from '../../lambdas/domain/calendar';
import { describeInBrowser } from '../support/browser';

import { guess, rowText, settled, shareTarget, noticeShown, wordsOf } from '../support/browser-play';

// An ad client id, so that ads are really shown to anonymous players (the script's request is refused offline).
const { harness, words, accounts, zone } = browserTestFile({ words: true, adsClientId: 'ca-pub-0000000000000000' });

const { newUser, newDevice, openGame, signIn, continueWithGoogle, signOut, expectLedgersMatchBalances } = accounts;
afterEach(() => expectLedgersMatchBalances());

/** The revealed letters shown in the row being typed, by position ('' where none is shown). */
const boardHints = (page: Page, row = 0) =>
  page.locator(`[data-testid=row-${row}] .tile`).evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-hint') ?? ''));

describeInBrowser('ads only with consent', () => {
  const AD_HOSTS = /(googlesyndication|doubleclick|google-analytics|googletagmanager|googleadservices|adservice\.google)\./;

  it('loads nothing of the ad network before the player accepts, nor after Dismiss; Settings turns ads on and off again', async () => {
    const context = await harness.newContext({ timezoneId: zone.timezoneId });
    await context.addInitScript(() => localStorage.setItem('first-visit-done', 'true')); // the banner asks; nothing is chosen
    const adRequests: string[] = [];
    context.on('request', (request) => {
      if (AD_HOSTS.test(new URL(request.url()).hostname)) adRequests.push(request.url());
    });
    const page = await openGame(context);
    const adScript = page.locator('#ad-network-script');
    const thirdPartyCookies = async () => (await context.cookies()).filter((cookie) => !/^(localhost|127\.0\.0\.1)$/.test(cookie.domain));
    expect(await adScript.count()).toBe(0);
    expect(await page.locator('[data-testid^=ad-]').count()).toBe(0);

    await page.locator('.cookie-banner').getByRole('button', { name: 'Dismiss' }).click();
    await page.locator('.cookie-banner').waitFor({ state: 'detached' });
    await guess(page, words.misses[0], 0); // the game goes on: still nothing of the ad network
    expect(await adScript.count()).toBe(0);
    expect(await page.locator('[data-testid^=ad-]').count()).toBe(0);
    expect(adRequests).toEqual([]);
    expect(await thirdPartyCookies()).toEqual([]);

    // Settings: allowing ads loads them, after Consent Mode's four signals were denied, then granted.
    await page.locator('.site-header').getByRole('button', { name: 'Settings' }).click();
    const toggle = page.getByRole('dialog', { name: 'Settings' }).getByRole('checkbox', { name: /Ads and analytics cookies/ });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    await adScript.waitFor({ state: 'attached' });
    const signals = await page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((entry) => [...(entry as unknown as unknown[])]),
    );
    const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };
    const granted = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' };
    expect(signals).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', granted],
    ]);
    expect(adRequests.length).toBeGreaterThan(0); // the ad network was asked only now

    // And withdrawn: the script and the slots go, and the signals say denied.
    await toggle.uncheck();
    await adScript.waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid^=ad-]').count()).toBe(0);
    const last = await page.evaluate(() => [
      ...((window as unknown as { dataLayer: IArguments[] }).dataLayer.at(-1) as unknown as unknown[]),
    ]);
    expect(last).toEqual(['consent', 'update', denied]);
    await context.close();
  });
});

describeInBrowser('your data, from Settings', () => {
  it('downloads everything as one JSON file, then deletes the account after naming what goes, and signs out', async () => {
    const context = await newDevice();
    const page = await openGame(context);
    const user = newUser();
    await signIn(page, user);
    await guess(page, words.misses[0], 0);
    const settings = async () => {
      await page.locator('.site-header').getByRole('button', { name: 'Settings' }).click();
      return page.getByRole('dialog', { name: 'Settings' });
    };
    let dialog = await settings();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^cipherword-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as MyDataExport;
    expect(data.account).toMatchObject({ id: localUserFor(user.email, user.name).sub, creditBalance: 5 });
    expect(data.games.map((game) => game.guesses)).toEqual([[words.misses[0]]]);

    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = dialog.getByRole('group', { name: 'Delete your account?' });
    expect(await confirm.textContent()).toContain('your 5 credits and their history (credits are not refunded)');
    const forGood = confirm.getByRole('button', { name: 'Delete my account for good' });
    expect(await forGood.isDisabled()).toBe(true); // not before the player says they understand
    await confirm.getByRole('checkbox', { name: 'I understand this cannot be undone' }).check();
    await forGood.click();
    await noticeShown(page, 'Your account and everything the game kept about it have been deleted');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    // Signed out on this browser, and the account is gone from the pool: no other device can refresh into it.
    expect([...harness.runtime.identity.users.values()].some((known) => known.email === user.email)).toBe(false);
    dialog = await settings();
    expect(await dialog.getByRole('button', { name: 'Download my data' }).count()).toBe(0);
    await context.close();
  });
});

describeInBrowser('signing in with Google', () => {
  it('shows the avatar and 5 credits, removes the ads, and puts them back after signing out', async () => {
    const context = await newDevice();
    const page = await openGame(context);
    // Anonymous: ads are there (their slot is a chunk of its own, loaded on demand: waited for, as a player would).
    expect(await page.locator('#ad-network-script').count()).toBe(1);
    await page.locator('[data-testid^=ad-]').first().waitFor({ state: 'attached' });

    const user = newUser(true);
    await signIn(page, user);
    await page.getByTestId('header-balance').filter({ hasText: '5 credits' }).waitFor();
    const avatar = page.getByRole('img', { name: `${user.name}'s avatar` });
    expect(await avatar.getAttribute('src')).toBe(user.picture);
    expect(await page.locator('#ad-network-script').count()).toBe(0);
    expect(await page.locator('[data-testid^=ad-]').count()).toBe(0);
    expect(await page.getByText('USE HELPERS WITH CREDITS').count()).toBe(1);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('creditBalance'))) ?? '{}') as { balance?: number };
    expect(stored.balance).toBe(5);

    await signOut(page);
    await noticeShown(page, 'Signed out successfully');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('creditBalance'))).toBeNull();
    await page.locator('#ad-network-script').waitFor({ state: 'attached' });
    await page.locator('[data-testid^=ad-]').first().waitFor({ state: 'attached' });
    // The refresh token was revoked on the way out.
    expect(harness.runtime.identity.calls.RevokeToken).toBeGreaterThanOrEqual(1);
    await context.close();
  });

  it('shows a fallback icon for a Google account without a picture', async () => {
    const context = await newDevice();
    const page = await openGame(context);
    await signIn(page, newUser(false));
    await page.locator('.avatar-slot').getByTestId('avatar-fallback').waitFor();
    await context.close();
  });
});

describeInBrowser('when sign-in fails', () => {
  it("says 'Failed to sign in with Google' when the code cannot be exchanged, and stays anonymous", async () => {
    const context = await newDevice();
    await context.route(`${harness.runtime.identity.origin}/oauth2/token`, (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":"invalid_grant"}' }),
    );
    const page = await openGame(context);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL((url) => url.origin === harness.runtime.identity.origin);
    await page.getByRole('button', { name: 'Continue as test user' }).click();
    await noticeShown(page, 'Failed to sign in with Google');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await context.close();
  });
});

describeInBrowser('helpers paid with credits', () => {
  it('reveals a random letter for 1 credit into its tile and its key; a tapped tile is the letter revealed for 2', async () => {
    const context = await newDevice({ viewport: { width: 320, height: 568 }, phone: true });
    const page = await openGame(context);
    await signIn(page, newUser());
    await page.getByTestId('header-balance').filter({ hasText: '5 credits' }).waitFor();

    await page.getByRole('button', { name: /REVEAL RANDOM LETTER/ }).tap();
    await page.getByTestId('header-balance').filter({ hasText: '4 credits' }).waitFor();
    const revealed = (await boardHints(page)).map((letter, position) => ({ letter, position })).filter((slot) => slot.letter !== '');
    expect(revealed).toHaveLength(1);
    const [{ letter, position: first }] = revealed;
    expect(letter).toBe(words.answer[first].toUpperCase());
    const firstTile = page.locator('[data-testid=row-0] .tile').nth(first);
    expect(await firstTile.getAttribute('aria-label')).toBe(`Letter ${first + 1}: empty, revealed: ${letter}: choose it for Reveal letter`);
    expect(await page.locator(`.key[data-key=${letter}]`).getAttribute('data-state')).toBe('correct');

    // Type a letter (not at the revealed place), then tap the last hidden tile: that is the letter sold.
    const typed = first === 0 ? '' : words.misses[0].slice(0, 1).toUpperCase();
    await page.keyboard.type(typed);
    const position = [...Array(words.day.wordLength).keys()].reverse().find((i) => i !== first && i >= typed.length) as number;
    await page.locator('[data-testid=row-0] .tile').nth(position).tap();
    expect(await page.locator('[data-testid=row-0] .tile.chosen').count()).toBe(1);
    await page.getByRole('button', { name: `Reveal letter ${position + 1} (2 credits)` }).tap();
    await page.getByTestId('header-balance').filter({ hasText: '2 credits' }).waitFor();
    expect((await boardHints(page))[position]).toBe(words.answer[position].toUpperCase());
    expect(await page.locator('[data-testid=row-0] .tile.chosen').count()).toBe(0);
    // The typed letters are still there, and typing on takes the places in order.
    expect(await rowText(page, 0)).toBe(typed);

    // A helped win says so: on the result, and in the text shared.
    for (const _ of typed) await page.keyboard.press('Backspace');
    await guess(page, words.answer, 0);
    const panel = page.getByTestId('result-panel');
    await panel.getByText('Decrypted in 1 attempt! (2 letters revealed)').waitFor();
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await (await shareTarget(page, 'Copy Link')).click();
    await page.waitForFunction(() => navigator.clipboard.readText().then((text) => text.length > 0));
    expect((await page.evaluate(() => navigator.clipboard.readText())).split('\n')[1]).toBe('Solved in 1/6 guesses · 2 letters revealed');
    await context.close();
  });

  it('disables each helper once the balance no longer covers its cost', async () => {
    const context = await newDevice();
    const page = await openGame(context);
    await signIn(page, newUser());
    await page.getByTestId('header-balance').filter({ hasText: '5 credits' }).waitFor();
    // Two specific reveals (2 + 2) leave 1 credit: a third costs 2. The player types each revealed
    // letter itself (taken as typed), so the next position is the next one.
    for (const [typed, balance] of [
      [0, '3 credits'],
      [1, '1 credit'],
    ] as const) {
      if (typed > 0) await page.keyboard.type(words.answer.slice(0, typed).toUpperCase());
      await page.getByRole('button', { name: `Reveal letter ${typed + 1} (2 credits)` }).click();
      await page.getByTestId('header-balance').filter({ hasText: balance }).waitFor();
    }
    await page.keyboard.type(words.answer.slice(1, 2).toUpperCase());
    expect(await page.getByRole('button', { name: 'Reveal letter 3 (2 credits)' }).isDisabled()).toBe(true);
    // The random reveal (1 credit) is still affordable once, then disabled.
    await page.getByRole('button', { name: /REVEAL RANDOM LETTER/ }).click();
    await page.getByTestId('header-balance').filter({ hasText: '0 credits' }).waitFor();
    expect(await page.getByRole('button', { name: /REVEAL RANDOM LETTER/ }).isDisabled()).toBe(true);
    await context.close();
  });
});

/** A fresh device on which `user` signs in and wins today's code in 2. */
async function accountWinsInTwo(user: ReturnType<typeof newUser>) {
  const device = await newDevice();
  const page = await openGame(device);
  await signIn(page, user);
  await guess(page, words.misses[0], 0);
  await guess(page, words.answer, 1);
  await page.getByTestId('result-panel').waitFor();
  return { device, page };
}

describeInBrowser('streaks, statistics and devices', () => {
  it('shows both streak levels after a win, and the same game and stats on a second device', async () => {
    const user = newUser();
    const { device: first, page } = await accountWinsInTwo(user);
    await page.getByText('Current Depryction Level').waitFor();
    await page.getByText('Peak Depryction Level').waitFor();
    await page.getByTestId('current-streak').filter({ hasText: '1' }).waitFor();
    expect(await page.getByTestId('longest-streak').textContent()).toBe('1');
    expect(await page.getByTestId('result-balance').textContent()).toBe('5 credits');
    expect(await page.getByTestId('countdown').textContent()).toMatch(/^\d\d:\d\d:\d\d$/);

    const second = await newDevice();
    const other = await openGame(second);
    await signIn(other, user);
    await other.getByTestId('result-panel').waitFor();
    expect(await rowText(other, 0)).toBe(words.misses[0].toUpperCase());
    expect(await rowText(other, 1)).toBe(words.answer.toUpperCase());
    await other.getByTestId('current-streak').filter({ hasText: '1' }).waitFor();
    await other.getByRole('button', { name: 'Statistics' }).first().click();
    const dialog = other.getByRole('dialog', { name: 'Statistics' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('stat-played').textContent()).toBe('1');
    expect(await dialog.getByTestId('stat-win-percent').textContent()).toBe('100');
    expect(await dialog.getByRole('listitem', { name: '2 guesses: 1 win' }).count()).toBe(1);
    await first.close();
    await second.close();
  });

  it('keeps an anonymous game in progress when the player signs in', async () => {
    const context = await newDevice();
    const page = await openGame(context);
    await guess(page, words.misses[0], 0);
    await guess(page, words.misses[1], 1);
    await signIn(page, newUser());
    await noticeShown(page, "This device's game of today (2 guesses in) is now on your account.");
    expect(await rowText(page, 0)).toBe(words.misses[0].toUpperCase());
    expect(await rowText(page, 1)).toBe(words.misses[1].toUpperCase());
    // And it is the account's game now: the next guess continues it.
    await guess(page, words.answer, 2);
    await page.getByTestId('result-panel').waitFor();
    await context.close();
  });
});

describeInBrowser('sessions', () => {
  it('refreshes an expired access token through Amplify (GetTokensFromRefreshToken) and goes on working', async () => {
    const context = await newDevice();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/');
    await settled(page); // the app has taken over the painted shell: its Sign In button answers
    await signIn(page, newUser());
    await page.getByTestId('header-balance').filter({ hasText: '5 credits' }).waitFor();
    const before = harness.runtime.identity.calls.GetTokensFromRefreshToken ?? 0;
    await page.clock.fastForward('02:00:00'); // the one-hour access token has expired
    await page.getByRole('button', { name: /REVEAL RANDOM LETTER/ }).click();
    await page.getByTestId('header-balance').filter({ hasText: '4 credits' }).waitFor();
    expect(harness.runtime.identity.calls.GetTokensFromRefreshToken).toBe(before + 1);
    await context.close();
  });
});

describeInBrowser('one game per player per day', () => {
  it('after Sign Out, the board just played stays in view, locked; another visit says the code was played on the account', async () => {
    const context = await newDevice({ viewport: { width: 390, height: 844 }, phone: true });
    const page = await openGame(context);
    await signIn(page, newUser());
    await guess(page, words.misses[0], 0);
    await signOut(page);
    await noticeShown(page, 'Signed out successfully');
    const notice = page.getByTestId('keyboard-notice');
    await notice.filter({ hasText: "You signed out: this is your account's game of today, kept on your account." }).waitFor();
    expect(await rowText(page, 0)).toBe(words.misses[0].toUpperCase());
    expect(await notice.getByRole('button', { name: 'Sign in to play on' }).count()).toBe(1);
    expect(await page.getByTestId('keyboard').locator('.key').first().isDisabled()).toBe(true);
    await page.keyboard.type(words.misses[1].toUpperCase());
    expect(await rowText(page, 1)).toBe('');
    // Another tab of the same browser never saw the game: it says where the day was played.
    const other = await context.newPage();
    await other.goto('/');
    await other.getByTestId('keyboard-notice').filter({ hasText: "Today's code was played on your account." }).waitFor();
    expect(await other.getByTestId('keyboard-notice').getByRole('button', { name: 'Sign in to see it' }).count()).toBe(1);
    expect(await rowText(other, 0)).toBe('');
    await context.close();
  });

  it('after Sign Out, a won game keeps its result on screen, and says whose game it is', async () => {
    const context = await newDevice({ viewport: { width: 320, height: 568 }, phone: true });
    const page = await openGame(context);
    await signIn(page, newUser());
    await guess(page, words.answer, 0);
    const panel = page.getByTestId('result-panel');
    await panel.getByText('Decrypted in 1 attempt!').waitFor();
    await signOut(page);
    await noticeShown(page, 'Signed out successfully');
    await panel.getByTestId('signed-out-view').waitFor();
    await panel.getByText('Decrypted in 1 attempt!').waitFor();
    await panel.getByRole('button', { name: 'Share', exact: true }).waitFor();
    expect(await page.getByText('Sign in to play on').count()).toBe(0);
    expect(await rowText(page, 0)).toBe(words.answer.toUpperCase());
    await context.close();
  });

  it("signing in where the account already played today says so, and the device's own game is back after Sign Out", async () => {
    const user = newUser();
    // The account wins in 2 on one device...
    await (await accountWinsInTwo(user)).device.close();
    // ...a phone, signed out, wins in 1, then signs in: the account's game is shown, and the phone is told why.
    const phone = await newDevice({ viewport: { width: 390, height: 844 }, phone: true });
    const b = await openGame(phone);
    await guess(b, words.answer, 0);
    await b.getByTestId('result-panel').getByText('Decrypted in 1 attempt!').waitFor();
    await signIn(b, user);
    await noticeShown(
      b,
      "Your account had already played today's code, so its game is shown. " +
        "This device's game (solved in 1) stays on this device: you see it again when signed out.",
    );
    await b.getByTestId('result-panel').getByText('Decrypted in 2 attempts!').waitFor();
    await signOut(b);
    await noticeShown(b, 'Signed out successfully');
    await b.getByTestId('result-panel').getByText('Decrypted in 1 attempt!').waitFor();
    await phone.close();
  });
});

describeInBrowser('past codes', () => {
  /** The newest past code: the last day that is over everywhere (domain/archive.ts). */
  const yesterday = () => localDayFromNumber(earliestLiveDay(new Date()).dayNumber - 1);

  /** A date as the English pages write it in a sentence: "Sunday, November 22, 2026". */
  const longLabel = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });

  it('a signed-in player opens a past day for a credit, plays it to the end, and sees it marked', async () => {
    const day = yesterday();
    const past = await wordsOf(day);
    const context = await newDevice({ viewport: { width: 390, height: 844 }, phone: true });
    const page = await openGame(context);
    await signIn(page, newUser());
    // A row half typed on today's code, then, on a phone, Past codes from the account's menu.
    await page.keyboard.type('AB');
    await page.getByRole('button', { name: 'Account and more' }).click();
    await page.locator('#site-menu').getByRole('link', { name: 'Past codes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Past codes' }).waitFor();
    // The list ends at the last day over everywhere, and says when the next one joins.
    const next = localDayFromNumber(day.dayNumber + 1).date;
    const nextLabel = new Date(`${next}T00:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    expect(await page.getByTestId('archive-next').textContent()).toMatch(
      new RegExp(
        `^The code of ${nextLabel} joins the archive at (\\w{3} )?\\d\\d:\\d\\d your time, once its day has ended everywhere on Earth\\.$`,
      ),
    );
    const entry = page.getByTestId(`archive-${day.date}`);
    expect(await entry.textContent()).toContain(`${day.wordLength} letters`);
    expect(await entry.textContent()).toContain('Open for 1 credit');
    await entry.click();
    await page.getByRole('button', { name: 'Open for 1 credit' }).click();
    await page
      .getByTestId('challenge')
      .filter({ hasText: `Past code: ${day.wordLength} characters` })
      .waitFor();
    await settled(page);
    await page.getByTestId('header-balance').filter({ hasText: '4 credits' }).waitFor();
    await guess(page, past.misses[0], 0);
    await guess(page, past.answer, 1);
    const panel = page.getByTestId('result-panel');
    await panel.waitFor();
    expect(await panel.textContent()).toContain('Decrypted in 2 attempts!');
    expect(await panel.getByTestId('countdown').count()).toBe(0);
    await panel.getByRole('link', { name: 'Back to past codes' }).click();
    await page.getByTestId(`archive-${day.date}`).filter({ hasText: 'Solved in 2/6' }).waitFor();
    expect(await page.getByTestId('archive-balance').textContent()).toBe('4 credits');
    // Today's game and streak are untouched.
    await page.getByRole('link', { name: "← Today's code" }).click();
    await settled(page);
    expect(await rowText(page, 0)).toBe('AB'); // the row typed before leaving is still there
    await context.close();
  });

  it('deep links: a past day opens at /archive/<date>; today and tomorrow say why not and lead to the game; no date is 404', async () => {
    const context = await newDevice();
    const page = await openGame(context);
    await signIn(page, newUser());
    const day = yesterday();
    await page.goto(`/archive/${day.date}`);
    await page.getByRole('button', { name: 'Open for 1 credit' }).waitFor();
    expect(await page.title()).toBe(`Past code ${day.date} · CIPHERWORD`);
    // The confirmation names the day as a sentence does, never in ISO form.
    const lead = await page.locator('main .lead').textContent();
    expect(lead).toMatch(new RegExp(`^The code of ${longLabel(day.date)}: ${day.wordLength} letters\\. Open it for 1 credit`));
    expect(lead).not.toContain(day.date);
    await page.goto(`/archive/${words.day.date}`);
    await page.getByTestId('not-past-yet').filter({ hasText: "This is today's code, not a past one" }).waitFor();
    await page.goto(`/archive/${localDayFromNumber(words.day.dayNumber + 2).date}`);
    await page.getByTestId('not-past-yet').filter({ hasText: 'This code is not out yet' }).waitFor();
    await page.getByRole('link', { name: "Play today's code" }).click();
    await page.locator('.grid:not([data-shell])').waitFor();
    for (const date of ['2020-01-01', '2026-02-30', '2026-13-45']) {
      await page.goto(`/archive/${date}`);
      await page.getByText('Oops! Page not found').waitFor();
    }
    await context.close();
  });

  it('an anonymous player sees what the archive offers, and comes back to the day once signed in', async () => {
    const context = await newDevice();
    const page = await openGame(context);
    await page.goto(`/archive/${yesterday().date}`);
    await page.getByRole('heading', { level: 1, name: 'Past codes' }).waitFor();
    await page.getByText(`Sign in to open the code of ${longLabel(yesterday().date)}.`, { exact: true }).waitFor();
    expect(await page.getByRole('list', { name: 'The last seven days' }).getByRole('listitem').count()).toBe(7);
    await page.getByRole('button', { name: 'Sign in to open past codes' }).click();
    // Signed in, the player is back at the past code they came for, not at today's game.
    await continueWithGoogle(page, newUser());
    await page.getByRole('button', { name: 'Open for 1 credit' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/archive/${yesterday().date}`);
    await context.close();
  });
});
