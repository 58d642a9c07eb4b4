/** The on-call dashboard, derived from the route table, the functions, the table and the edge. */
import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  type Alarm,
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  LogQueryVisualizationType,
  LogQueryWidget,
  MathExpression,
  Metric,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { routePath, routes } from '../../../lambdas/routes';
import { METRICS_NAMESPACE, TechnicalMetric } from '../../../lambdas/telemetry/metrics';
import type { StageConfig } from '../../stage';
import {
  apiErrorRate,
  apiThrottled,
  business,
  cloudFrontMetric,
  EDGE_REGION,
  FIVE_MINUTES,
  routeMetric,
  tableSystemErrors,
  tableThrottles,
} from './metrics';

export interface OperationsDashboardProps {
  stage: StageConfig;
  api: HttpApi;
  functions: Map<string, IFunction>;
  /** The functions' log groups, for the Logs Insights widgets. */
  logGroupNames: string[];
  table: Table;
  distribution: IDistribution;
  /** The WAF web ACL's name (its metrics are in us-east-1, like CloudFront's). */
  webAclName: string;
  alarms: Alarm[];
}

/** Declared on the monitoring construct itself, so the dashboard keeps its logical id. */
export function addDashboard(scope: Construct, props: OperationsDashboardProps): Dashboard {
  const { stage, api, functions, logGroupNames, table, distribution, webAclName, alarms } = props;
  const apiRouteMetric = (metricName: string, route: (typeof routes)[number], statistic: string) =>
    new Metric({
      namespace: 'AWS/ApiGateway',
      metricName,
      dimensionsMap: { ApiId: api.apiId, Stage: '$default', Method: route.method, Resource: routePath(route) },
      statistic,
      period: FIVE_MINUTES,
      label: `${route.name} ${statistic}`,
    });
  const edge = (metricName: string, statistic: string, label: string) =>
    cloudFrontMetric(distribution.distributionId, metricName, statistic, label);
  const waf = (metricName: string, label: string) =>
    new MathExpression({
      expression: `SEARCH('{AWS/WAFV2,Rule,WebACL} WebACL="${webAclName}" MetricName="${metricName}"', 'Sum', 300)`,
      searchRegion: EDGE_REGION,
      label,
      period: FIVE_MINUTES,
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
        `# CIPHERWORD ${stage.stage}\nAlarms go to SNS topic \`${stage.prefix}-alarms\` (CloudFront's and WAF's in us-east-1). ` +
        `What each alarm means and what to do: [the runbook](${stage.runbookUrl('on-call-runbook')}).`,
      width: 24,
      height: 2,
    }),
  );
  dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms, width: 24, height: 6 }));
  dashboard.addWidgets(
    new GraphWidget({
      title: 'API requests',
      left: [api.metricCount({ period: FIVE_MINUTES })],
      right: [apiThrottled('429 answers')],
      width: 8,
    }),
    new GraphWidget({
      title: 'API errors',
      left: [api.metricClientError({ period: FIVE_MINUTES }), api.metricServerError({ period: FIVE_MINUTES })],
      right: [apiErrorRate(api)],
      width: 8,
    }),
    new GraphWidget({
      title: '5xx answered, per route (UnexpectedError)',
      left: routes.map((route) => routeMetric(route, TechnicalMetric.UnexpectedError, { label: route.name })),
      right: routes.map((route) => routeMetric(route, TechnicalMetric.OriginRefused, { label: `${route.name} refused` })),
      rightYAxis: { label: 'not through CloudFront' },
      width: 8,
    }),
  );
  for (const statistic of ['p50', 'p90', 'p99']) {
    dashboard.addWidgets(
      new GraphWidget({
        title: `Latency ${statistic} per route (ms)`,
        left: routes.map((r) => apiRouteMetric('Latency', r, statistic)),
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
      title: 'Cold starts',
      left: [
        new MathExpression({
          expression: `SEARCH('{${METRICS_NAMESPACE},function_name,service} MetricName="ColdStart"', 'Sum', 300)`,
          label: 'cold starts',
          period: FIVE_MINUTES,
        }),
      ],
      width,
    }),
    new LogQueryWidget({
      title: 'Cold starts: init duration per function (ms)',
      logGroupNames,
      view: LogQueryVisualizationType.TABLE,
      queryLines: [
        'filter type = "platform.report" and ispresent(record.metrics.initDurationMs)',
        'stats count() as coldStarts, pct(record.metrics.initDurationMs, 50) as p50, pct(record.metrics.initDurationMs, 99) as p99 by @log',
      ],
      width,
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
      title: 'CloudFront requests (us-east-1)',
      left: [edge('Requests', 'Sum', 'requests')],
      right: [edge('BytesDownloaded', 'Sum', 'bytes out')],
      width: 8,
    }),
    new GraphWidget({
      title: 'CloudFront error rates % (us-east-1)',
      left: [edge('4xxErrorRate', 'Average', '4xx %'), edge('5xxErrorRate', 'Average', '5xx %')],
      width: 8,
    }),
    new GraphWidget({
      title: `WAF ${webAclName} (us-east-1)`,
      left: [waf('BlockedRequests', 'blocked')],
      right: [waf('AllowedRequests', 'allowed')],
      width: 8,
    }),
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
    new GraphWidget({
      title: 'Refunds and disputes',
      left: [
        business('PaymentRefunded', 'refunds'),
        business('PaymentDisputed', 'disputes opened'),
        business('DisputeWon', 'disputes won'),
        business('DisputeLost', 'disputes lost'),
      ],
      width: 8,
    }),
    new GraphWidget({
      title: 'Leagues and reports',
      left: [business('LeagueCreated', 'leagues created'), business('LeagueJoined', 'joins'), business('LeagueLeft', 'leavings')],
      right: [business('GameReportComputed', 'reports computed')],
      width: 8,
    }),
  );
  dashboard.addWidgets(
    new LogQueryWidget({
      title: 'Errors, newest first (all functions)',
      logGroupNames,
      view: LogQueryVisualizationType.TABLE,
      queryLines: [
        'fields @timestamp, @log, message, statusCode, reason, error.message, viewerAddress',
        'filter level = "ERROR"',
        'sort @timestamp desc',
        'limit 50',
      ],
      width: 24,
      height: 8,
    }),
  );
  return dashboard;
}
