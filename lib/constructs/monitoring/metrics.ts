/**
 * Metrics the alarms and the dashboard read, defined once from the resources. Sparse metrics (no
 * data point while nothing happens) are FILLed with 0 wherever math combines them: an expression
 * over a missing series has no value at all, so an alarm on it would never evaluate.
 */
import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { MathExpression, Metric, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { routePath, routes, type DynamoDbAction, type Route } from '../../../lambdas/routes';
import { BusinessMetric, METRICS_NAMESPACE } from '../../../lambdas/telemetry/metrics';
import { EDGE_REGION } from '../../names';

/** CloudFront and CloudFront-scoped WAF publish their metrics in us-east-1 only. */
export { EDGE_REGION };

export const FIVE_MINUTES = Duration.minutes(5);
export const ONE_MINUTE = Duration.minutes(1);

/** A CloudFront distribution's metric (the distribution is global: its Region dimension is always Global). */
export const cloudFrontMetric = (distributionId: string, metricName: string, statistic: string, label = '') =>
  new Metric({
    namespace: 'AWS/CloudFront',
    metricName,
    dimensionsMap: { DistributionId: distributionId, Region: 'Global' },
    statistic,
    period: FIVE_MINUTES,
    region: EDGE_REGION,
    ...(label ? { label } : {}),
  });

/** A CloudFront web ACL's metric over all its rules. */
export const webAclMetric = (webAclName: string, metricName: string) =>
  new Metric({
    namespace: 'AWS/WAFV2',
    metricName,
    dimensionsMap: { WebACL: webAclName, Rule: 'ALL' },
    statistic: 'Sum',
    period: FIVE_MINUTES,
    region: EDGE_REGION,
  });

/**
 * Failed backup or copy jobs of a table: a metric filter counts them (lib/constructs/backups.ts) from
 * AWS Backup's events in the operations log, by the table's ARN. Daily, as the backups run.
 */
export const BACKUP_JOBS_FAILED = { metricName: 'BackupJobsFailed', dimension: 'resource', period: Duration.days(1) } as const;
export const backupJobsFailed = (tableArn: string, label = '') =>
  new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: BACKUP_JOBS_FAILED.metricName,
    dimensionsMap: { [BACKUP_JOBS_FAILED.dimension]: tableArn },
    statistic: 'Sum',
    period: BACKUP_JOBS_FAILED.period,
    ...(label ? { label } : {}),
  });

/** Completed backup jobs of a table (the same metric filter's counterpart), hourly: a day with none is a ticket. */
export const BACKUP_JOBS_COMPLETED = { metricName: 'BackupJobsCompleted', period: Duration.hours(1) } as const;
export const backupJobsCompleted = (tableArn: string) =>
  new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: BACKUP_JOBS_COMPLETED.metricName,
    dimensionsMap: { [BACKUP_JOBS_FAILED.dimension]: tableArn },
    statistic: 'Sum',
    period: BACKUP_JOBS_COMPLETED.period,
  });

/** Google sign-ins through the web app's client (Cognito's federation metric: Average is the share that succeeded). */
export const googleSignIns = (userPool: IUserPool, client: IUserPoolClient, statistic: string, label = '') =>
  new Metric({
    namespace: 'AWS/Cognito',
    metricName: 'FederationSuccesses',
    dimensionsMap: { UserPool: userPool.userPoolId, UserPoolClient: client.userPoolClientId, IdentityProvider: 'Google' },
    statistic,
    period: FIVE_MINUTES,
    ...(label ? { label } : {}),
  });

/** A business metric summed over every function that emits it (Powertools adds a service dimension). */
export const business = (name: keyof typeof BusinessMetric, label: string): IMetric =>
  new MathExpression({
    expression: `SUM(SEARCH('{${METRICS_NAMESPACE},service} MetricName="${BusinessMetric[name]}"', 'Sum', 300))`,
    label,
    period: FIVE_MINUTES,
  });

/** A metric one route's handler chain emits (Powertools' `service` dimension is the route's name). */
export const routeMetric = (route: Pick<Route, 'name'>, metricName: string, { period = FIVE_MINUTES, label = '' } = {}) =>
  new Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    dimensionsMap: { service: route.name },
    statistic: 'Sum',
    period,
    ...(label ? { label } : {}),
  });

/** One route's API Gateway metric (the stage's detailed metrics: per method and path). */
export const apiRouteMetric = (api: HttpApi, route: Route, metricName: string, statistic: string, label = `${route.name} ${statistic}`) =>
  new Metric({
    namespace: 'AWS/ApiGateway',
    metricName,
    dimensionsMap: { ApiId: api.apiId, Stage: '$default', Method: route.method, Resource: routePath(route) },
    statistic,
    period: FIVE_MINUTES,
    label,
  });

/** 429s the API answered (its throttles), counted from the access logs: the API has no metric of its own for them. */
export const API_THROTTLED_METRIC = 'ApiThrottled';
export const apiThrottled = (label = '') =>
  new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: API_THROTTLED_METRIC,
    statistic: 'Sum',
    period: FIVE_MINUTES,
    ...(label ? { label } : {}),
  });

/** Server errors as a share of the API's traffic. */
export const apiErrorRate = (api: HttpApi) =>
  new MathExpression({
    expression: '100 * FILL(errors, 0) / MAX([FILL(requests, 0), 1])',
    usingMetrics: { errors: api.metricServerError({ period: FIVE_MINUTES }), requests: api.metricCount({ period: FIVE_MINUTES }) },
    label: '5xx %',
    period: FIVE_MINUTES,
  });

/**
 * The table operations the functions send: each route's item actions, and the transactions they
 * come in (the table's metrics are per operation; an alarm may read at most 10 metrics).
 */
export const TABLE_OPERATIONS = [
  ...new Set([
    ...routes.flatMap((route): readonly DynamoDbAction[] => route.dynamodb).filter((action) => action !== 'ConditionCheckItem'),
    'TransactWriteItems',
  ]),
];

/** A per-operation table metric, summed over the store's operations. */
const tableSum = (table: Table, metricName: string, label: string) => {
  const usingMetrics = Object.fromEntries(
    TABLE_OPERATIONS.map((operation, i) => [
      `op${i}`,
      table.metric(metricName, {
        dimensionsMap: { TableName: table.tableName, Operation: operation },
        statistic: 'Sum',
        period: FIVE_MINUTES,
      }),
    ]),
  );
  return new MathExpression({
    expression: `SUM([${Object.keys(usingMetrics)
      .map((id) => `FILL(${id}, 0)`)
      .join(', ')}])`,
    usingMetrics,
    label,
    period: FIVE_MINUTES,
  });
};

export const tableThrottles = (table: Table) => tableSum(table, 'ThrottledRequests', 'throttled requests');
export const tableSystemErrors = (table: Table) => tableSum(table, 'SystemErrors', 'system errors');
