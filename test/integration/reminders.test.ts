/**
 * Daily reminders by Web Push (docs/product.md, "Reminders"), through the routes on DynamoDB Local:
 * set, changed and turned off; refused, naming the rule, for anything the server must not post to or
 * cannot keep; listed by the export and gone with the account. Each change leaves exactly one due
 * item, in the slot of the next reminder (checked over a scan of the table).
 */
import type { MyDataExport } from '../../lambdas/contracts/my-data';
import type { SetReminderResponse } from '../../lambdas/contracts/reminders';
import { localClock, minutesOf } from '../../lambdas/domain/reminders';
import { DEFAULT_REMINDER_TIME, REMINDER_SLOT_MINUTES } from '../../lambdas/domain/rules';
import { keys } from '../../lambdas/store/keys';
import type { LocalRuntime } from '../../local/runtime';
import { pushSubscription } from '../support/push';
import { itemText, scanTable } from '../support/races';
import { call } from '../support/runtime';
import { startRuntimeWithIssuer, type TestIssuer } from '../support/tokens';

let runtime: LocalRuntime;
let issuer: TestIssuer;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ runtime, issuer, stop } = await startRuntimeWithIssuer());
});
afterAll(() => stop?.());

let userCount = 0;
const newUser = () => {
  const sub = `reminded-${++userCount}-${Date.now()}`;
  return { sub, token: issuer.token({ sub }) };
};
const setReminder = (token: string | undefined, body: Record<string, unknown>) =>
  call<SetReminderResponse & { error?: string }>(runtime, 'set-reminder', { token, body });
const deleteReminder = (token: string) => call<{ deleted: boolean }>(runtime, 'delete-reminder', { token, body: {} });
/** The items a reminder keeps in the table for `sub`: its own and its due items. */
async function reminderItems(sub: string) {
  const player = keys.player({ kind: 'user', sub });
  const items = await scanTable();
  const dueStart = keys.reminderDue('', 0, { kind: 'user', sub }).pk.split('#')[0];
  return {
    reminder: items.find((item) => item.pk === player && item.sk === keys.reminder({ kind: 'user', sub }).sk),
    due: items.filter((item) => String(item.pk).startsWith(dueStart) && item.sk === player),
  };
}

