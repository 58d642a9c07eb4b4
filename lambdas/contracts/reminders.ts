/**
 * Daily reminders by Web Push (docs/product.md, "Reminders"): the browser's push subscription and
 * when to remind. Shapes and sizes are checked here; the rules (a known zone, a time on the
 * sender's quarter-hour grid, outside the quiet hours, a known push service) by the service with
 * the domain, each refusal naming its field.
 */
import * as z from 'zod/mini';
import { CLOCK_TIME } from '../domain/quiet-hours';
import { language } from './common';

// The quiet-hours rule itself, for the browser's form to check a time before sending it.
export { isQuiet, minutesOf } from '../domain/quiet-hours';

const clockTime = (field: string) =>
  z
    .string({ error: `${field} must be a time, HH:MM` })
    .check(z.regex(CLOCK_TIME, { error: `${field} must be a time from 00:00 to 23:59, HH:MM` }));
/** A key of the subscription: base64url of `bytes` bytes, as PushSubscription.toJSON() gives it. */
const base64url = (field: string, bytes: number) => {
  const length = Math.ceil((bytes * 4) / 3);
  return z
    .string({ error: `${field} must be a string` })
    .check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${length}}={0,2}$`), { error: `${field} must be ${bytes} bytes in base64url` }));
};

// POST set-reminder (user token)
export const setReminderRequest = z.object({
  /** PushSubscription.toJSON(): where the push service takes messages for this browser, and its keys. */
  subscription: z.object(
    {
      endpoint: z
        .string({ error: 'subscription.endpoint must be a URL' })
        .check(z.maxLength(2048, { error: 'subscription.endpoint is too long' })),
      expirationTime: z.nullish(z.number({ error: 'subscription.expirationTime must be a number or null' })),
      keys: z.object(
        { p256dh: base64url('subscription.keys.p256dh', 65), auth: base64url('subscription.keys.auth', 16) },
        { error: 'subscription.keys must hold p256dh and auth' },
      ),
    },
    { error: 'subscription must be a push subscription (endpoint and keys)' },
  ),
  /** Local time of the reminder; the default (DEFAULT_REMINDER_TIME) when absent. */
  time: z.optional(clockTime('time')),
  /** The player's IANA time zone, as the browser's Intl gives it: Europe/Madrid. */
  timeZone: z.string({ error: 'timeZone must be an IANA time zone' }).check(z.maxLength(64, { error: 'timeZone is too long' })),
  /** No reminder from `from` until `to` (local times; over midnight when `to` is earlier). */
  quietHours: z.nullish(z.object({ from: clockTime('quietHours.from'), to: clockTime('quietHours.to') })),
  /** The page's language: the notification speaks it, and a tap opens that language's game. */
  language,
});
export type SetReminderRequest = z.infer<typeof setReminderRequest>;

export interface ReminderDto {
  time: string;
  timeZone: string;
  quietHours: { from: string; to: string } | null;
  /** When the next reminder comes (ISO), if that day's code is still unplayed then. */
  nextAt: string;
}
export interface SetReminderResponse {
  reminder: ReminderDto;
}

// POST delete-reminder (user token): turns reminders off; answers whether there was one.
export const deleteReminderRequest = z.object({});
export interface DeleteReminderResponse {
  deleted: boolean;
}
