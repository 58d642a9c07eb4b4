/**
 * The Stripe path of Buy Credits in real Chromium, with the real @stripe/stripe-js and
 * @stripe/react-stripe-js. Stripe.js itself is served by Stripe's servers (js.stripe.com), which
 * cannot be reached here: a test double stands in for it (below, STRIPE_JS_DOUBLE), implementing the
 * few calls react-stripe-js makes and confirming payments at the local payment provider, which
 * delivers the signed webhook as Stripe does.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { browserTestFile } from '../support/browser-test-file';
import { describeInBrowser } from '../support/browser';

import { noticeShown } from '../support/browser-play';

const PUBLISHABLE_KEY = 'pk_test_local_double';
const { harness, accounts } = browserTestFile({ stripePublishableKeyForBrowser: PUBLISHABLE_KEY });

const { newUser, newDevice, openGame, signIn, expectLedgersMatchBalances } = accounts;
afterEach(() => expectLedgersMatchBalances());

/** Stripe.js test double: records what the app asked of it; a card field is a plain input. */
const STRIPE_JS_DOUBLE = (providerUrl: string) => `
window.__stripeDouble = { loads: 0, confirmations: [] };
function Stripe(key) {
  window.__stripeDouble.loads += 1;
  window.__stripeDouble.key = key;
  let clientSecret;
  const unused = () => Promise.reject(new Error('not used by the game'));
  return {
    _registerWrapper() {},
    registerAppInfo() {},
    // react-stripe-js recognises a Stripe object by these.
    createToken: unused,
    createPaymentMethod: unused,
    confirmCardPayment: unused,
    elements(options) {
      clientSecret = options.clientSecret;
      return {
        update() {},
        create(type) {
          window.__stripeDouble.elementType = type;
          return {
            mount(node) {
              const input = document.createElement('input');
              input.id = 'stripe-double-card';
              input.setAttribute('aria-label', 'Card number (Stripe.js test double)');
              (typeof node === 'string' ? document.querySelector(node) : node).appendChild(input);
            },
            on() {}, off() {}, update() {}, destroy() {}, unmount() {},
          };
        },
      };
    },
    async confirmPayment({ confirmParams, redirect }) {
      window.__stripeDouble.confirmations.push({ returnUrl: confirmParams && confirmParams.return_url, redirect });
      const number = document.getElementById('stripe-double-card').value.replace(/\\s/g, '');
      if (number === 'offline') return { error: { type: 'api_connection_error', message: 'Failed to fetch' } };
      const id = clientSecret.split('_secret_')[0];
      const year = new Date().getFullYear() + 1;
      const response = await fetch('${providerUrl}/v1/payment_intents/' + id + '/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_secret: clientSecret, card: { number, exp_month: 12, exp_year: year, cvc: '123' } }),
      });
      const body = await response.json();
      return response.ok ? { paymentIntent: body } : { error: body.error };
    },
  };
}
Stripe.version = 'endive';
window.Stripe = Stripe;
`;

async function deviceWithStripeDouble(): Promise<{ context: BrowserContext; stripeRequests: string[] }> {
  const context = await newDevice();
  const stripeRequests: string[] = [];
  await context.route('https://js.stripe.com/**', (route) => {
    stripeRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS_DOUBLE(harness.runtime.payments!.url) });
  });
  return { context, stripeRequests };
}

async function chooseStarterPackage(page: Page) {
  await page.getByTestId('header-balance').filter({ hasText: '5 credits' }).waitFor();
  await page.getByTestId('header-balance').click();
  const dialog = page.getByRole('dialog', { name: 'Buy Credits' });
  await dialog.getByRole('button', { name: /^Starter Cache/ }).click();
  await dialog.getByLabel('Card number (Stripe.js test double)').waitFor();
  return dialog;
}

describeInBrowser("buying credits with Stripe's Payment Element", () => {
  it('loads Stripe.js only once a package is chosen, confirms (redirecting only if required) back here, credits the account', async () => {
    const { context, stripeRequests } = await deviceWithStripeDouble();
    const page = await openGame(context);
    await signIn(page, newUser());
    expect(stripeRequests).toEqual([]); // not at first paint, not for signing in
    const dialog = await chooseStarterPackage(page);
    expect(stripeRequests).toHaveLength(1);
    expect(
      await page.evaluate(() => (window as never as { __stripeDouble: { key: string; elementType: string } }).__stripeDouble),
    ).toMatchObject({
      key: PUBLISHABLE_KEY,
      elementType: 'payment',
    });
    await dialog.getByLabel('Card number (Stripe.js test double)').fill('4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Pay $1.99' }).click();
    await noticeShown(page, 'Successfully purchased 10 credits!');
    await page.getByTestId('header-balance').filter({ hasText: '15 credits' }).waitFor();
    const { confirmations } = await page.evaluate(
      () => (window as never as { __stripeDouble: { confirmations: unknown[] } }).__stripeDouble,
    );
    expect(confirmations).toEqual([{ returnUrl: `${harness.runtime.url}/`, redirect: 'if_required' }]);
    await context.close();
  });

  it("shows the provider's message for a declined card, and a generic one for anything else", async () => {
    const { context } = await deviceWithStripeDouble();
    const page = await openGame(context);
    await signIn(page, newUser());
    const dialog = await chooseStarterPackage(page);
    const card = dialog.getByLabel('Card number (Stripe.js test double)');
    await card.fill('4000 0000 0000 0002');
    await dialog.getByRole('button', { name: 'Pay $1.99' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await card.fill('offline');
    await dialog.getByRole('button', { name: 'Pay $1.99' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Payment failed. Please try again.' }).waitFor();
    expect(await page.getByTestId('header-balance').locator('.credits-full').textContent()).toBe('5 credits');
    await context.close();
  });
});
