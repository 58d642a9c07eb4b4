import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { BusinessMetric, METRICS_NAMESPACE } from '../../lambdas/http/powertools';
import { routePath, routes } from '../../lambdas/routes';
import type { StageConfig } from '../stage';

export interface MonitoringProps {
  stage: StageConfig;
  api: HttpApi;
  functions: Map<string, IFunction>;
  table: Table;
}

const FIVE_MINUTES = Duration.minutes(5);

/** A business metric summed over every function that emits it (Powertools adds a service dimension). */
const business = (name: keyof typeof BusinessMetric, label: string): IMetric =>
  new MathExpression({
    expression: `SUM(SEARCH('{${METRICS_NAMESPACE},service} MetricName="${BusinessMetric[name]}"', 'Sum', 300))`,
    label,
    period: FIVE_MINUTES,
  });

/**
 * What on-call watches: one dashboard and the alarms that page, all derived from the resources
 * (the route table, the functions, the table), so a new route is monitored without editing this.
 * docs/runbook.md explains each alarm.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, { stage, api, functions, table }: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', {
      topicName: `${stage.prefix}-alarms`,
      displayName: `CIPHERWORD ${stage.stage} alarms`,
      enforceSSL: true,
      masterKey: new Key(this, 'AlarmTopicKey', { enableKeyRotation: true, description: 'Encrypts the alarm topic' }),
    });
    if (stage.alarmEmail) this.topic.addSubscription(new EmailSubscription(stage.alarmEmail));

    const page = (alarmId: string, props: ConstructorParameters<typeof Alarm>[2]) => {
      const alarm = new Alarm(this, alarmId, {
        treatMissingData: TreatMissingData.NOT_BREACHING,
        ...props,
        alarmName: `${stage.prefix}-${props.alarmName}`,
      });
      alarm.addAlarmAction(new SnsAction(this.topic));
      alarm.addOkAction(new SnsAction(this.topic));
      this.alarms.push(alarm);
    };

    // API: server errors as a share of traffic, and latency.
    const apiErrorRate = new MathExpression({
      expression: '100 * errors / MAX([requests, 1])',
      usingMetrics: { errors: api.metricServerError({ period: FIVE_MINUTES }), requests: api.metricCount({ period: FIVE_MINUTES }) },
      label: '5xx %',
      period: FIVE_MINUTES,
    });
    page('Api5xxRate', {
      alarmName: 'api-5xx-rate',
      alarmDescription: 'More than 1% of API requests failed with 5xx for 10 minutes. Runbook: docs/runbook.md#api-5xx-rate',
      metric: apiErrorRate,
      threshold: 1,
      evaluationPeriods: 2,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    page('ApiLatency', {
      alarmName: 'api-latency-p99',
      alarmDescription: `API p99 latency above ${stage.apiLatencyAlarm.toMilliseconds()} ms for 15 minutes. Runbook: docs/runbook.md#api-latency-p99`,
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
          'A paid Stripe event named an unknown package or user: a player paid and got no credits. Runbook: docs/runbook.md#payment-unmatched',
        metric: metric('PaymentUnmatched'),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      });
      page(`WebhookRejected-${route.name}`, {
        alarmName: 'webhook-signatures-rejected',
        alarmDescription:
          'Stripe webhook calls refused for their signature (wrong signing secret, or forged calls): payments may not be credited. Runbook: docs/runbook.md#webhook-signatures-rejected',
        metric: metric('WebhookRejected'),
        threshold: 5,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      });
    }

    // DynamoDB: throttled requests and service-side errors.
    // The operations the store uses (alarms take at most 10 metrics).
    const operations = [Operation.GET_ITEM, Operation.PUT_ITEM, Operation.UPDATE_ITEM, Operation.QUERY, Operation.TRANSACT_WRITE_ITEMS];
    const tableThrottles = table.metricThrottledRequestsForOperations({ operations, period: FIVE_MINUTES });
    page('TableThrottles', {
      alarmName: 'dynamodb-throttles',
      alarmDescription: 'DynamoDB throttled requests to the game table. Runbook: docs/runbook.md#dynamodb-throttles',
      metric: tableThrottles,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
    const tableSystemErrors = table.metricSystemErrorsForOperations({ operations, period: FIVE_MINUTES });
    page('TableSystemErrors', {
      alarmName: 'dynamodb-system-errors',
      alarmDescription: 'DynamoDB answered with internal errors. Runbook: docs/runbook.md#dynamodb-system-errors',
      metric: tableSystemErrors,
      threshold: 5,
      evaluationPeriods: 2,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });

    // The dashboard.
    const routeMetric = (metricName: string, route: (typeof routes)[number], statistic: string) =>
      new Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: api.apiId, Stage: '$default', Method: route.method, Resource: routePath(route) },
        statistic,
        period: FIVE_MINUTES,
        label: `${route.name} ${statistic}`,
      });
    const fns = [...functions.entries()];
    const width = 12;
    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `${stage.prefix}-operations`, defaultInterval: Duration.hours(6) });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown: `# CIPHERWORD ${stage.stage}\nAlarms go to SNS topic \`${stage.prefix}-alarms\`. What each alarm means and what to do: docs/runbook.md.`,
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'API requests', left: [api.metricCount({ period: FIVE_MINUTES })], width }),
      new GraphWidget({
        title: 'API errors',
        left: [api.metricClientError({ period: FIVE_MINUTES }), api.metricServerError({ period: FIVE_MINUTES })],
        right: [apiErrorRate],
        width,
      }),
    );
    for (const statistic of ['p50', 'p90', 'p99']) {
      this.dashboard.addWidgets(
        new GraphWidget({
          title: `Latency ${statistic} per route (ms)`,
          left: routes.map((r) => routeMetric('Latency', r, statistic)),
          width: 8,
        }),
      );
    }
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'Lambda errors', left: fns.map(([n, f]) => f.metricErrors({ period: FIVE_MINUTES, label: n })), width: 6 }),
      new GraphWidget({
        title: 'Lambda throttles',
        left: fns.map(([n, f]) => f.metricThrottles({ period: FIVE_MINUTES, label: n })),
        width: 6,
      }),
      new GraphWidget({
        title: 'Lambda duration p99 (ms)',
        left: fns.map(([n, f]) => f.metricDuration({ period: FIVE_MINUTES, statistic: 'p99', label: n })),
        width: 6,
      }),
      new GraphWidget({
        title: 'Lambda concurrency (max)',
        left: fns.map(([n, f]) => f.metric('ConcurrentExecutions', { period: FIVE_MINUTES, statistic: 'Maximum', label: n })),
        width: 6,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'DynamoDB consumed capacity',
        left: [
          table.metricConsumedReadCapacityUnits({ period: FIVE_MINUTES }),
          table.metricConsumedWriteCapacityUnits({ period: FIVE_MINUTES }),
        ],
        width: 8,
      }),
      new GraphWidget({ title: 'DynamoDB throttled requests', left: [tableThrottles], width: 8 }),
      new GraphWidget({ title: 'DynamoDB system errors', left: [tableSystemErrors], width: 8 }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Games',
        left: [business('GameStarted', 'started'), business('GameWon', 'won'), business('GameLost', 'lost')],
        right: [business('GuessSubmitted', 'guesses'), business('GuessRejected', 'rejected guesses')],
        width: 8,
      }),
      new GraphWidget({
        title: 'Helpers and credits',
        left: [business('HelperUsed', 'helpers used'), business('CreditsPurchased', 'credits purchased')],
        width: 8,
      }),
      new GraphWidget({
        title: 'Payment problems',
        left: [
          business('PaymentFailed', 'payments failed'),
          business('WebhookRejected', 'webhooks rejected'),
          business('PaymentUnmatched', 'paid, not credited'),
        ],
        width: 8,
      }),
    );
  }
}
