/**
 * The alarms that page on-call, derived from the resources (the route table, the functions, the
 * table), and the topic they publish to. Each description links to its docs/runbook.md entry.
 */
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { type Alarm, ComparisonOperator, MathExpression } from 'aws-cdk-lib/aws-cloudwatch';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { routes, type Route } from '../../../lambdas/routes';
import { BusinessMetric, METRICS_NAMESPACE, TechnicalMetric } from '../../../lambdas/telemetry/metrics';
import type { StageConfig } from '../../stage';
import {
  API_THROTTLED_METRIC,
  apiErrorRate,
  apiThrottled,
  FIVE_MINUTES,
  ONE_MINUTE,
  routeMetric,
  tableSystemErrors,
  tableThrottles,
} from './metrics';
import { alarmMaker, alarmTopic } from './paging';

export interface AlarmsProps {
  stage: StageConfig;
  api: HttpApi;
  accessLogs: ILogGroup;
  functions: Map<string, IFunction>;
  table: Table;
}

export interface Alarms {
  topic: Topic;
  /** Every alarm, paging or not (the dashboard shows them all). */
  alarms: Alarm[];
  /** prod: per route, what rolls a CodeDeploy rollout back (lib/constructs/rollouts.ts). */
  rolloutAlarms: Map<string, Alarm>;
}

/** Routes where money moves: a single failure is a player's payment, so any 5xx pages. */
const everyFailurePages = (route: Route) => route.stripe;

