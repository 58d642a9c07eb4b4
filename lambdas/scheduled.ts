/**
 * The functions a schedule starts (not calls of the API: lambdas/routes.ts has those), each once,
 * with what it may do in the table: the stack will grant exactly these, and the local runtime's
 * strict DynamoDB stand-in refuses anything else, as IAM would. Each one's handler is
 * lambdas/handlers/scheduled/<name>.ts (scheduledHandlerPath).
 */
import type { DynamoDbAction } from './routes';
import { REMINDER_SLOT_MINUTES } from './domain/rules';

export interface ScheduledFunction {
  name: string;
  /** Started at every multiple of this many minutes past the hour (on the clock, not from the deploy). */
  everyMinutes: number;
  /** Each start invokes the function once more per shard, the shard in its event (lambdas/scheduling/fan-out.ts). */
  shards: number;
  timeoutSeconds: number;
  dynamodb: readonly DynamoDbAction[];
  /** Sends Web Push: given the VAPID keys. */
  push: boolean;
  description: string;
}

/**
 * What starts a scheduled function: the schedule's event names the slot's instant (EventBridge
 * Scheduler's <aws.scheduler.scheduled-time>); the invocations its fan-out starts name their shard too.
 */
export interface ScheduledRunEvent {
  scheduledTime: string;
  shard?: number;
}

/** Reminds the players due in the slot (lambdas/services/reminder-sender.ts). */
export const reminderSender = {
  name: 'send-reminders',
  everyMinutes: REMINDER_SLOT_MINUTES,
  // A busy slot's due items spread over this many partitions (store/reminders.ts), each sent by its own invocation.
  shards: 16,
  // The busiest shard of the busiest slot at 1 M subscribers takes about 2 minutes (bench/RESULTS.md,
  // "Reminder fan-out"); a run ends well before the next slot's.
  timeoutSeconds: 600,
  // Query: the slot's due items; GetItem: each reminder and profile; the rest: moving each due item (a transaction).
  dynamodb: ['Query', 'GetItem', 'UpdateItem', 'PutItem', 'DeleteItem'],
  push: true,
  description: 'Sends the daily reminders due in this 15-minute slot, by Web Push (one shard per invocation)',
} as const satisfies ScheduledFunction;

export const scheduledFunctions: readonly ScheduledFunction[] = [reminderSender];

/** A scheduled function's handler, from lambdas/handlers (without the extension). */
export const scheduledHandlerPath = (fn: Pick<ScheduledFunction, 'name'>) => `scheduled/${fn.name}`;
