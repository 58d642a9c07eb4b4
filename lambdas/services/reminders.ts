/**
 * Setting and turning off a player's daily reminder (docs/product.md, "Reminders"). The rules are
 * the domain's (lambdas/domain/reminders.ts); each refusal names its field and the rule.
 */
import type { ReminderDto, SetReminderRequest } from '../contracts/reminders';
import { isKnownTimeZone } from '../domain/calendar';
import { endpointRefusal, isOnSlotGrid, isQuiet, minutesOf, nextReminderAt, slotOf } from '../domain/reminders';
import { DEFAULT_REMINDER_TIME, REMINDER_SLOT_MINUTES } from '../domain/rules';
import { config } from '../config';
import { invalid } from '../errors';
import { isPushKey } from '../push/push-key';
import { accountStore } from '../store/accounts';
import { reminderStore, type Reminder } from '../store/reminders';
import { count } from '../telemetry/powertools';
import { reminderDto } from './shared/reminder';

/** Sets (or replaces) the account's reminder: the next one comes at its local time, from now on. */
export async function setReminder(sub: string, request: SetReminderRequest, now: Date): Promise<{ reminder: ReminderDto }> {
  const time = request.time ?? DEFAULT_REMINDER_TIME;
  const quietHours = request.quietHours ?? undefined;
  // Locally, the push service's stand-in too (PUSH_SERVICE_ORIGINS, unset in AWS).
  const refusal = endpointRefusal(request.subscription.endpoint, config().PUSH_SERVICE_ORIGINS?.split(',') ?? []);
  if (refusal) throw invalid(refusal);
  if (!isPushKey(request.subscription.keys.p256dh))
    throw invalid('subscription.keys.p256dh must be a P-256 public key, as the browser gives it (this one is not on the curve)');
  if (!isKnownTimeZone(request.timeZone))
    throw invalid(`timeZone must be an IANA time zone, such as Europe/Madrid (not ${request.timeZone})`);
  if (!isOnSlotGrid(time))
    throw invalid(`time must be on the quarter hour (:00, :15, :30 or :45): reminders go every ${REMINDER_SLOT_MINUTES} minutes`);
  if (isQuiet(minutesOf(time), quietHours)) {
    throw invalid(
      `time ${time} is within your quiet hours (${quietHours!.from} to ${quietHours!.to}): choose another time or other quiet hours`,
    );
  }
  await accountStore.ensureProfile(sub, now);
  const nextAt = nextReminderAt(request.timeZone, time, now);
  const reminder: Reminder = {
    subscription: { endpoint: request.subscription.endpoint, keys: request.subscription.keys },
    time,
    timeZone: request.timeZone,
    ...(quietHours ? { quietHours } : {}),
    language: request.language,
    nextAt: nextAt.toISOString(),
    dueSlot: slotOf(nextAt).toISOString(),
    updatedAt: now.toISOString(),
  };
  await reminderStore.set(sub, reminder);
  count('ReminderSet');
  return { reminder: reminderDto(reminder) };
}

/** Turns the account's reminders off (one tap): answers whether there was one. */
export async function deleteReminder(sub: string): Promise<{ deleted: boolean }> {
  const deleted = await reminderStore.remove(sub);
  if (deleted) count('ReminderDeleted');
  return { deleted };
}
