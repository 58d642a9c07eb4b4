/**
 * The game opened from a reminder's "Stop reminders" (web/src/sw/reminders.ts): the worker has
 * dropped this browser's subscription; here the address is cleaned and, once the session check is
 * over, reminders-stopped.ts turns the account's reminder off too (signed in) and tells the player.
 * Signed out, the player is told it stopped on this device: the push service refuses the next push
 * and the server forgets the reminder then.
 */
import { useEffect } from 'react';
import { withTexts } from '../i18n/texts';
import type { ApiOptions } from './api';
import { REMINDERS_STOPPED_PARAM } from './reminder-push';

const loadRemindersStopped = withTexts('play', () => import('./reminders-stopped'));

/** `sessionChecked`: whether the player's session is known (a signed-in player's is restored after the first render). */
export function useRemindersStopped(signedIn: boolean, sessionChecked: boolean, options: ApiOptions): void {
  useEffect(() => {
    const [name, value] = REMINDERS_STOPPED_PARAM.split('=');
    const url = new URL(window.location.href);
    if (url.searchParams.get(name) !== value || !sessionChecked) return;
    url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    void loadRemindersStopped().then(({ remindersStopped }) => remindersStopped(signedIn, options));
    // Once per page load with a session (options is a new object each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, sessionChecked]);
}
