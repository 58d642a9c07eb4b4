/** The on-call dashboard, derived from the route table, the functions and the table. */
import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Dashboard, GraphWidget, Metric, TextWidget } from 'aws-cdk-lib/aws-cloudwatch';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { routePath, routes } from '../../../lambdas/routes';
import type { StageConfig } from '../../stage';
import { apiErrorRate, business, FIVE_MINUTES, tableSystemErrors, tableThrottles } from './metrics';

export interface OperationsDashboardProps {
  stage: StageConfig;
  api: HttpApi;
  functions: Map<string, IFunction>;
  table: Table;
}

/** Declared on the monitoring construct itself, so the dashboard keeps its logical id. */
export function addDashboard(scope: Construct, { stage, api, functions, table }: OperationsDashboardProps): Dashboard {
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
  const dashboard = new Dashboard(scope, 'Dashboard', {
    dashboardName: `${stage.prefix}-operations`,
    defaultInterval: Duration.hours(6),
  });
  dashboard.addWidgets(
    new TextWidget({
      markdown:
        `# CIPHERWORD ${stage.stage}\nAlarms go to SNS topic \`${stage.prefix}-alarms\`. ` +
        'What each alarm means and what to do: docs/runbook.md.',
      width: 24,
      height: 2,
    }),
  );
  dashboard.addWidgets(
    new GraphWidget({ title: 'API requests', left: [api.metricCount({ period: FIVE_MINUTES })], width }),
    new GraphWidget({
      title: 'API errors',
      left: [api.metricClientError({ period: FIVE_MINUTES }), api.metricServerError({ period: FIVE_MINUTES })],
      right: [apiErrorRate(api)],
      width,
    }),
  );
  for (const statistic of ['p50', 'p90', 'p99']) {
    dashboard.addWidgets(
      new GraphWidget({
        title: `Latency ${statistic} per route (ms)`,
        left: routes.map((r) => routeMetric('Latency', r, statistic)),
        width: 8,
      }),
    );
  }
  dashboard.addWidgets(
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
  dashboard.addWidgets(
    new GraphWidget({
      title: 'DynamoDB consumed capacity',
      left: [
        table.metricConsumedReadCapacityUnits({ period: FIVE_MINUTES }),
        table.metricConsumedWriteCapacityUnits({ period: FIVE_MINUTES }),
      ],
      width: 8,
    }),
    new GraphWidget({ title: 'DynamoDB throttled requests', left: [tableThrottles(table)], width: 8 }),
    new GraphWidget({ title: 'DynamoDB system errors', left: [tableSystemErrors(table)], width: 8 }),
  );
  dashboard.addWidgets(
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
  return dashboard;
}
