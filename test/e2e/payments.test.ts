/**
 * Buying credits in real Chromium, offline: the Buy Credits dialog, the local payment provider's
 * test card form (Stripe's servers cannot be reached here), and the credits granted by the signed
 * webhook the provider delivers to the game's stripe-webhook route.
 */
import type { Page } from 'playwright-core';
import { browserTestFile } from '../support/browser-test-file';
import { DEFAULT_CREDIT_PACKAGES } from '../../lambdas/domain/rules';
import { paymentStore } from '../../lambdas/store/payments';
import { localUserFor } from '../../local/identity-provider';
import { signedPaymentSucceeded } from '../../local/payment-provider';
import { describeInBrowser } from '../support/browser';

import { noticeShown, noticesSeen } from '../support/browser-play';

const { harness, accounts } = browserTestFile();

const { newUser, newDevice, openGame, signIn, expectLedgersMatchBalances } = accounts;
afterEach(() => expectLedgersMatchBalances());
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

async function openBuyCredits(page: Page) {
  await page.getByTestId('header-balance').filter({ hasText: '5 credits' }).waitFor();
  await page.getByTestId('header-balance').click();
  const dialog = page.getByRole('dialog', { name: 'Buy Credits' });
  await dialog.getByRole('list', { name: 'Credit packages' }).waitFor();
  return dialog;
}

async function payWith(page: Page, card: string) {
  const dialog = page.getByRole('dialog', { name: 'Buy Credits' });
  await dialog.getByLabel('Card number').fill(card);
  await dialog.getByLabel('Expiry (MM/YY)').fill(`12/${nextYear}`);
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: /^Pay / }).click();
}

describeInBrowser('buying credits', () => {
  it('lists the packages cheapest first with prices, pays with the success card, and credits the account', async () => {
    const context = await newDevice();
    const page = await openGame(context);
    await signIn(page, newUser());
    const dialog = await openBuyCredits(page);
    const sorted = [...DEFAULT_CREDIT_PACKAGES].sort((a, b) => a.price_cents - b.price_cents);
    const labels = await dialog.getByRole('listitem').allTextContents();
    expect(labels).toEqual(sorted.map((p) => `${p.name} ${p.credits} credits $${(p.price_cents / 100).toFixed(2)}`));
    expect(await dialog.textContent()).toContain('All purchases are final and non-refundable.');

    const pkg = sorted[1];
    await dialog.getByRole('button', { name: new RegExp(`^${pkg.name}`) }).click();
    await dialog.getByText('Test mode (local)').waitFor();
    await payWith(page, '4242 4242 4242 4242');
    await noticeShown(page, `Successfully purchased ${pkg.credits} credits!`);
    await page
      .getByTestId('header-balance')
      .filter({ hasText: `${5 + pkg.credits} credits` })
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it("shows the provider's decline message for the declined card, and changes nothing", async () => {
    const context = await newDevice();
    const page = await openGame(context);
    await signIn(page, newUser());
    const dialog = await openBuyCredits(page);
    const succeededBefore = harness.runtime.payments!.deliveries.filter((d) => d.type === 'payment_intent.succeeded').length;
    await dialog.getByRole('button', { name: /^Starter Cache/ }).click();
    await payWith(page, '4000 0000 0000 0002');
    await dialog.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    // Said once: in the dialog, not again in a notice behind it.
    expect((await noticesSeen(page)).filter((text) => text.includes('declined'))).toEqual([]);
    // The dialog stays on the payment form to try another card; closing it reloads the balance.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('header-balance').locator('.credits-full').textContent()).toBe('5 credits');
    expect(harness.runtime.payments!.deliveries.filter((d) => d.type === 'payment_intent.succeeded')).toHaveLength(succeededBefore);
    await context.close();
  });

  it("says 'Failed to load credit packages' when they cannot be loaded", async () => {
    const context = await newDevice();
    const page = await openGame(context);
    await signIn(page, newUser());
    await context.route('**/functions/v1/get-credit-packages', (route) => route.fulfill({ status: 500, body: '{"error":"boom"}' }));
    await page.getByTestId('header-balance').click();
    await page
      .getByRole('dialog', { name: 'Buy Credits' })
      .getByRole('alert')
      .filter({ hasText: 'Failed to load credit packages' })
      .waitFor();
    await context.close();
  });

  it('shows progress at once when a payment is slow to start, then the card form', async () => {
    const context = await newDevice({ viewport: { width: 320, height: 568 }, phone: true });
    const page = await openGame(context);
    await signIn(page, newUser());
    // The payment's start is held until the progress has been seen (as a slow provider would hold it).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/functions/v1/create-payment-intent', async (route) => {
      await held;
      await route.continue();
    });
    const dialog = await openBuyCredits(page);
    await dialog.getByRole('button', { name: /^Starter Cache/ }).tap();
    const progress = dialog.getByTestId('starting-payment');
    await progress.waitFor();
    expect(await progress.textContent()).toBe(' Starting a secure payment for Starter Cache…');
    expect(await progress.getAttribute('role')).toBe('status');
    expect(await dialog.getByRole('button', { name: /^Starter Cache/ }).getAttribute('aria-busy')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    release();
    await dialog.getByText('Test mode (local)').waitFor();
    expect(await progress.count()).toBe(0);
    await context.close();
  });

  it("says 'Failed to initialize payment' when the payment cannot be started", async () => {
    const context = await newDevice();
    const page = await openGame(context);
    await signIn(page, newUser());
    await context.route('**/functions/v1/create-payment-intent', (route) =>
      route.fulfill({ status: 502, body: '{"error":"provider down"}' }),
    );
    const dialog = await openBuyCredits(page);
    await dialog.getByRole('button', { name: /^Starter Cache/ }).click();
    // Said in the dialog, where the player looks (a notice would sit behind it), over the packages to try again.
    await dialog.getByRole('alert').filter({ hasText: 'Failed to initialize payment' }).waitFor();
    await dialog.getByRole('list', { name: 'Credit packages' }).waitFor();
    await context.close();
  });

  it("after a bank's check (3-D Secure) sends the player back, waits for the credits and announces them", async () => {
    const context = await newDevice();
    const page = await openGame(context);
    const user = newUser();
    await signIn(page, user);
    await page.getByTestId('header-balance').filter({ hasText: '5 credits' }).waitFor();
    // Stripe returns the player to the page with the outcome in the address...
    await page.goto('/?payment_intent=pi_returning&payment_intent_client_secret=pi_returning_secret_x&redirect_status=succeeded');
    await page.getByTestId('header-balance').filter({ hasText: '5 credits' }).waitFor();
    expect(new URL(page.url()).search).toBe(''); // the outcome is taken out of the address
    // ...and the credits arrive by Stripe's webhook (signed here as Stripe signs it).
    // Only a PaymentIntent the game made is credited: its order, as create-payment-intent records it.
    const { sub } = localUserFor(user.email, user.name);
    const pkg = DEFAULT_CREDIT_PACKAGES[0];
    await paymentStore.recordOrder(
      'pi_returning',
      { sub, packageId: pkg.id, credits: pkg.credits, amount: pkg.price_cents, currency: pkg.currency },
      new Date(),
    );
    const { payload, signature } = signedPaymentSucceeded(sub, pkg, 'pi_returning');
    const delivered = await fetch(`${harness.runtime.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    expect(delivered.status).toBe(200);
    await noticeShown(page, 'Successfully purchased 10 credits!');
    await page.getByTestId('header-balance').filter({ hasText: '15 credits' }).waitFor();
    await context.close();
  });
});
