/**
 * Daily reminders as a player meets them, in real Chromium against the real local runtime: asked
 * for in Settings (permission only after the tap), sent by the sender's run through the push
 * service's stand-in (VAPID checked, payload decrypted), delivered to the app's service worker
 * through Chromium's DevTools protocol, shown as a notification, and a tap on it opening the game;
 * its "Stop reminders" turns them off. Also the result panel's offer.
 *
 * Stood in: the browser's own push service (Google's, which headless Chromium cannot reach here).
 * PushManager.subscribe is replaced in the page by one that answers the local push service's
 * subscription for the key it is given; everything after it (the server, the sender, the push
 * service's checks, the worker, the notification) is real.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { DEFAULT_REMINDER_TIME } from '../../lambdas/domain/rules';
import { reminderStore } from '../../lambdas/store/reminders';
import { localUserFor } from '../../local/identity-provider';
import { describeInBrowser, openAsReturningPlayer, type ContextOptions } from '../support/browser';
import { browserTestFile } from '../support/browser-test-file';
import { guess, noticeShown } from '../support/browser-play';
import { tzOffsetIn } from '../support/clock';
import { localDay } from '../../lambdas/domain/calendar';
import { answerOf } from '../../lambdas/words/answer';
import { photograph } from '../support/screenshots';
import type { LanguageCode } from '../../lambdas/domain/languages';
import { REMINDER_MESSAGES } from '../../lambdas/domain/reminder-messages';
import { PAGE_TEXTS } from '../support/page-texts';

// The full browser: its headless shell has no web push or notifications.
const { harness, accounts, words, zone } = browserTestFile({ words: true, fullBrowser: true });
const ZONE = 'Europe/Madrid';
/** How long a step waits for the app's work (the worker, the server): generous, for a busy machine. */
const APP_WAIT_MS = 60_000;

/** The browser's push subscription, as the local push service makes it for the key the page asks with. */
async function standInPushService(context: BrowserContext) {
  const { runtime } = harness;
  const asked: string[] = [];
  await context.exposeBinding('__subscribeAtStandIn', (_source, key: string) => {
    asked.push(key);
    return runtime.push.subscribe(key);
  });
  await context.addInitScript(() => {
    const toBase64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = toBase64url(new Uint8Array(options!.applicationServerKey as ArrayBuffer));
      const json = await (
        window as unknown as { __subscribeAtStandIn: (key: string) => Promise<PushSubscriptionJSON> }
      ).__subscribeAtStandIn(key);
      return { endpoint: json.endpoint, toJSON: () => json, unsubscribe: () => Promise.resolve(true) } as unknown as PushSubscription;
    };
  });
  return asked;
}

/**
 * Waits until the app's worker is installed and active (it registers once the page is idle:
 * web/src/lib/pwa.ts, then precaches the app), and controls the page: a page it did not claim is
 * reloaded, as a player's next visit would be. A worker that never activates fails saying how far it got.
 */
async function controlledByWorker(page: Page) {
  const active = () =>
    page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated', undefined, {
      timeout: 120_000,
      polling: 250,
    });
  await active().catch(async (error: Error) => {
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration
        ? { installing: registration.installing?.state, waiting: registration.waiting?.state, active: registration.active?.state }
        : 'not registered';
    });
    throw new Error(`the app's worker did not activate: ${JSON.stringify(state)} (${error.message})`);
  });
  // A visit that began before the worker was active stays uncontrolled: the next visit is controlled.
  // A loaded machine once left one reload uncontrolled for a minute, so a few visits are allowed.
  for (let visit = 1; await page.evaluate(() => navigator.serviceWorker.controller === null); visit++) {
    if (visit > 3) throw new Error("the app's worker is active, but three visits after it the page is still not controlled");
    await page.reload();
    await page.locator('.grid:not([data-shell])').waitFor({ timeout: APP_WAIT_MS });
    await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: APP_WAIT_MS / 3 })
      .catch(() => undefined); // told by the loop's next check
  }
}

