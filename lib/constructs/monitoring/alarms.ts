/**
 * The alarms that page on-call, derived from the resources (the route table, the functions, the
 * table), and the topic they publish to. docs/runbook.md explains each alarm.
 */
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { routes } from '../../../lambdas/routes';
import { BusinessMetric, METRICS_NAMESPACE } from '../../../lambdas/telemetry/metrics';
import type { StageConfig } from '../../stage';
import { apiErrorRate, FIVE_MINUTES, tableSystemErrors, tableThrottles } from './metrics';

export interface AlarmsProps {
  stage: StageConfig;
  api: HttpApi;
  functions: Map<string, IFunction>;
  table: Table;
}

/** Declared on the monitoring construct itself, so every alarm keeps its logical id. */
export function addAlarms(scope: Construct, { stage, api, functions, table }: AlarmsProps): { topic: Topic; alarms: Alarm[] } {
  const alarms: Alarm[] = [];
  const topic = new Topic(scope, 'Alarms', {
    topicName: `${stage.prefix}-alarms`,
    displayName: `CIPHERWORD ${stage.stage} alarms`,
    enforceSSL: true,
    masterKey: new Key(scope, 'AlarmTopicKey', { enableKeyRotation: true, description: 'Encrypts the alarm topic' }),
  });
  if (stage.alarmEmail) topic.addSubscription(new EmailSubscription(stage.alarmEmail));

  const page = (alarmId: string, props: ConstructorParameters<typeof Alarm>[2]) => {
    const alarm = new Alarm(scope, alarmId, {
      treatMissingData: TreatMissingData.NOT_BREACHING,
      ...props,
      alarmName: `${stage.prefix}-${props.alarmName}`,
    });
    alarm.addAlarmAction(new SnsAction(topic));
    alarm.addOkAction(new SnsAction(topic));
    alarms.push(alarm);
  };

  // API: server errors as a share of traffic, and latency.
  page('Api5xxRate', {
    alarmName: 'api-5xx-rate',
    alarmDescription: 'More than 1% of API requests failed with 5xx for 10 minutes. Runbook: docs/runbook.md#api-5xx-rate',
    metric: apiErrorRate(api),
    threshold: 1,
    evaluationPeriods: 2,
    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
  });
  page('ApiLatency', {
    alarmName: 'api-latency-p99',
    alarmDescription:
      `API p99 latency above ${stage.apiLatencyAlarm.toMilliseconds()} ms for 15 minutes. ` + 'Runbook: docs/runbook.md#api-latency-p99',
    metric: api.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' }),
    threshold: stage.apiLatencyAlarm.toMilliseconds(),
    evaluationPeriods: 3,
    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
  });

  // Each function: errors (uncaught: the handlers turn expected failures into 4xx) and throttles.
  for (const [name, fn] of functions) {
    page(`Errors-${name}`, {
      alarmName: `lambda-errors-${name}`,
      alarmDescription: `${name} raised errors in 2 of 3 five-minute periods. Runbook: docs/runbook.md#lambda-errors`,
      metric: fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
      threshold: 5,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
    page(`Throttles-${name}`, {
      alarmName: `lambda-throttles-${name}`,
      alarmDescription: `${name} was throttled (concurrency limit). Runbook: docs/runbook.md#lambda-throttles`,
      metric: fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
  }

  // Payments: derived from the routes that hold the Stripe secret (the webhook emits these metrics).
  // Alarms cannot use SEARCH, so each names its function's Powertools service dimension.
  for (const route of routes.filter((r) => r.stripe && r.auth === 'none')) {
    const metric = (name: keyof typeof BusinessMetric) =>
      new Metric({
        namespace: METRICS_NAMESPACE,
        metricName: BusinessMetric[name],
        dimensionsMap: { service: route.name },
        statistic: 'Sum',
        period: FIVE_MINUTES,
      });
    page(`PaymentUnmatched-${route.name}`, {
      alarmName: 'payment-unmatched',
      alarmDescription:
        'A paid Stripe event named an unknown package or user: a player paid and got no credits. ' +
        'Runbook: docs/runbook.md#payment-unmatched',
      metric: metric('PaymentUnmatched'),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
    page(`WebhookRejected-${route.name}`, {
      alarmName: 'webhook-signatures-rejected',
      alarmDescription:
        'Stripe webhook calls refused for their signature (wrong signing secret, or forged calls): ' +
        'payments may not be credited. Runbook: docs/runbook.md#webhook-signatures-rejected',
      metric: metric('WebhookRejected'),
      threshold: 5,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
  }

  // DynamoDB: throttled requests and service-side errors.
  page('TableThrottles', {
    alarmName: 'dynamodb-throttles',
    alarmDescription: 'DynamoDB throttled requests to the game table. Runbook: docs/runbook.md#dynamodb-throttles',
    metric: tableThrottles(table),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  });
  page('TableSystemErrors', {
    alarmName: 'dynamodb-system-errors',
    alarmDescription: 'DynamoDB answered with internal errors. Runbook: docs/runbook.md#dynamodb-system-errors',
    metric: tableSystemErrors(table),
    threshold: 5,
    evaluationPeriods: 2,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  });
  return { topic, alarms };
}
