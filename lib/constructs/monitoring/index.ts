/**
 * What on-call watches: the alarms that page (./alarms.ts) and one dashboard (./dashboard.ts), all
 * derived from the resources, so a new route is monitored without editing this.
 */
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Alarm, Dashboard } from 'aws-cdk-lib/aws-cloudwatch';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import type { StageConfig } from '../../stage';
import { addAlarms } from './alarms';
import { addDashboard } from './dashboard';

export interface MonitoringProps {
  stage: StageConfig;
  api: HttpApi;
  functions: Map<string, IFunction>;
  table: Table;
}

export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    ({ topic: this.topic, alarms: this.alarms } = addAlarms(this, props));
    this.dashboard = addDashboard(this, props);
  }
}
