/**
 * What on-call watches: the alarms (./alarms.ts) and one dashboard (./dashboard.ts), all derived
 * from the resources, so a new route is monitored without editing this.
 */
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Alarm, Dashboard } from 'aws-cdk-lib/aws-cloudwatch';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import type { StageConfig } from '../../stage';
import { addAlarms } from './alarms';
import { addDashboard } from './dashboard';

export interface MonitoringProps {
  stage: StageConfig;
  api: HttpApi;
  accessLogs: ILogGroup;
  functions: Map<string, LambdaFunction>;
  table: Table;
  distribution: IDistribution;
  webAclName: string;
}

export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[];
  /** prod: per route, the alarm a CodeDeploy rollout watches. */
  readonly rolloutAlarms: Map<string, Alarm>;
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    ({ topic: this.topic, alarms: this.alarms, rolloutAlarms: this.rolloutAlarms } = addAlarms(this, props));
    const logGroupNames = [...props.functions.values()].map((fn) => fn.logGroup.logGroupName);
    this.dashboard = addDashboard(this, { ...props, logGroupNames, alarms: this.alarms });
  }
}
