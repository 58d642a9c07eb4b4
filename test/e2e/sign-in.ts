/** Signed-in players for browser tests: Google accounts of the local sign-in stand-in, and devices. */
import type { BrowserContext, Page } from 'playwright-core';
import { accountStore } from '../../lambdas/store/accounts';
import { localUserFor } from '../../local/identity-provider';
import type { BrowserHarness } from './browser';
import { settled } from './support';

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
  async function newDevice(options: { colorScheme?: 'light' | 'dark' } = {}): Promise<BrowserContext> {
    const context = await harness().newContext({ timezoneId, ...options });
    await context.addInitScript(() => {
      localStorage.setItem('first-visit-done', 'true');
      localStorage.setItem('cookie-consent', 'accepted');
    });
    return context;
  }

  async function openGame(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'DECRYPTION MATRIX' }).waitFor();
    await settled(page);
    return page;
  }

  /** Sign In, 'Continue with Google', the stand-in's test-user page, and back to the game signed in. */
  async function signIn(page: Page, user: TestUser): Promise<void> {
    const { runtime } = harness();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL((url) => url.origin === runtime.identity.origin);
    await page.getByLabel('Name').fill(user.name);
    await page.getByLabel('E-mail').fill(user.email);
    if (user.picture) await page.getByLabel('Picture URL (optional)').fill(user.picture);
    await page.getByRole('button', { name: 'Continue as test user' }).click();
    await page.waitForURL((url) => url.origin === runtime.url);
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    await page.getByRole('heading', { name: 'DECRYPTION MATRIX' }).waitFor();
    await settled(page);
  }

  return { newUser, newDevice, openGame, signIn, expectLedgersMatchBalances };
}
