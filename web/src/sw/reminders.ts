/**
 * The service worker's part of daily reminders (imported by sw.js, which web/scripts/build.mts makes):
 * a push becomes a notification; a tap on it opens the game (or brings an open one forward), and its
 * "Stop reminders" action unsubscribes this browser at once, so the push service answers the next
 * reminder 410 and the server deletes it, then opens the game to say so (and to turn it off there too).
 */
import { REMINDER_MESSAGE } from '@contracts/reminder-messages';
import { REMINDERS_STOPPED_PARAM, STOP_REMINDERS_ACTION, type ReminderPush } from '../lib/reminder-push';

declare const self: ServiceWorkerGlobalScope;

/** What a push that is not the server's JSON still shows: the reminder. */
const FALLBACK: ReminderPush = REMINDER_MESSAGE;

function messageOf(event: PushEvent): ReminderPush {
  try {
    return { ...FALLBACK, ...(event.data?.json() as Partial<ReminderPush>) };
  } catch {
    return FALLBACK; // not JSON: still a reminder
  }
}

/** Shows a reminder as the push service delivered it. */
export function showReminder(message: ReminderPush): Promise<void> {
  return self.registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: message.url },
    // Shown where the platform offers actions (Chrome on Android and desktop); elsewhere Settings turns them off.
    actions: [{ action: STOP_REMINDERS_ACTION, title: message.stop }],
  } as NotificationOptions);
}

/**
 * What a tap on a reminder does: `action` is the button tapped ('' for the notification itself). The
 * window is brought forward (or opened) first, while the tap's permission to do so lasts; the
 * subscription is dropped meanwhile.
 */
export async function openFromReminder(notification: Notification, action: string): Promise<void> {
  notification.close();
  const stop = action === STOP_REMINDERS_ACTION;
  const unsubscribed = stop ? self.registration.pushManager.getSubscription().then((subscription) => subscription?.unsubscribe()) : null;
  // The game of the reminder's language (its page is the push's `url`), told reminders are off when that was the button.
  const page = (notification.data as { url?: string } | null)?.url ?? FALLBACK.url;
  const url = stop ? `${page}?${REMINDERS_STOPPED_PARAM}` : page;
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    await open.focus().catch(() => undefined); // refused once the tap's activation has passed: the page still moves
    // navigate() works on a page this worker controls; one it does not control is opened anew.
    if (!(await open.navigate(target).catch(() => null))) await self.clients.openWindow(target);
  } else {
    await self.clients.openWindow(target);
  }
  await unsubscribed;
}

self.addEventListener('push', (event) => event.waitUntil(showReminder(messageOf(event))));
self.addEventListener('notificationclick', (event) => event.waitUntil(openFromReminder(event.notification, event.action)));
