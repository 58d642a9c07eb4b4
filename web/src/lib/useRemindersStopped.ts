/**
 * The game opened from a reminder's "Stop reminders" (web/src/sw/reminders.ts): the worker has
 * dropped this browser's subscription; here the account's reminder is turned off too (signed in),
 * the player is told, and the address is cleaned. Signed out (once the session check is over), the
 * player is told it stopped on this device: the push service refuses the next push and the server
 * forgets the reminder then.
 */
import { useEffect } from 'react';
import { postTo, type ApiOptions } from './api';
import { notify } from './notify';
import { REMINDERS_STOPPED_PARAM } from './reminder-push';
import { removeItem, STORAGE_KEYS } from './storage';

/** `sessionChecked`: whether the player's session is known (a signed-in player's is restored after the first render). */
export function useRemindersStopped(signedIn: boolean, sessionChecked: boolean, options: ApiOptions): void {
  useEffect(() => {
    const [name, value] = REMINDERS_STOPPED_PARAM.split('=');
    const url = new URL(window.location.href);
    if (url.searchParams.get(name) !== value || !sessionChecked) return;
    url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    removeItem(STORAGE_KEYS.reminder);
    if (!signedIn) {
      notify.message('Reminders stopped on this device.');
      return;
    }
    postTo(options, 'delete-reminder', {}).then(
      () => notify.message('Reminders stopped. Turn them on again in Settings.'),
      // The subscription is gone already: the next reminder's push is refused and the server forgets it.
      () => notify.message('Reminders stopped on this device.'),
    );
    // Once per page load with a session (options is a new object each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, sessionChecked]);
}
