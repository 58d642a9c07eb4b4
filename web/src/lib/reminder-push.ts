/** What the service worker and the page agree on about reminders (web/src/sw/reminders.ts). */

/** A reminder's push, as the server sends it (lambdas/domain/reminders.ts, reminderMessage). */
export interface ReminderPush {
  title: string;
  body: string;
  /** Opened by a tap on the notification. */
  url: string;
  /** One reminder on screen at a time: a new one replaces an unread one. */
  tag: string;
}

/** The notification's button that stops reminders. */
export const STOP_REMINDERS_ACTION = 'stop-reminders';

/** The game opened by that button: it says reminders are off (and turns them off on the server). */
export const REMINDERS_STOPPED_PARAM = 'reminders=stopped';