describe('set-reminder', () => {
  it(`sets a reminder at ${DEFAULT_REMINDER_TIME} in the player's zone by default: its next one comes then, within a day`, async () => {
    const { sub, token } = newUser();
    const answer = await setReminder(token, { subscription: pushSubscription(), timeZone: 'Europe/Madrid' });
    expect(answer.status).toBe(200);
    const { reminder } = answer.body;
    expect(reminder).toMatchObject({ time: DEFAULT_REMINDER_TIME, timeZone: 'Europe/Madrid', quietHours: null });
    const nextAt = new Date(reminder.nextAt);
    expect(localClock('Europe/Madrid', nextAt).minutes).toBe(minutesOf(DEFAULT_REMINDER_TIME));
    expect(nextAt.getTime() - Date.now()).toBeGreaterThan(-60_000);
    expect(nextAt.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000 + 3_600_000);
    const stored = await reminderItems(sub);
    expect(stored.due).toHaveLength(1);
    expect(String(stored.due[0].pk)).toContain(String(stored.reminder?.dueSlot));
    expect(Date.parse(String(stored.reminder?.dueSlot)) % (REMINDER_SLOT_MINUTES * 60_000)).toBe(0);
  });

  it('changes the time and quiet hours, and its due item moves with it: one due item, never two', async () => {
    const { sub, token } = newUser();
    await setReminder(token, { subscription: pushSubscription(), timeZone: 'America/New_York', time: '07:30' });
    const changed = await setReminder(token, {
      subscription: pushSubscription(),
      timeZone: 'Asia/Tokyo',
      time: '21:45',
      quietHours: { from: '23:00', to: '07:00' },
    });
    expect(changed.body.reminder).toMatchObject({ time: '21:45', timeZone: 'Asia/Tokyo', quietHours: { from: '23:00', to: '07:00' } });
    const stored = await reminderItems(sub);
    expect(stored.due).toHaveLength(1);
    expect(String(stored.due[0].pk)).toContain(String(stored.reminder?.dueSlot));
  });

  it('settles changes sent at once: one reminder, one due item in its slot', async () => {
    const { sub, token } = newUser();
    const times = ['06:00', '07:15', '12:30', '18:45', '20:00', '22:15'];
    const answers = await Promise.all(
      times.map((time) => setReminder(token, { subscription: pushSubscription(), timeZone: 'Europe/Paris', time })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(times.map(() => 200));
    const stored = await reminderItems(sub);
    expect(times).toContain(stored.reminder?.time);
    expect(stored.due).toHaveLength(1);
    expect(String(stored.due[0].pk)).toContain(String(stored.reminder?.dueSlot));
  });

  it.each([
    [
      'an endpoint on another host',
      { subscription: pushSubscription('https://evil.example/fcm/send/x') },
      /^subscription\.endpoint must be an https URL of a known push service/,
    ],
    [
      'an http endpoint',
      { subscription: pushSubscription('http://fcm.googleapis.com/fcm/send/x') },
      /^subscription\.endpoint must be an https URL/,
    ],
    [
      'the instance metadata address',
      { subscription: pushSubscription('https://169.254.169.254/latest') },
      /^subscription\.endpoint must be an https URL/,
    ],
    [
      'keys no browser made',
      { subscription: { ...pushSubscription(), keys: { p256dh: 'short', auth: 'x' } } },
      /^subscription\.keys\.p256dh must be 65 bytes/,
    ],
    [
      // 65 bytes, as a key is, but no point of P-256: stored, it would fail every slot as if the push service were down.
      'a key of the right length that is no P-256 point',
      { subscription: { ...pushSubscription(), keys: { ...pushSubscription().keys, p256dh: Buffer.alloc(65, 1).toString('base64url') } } },
      /^subscription\.keys\.p256dh must be a P-256 public key/,
    ],
    ['no subscription at all', { subscription: 'not a subscription' }, /^subscription must be a push subscription/],
    ['an unknown zone', { timeZone: 'Mars/Olympus_Mons' }, /^timeZone must be an IANA time zone, such as Europe\/Madrid/],
    ['a time off the quarter hours', { time: '20:10' }, /^time must be on the quarter hour/],
    ['no such time', { time: '25:00' }, /^time must be a time from 00:00 to 23:59/],
    [
      'a time in the quiet hours',
      { time: '23:30', quietHours: { from: '22:00', to: '07:00' } },
      /^time 23:30 is within your quiet hours \(22:00 to 07:00\)/,
    ],
  ])('refuses %s with a 400 naming the rule, and keeps nothing', async (_what, change, message) => {
    const { sub, token } = newUser();
    const answer = await setReminder(token, { subscription: pushSubscription(), timeZone: 'Europe/Madrid', ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(message);
    expect(await reminderItems(sub)).toEqual({ reminder: undefined, due: [] });
  });

  it('is for signed-in players: without a token, 401', async () => {
    expect((await setReminder(undefined, { subscription: pushSubscription(), timeZone: 'Europe/Madrid' })).status).toBe(401);
  });
});

describe('delete-reminder', () => {
  it('turns reminders off in one call, leaving no item; again, it says there was none', async () => {
    const { sub, token } = newUser();
    await setReminder(token, { subscription: pushSubscription(), timeZone: 'Europe/Madrid' });
    expect((await deleteReminder(token)).body).toEqual({ deleted: true });
    expect(await reminderItems(sub)).toEqual({ reminder: undefined, due: [] });
    expect((await deleteReminder(token)).body).toEqual({ deleted: false });
  });
});

describe('your data', () => {
  it('the export lists the reminder and the subscription it posts to; deleting the account removes both items', async () => {
    const { sub, token } = newUser();
    const subscription = pushSubscription();
    await setReminder(token, { subscription, timeZone: 'Europe/Madrid', time: '19:15' });
    const exported = await call<MyDataExport>(runtime, 'export-my-data', { token });
    expect(exported.body.reminder).toMatchObject({
      time: '19:15',
      timeZone: 'Europe/Madrid',
      subscription: { endpoint: subscription.endpoint, keys: subscription.keys },
    });
    const deleted = await call(runtime, 'delete-account', { token, body: { confirm: 'delete my account' } });
    expect(deleted.status).toBe(200);
    expect(await reminderItems(sub)).toEqual({ reminder: undefined, due: [] });
    expect((await scanTable()).filter((item) => itemText(item).includes(sub))).toEqual([]);
  });
});
