/** The on-call dashboard, derived from the route table, the functions, the table and the edge. */
import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  type IAlarm,
  AlarmState,
  AlarmStatusWidget,
  AlarmStatusWidgetSortBy,
  Dashboard,
  GraphWidget,
  LogQueryVisualizationType,
  LogQueryWidget,
  MathExpression,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { Canary } from 'aws-cdk-lib/aws-synthetics';
import type { Construct } from 'constructs';
import { routes } from '../../../lambdas/routes';
import { reminderSender } from '../../../lambdas/scheduled';
import { BusinessMetric, METRICS_NAMESPACE, TechnicalMetric } from '../../../lambdas/telemetry/metrics';
import type { StageConfig } from '../../stage';
import {
  apiErrorRate,
  apiRouteMetric,
  apiThrottled,
  backupJobsFailed,
  business,
  cloudFrontMetric,
  EDGE_REGION,
  FIVE_MINUTES,
  googleSignIns,
  routeMetric,
  tableSystemErrors,
  tableThrottles,
} from './metrics';
import type { ReminderResources } from './alarms';
import { type AlarmTopics, EDGE_ALARM_NAMES, EDGE_SUFFIX, pagingAlarmNames } from './paging';

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
  /** The alarms that reach people: SEV1 pages and SEV2 tickets (the edge's are added by name). */
  pages: IAlarm[];
  tickets: Alarm[];
  canary: Canary;
  topics: AlarmTopics;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  /** Rollouts, rollbacks and backups, as AWS's events tell them (lib/constructs/operations-log.ts). */
  operationsLog: ILogGroup;
  reminders: ReminderResources;
}

/** The most alarms CloudWatch's alarm status widget shows. */
const ALARMS_PER_WIDGET = 100;

