import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type { Context } from 'aws-lambda';
import * as z from 'zod/mini';
import { describeZodError } from '../../contracts/describe';
import { reminderSender, type ScheduledRunEvent } from '../../scheduled';
import { invokeEach } from '../../scheduling/fan-out';
import { sendDueReminders, type RunSummary } from '../../services/reminder-sender';
import { logger, metrics } from '../../telemetry/powertools';

/** A ScheduledRunEvent (lambdas/scheduled.ts): the run is for its instant, however late it is delivered. */
export const reminderRunEvent = z.object({
  scheduledTime: z.iso.datetime(),
  shard: z.optional(z.number().check(z.int(), z.gte(0), z.lt(reminderSender.shards))),
});

export type ReminderRunResult = RunSummary | { started: number };

/**
 * Started every 15 minutes by the schedule: starts one invocation of itself per shard, each of which
 * sends its shard's reminders due in the slot (lambdas/services/reminder-sender.ts).
 */
export const handler = middy(async (event: unknown, context: Context): Promise<ReminderRunResult> => {
  const parsed = reminderRunEvent.safeParse(event);
  // Only the schedule and this function invoke it: another shape is a deployment's mistake, worth a failure and its alarm.
  if (!parsed.success) throw new Error(`Invalid schedule event: ${describeZodError(parsed.error, event)}`);
  const { shard, scheduledTime }: ScheduledRunEvent = parsed.data;
  if (shard === undefined) {
    const shards = Array.from({ length: reminderSender.shards }, (_, each) => ({ shard: each, scheduledTime }));
    await invokeEach(context.functionName, shards);
    logger.info('reminder run started', { scheduledTime, shards: shards.length });
    return { started: shards.length };
  }
  const summary = await sendDueReminders(new Date(scheduledTime), { shards: [shard] });
  logger.info('reminder run', { shard, scheduledTime, ...summary });
  return summary;
})
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(logMetrics(metrics));
