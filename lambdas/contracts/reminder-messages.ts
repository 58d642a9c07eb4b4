/**
 * A reminder's push, as the server sends it and the service worker shows it (web/src/sw/reminders.ts):
 * its own module, so only the worker carries the messages (the app's first load never does).
 */
export { REMINDER_MESSAGE, REMINDER_MESSAGES, type ReminderMessage } from '../domain/reminder-messages';