/** A signed-in player in Madrid, on the game, whose browser may show notifications (the prompt answered Allow). */
async function signedInPlayer({
  allowNotifications = true,
  timezoneId = ZONE,
  language = 'en',
  ...look
}: { allowNotifications?: boolean; language?: LanguageCode } & ContextOptions = {}) {
  const { runtime } = harness;
  const context = await accounts.newDevice({ timezoneId, serviceWorkers: 'allow', ...look });
  if (allowNotifications) await context.grantPermissions(['notifications'], { origin: runtime.url });
  const asked = await standInPushService(context);
  const page = await accounts.openGame(context, REMINDER_MESSAGES[language].url);
  const user = accounts.newUser();
  await accounts.signIn(page, user, language);
  await controlledByWorker(page);
  return { context, page, asked, sub: localUserFor(user.email, user.name).sub };
}

async function openReminderSettings(page: Page, language: LanguageCode = 'en') {
  const { play } = PAGE_TEXTS[language];
  await page.locator('.header-actions').getByRole('button', { name: play.settings.title, exact: true }).click();
  return page.getByRole('dialog', { name: play.settings.title }).getByRole('group', { name: play.reminders.legend });
}

/** The DevTools protocol's hold on the page's service worker: its registration, to deliver pushes to. */
async function workerOf(page: Page): Promise<{ cdp: CDPSession; registrationId: string }> {
  const cdp = await page.context().newCDPSession(page);
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted);
      if (live) resolve(live.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await registered };
}

/** The worker's own globals (the test's types are the page's). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  addEventListener: (type: 'error', listener: (event: Event) => void, options: { once: true }) => void;
  dispatchEvent: (event: Event) => boolean;
  NotificationEvent: new (type: string, init: object) => Event;
  __shown?: { title: string; body?: string; actions?: { title: string }[] }[];
  __notifications?: Notification[];
}

/** Keeps what the worker shows from now on (a headless browser closes notifications at once: they are read as they are made). */
async function recordNotifications(context: BrowserContext) {
  const [worker] = context.serviceWorkers();
  await worker.evaluate(() => {
    const scope = self as unknown as WorkerScope;
    const shown: NonNullable<WorkerScope['__shown']> = (scope.__shown = []);
    const notifications: Notification[] = (scope.__notifications = []);
    const show = scope.registration.showNotification.bind(scope.registration);
    scope.registration.showNotification = async (title, options) => {
      shown.push({ title, ...(options as { body?: string; actions?: { title: string }[] }) });
      await show(title, options);
      notifications.push(...(await scope.registration.getNotifications()));
    };
  });
  return async () =>
    worker.evaluate(() =>
      ((self as unknown as WorkerScope).__shown ?? []).map(({ title, body, actions }) => ({
        title,
        body,
        actions: (actions ?? []).map((action) => action.title),
      })),
    );
}

/**
 * A tap on the reminder (or on its button `action`) once it is shown (recordNotifications first):
 * its click event in the worker, as the system sends it, with the notification it names.
 */
async function tapNotificationWhenShown(context: BrowserContext, action = '') {
  const [worker] = context.serviceWorkers();
  await worker.evaluate(async (tapped) => {
    const scope = self as unknown as WorkerScope;
    for (let tries = 0; tries < 6_000; tries++) {
      const [notification] = scope.__notifications ?? [];
      if (notification) {
        // A synthetic event's waitUntil throws (only the system's events may extend); the handler has started by then.
        scope.addEventListener('error', (event) => event.preventDefault(), { once: true });
        scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification, action: tapped }));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Said with what the worker did, so a failure tells a push that never arrived from a notification never made.
    throw new Error(`no notification was shown (showNotification was called ${scope.__shown?.length ?? 'never: not recorded'})`);
  }, action);
}

