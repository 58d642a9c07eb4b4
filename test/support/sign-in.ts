/** Signed-in players for browser tests: Google accounts of the local sign-in stand-in, and devices. */
import type { BrowserContext, Page } from 'playwright-core';
import type { LanguageCode } from '../../lambdas/domain/languages';
import { accountStore } from '../../lambdas/store/accounts';
import { localUserFor } from '../../local/identity-provider';
import { asReturningPlayer, openGame, type BrowserHarness, type ContextOptions } from './browser';
import { settled } from './browser-play';
import { PAGE_TEXTS } from './page-texts';

export interface TestUser {
  name: string;
  email: string;
  picture?: string;
}

let userCount = 0;

export function accountHelpers(harness: () => BrowserHarness, timezoneId: string) {
  /** A Google account no other test uses. */
  const created: TestUser[] = [];
  const newUser = (withPicture = false): TestUser => {
    userCount += 1;
    const email = `player${userCount}-${Date.now()}@example.com`;
    const user = { name: `Player ${userCount}`, email, picture: withPicture ? `${harness().runtime.url}/favicon.svg` : undefined };
    created.push(user);
    return user;
  };

  /** Every credit change has its ledger entry: each user's ledger sums to their balance. */
  async function expectLedgersMatchBalances(): Promise<void> {
    for (const user of created.splice(0)) {
      const { sub } = localUserFor(user.email, user.name);
      const [ledger, profile] = await Promise.all([accountStore.ledger(sub), accountStore.getProfile(sub)]);
      expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(profile?.credits ?? 0);
    }
  }

  /** A fresh browser profile of a returning player (instructions seen, cookies decided). */
  const newDevice = async (options: ContextOptions = {}): Promise<BrowserContext> =>
    asReturningPlayer(await harness().newContext({ timezoneId, ...options }));

  /** Sign In, 'Continue with Google', the stand-in's test-user page, and back to the game signed in (on `language`'s page). */
  async function signIn(page: Page, user: TestUser, language: LanguageCode = 'en'): Promise<void> {
    await page.getByRole('button', { name: PAGE_TEXTS[language].shell.header.signIn, exact: true }).click();
    await continueWithGoogle(page, user, language);
    await page.getByTestId('header-balance').waitFor();
    await settled(page);
  }

  /** From an open sign-in dialog: 'Continue with Google', the stand-in's test-user page, and back to the site. */
  async function continueWithGoogle(page: Page, user: TestUser, language: LanguageCode = 'en'): Promise<void> {
    const { runtime } = harness();
    const { title, google } = PAGE_TEXTS[language].play.signIn;
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: google }).click();
    await page.waitForURL((url) => url.origin === runtime.identity.origin);
    await page.getByLabel('Name').fill(user.name);
    await page.getByLabel('E-mail').fill(user.email);
    if (user.picture) await page.getByLabel('Picture URL (optional)').fill(user.picture);
    await page.getByRole('button', { name: 'Continue as test user' }).click();
    await page.waitForURL((url) => url.origin === runtime.url);
  }

  /** Sign Out: in the header on wide screens, in the account menu on narrow ones. */
  async function signOut(page: Page): Promise<void> {
    const inline = page.locator('.header-actions').getByRole('button', { name: 'Sign Out' });
    if (await inline.isVisible()) return inline.click();
    await page.getByRole('button', { name: 'Account and more' }).click();
    await page.locator('#site-menu').getByRole('button', { name: 'Sign Out' }).click();
  }

  return { newUser, newDevice, openGame, signIn, continueWithGoogle, signOut, expectLedgersMatchBalances };
}
