/**
 * What on-call watches: the alarms (./alarms.ts) and one dashboard (./dashboard.ts), all derived
 * from the resources, so a new route is monitored without editing this.
 *
 * The alarms and the dashboard live in a nested stack of their own, `Watch`: five alarms a route
 * filled most of the game stack's 500 resources (CloudFormation's quota), and a nested stack has
 * its own 500, needs no exports (CloudFormation passes it the names it reads as parameters) and
 * deploys with its parent. What the game stack's other parts read stays in it: the topics (the
 * backups' events), and the rollout alarms (CodeDeploy's groups).
 */
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Alarm, Dashboard } from 'aws-cdk-lib/aws-cloudwatch';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Alias, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { Canary } from 'aws-cdk-lib/aws-synthetics';
import { NestedStack } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import type { StageConfig } from '../../stage';
import { addAlarms, type ReminderResources } from './alarms';
import { addDashboard } from './dashboard';
import type { AlarmTopics, MadeAlarms } from './paging';

export interface MonitoringProps {
  stage: StageConfig;
  api: HttpApi;
  accessLogs: ILogGroup;
  functions: Map<string, LambdaFunction>;
  /** prod: each route's `live` alias (its rollout alarm watches the version being rolled out). */
  aliases: Map<string, Alias>;
  table: Table;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  canary: Canary;
  distribution: IDistribution;
  webAclName: string;
  /** Rollouts, rollbacks and backups (lib/constructs/operations-log.ts), for the dashboard. */
  operationsLog: ILogGroup;
  /** The reminder sender and its schedules: alarms and a dashboard row of their own. */
  reminders: ReminderResources;
}

export class Monitoring extends Construct {
  readonly topics: AlarmTopics;
  /** Every alarm, and those that page (SEV1) and ticket (SEV2). */
  readonly alarms: MadeAlarms;
  /** prod: per route, the alarm a CodeDeploy rollout watches. */
  readonly rolloutAlarms: Map<string, Alarm>;
  readonly dashboard: Dashboard;
  /** The nested stack holding the alarms (but the rollouts') and the dashboard. */
  readonly watch: NestedStack;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.watch = new NestedStack(this, 'Watch', {
      description: `CIPHERWORD ${props.stage.stage}: the game's alarms and its on-call dashboard`,
    });
    ({ topics: this.topics, alarms: this.alarms, rolloutAlarms: this.rolloutAlarms } = addAlarms(this, this.watch, props));
    const logGroupNames = [...props.functions.values(), props.reminders.sender].map((fn) => fn.logGroup.logGroupName);
    // The rollout alarms reach no one and sit in ALARM during any failure: the dashboard shows pages and tickets.
    this.dashboard = addDashboard(this.watch, {
      ...props,
      logGroupNames,
      pages: this.alarms.pages,
      tickets: this.alarms.tickets,
      topics: this.topics,
    });
  }
}
