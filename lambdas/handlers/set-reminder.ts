import { setReminderRequest } from '../contracts/reminders';
import { api } from '../http/api';
import { identify } from '../http/identity';
import { limitStore } from '../store/limits';
import { setReminder } from '../services/reminders';

/** POST set-reminder: a daily reminder by Web Push at a local time, on days the code is still unplayed. */
export const handler = api('set-reminder', { identify, body: setReminderRequest, limits: limitStore }, async ({ body, caller, now }) => ({
  body: await setReminder(caller.sub, body, now),
}));
