/** What the service worker and the page agree on about reminders (web/src/sw/reminders.ts). */

import type { ReminderMessage } from '@contracts/reminder-messages';

/** A reminder's push, as the server sends it, in its language (ReminderMessage: its fields say what each is for). */
export type ReminderPush = ReminderMessage;

/** The notification's button that stops reminders. */
export const STOP_REMINDERS_ACTION = 'stop-reminders';

/** The game opened by that button: it says reminders are off (and turns them off on the server). */
export const REMINDERS_STOPPED_PARAM = 'reminders=stopped';
