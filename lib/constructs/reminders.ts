/**
 * Daily reminders (docs/architecture.md, "Reminders"): the sender's function, the VAPID key pair it
 * signs pushes with, and its schedule. EventBridge Scheduler starts it on the quarter hours of the
 * clock (UTC: each reminder's own zone is in its item); that invocation starts one more of itself per
 * shard of the slot's due items (lambdas/scheduling/fan-out.ts).
 */
import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleGroup, ScheduleTargetInput, TimeWindow } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { scheduledFunctionEnvironment } from '../../lambdas/function-environment';
import { reminderSender, type ScheduledRunEvent } from '../../lambdas/scheduled';
import type { StageConfig } from '../stage';
import { HandlerFunction, scheduledFunction } from './handler-function';

export interface RemindersProps {
  stage: StageConfig;
  table: Table;
}

/** A delivery EventBridge Scheduler could not make is tried again for this long (then the next slot's run catches up). */
export const SCHEDULE_DELIVERY_WINDOW = Duration.minutes(10);

export class Reminders extends Construct {
  readonly sender: HandlerFunction;
  readonly schedules: ScheduleGroup;
  readonly vapidSecret: ISecret;
  /** Whether the stage sends reminders: it has a VAPID key pair (the app offers reminders only then). */
  readonly enabled: boolean;

  constructor(scope: Construct, id: string, { stage, table }: RemindersProps) {
    super(scope, id);
    this.enabled = Boolean(stage.vapidPublicKey);
    // Made by hand (npm run vapid-keys prints the command): Secrets Manager cannot generate EC keys.
    this.vapidSecret = Secret.fromSecretNameV2(this, 'VapidSecret', stage.vapidSecretName);
    this.sender = new HandlerFunction(this, 'Sender', {
      fn: scheduledFunction(reminderSender),
      stage,
      environment: scheduledFunctionEnvironment(reminderSender, {
        all: { TABLE_NAME: table.tableName },
        // A secret imported by name: its partial ARN (GetSecretValue accepts it).
        push: { VAPID_SECRET_ARN: this.vapidSecret.secretArn },
      }),
    });
    table.grant(this.sender, ...reminderSender.dynamodb.map((action) => `dynamodb:${action}`));
    this.vapidSecret.grantRead(this.sender);
    // The Scheduler invokes asynchronously. No retry by Lambda: a run that failed leaves its slots
    // unfinished and the next slot's run reads them again, with what is still worth sending.
    this.sender.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: SCHEDULE_DELIVERY_WINDOW });

    // The fan-out invokes the function itself, by name: a reference to its own ARN would be a cycle.
    this.sender.addToRolePolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: [
          Stack.of(this).formatArn({
            service: 'lambda',
            resource: 'function',
            resourceName: stage.names.functionName(reminderSender.name),
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        ],
      }),
    );

    this.schedules = new ScheduleGroup(this, 'Schedules', {
      scheduleGroupName: stage.names.reminderSchedules,
      removalPolicy: stage.removalPolicy,
    });
    const event: ScheduledRunEvent = { scheduledTime: ContextAttribute.scheduledTime };
    new Schedule(this, 'EverySlot', {
      scheduleGroup: this.schedules,
      description: reminderSender.description,
      // On the clock's quarter hours, exactly (no flexible window): the slots the reminders are filed under.
      schedule: ScheduleExpression.cron({ minute: `0/${reminderSender.everyMinutes}` }),
      timeWindow: TimeWindow.off(),
      enabled: this.enabled,
      target: new LambdaInvoke(this.sender, {
        input: ScheduleTargetInput.fromObject(event),
        retryAttempts: 3,
        maxEventAge: SCHEDULE_DELIVERY_WINDOW,
      }),
    });
  }
}
