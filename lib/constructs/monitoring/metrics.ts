/** Metrics both the alarms and the dashboard read, defined once from the resources. */
import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { MathExpression, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { Operation, type Table } from 'aws-cdk-lib/aws-dynamodb';
import { BusinessMetric, METRICS_NAMESPACE } from '../../../lambdas/telemetry/metrics';

export const FIVE_MINUTES = Duration.minutes(5);

/** A business metric summed over every function that emits it (Powertools adds a service dimension). */
export const business = (name: keyof typeof BusinessMetric, label: string): IMetric =>
  new MathExpression({
    expression: `SUM(SEARCH('{${METRICS_NAMESPACE},service} MetricName="${BusinessMetric[name]}"', 'Sum', 300))`,
    label,
    period: FIVE_MINUTES,
  });

/** Server errors as a share of the API's traffic. */
export const apiErrorRate = (api: HttpApi) =>
  new MathExpression({
    expression: '100 * errors / MAX([requests, 1])',
    usingMetrics: { errors: api.metricServerError({ period: FIVE_MINUTES }), requests: api.metricCount({ period: FIVE_MINUTES }) },
    label: '5xx %',
    period: FIVE_MINUTES,
  });

/** The operations the store uses (an alarm takes at most 10 metrics). */
const STORE_OPERATIONS = [Operation.GET_ITEM, Operation.PUT_ITEM, Operation.UPDATE_ITEM, Operation.QUERY, Operation.TRANSACT_WRITE_ITEMS];

export const tableThrottles = (table: Table) =>
  table.metricThrottledRequestsForOperations({ operations: STORE_OPERATIONS, period: FIVE_MINUTES });
export const tableSystemErrors = (table: Table) =>
  table.metricSystemErrorsForOperations({ operations: STORE_OPERATIONS, period: FIVE_MINUTES });