describeInBrowser('a daily reminder', () => {
  it('is set in Settings, sent at 20:00 Madrid time, shown by the app without the code, and a tap opens the game', async () => {
    const { runtime } = harness;
    const { context, page, asked, sub } = await signedInPlayer();
    const section = await openReminderSettings(page);
    expect(await section.getByLabel('Time', { exact: true }).inputValue()).toBe(DEFAULT_REMINDER_TIME);
    await section.getByRole('button', { name: 'Remind me' }).click();
    await section.getByText(`On: a notification at ${DEFAULT_REMINDER_TIME} (${ZONE})`).waitFor({ timeout: APP_WAIT_MS });
    expect(asked).toEqual([runtime.vapidPublicKey]); // the browser subscribed with the stage's key
    const reminder = await reminderStore.get(sub);
    expect(reminder).toMatchObject({ time: DEFAULT_REMINDER_TIME, timeZone: ZONE });
    await photograph(page, 'reminder-settings-on.png');
    await page.keyboard.press('Escape');

    // The sender's run at the reminder's instant (as the server stored it: the test may cross 20:00) posts it
    // to the push service's stand-in, which decrypts it.
    const at = new Date(reminder!.nextAt);
    expect((await runtime.sendReminders(at)).outcomes.sent).toBe(1);
    const [pushed] = runtime.push.messagesFor(reminder!.subscription.endpoint);

    // Delivered to the app's worker as the push service would: it shows the notification, and a tap
    // on it opens the game (here: the open tab, moved from the archive to today's code).
    await page.goto('/archive');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const shown = await recordNotifications(context);
    const { cdp, registrationId } = await workerOf(page);
    const tapped = tapNotificationWhenShown(context);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: runtime.url, registrationId, data: pushed.text });
    await tapped;
    const message = JSON.parse(pushed.text) as { title: string; body: string };
    expect(await shown()).toEqual([{ title: 'CIPHERWORD', body: message.body, actions: ['Stop reminders'] }]);
    // Nothing of the day's code in what the notification says (its words, where letters can appear).
    const code = (await answerOf(localDay(at, tzOffsetIn(ZONE, at)))).toUpperCase();
    expect(`${message.title} ${message.body}`.toUpperCase().split(/[^A-Z]+/)).not.toContain(code);
    await page.waitForURL((url) => url.pathname === '/', { timeout: APP_WAIT_MS });
    await page.locator('.grid:not([data-shell])').waitFor({ timeout: APP_WAIT_MS });
    await context.close();
  }, 240_000);

  it.each(['es', 'fr'] as const)(
    'set on the %s page: the notification speaks its language, and its button opens that game, saying reminders stopped',
    async (language) => {
      const { runtime } = harness;
      const { play } = PAGE_TEXTS[language];
      const { context, page, sub } = await signedInPlayer({ language });
      const section = await openReminderSettings(page, language);
      await section.getByRole('button', { name: play.reminders.remindMe }).click();
      await section.getByRole('button', { name: play.reminders.turnOff }).waitFor({ timeout: APP_WAIT_MS });
      await page.keyboard.press('Escape');
      const reminder = await reminderStore.get(sub);
      expect(reminder?.language).toBe(language);
      await runtime.sendReminders(new Date(reminder!.nextAt));
      const [pushed] = runtime.push.messagesFor(reminder!.subscription.endpoint);
      expect(JSON.parse(pushed.text)).toEqual(REMINDER_MESSAGES[language]);
      // Delivered while the player is on another page of the language (its archive).
      await page.goto(`${REMINDER_MESSAGES[language].url}archive`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const shown = await recordNotifications(context);
      const { cdp, registrationId } = await workerOf(page);
      const tapped = tapNotificationWhenShown(context, 'stop-reminders');
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: runtime.url, registrationId, data: pushed.text });
      await tapped;
      const { title, body, stop } = REMINDER_MESSAGES[language];
      expect(await shown()).toEqual([{ title, body, actions: [stop] }]);
      await noticeShown(page, play.reminders.stopped);
      expect(new URL(page.url()).pathname).toBe(REMINDER_MESSAGES[language].url);
      expect(await reminderStore.get(sub)).toBeUndefined();
      await context.close();
    },
    240_000,
  );

  it('stops from the notification’s own button: the reminder is gone and the game says so', async () => {
    const { runtime } = harness;
    const { context, page, sub } = await signedInPlayer();
    const section = await openReminderSettings(page);
    await section.getByRole('button', { name: 'Remind me' }).click();
    await section.getByText('On: a notification').waitFor({ timeout: APP_WAIT_MS });
    await page.keyboard.press('Escape');
    const reminder = await reminderStore.get(sub);
    await runtime.sendReminders(new Date(reminder!.nextAt));
    const [pushed] = runtime.push.messagesFor(reminder!.subscription.endpoint);
    await recordNotifications(context);
    const { cdp, registrationId } = await workerOf(page);
    const tapped = tapNotificationWhenShown(context, 'stop-reminders');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: runtime.url, registrationId, data: pushed.text });
    await tapped;
    await noticeShown(page, 'Reminders stopped. Turn them on again in Settings.');
    expect(await reminderStore.get(sub)).toBeUndefined(); // the notice follows delete-reminder's answer
    expect(new URL(page.url()).search).toBe('');
    const reopened = await openReminderSettings(page);
    await reopened.getByRole('button', { name: 'Remind me' }).waitFor({ timeout: APP_WAIT_MS });
    await context.close();
  }, 240_000);

  it('stopped from a notification while signed out: the game says it stopped on this device and cleans the address', async () => {
    const page = await openAsReturningPlayer(harness);
    await page.goto('/?reminders=stopped');
    await noticeShown(page, 'Reminders stopped on this device.');
    expect(new URL(page.url()).search).toBe('');
  }, 120_000);

  it('asks for the permission only after the tap on "Remind me", and says what to do when the site is blocked', async () => {
    const { context, page } = await signedInPlayer();
    await page.evaluate(() => {
      const ask = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = () => {
        const counter = window as unknown as { __permissionAsks?: number };
        counter.__permissionAsks = (counter.__permissionAsks ?? 0) + 1;
        return ask();
      };
    });
    const asks = () => page.evaluate(() => (window as unknown as { __permissionAsks?: number }).__permissionAsks ?? 0);
    const section = await openReminderSettings(page);
    expect(await asks()).toBe(0); // the signed-in page and Settings opened: nothing asked yet
    await section.getByRole('button', { name: 'Remind me' }).click();
    await section.getByText('On: a notification').waitFor({ timeout: APP_WAIT_MS });
    expect(await asks()).toBe(1);
    await context.close();

    // Notifications blocked for the site (the player answered Block): Settings says where to allow them.
    const blocked = await signedInPlayer({ allowNotifications: false });
    const cdp = await blocked.context.newCDPSession(blocked.page);
    await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting: 'denied', origin: harness.runtime.url });
    const settings = await openReminderSettings(blocked.page);
    await settings.getByText('Notifications are blocked for this site').waitFor({ timeout: APP_WAIT_MS });
    expect(await settings.getByRole('button', { name: 'Remind me' }).count()).toBe(0);
    await photograph(blocked.page, 'reminder-settings-blocked.png');
    await blocked.context.close();
  }, 240_000);

  it('keeps a time out of its own quiet hours in the form: ticked, they end at the time; moved over it, the form says so', async () => {
    const { context, page, sub } = await signedInPlayer({ viewport: { width: 320, height: 568 }, phone: true });
    const section = await openReminderSettings(page);
    await section.getByLabel('Time', { exact: true }).selectOption('07:30');
    await section.getByRole('checkbox', { name: /Quiet hours/ }).check();
    // The usual 22:00 to 08:00 would hold 07:30: they end at it instead.
    expect([await section.getByLabel('From').inputValue(), await section.getByLabel('to', { exact: true }).inputValue()]).toEqual([
      '22:00',
      '07:30',
    ]);
    expect(await section.getByTestId('quiet-clash').count()).toBe(0);
    // Moved over the time by the player: said in the form, by the server's rule, and nothing can be sent.
    await section.getByLabel('to', { exact: true }).selectOption('08:00');
    const clash = section.getByTestId('quiet-clash');
    await clash.waitFor();
    expect(await clash.textContent()).toBe('07:30 is within your quiet hours (22:00 to 08:00): choose another time, or other quiet hours.');
    const remind = section.getByRole('button', { name: 'Remind me' });
    expect(await remind.isDisabled()).toBe(true);
    expect(await remind.getAttribute('aria-describedby')).toBe(await clash.getAttribute('id'));
    // Another time: the note goes, and the reminder is set as chosen.
    await section.getByLabel('Time', { exact: true }).selectOption('08:00');
    expect(await clash.count()).toBe(0);
    await remind.click();
    await section.getByText('On: a notification at 08:00, never from 22:00 to 08:00').waitFor({ timeout: APP_WAIT_MS });
    expect(await reminderStore.get(sub)).toMatchObject({ time: '08:00', quietHours: { from: '22:00', to: '08:00' } });
    await photograph(page, 'reminder-settings-quiet-hours-320.png');
    await context.close();
  }, 240_000);

  it('is offered on the result, at 20:00, to a signed-in player who has none: one tap sets it', async () => {
    const { context, page, sub } = await signedInPlayer({ timezoneId: zone.timezoneId });
    await guess(page, words.answer, 0);
    const result = page.getByTestId('result-panel');
    await result.getByRole('button', { name: `Remind me daily at ${DEFAULT_REMINDER_TIME}` }).click();
    await result
      .getByRole('status')
      .filter({ hasText: `Reminder set at ${DEFAULT_REMINDER_TIME}` })
      .waitFor({ timeout: APP_WAIT_MS });
    expect(await reminderStore.get(sub)).toMatchObject({ time: DEFAULT_REMINDER_TIME, timeZone: zone.timezoneId });
    await photograph(page, 'reminder-offer-set.png');
    await context.close();
  }, 240_000);

  it.each([
    ['light', 375, 667],
    ['dark', 375, 667],
    ['light', 320, 568],
    ['dark', 320, 568],
  ] as const)(
    'turns off with one tap in Settings (%s, %i px wide: the section fits the phone)',
    async (colorScheme, width, height) => {
      const { context, page, sub } = await signedInPlayer({ colorScheme, viewport: { width, height }, phone: true });
      const section = await openReminderSettings(page);
      await section.getByLabel('Time', { exact: true }).selectOption('18:30');
      await section.getByRole('checkbox', { name: /Quiet hours/ }).check();
      await photograph(page, `reminder-settings-off-${colorScheme}-${width}.png`);
      await section.getByRole('button', { name: 'Remind me' }).click();
      await section.getByText('On: a notification at 18:30, never from 22:00 to 08:00').waitFor({ timeout: APP_WAIT_MS });
      await photograph(page, `reminder-settings-${colorScheme}-${width}.png`);
      // Nothing of the section wider than the dialog (no sideways scroll on the phone).
      const overflow = await page.getByRole('dialog', { name: 'Settings' }).evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth);
      expect(overflow).toBe(0);
      expect(await reminderStore.get(sub)).toMatchObject({ time: '18:30', quietHours: { from: '22:00', to: '08:00' } });
      await section.getByRole('button', { name: 'Turn off reminders' }).click();
      await section.getByRole('button', { name: 'Remind me' }).waitFor({ timeout: APP_WAIT_MS });
      expect(await reminderStore.get(sub)).toBeUndefined();
      await context.close();
    },
    240_000,
  );
});
