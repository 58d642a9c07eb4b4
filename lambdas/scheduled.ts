/**
 * The functions a schedule starts (not calls of the API: lambdas/routes.ts has those), each once,
 * with what it may do in the table: the stack will grant exactly these, and the local runtime's
 * strict DynamoDB stand-in refuses anything else, as IAM would.
 */
import type { DynamoDbAction } from './routes';
import { REMINDER_SLOT_MINUTES } from './domain/rules';

export interface ScheduledFunction {
  name: string;
  everyMinutes: number;
  dynamodb: readonly DynamoDbAction[];
  /** Sends Web Push: given the VAPID keys. */
  push: boolean;
  description: string;
}

/** Reminds the players due in the slot (lambdas/services/reminder-sender.ts). */
export const reminderSender = {
  name: 'send-reminders',
  everyMinutes: REMINDER_SLOT_MINUTES,
  // Query: the slot's due items; GetItem: each reminder and profile; the rest: moving each due item (a transaction).
  dynamodb: ['Query', 'GetItem', 'UpdateItem', 'PutItem', 'DeleteItem'],
  push: true,
  description: 'Sends the daily reminders due in this 15-minute slot, by Web Push',
} as const satisfies ScheduledFunction;

export const scheduledFunctions: readonly ScheduledFunction[] = [reminderSender];