/** Declared on the monitoring construct itself, so every alarm keeps its logical id. */
export function addAlarms(scope: Construct, { stage, api, accessLogs, functions, table }: AlarmsProps): Alarms {
  const alarms: Alarm[] = [];
  const rolloutAlarms = new Map<string, Alarm>();
  const topic = alarmTopic(scope, stage);
  const { alarm, page } = alarmMaker(scope, stage, topic, alarms);
  const atLeast = ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD;

  // API: server errors as a share of traffic, latency, and the API's own throttling.
  page('Api5xxRate', {
    alarmName: 'api-5xx-rate',
    runbook: 'api-5xx-rate',
    summary: 'More than 1% of API requests failed with 5xx for 10 minutes.',
    metric: apiErrorRate(api),
    threshold: 1,
    evaluationPeriods: 2,
    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
  });
  page('ApiLatency', {
    alarmName: 'api-latency-p99',
    runbook: 'api-latency-p99',
    summary: `API p99 latency above ${stage.apiLatencyAlarm.toMilliseconds()} ms for 15 minutes.`,
    metric: api.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' }),
    threshold: stage.apiLatencyAlarm.toMilliseconds(),
    evaluationPeriods: 3,
    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
  });
  new MetricFilter(scope, 'ApiThrottledFilter', {
    logGroup: accessLogs,
    filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
    metricNamespace: METRICS_NAMESPACE,
    metricName: API_THROTTLED_METRIC,
    metricValue: '1',
  });
  page('ApiThrottled', {
    alarmName: 'api-throttled',
    runbook: 'api-throttled',
    summary: 'The API answered 50 or more requests with 429 (its rate limits) in 5 minutes: players are being turned away.',
    metric: apiThrottled(),
    threshold: 50,
    evaluationPeriods: 1,
    comparisonOperator: atLeast,
  });

  for (const route of routes) {
    const fn = functions.get(route.name);
    if (!fn) throw new Error(`no function for route ${route.name}`);
    const { name } = route;
    const strict = everyFailurePages(route);
    const unexpected = routeMetric(route, TechnicalMetric.UnexpectedError);
    // Every 5xx the chain answers (handled or not) is counted by it: the Lambda's Errors never see those.
    page(`UnexpectedErrors-${name}`, {
      alarmName: `unexpected-errors-${name}`,
      runbook: 'unexpected-errors',
      ...(strict
        ? {
            summary: `${name} answered a 5xx: a payment call failed.`,
            metric: unexpected,
            threshold: 1,
            evaluationPeriods: 1,
          }
        : {
            summary: `${name} answered 5xx to more than 1% of its calls (3 or more) in 2 of 3 five-minute periods.`,
            metric: new MathExpression({
              expression: 'IF(FILL(errors, 0) >= 3, 100 * FILL(errors, 0) / MAX([FILL(calls, 0), 1]), 0)',
              usingMetrics: { errors: unexpected, calls: fn.metricInvocations({ period: FIVE_MINUTES, statistic: 'Sum' }) },
              label: `${name} 5xx %`,
              period: FIVE_MINUTES,
            }),
            threshold: 1,
            evaluationPeriods: 3,
            datapointsToAlarm: 2,
          }),
      comparisonOperator: strict ? atLeast : ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    page(`Errors-${name}`, {
      alarmName: `lambda-errors-${name}`,
      runbook: 'lambda-errors',
      summary: `${name} failed outside its handler chain (timeout, crash at start, out of memory).`,
      metric: fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
      threshold: strict ? 1 : 5,
      evaluationPeriods: strict ? 1 : 3,
      datapointsToAlarm: strict ? 1 : 2,
      comparisonOperator: atLeast,
    });
    page(`Throttles-${name}`, {
      alarmName: `lambda-throttles-${name}`,
      runbook: 'lambda-throttles',
      summary: `${name} was throttled (concurrency limit).`,
      metric: fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: atLeast,
    });
    page(`OriginRefused-${name}`, {
      alarmName: `origin-refused-${name}`,
      runbook: 'origin-refused',
      summary: `${name} refused 50 or more requests in 5 minutes without CloudFront's origin-verify value (or with a stale one).`,
      metric: routeMetric(route, TechnicalMetric.OriginRefused),
      threshold: 50,
      evaluationPeriods: 1,
      comparisonOperator: atLeast,
    });
    if (stage.rollout === 'canary') {
      // Not paging: CodeDeploy reads it each minute of a rollout and shifts back on the first failure.
      rolloutAlarms.set(
        name,
        alarm(`Rollout-${name}`, {
          alarmName: `rollout-errors-${name}`,
          runbook: 'rollout-errors',
          summary: `${name} answered a 5xx or failed in the last minute: a rollout in progress is rolled back.`,
          metric: new MathExpression({
            expression: 'FILL(unexpected, 0) + FILL(errors, 0)',
            usingMetrics: {
              unexpected: routeMetric(route, TechnicalMetric.UnexpectedError, { period: ONE_MINUTE }),
              errors: fn.metricErrors({ period: ONE_MINUTE, statistic: 'Sum' }),
            },
            label: `${name} failures`,
            period: ONE_MINUTE,
          }),
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: atLeast,
        }),
      );
    }
  }

  // Payments: derived from the routes that hold the Stripe secret and take Stripe's calls.
  for (const route of routes.filter((r) => r.stripe && r.auth === 'none')) {
    page(`PaymentUnmatched-${route.name}`, {
      alarmName: 'payment-unmatched',
      runbook: 'payment-unmatched',
      summary:
        'A signed Stripe event did not match what was sold (a PaymentIntent this server did not make, or another status, ' +
        'amount or currency), or named an unknown user: nothing was credited.',
      metric: routeMetric(route, BusinessMetric.PaymentUnmatched),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: atLeast,
    });
    // Stripe gives 7 to 21 days to answer a dispute with evidence: someone must know the day it opens.
    page(`PaymentDisputed-${route.name}`, {
      alarmName: 'payment-disputed',
      runbook: 'payment-disputed',
      summary: "A buyer's bank disputed a payment: its credits are frozen; answer it in Stripe's dashboard before its deadline.",
      metric: routeMetric(route, BusinessMetric.PaymentDisputed),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: atLeast,
    });
    page(`WebhookRejected-${route.name}`, {
      alarmName: 'webhook-signatures-rejected',
      runbook: 'webhook-signatures-rejected',
      summary: 'Stripe webhook calls refused for their signature (wrong signing secret, or forged calls): payments may not be credited.',
      metric: routeMetric(route, BusinessMetric.WebhookRejected),
      threshold: 5,
      evaluationPeriods: 1,
      comparisonOperator: atLeast,
    });
  }

  // DynamoDB: throttled requests and service-side errors.
  page('TableThrottles', {
    alarmName: 'dynamodb-throttles',
    runbook: 'dynamodb-throttles',
    summary: 'DynamoDB throttled requests to the game table.',
    metric: tableThrottles(table),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: atLeast,
  });
  page('TableSystemErrors', {
    alarmName: 'dynamodb-system-errors',
    runbook: 'dynamodb-system-errors',
    summary: 'DynamoDB answered with internal errors.',
    metric: tableSystemErrors(table),
    threshold: 5,
    evaluationPeriods: 2,
    comparisonOperator: atLeast,
  });
  return { topic, alarms, rolloutAlarms };
}