/** In the alarm stack (./index.ts), under the name it took there: a dashboard cannot move between stacks under its old name. */
export function addDashboard(scope: Construct, props: OperationsDashboardProps): Dashboard {
  const { stage, api, functions, logGroupNames, table, distribution, webAclName, pages, tickets, canary, topics } = props;
  const { account, partition } = Stack.of(scope);
  // The edge's alarms live in us-east-1 under names this stage gives them: shown here by their ARNs.
  const edge = (name: string) =>
    Alarm.fromAlarmArn(scope, `Edge-${name}`, `arn:${partition}:cloudwatch:${EDGE_REGION}:${account}:alarm:${stage.prefix}-${name}`);
  const edgePaging = pagingAlarmNames(EDGE_SUFFIX);
  const edgePages = [edge(EDGE_ALARM_NAMES.site5xx), edge(edgePaging.undelivered), edge(edgePaging.failing)];
  const edgeTickets = [edge(EDGE_ALARM_NAMES.site4xx), edge(EDGE_ALARM_NAMES.wafBlocked)];
  // An alarm status widget shows at most 100 alarms: pages and tickets each get their own, and a
  // list longer than that is cut into widgets of 100 side by side.
  const inAlarm = (title: string, shown: IAlarm[]) => {
    const parts = Math.ceil(shown.length / ALARMS_PER_WIDGET);
    return Array.from(
      { length: parts },
      (_, part) =>
        new AlarmStatusWidget({
          title: parts > 1 ? `${title} (${part + 1} of ${parts})` : title,
          alarms: shown.slice(part * ALARMS_PER_WIDGET, (part + 1) * ALARMS_PER_WIDGET),
          states: [AlarmState.ALARM],
          sortBy: AlarmStatusWidgetSortBy.STATE_UPDATED_TIMESTAMP,
          width: parts > 1 ? 6 : 12,
          height: 4,
        }),
    );
  };
  const cdn = (metricName: string, statistic: string, label: string) =>
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
    dashboardName: `${stage.prefix}-on-call`,
    defaultInterval: Duration.hours(6),
  });
  dashboard.addWidgets(
    new TextWidget({
      markdown:
        `# CIPHERWORD ${stage.stage}: what is broken now\nSEV1 alarms page through \`${stage.prefix}-pages\`, SEV2 tickets are ` +
        `e-mailed through \`${stage.prefix}-tickets\` (the edge's: \`${stage.prefix}-edge-*\` in us-east-1). ` +
        `What each alarm means and what to do: [the runbook](${stage.runbookUrl('on-call-runbook')}); ` +
        `a bad release is rolled back with \`npm run rollback -- --stage ${stage.stage}\`.`,
      width: 24,
      height: 2,
    }),
  );
  dashboard.addWidgets(
    ...inAlarm('SEV1 pages in alarm now, newest first (the edge in us-east-1 included)', [...pages, ...edgePages]),
    ...inAlarm('SEV2 tickets in alarm now, newest first', [...tickets, ...edgeTickets]),
  );
  dashboard.addWidgets(
    new GraphWidget({
      title: '5xx answered, per route',
      left: routes.map((route) => routeMetric(route, TechnicalMetric.UnexpectedError, { label: route.name })),
      width: 8,
    }),
    new GraphWidget({
      title: '4xx answered, per route',
      left: routes.map((route) => apiRouteMetric(api, route, '4xx', 'Sum', route.name)),
      width: 8,
    }),
    new GraphWidget({
      title: 'Latency p99 per route (ms)',
      left: routes.map((route) => apiRouteMetric(api, route, 'Latency', 'p99', route.name)),
      width: 8,
    }),
  );
  dashboard.addWidgets(
    new GraphWidget({
      title: 'Money: checkouts, credits, refunds, disputes',
      left: [
        business('PaymentIntentCreated', 'checkouts started'),
        business('WebhookVerified', "Stripe's events verified"),
        business('WebhookRejected', "Stripe's events refused"),
        business('PaymentDisputed', 'disputes opened'),
      ],
      right: [business('CreditsPurchased', 'credits bought'), business('CreditsRefunded', 'credits refunded')],
      width: 12,
    }),
    new GraphWidget({
      title: 'Players: games started, the synthetic player',
      left: [business('GameStarted', 'games started')],
      right: [canary.metricSuccessPercent({ period: FIVE_MINUTES, label: 'canary success %' })],
      width: 12,
    }),
  );
  dashboard.addWidgets(new AlarmStatusWidget({ title: 'Every SEV1 page', alarms: [...pages, ...edgePages], width: 24, height: 4 }));
  // What changed and what keeps the data: the releases (each route's CodeDeploy rollout, and the live
  // aliases moved by hand or by npm run rollback) and the backups, newest first, beside sign-in and paging.
  dashboard.addWidgets(
    new LogQueryWidget({
      title: 'Rollouts, rollbacks and backups, newest first',
      logGroupNames: [props.operationsLog.logGroupName],
      view: LogQueryVisualizationType.TABLE,
      queryLines: [
        'fields @timestamp, `detail-type` as event, coalesce(detail.state, detail.eventName) as state',
        'fields coalesce(detail.deploymentGroup, detail.requestParameters.functionName, detail.backupVaultName) as what',
        'fields coalesce(detail.deploymentId, detail.requestParameters.functionVersion, detail.backupJobId, detail.copyJobId) as id',
        'fields coalesce(detail.statusMessage, detail.userIdentity.arn) as by_or_why',
        'sort @timestamp desc',
        'limit 50',
      ],
      width: 12,
      height: 6,
    }),
    new GraphWidget({
      title: 'Sign-in with Google (Cognito): attempts, and the share that succeeded',
      left: [googleSignIns(props.userPool, props.userPoolClient, 'SampleCount', 'Google sign-ins')],
      right: [googleSignIns(props.userPool, props.userPoolClient, 'Average', 'succeeded (share)')],
      width: 6,
      height: 6,
    }),
    new GraphWidget({
      title: 'Paging: pages sent, failed, undelivered; backups failed',
      left: [
        topics.pages.metricNumberOfMessagesPublished({ period: FIVE_MINUTES, label: 'pages sent' }),
        topics.pages.metricNumberOfNotificationsFailed({ period: FIVE_MINUTES, label: 'deliveries failed' }),
        topics.undeliveredPages.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, label: 'pages undelivered (queue)' }),
      ],
      right: [backupJobsFailed(table.tableArn, 'backup or copy jobs failed (per day)')],
      width: 6,
      height: 6,
    }),
  );
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
      title: 'Refused: not through CloudFront, per route',
      left: routes.map((route) => routeMetric(route, TechnicalMetric.OriginRefused, { label: route.name })),
      width: 8,
    }),
    new GraphWidget({
      title: 'Contention: 503 while writes of one item raced (try again), per route',
      left: routes.map((route) => routeMetric(route, TechnicalMetric.Contention, { label: route.name })),
      width: 8,
    }),
  );
  dashboard.addWidgets(
    ...['p50', 'p90'].map(
      (statistic) =>
        new GraphWidget({
          title: `Latency ${statistic} per route (ms)`,
          left: routes.map((route) => apiRouteMetric(api, route, 'Latency', statistic)),
          width: 12,
        }),
    ),
  );
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
      left: [cdn('Requests', 'Sum', 'requests')],
      right: [cdn('BytesDownloaded', 'Sum', 'bytes out')],
      width: 8,
    }),
    new GraphWidget({
      title: 'CloudFront error rates % (us-east-1)',
      left: [cdn('4xxErrorRate', 'Average', '4xx %'), cdn('5xxErrorRate', 'Average', '5xx %')],
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
  const { sender, schedules } = props.reminders;
  const slot = Duration.minutes(reminderSender.everyMinutes);
  dashboard.addWidgets(
    new GraphWidget({
      title: 'Reminders',
      left: [
        business('RemindersSent', 'sent'),
        business('RemindersPassedOver', 'passed over (played, quiet, late)'),
        business('RemindersGone', 'browsers gone (deleted)'),
        business('RemindersFailed', 'failed (tried again)'),
      ],
      right: [business('ReminderSet', 'set'), business('ReminderDeleted', 'turned off')],
      width: 8,
    }),
    new GraphWidget({
      title: 'Reminder sender: longest run (ms)',
      left: [sender.metricDuration({ period: slot, statistic: 'Maximum', label: 'longest shard' })],
      leftAnnotations: [{ value: reminderSender.timeoutSeconds * 1000, label: 'timeout' }],
      width: 8,
    }),
    new GraphWidget({
      title: 'Reminder sender: runs',
      left: [
        sender.metricInvocations({ period: slot, statistic: 'Sum', label: 'runs' }),
        sender.metricErrors({ period: slot, statistic: 'Sum', label: 'failed' }),
        routeMetric(reminderSender, BusinessMetric.ReminderShardsUnfinished, { period: slot, label: 'shards unfinished' }),
      ],
      right: [
        schedules.metricDropped({ period: slot, label: 'starts dropped' }),
        schedules.metricTargetErrors({ period: slot, label: 'start errors' }),
      ],
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
