/** A stored reminder as the calls show it (set-reminder's answer, export-my-data): never its due slot. */
import type { ReminderDto } from '../../contracts/reminders';
import type { Reminder } from '../../store/reminders';

export const reminderDto = (reminder: Reminder): ReminderDto => ({
  time: reminder.time,
  timeZone: reminder.timeZone,
  quietHours: reminder.quietHours ?? null,
  nextAt: reminder.nextAt,
});
