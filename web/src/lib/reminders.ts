/**
 * Daily reminders in the browser (docs/product.md, "Reminders"): whether this browser can get them,
 * and turning them on (permission asked only now, after the player's tap; the Push API's
 * subscription sent with the time to set-reminder) or off (delete-reminder, and the subscription
 * dropped). The reminder set from this browser is remembered here to show it; the server keeps one
 * per account, so setting it on another device moves it there.
 */
import { texts } from '../i18n/texts';
import { DEFAULT_REMINDER_TIME, REMINDER_SLOT_MINUTES } from '@contracts/constants';
import type { DeleteReminderResponse, SetReminderRequest, SetReminderResponse } from '@contracts/reminders';
import { postTo, type ApiOptions } from './api';
import { pageLanguage } from './language';
import { readItem, removeItem, STORAGE_KEYS, writeItem } from './storage';

export type PushAvailability =
  /** The stage sends no reminders (no VAPID key in its configuration). */
  | 'not-configured'
  /** iPhone and iPad: only an app added to the Home Screen can receive pushes. */
  | 'home-screen-needed'
  | 'unsupported'
  /** The player blocked notifications for this site. */
  | 'blocked'
  | 'available';

export function pushAvailability(vapidPublicKey: string | null | undefined): PushAvailability {
  if (!vapidPublicKey) return 'not-configured';
  const apple = /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const canPush = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (!canPush || (apple && !standalone)) return apple && !standalone ? 'home-screen-needed' : 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'available';
}

export type QuietHours = NonNullable<SetReminderRequest['quietHours']>;

export interface ReminderChoice {
  time: string;
  quietHours: QuietHours | null;
}

export interface StoredReminder extends ReminderChoice {
  timeZone: string;
}

/** Every time a reminder can be set to: the sender's quarter hours. */
export const REMINDER_TIMES: readonly string[] = Array.from({ length: (24 * 60) / REMINDER_SLOT_MINUTES }, (_, slot) => {
  const minutes = slot * REMINDER_SLOT_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
export const DEFAULT_REMINDER: ReminderChoice = { time: DEFAULT_REMINDER_TIME, quietHours: null };

export function storedReminder(): StoredReminder | null {
  try {
    const stored = JSON.parse(readItem(STORAGE_KEYS.reminder) ?? 'null') as StoredReminder | null;
    return stored && typeof stored.time === 'string' ? stored : null;
  } catch {
    return null;
  }
}

/** A reminder could not be set, for a reason the player can act on (said as it is). */
export class ReminderProblem extends Error {}

const WORKER_WAIT_MS = 10_000;

async function registration(): Promise<ServiceWorkerRegistration> {
  // The worker registers once the page is idle: a tap that early waits for it, not forever.
  const ready = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS)),
  ]);
  if (!ready) throw new ReminderProblem(texts('play').reminders.notReady);
  return ready;
}

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** Asks for permission (after the player's tap), subscribes this browser and sets the account's reminder. */
export async function turnOnReminder(options: ApiOptions, vapidPublicKey: string, choice: ReminderChoice): Promise<StoredReminder> {
  // Asked here, after the player's tap (a browser answers at once, without a prompt, once it was given).
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new ReminderProblem(texts('play').reminders.notAllowed);
  const worker = await registration();
  let subscription: PushSubscription;
  try {
    const key = keyBytes(vapidPublicKey);
    const existing = await worker.pushManager.getSubscription();
    // A subscription made with another key (the stage's pair was replaced) is refused by its push service: made anew.
    const sameKey = (made: PushSubscription) => {
      const used = made.options?.applicationServerKey;
      return used ? new Uint8Array(used).every((byte, i) => byte === key[i]) && used.byteLength === key.length : false;
    };
    if (existing && !sameKey(existing)) await existing.unsubscribe();
    subscription =
      existing && sameKey(existing) ? existing : await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch {
    throw new ReminderProblem(texts('play').reminders.noSubscription);
  }
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { reminder } = await postTo<SetReminderResponse>(options, 'set-reminder', {
    // toJSON() types its fields optional; a subscription always has them (the server checks them all the same).
    subscription: subscription.toJSON() as SetReminderRequest['subscription'],
    time: choice.time,
    timeZone,
    quietHours: choice.quietHours,
    // The notification speaks the page's language, and a tap opens its game.
    language: pageLanguage,
  } satisfies SetReminderRequest);
  const stored: StoredReminder = { time: reminder.time, timeZone: reminder.timeZone, quietHours: reminder.quietHours };
  writeItem(STORAGE_KEYS.reminder, JSON.stringify(stored));
  return stored;
}

/** Turns the account's reminder off and drops this browser's subscription. */
export async function turnOffReminder(options: ApiOptions): Promise<void> {
  await postTo<DeleteReminderResponse>(options, 'delete-reminder', {});
  removeItem(STORAGE_KEYS.reminder);
  // The reminder is off once the server deleted it: a subscription the browser fails to drop only
  // costs a push the push service answers for nothing (the server has no endpoint to send to).
  try {
    const worker = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
    await (await worker?.pushManager.getSubscription())?.unsubscribe();
  } catch {
    // nothing to tell the player: their reminder is off
  }
}

/** A reminder stopped from its notification: forgotten here (the worker has dropped the subscription). */
export const forgetReminder = () => removeItem(STORAGE_KEYS.reminder);

/** "at 20:00", and the quiet hours when set: how a reminder is said back to the player. */
export function reminderLine({ time, quietHours }: ReminderChoice): string {
  return texts('play').reminders.line(time, quietHours ?? undefined);
}
