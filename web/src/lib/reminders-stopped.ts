/**
 * The game opened from a reminder's "Stop reminders" (web/src/sw/reminders.ts), after its address is
 * cleaned (useRemindersStopped): the account's reminder is turned off too (signed in), and the player
 * is told. Rare, so not part of the initial JavaScript.
 */
import { texts } from '../i18n/texts';
import { postTo, type ApiOptions } from './api';
import { notify } from './notify';
import { removeItem, STORAGE_KEYS } from './storage';

export function remindersStopped(signedIn: boolean, options: ApiOptions): void {
  const t = texts('play').reminders;
  removeItem(STORAGE_KEYS.reminder);
  if (!signedIn) {
    notify.message(t.stoppedHere);
    return;
  }
  postTo(options, 'delete-reminder', {}).then(
    () => notify.message(t.stopped),
    // The subscription is gone already: the next reminder's push is refused and the server forgets it.
    () => notify.message(t.stoppedHere),
  );
}
