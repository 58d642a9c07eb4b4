import { deleteReminderRequest } from '../contracts/reminders';
import { api } from '../http/api';
import { identify } from '../http/identity';
import { limitStore } from '../store/limits';
import { deleteReminder } from '../services/reminders';

/** POST delete-reminder: turns the daily reminder off. */
export const handler = api('delete-reminder', { identify, body: deleteReminderRequest, limits: limitStore }, async ({ caller }) => ({
  body: await deleteReminder(caller.sub),
}));
