/**
 * The stage's alarms, derived from the resources (the route table, the functions and their aliases,
 * the table, sign-in, the canary, the backups), and the topics they reach people through (./paging.ts). The
 * rule that decides each one's severity: only what players or money can trip pages (SEV1); what a
 * stranger's requests can trip (refused origins, 4xx, 429s, WAF blocks, failed sign-ins) is a
 * ticket (SEV2). Each description links to its docs/runbook.md entry.
 */
import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { type Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Alias, Function as LambdaFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { Canary } from 'aws-cdk-lib/aws-synthetics';
import type { Construct } from 'constructs';
import { routeNamed, routes, type Route } from '../../../lambdas/routes';
import { reminderSender } from '../../../lambdas/scheduled';
import {
  BusinessMetric,
  CANARY_SIGN_IN_METRIC,
  EXECUTED_VERSION_DIMENSION,
  METRICS_NAMESPACE,
  TechnicalMetric,
} from '../../../lambdas/telemetry/metrics';
import type { StageConfig } from '../../stage';
import {
  API_THROTTLED_METRIC,
  apiRouteMetric,
  apiThrottled,
  backupJobsCompleted,
  backupJobsFailed,
  FIVE_MINUTES,
  googleSignIns,
  ONE_MINUTE,
  routeMetric,
  tableSystemErrors,
  tableThrottles,
} from './metrics';
import { alarmMaker, alarmTopics, type AlarmTopics, type MadeAlarms } from './paging';

export interface AlarmsProps {
  stage: StageConfig;
  api: HttpApi;
  accessLogs: ILogGroup;
  functions: Map<string, IFunction>;
  /** prod: each route's `live` alias, whose new version a rollout alarm watches. */
  aliases: Map<string, Alias>;
  table: Table;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  /** The synthetic player (lib/constructs/canary.ts). */
  canary: Canary;
  /** The reminder sender and its schedules (lib/constructs/reminders.ts). */
  reminders: ReminderResources;
}

export interface ReminderResources {
  sender: LambdaFunction;
  schedules: ScheduleGroup;
  /** The stage sends reminders (its schedules are on): their absence is worth a ticket only then. */
  enabled: boolean;
}

/** Pushes in an hour below which the share refused does not count (a few expired browsers are normal). */
export const REMINDER_PUSHES_FLOOR = 20;

export interface Alarms {
  topics: AlarmTopics;
  /** Every alarm, reaching people or not; and those that page (SEV1) and those that ticket (SEV2). */
  alarms: MadeAlarms;
  /** prod: per route, what rolls a CodeDeploy rollout back (lib/constructs/rollouts.ts). */
  rolloutAlarms: Map<string, Alarm>;
}

/** Routes where money moves: their failures page (PAYMENT_FAILURES_THAT_PAGE), other routes' are tickets. */
const failuresPage = (route: Route) => route.stripe;

/** Lambda and DynamoDB throttles (tickets) alarm at this many in each of two five-minute periods. */
export const THROTTLES_THAT_ALARM = 10;
/** The signals of the players-affected page: no action of their own, one page for all of them. */
export const PLAYER_SIGNALS = { api5xx: 'api-5xx-rate', canary: 'canary-failing', gamesFalling: 'games-started-falling' } as const;

/** Hours without a completed backup that make a ticket: a day's schedule and two hours for a slow job. */
export const BACKUP_SILENCE_HOURS = 26;

/** The 5xx answers in five minutes below which the API's 5xx rate does not count. */
export const API_5XX_FLOOR = 10;
/** The requests in five minutes below which the API's p99 does not count (one cold start at night is a p99). */
export const API_LATENCY_FLOOR = 100;
/** Signed Stripe events in an hour that matched nothing sold that page (one is a ticket). */
export const UNMATCHED_THAT_PAGE = 3;
/** PaymentIntents in two hours without a verified Stripe event that page: a few buyers, not one tab left open. */
export const INTENTS_FLOOR = 3;
/** Refunds in six hours below which no refund wave pages. */
export const REFUNDS_THAT_PAGE = 3;
/** A payment route's failures in 10 minutes that page: more than a single blip of Stripe's. */
export const PAYMENT_FAILURES_THAT_PAGE = 3;
const TEN_MINUTES = Duration.minutes(10);

/**
 * The name every alarm of the game's own alarm stack starts with: `<stage prefix>-game-`. They moved
 * there from the game stack (its 500 resources), and a named resource cannot move between stacks in
 * one update: created again under its old name, it would be deleted by the old stack's clean-up.
 */
export const gameAlarmsPrefix = (stage: Pick<StageConfig, 'prefix'>) => `${stage.prefix}-game`;

/**
 * `home` is the monitoring construct in the game stack: the topics, the throttled-requests filter
 * and the rollout alarms stay there (CodeDeploy's groups in that stack read them), under their
 * logical ids and names. `watch` is the alarm stack: every other alarm.
 */
export function addAlarms(home: Construct, watch: Construct, props: AlarmsProps): Alarms {
  const { stage, api, accessLogs, functions, aliases, table, userPool, userPoolClient, canary, reminders } = props;
  const rolloutAlarms = new Map<string, Alarm>();
  const topics = alarmTopics(home, stage);
  const {
    ticket,
    page,
    signal,
    pageWhenAny,
    made: alarms,
  } = alarmMaker(watch, stage, topics, {
    namePrefix: gameAlarmsPrefix(stage),
  });
  const { record } = alarmMaker(home, stage, topics, { watchesPaging: false });
  const atLeast = ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD;
  const above = ComparisonOperator.GREATER_THAN_THRESHOLD;

  // API: server errors as a share of traffic, latency, and the API's own throttling. Each counts only
  // over enough calls: at night a handful of calls (one cold start, one stray 5xx) is no incident.
  const requests = api.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
  const api5xx = signal('Api5xxRate', {
    alarmName: PLAYER_SIGNALS.api5xx,
    runbook: 'api-5xx-rate',
    summary: `More than 1% of API requests failed with 5xx (and ${API_5XX_FLOOR} or more of them) in each of two five-minute periods.`,
    metric: new MathExpression({
      expression: `IF(FILL(errors, 0) >= ${API_5XX_FLOOR}, 100 * FILL(errors, 0) / MAX([FILL(requests, 0), 1]), 0)`,
      usingMetrics: { errors: api.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }), requests },
      label: '5xx % (10 or more)',
      period: FIVE_MINUTES,
    }),
    threshold: 1,
    evaluationPeriods: 2,
    comparisonOperator: above,
  });
  // A ticket: slow is not down (the canary and the 5xx rate page when players cannot play).
  ticket('ApiLatency', {
    alarmName: 'api-latency-p99',
    runbook: 'api-latency-p99',
    summary:
      `API p99 latency above ${stage.apiLatencyAlarm.toMilliseconds()} ms over ${API_LATENCY_FLOOR} or more requests ` +
      'in each of three five-minute periods.',
    metric: new MathExpression({
      expression: `IF(FILL(requests, 0) >= ${API_LATENCY_FLOOR}, FILL(latency, 0), 0)`,
      usingMetrics: { latency: api.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' }), requests },
      label: 'p99 (100 requests or more)',
      period: FIVE_MINUTES,
    }),
    threshold: stage.apiLatencyAlarm.toMilliseconds(),
    evaluationPeriods: 3,
    comparisonOperator: above,
  });
  new MetricFilter(home, 'ApiThrottledFilter', {
    logGroup: accessLogs,
    filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
    metricNamespace: METRICS_NAMESPACE,
    metricName: API_THROTTLED_METRIC,
    metricValue: '1',
  });
  // A ticket: one client's flood of its own calls is answered 429 by design.
  ticket('ApiThrottled', {
    alarmName: 'api-throttled',
    runbook: 'api-throttled',
    summary: 'The API answered 50 or more requests with 429 (its rate limits) in 5 minutes: a flood, or players turned away.',
    metric: apiThrottled(),
    threshold: 50,
    evaluationPeriods: 1,
    comparisonOperator: atLeast,
  });

  for (const route of routes) {
    const fn = functions.get(route.name);
    if (!fn) throw new Error(`no function for route ${route.name}`);
    const { name } = route;
    const strict = failuresPage(route);
    const unexpected = routeMetric(route, TechnicalMetric.UnexpectedError);
    // Every 5xx the chain answers (handled or not) is counted by it: the Lambda's Errors never see those.
    // A payment route pages on a few failures close together (one Stripe blip is not an incident), and
    // the page resolves when they stop: buyers whose checkout failed were told so and may try again.
    (strict ? page : ticket)(`UnexpectedErrors-${name}`, {
      alarmName: `unexpected-errors-${name}`,
      runbook: 'unexpected-errors',
      ...(strict
        ? {
            summary: `${name} answered ${PAYMENT_FAILURES_THAT_PAGE} or more 5xx in 10 minutes: payment calls are failing.`,
            metric: routeMetric(route, TechnicalMetric.UnexpectedError, { period: TEN_MINUTES }),
            threshold: PAYMENT_FAILURES_THAT_PAGE,
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
      comparisonOperator: strict ? atLeast : above,
    });
    (strict ? page : ticket)(`Errors-${name}`, {
      alarmName: `lambda-errors-${name}`,
      runbook: 'lambda-errors',
      summary: `${name} failed outside its handler chain (timeout, crash at start, out of memory).`,
      metric: fn.metricErrors({ period: strict ? TEN_MINUTES : FIVE_MINUTES, statistic: 'Sum' }),
      threshold: strict ? PAYMENT_FAILURES_THAT_PAGE : 5,
      evaluationPeriods: strict ? 1 : 3,
      datapointsToAlarm: strict ? 1 : 2,
      comparisonOperator: atLeast,
    });
    // A ticket: anyone who finds the execute-api host can fill one function's concurrency. Players
    // turned away page through the composite signals (api-5xx-rate, the canary, games started).
    ticket(`Throttles-${name}`, {
      alarmName: `lambda-throttles-${name}`,
      runbook: 'lambda-throttles',
      summary:
        `${name} was throttled (concurrency limit) ${THROTTLES_THAT_ALARM} times or more ` +
        'in each of two five-minute periods: calls are being refused.',
      metric: fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
      threshold: THROTTLES_THAT_ALARM,
      evaluationPeriods: 2,
      comparisonOperator: atLeast,
    });
    // Anyone who finds the execute-api host can send these: a ticket.
    ticket(`OriginRefused-${name}`, {
      alarmName: `origin-refused-${name}`,
      runbook: 'origin-refused',
      summary: `${name} refused 50 or more requests in 5 minutes without CloudFront's origin-verify value (or with a stale one).`,
      metric: routeMetric(route, TechnicalMetric.OriginRefused),
      threshold: 50,
      evaluationPeriods: 1,
      comparisonOperator: atLeast,
    });
    // A 401 on every call (a broken token check) or a 400 on every guess is an outage no 5xx shows.
    ticket(`ClientErrors-${name}`, {
      alarmName: `client-errors-${name}`,
      runbook: 'client-errors',
      summary: `${name} refused more than half of its calls (100 or more) with 4xx for 15 minutes.`,
      metric: new MathExpression({
        expression: 'IF(FILL(calls, 0) >= 100, 100 * FILL(refused, 0) / FILL(calls, 0), 0)',
        usingMetrics: { refused: apiRouteMetric(api, route, '4xx', 'Sum'), calls: apiRouteMetric(api, route, 'Count', 'Sum') },
        label: `${name} 4xx %`,
        period: FIVE_MINUTES,
      }),
      threshold: 50,
      evaluationPeriods: 3,
      comparisonOperator: above,
    });
    const alias = aliases.get(name);
    if (alias) {
      // Not paging: CodeDeploy reads it each minute of a rollout and shifts back on the first failure.
      // It watches the version being rolled out (ExecutedVersion), never the old one: a rollback to
      // the old version during an incident is not undone by the failures it answers. Its name carries
      // that version: an alarm updated in place keeps its state, so one still in ALARM from the last
      // version would roll a hotfix back at once; a new name makes CloudFormation replace it, and the
      // new alarm starts without a state.
      const version = alias.version.version;
      rolloutAlarms.set(
        name,
        record(`Rollout-${name}`, {
          alarmName: `rollout-errors-${name}-v${version}`,
          runbook: 'rollout-errors',
          summary: `${name}'s version being rolled out answered a 5xx or failed in the last minute: the rollout is rolled back.`,
          metric: new MathExpression({
            expression: 'FILL(unexpected, 0) + FILL(errors, 0)',
            usingMetrics: {
              unexpected: new Metric({
                namespace: METRICS_NAMESPACE,
                metricName: TechnicalMetric.UnexpectedError,
                dimensionsMap: { service: name, [EXECUTED_VERSION_DIMENSION]: version },
                statistic: 'Sum',
                period: ONE_MINUTE,
              }),
              errors: new Metric({
                namespace: 'AWS/Lambda',
                metricName: 'Errors',
                dimensionsMap: {
                  FunctionName: fn.functionName,
                  Resource: `${fn.functionName}:${alias.aliasName}`,
                  ExecutedVersion: version,
                },
                statistic: 'Sum',
                period: ONE_MINUTE,
              }),
            },
            label: `${name} new version's failures`,
            period: ONE_MINUTE,
          }),
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: atLeast,
        }),
      );
    }
  }

  // Money. The webhook's signals are read beside the checkout's: a stranger can post forged events
  // or make unpaid PaymentIntents, but cannot make Stripe's own events for them fail to verify or arrive.
  const webhook = routeNamed('stripe-webhook');
  const checkout = routeNamed('create-payment-intent');
  const over = (route: Route, metric: keyof typeof BusinessMetric, period: Duration) =>
    routeMetric(route, BusinessMetric[metric], { period });
  // One unmatched event is a ticket (a buyer who deleted their account, a test event): the runbook
  // says how to check it and credit by hand. Several in an hour page: something is crediting no one.
  const unmatched = (period: Duration) => routeMetric(webhook, BusinessMetric.PaymentUnmatched, { period });
  const unmatchedSummary =
    'A signed Stripe event did not match what was sold (a PaymentIntent this server did not make, or another status, ' +
    'amount or currency), or named an unknown user: nothing was credited.';
  ticket('PaymentUnmatched', {
    alarmName: 'payment-unmatched',
    runbook: 'payment-unmatched',
    summary: unmatchedSummary,
    metric: unmatched(FIVE_MINUTES),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: atLeast,
  });
  page('PaymentsUnmatched', {
    alarmName: 'payments-unmatched',
    runbook: 'payment-unmatched',
    summary: `${UNMATCHED_THAT_PAGE} or more signed Stripe events in an hour matched nothing sold: payments are not being credited.`,
    metric: unmatched(Duration.hours(1)),
    threshold: UNMATCHED_THAT_PAGE,
    evaluationPeriods: 1,
    comparisonOperator: atLeast,
  });
  // Stripe gives 7 to 21 days to answer a dispute with evidence: someone must know the day it opens.
  ticket('PaymentDisputed', {
    alarmName: 'payment-disputed',
    runbook: 'payment-disputed',
    summary: "A buyer's bank disputed a payment: its credits are frozen; answer it in Stripe's dashboard before its deadline.",
    metric: routeMetric(webhook, BusinessMetric.PaymentDisputed),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: atLeast,
  });
  const halfHour = Duration.minutes(30);
  page('WebhookRejected', {
    alarmName: 'webhook-signatures-rejected',
    runbook: 'webhook-signatures-rejected',
    summary:
      'In 30 minutes, PaymentIntents were made and Stripe webhook calls were refused for their signature, and not one ' +
      'verified: the signing secret is wrong, so payments are not credited.',
    metric: new MathExpression({
      expression: 'IF(FILL(rejected, 0) >= 1 AND FILL(intents, 0) >= 1 AND FILL(verified, 0) == 0, 1, 0)',
      usingMetrics: {
        rejected: over(webhook, 'WebhookRejected', halfHour),
        verified: over(webhook, 'WebhookVerified', halfHour),
        intents: over(checkout, 'PaymentIntentCreated', halfHour),
      },
      label: 'refused, none verified, while buying',
      period: halfHour,
    }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: atLeast,
  });
  const twoHours = Duration.hours(2);
  // A state: it resolves once Stripe's events arrive again (Stripe resends what it could not deliver).
  page('StripeEventsMissing', {
    alarmName: 'stripe-events-missing',
    runbook: 'stripe-events-missing',
    summary:
      `In 2 hours, ${INTENTS_FLOOR} or more PaymentIntents were made but no verified Stripe event arrived (each one's ` +
      'payment_intent.created should): Stripe cannot reach the webhook (its addresses changed, WAF, the endpoint disabled), ' +
      'so payments are not credited.',
    metric: new MathExpression({
      expression: `IF(FILL(intents, 0) >= ${INTENTS_FLOOR} AND FILL(verified, 0) == 0, 1, 0)`,
      usingMetrics: { intents: over(checkout, 'PaymentIntentCreated', twoHours), verified: over(webhook, 'WebhookVerified', twoHours) },
      label: 'intents, no events',
      period: twoHours,
    }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: atLeast,
  });
  // A ticket: unpaid PaymentIntents are what anyone signed in can make.
  ticket('CreditsMissing', {
    alarmName: 'credits-missing',
    runbook: 'credits-missing',
    summary: 'In 2 hours, 10 or more PaymentIntents were made and not one credit was bought: checkouts are failing, or nobody pays.',
    metric: new MathExpression({
      expression: 'IF(FILL(intents, 0) >= 10 AND FILL(credits, 0) == 0, 1, 0)',
      usingMetrics: { intents: over(checkout, 'PaymentIntentCreated', twoHours), credits: over(webhook, 'CreditsPurchased', twoHours) },
      label: 'intents, no credits',
      period: twoHours,
    }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: atLeast,
  });
  const sixHours = Duration.hours(6);
  // A wave, not one refund: one refunded pack on a quiet night is a buyer's right. A state: it resolves
  // when the six hours hold no wave.
  page('CreditsRefunded', {
    alarmName: 'credits-refunded',
    runbook: 'credits-refunded',
    summary:
      `In 6 hours, ${REFUNDS_THAT_PAGE} or more refunds took back 50 credits or more, over half of the credits bought: ` +
      'a refund wave, or a bug taking back too much.',
    metric: new MathExpression({
      expression:
        `IF(FILL(refunds, 0) >= ${REFUNDS_THAT_PAGE} AND FILL(refunded, 0) >= 50 AND ` +
        'FILL(refunded, 0) > 0.5 * FILL(purchased, 0), 1, 0)',
      usingMetrics: {
        refunds: over(webhook, 'PaymentRefunded', sixHours),
        refunded: over(webhook, 'CreditsRefunded', sixHours),
        purchased: over(webhook, 'CreditsPurchased', sixHours),
      },
      label: 'credits refunded vs bought',
      period: sixHours,
    }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: atLeast,
  });

  // Players. Games started against what this hour of this weekday usually sees: an outage no error shows.
  const quarterHour = Duration.minutes(15);
  const gamesFalling = signal('GamesStartedFalling', {
    alarmName: PLAYER_SIGNALS.gamesFalling,
    runbook: 'games-started-falling',
    summary: 'Fewer games started than the usual band for this time (anomaly detection) for 45 minutes: players cannot start playing.',
    metric: new MathExpression({
      expression: 'FILL(started, 0)',
      usingMetrics: { started: over(routeNamed('submit-guess'), 'GameStarted', quarterHour) },
      label: 'games started',
      period: quarterHour,
    }),
    anomalyStandardDeviations: 3,
    threshold: 0,
    evaluationPeriods: 3,
    comparisonOperator: ComparisonOperator.LESS_THAN_LOWER_THRESHOLD,
  });
  const canaryFailing = signal('CanaryFailing', {
    alarmName: PLAYER_SIGNALS.canary,
    runbook: 'canary-failing',
    summary:
      'The synthetic player failed 2 of its last 3 runs (loading the site, playing a guess, reading the answer), or stopped running ' +
      '(its sign-in check is a ticket of its own: sign-in-redirect-failing).',
    metric: canary.metricSuccessPercent({ period: FIVE_MINUTES, statistic: 'Average' }),
    threshold: 100,
    evaluationPeriods: 3,
    datapointsToAlarm: 2,
    comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
    treatMissingData: TreatMissingData.BREACHING,
  });
  // One page for players affected, however many of its signals fire together.
  pageWhenAny(
    'PlayersAffected',
    {
      alarmName: 'players-affected',
      runbook: 'players-affected',
      summary:
        'Players cannot play: the API answers 5xx, the synthetic player fails, or games started fell ' +
        '(the signal in ALARM says which).',
    },
    [api5xx, canaryFailing, gamesFalling],
  );
  // A ticket: the canary's sign-in check (the hosted UI's redirect to Google, and Google's page) failed
  // in two of its last three runs. No player's game needs it, and Google's hiccups are not ours to page on.
  ticket('SignInRedirectFailing', {
    alarmName: 'sign-in-redirect-failing',
    runbook: 'sign-in-failing',
    summary: "The synthetic player's sign-in check (the hosted UI's redirect to Google, Google's page) failed in 2 of its last 3 runs.",
    metric: new Metric({
      namespace: METRICS_NAMESPACE,
      metricName: CANARY_SIGN_IN_METRIC.name,
      dimensionsMap: { service: CANARY_SIGN_IN_METRIC.service },
      statistic: 'Maximum',
      period: FIVE_MINUTES,
    }),
    threshold: 1,
    evaluationPeriods: 3,
    datapointsToAlarm: 2,
    comparisonOperator: atLeast,
  });
  // A ticket: a stranger can fail sign-ins at will; the canary pages when players cannot play.
  const federation = (statistic: string) => googleSignIns(userPool, userPoolClient, statistic);
  ticket('SignInFailing', {
    alarmName: 'sign-in-failing',
    runbook: 'sign-in-failing',
    summary: 'More than 20% of Google sign-ins (20 or more) failed for 15 minutes.',
    metric: new MathExpression({
      expression: 'IF(FILL(attempts, 0) >= 20, 100 - 100 * FILL(succeeded, 0), 0)',
      usingMetrics: { attempts: federation('SampleCount'), succeeded: federation('Average') },
      label: 'failed sign-ins %',
      period: FIVE_MINUTES,
    }),
    threshold: 20,
    evaluationPeriods: 3,
    comparisonOperator: above,
  });
  const hour = Duration.hours(1);
  ticket('AnonymousHistoryNotKept', {
    alarmName: 'anonymous-history-not-kept',
    runbook: 'anonymous-history-not-kept',
    summary: "20 or more new anonymous players in an hour were past their network's hourly allowance: they play, but keep no history.",
    metric: over(routeNamed('submit-guess'), 'AnonymousHistoryNotKept', hour),
    threshold: 20,
    evaluationPeriods: 1,
    comparisonOperator: atLeast,
  });

  // Reminders: tickets all (a reminder late or missed is no outage of the game). What shows them:
  // the sender failing, the schedule not starting it, a shard's slots left unfinished (the table),
  // and the push services refusing what it sends (the VAPID keys).
  const slot = Duration.minutes(reminderSender.everyMinutes);
  const sent = (name: keyof typeof BusinessMetric, period: Duration) => routeMetric(reminderSender, BusinessMetric[name], { period });
  ticket('ReminderRunsFailing', {
    alarmName: 'reminder-runs-failing',
    runbook: 'reminder-runs-failing',
    summary: 'The reminder sender failed (a crash, a timeout, its secret unreadable) in two slots in a row: reminders are late.',
    metric: reminders.sender.metricErrors({ period: slot, statistic: 'Sum' }),
    threshold: 1,
    evaluationPeriods: 2,
    comparisonOperator: atLeast,
  });
  if (reminders.enabled) {
    const hour = Duration.hours(1);
    // Each start is one invocation, and one more per shard (the fan-out).
    const runsPerHour = (60 / reminderSender.everyMinutes) * (1 + reminderSender.shards);
    ticket('ReminderRunsMissing', {
      alarmName: 'reminder-runs-missing',
      runbook: 'reminder-runs-missing',
      summary:
        `The reminder sender ran fewer than ${runsPerHour / 2} times in an hour (its schedule and fan-out make ${runsPerHour}), ` +
        'or the scheduler dropped a start: reminders are not being sent.',
      metric: new MathExpression({
        expression: `IF(FILL(runs, 0) < ${runsPerHour / 2} OR FILL(dropped, 0) > 0, 1, 0)`,
        usingMetrics: {
          runs: reminders.sender.metricInvocations({ period: hour, statistic: 'Sum' }),
          dropped: reminders.schedules.metricDropped({ period: hour, statistic: 'Sum' }),
        },
        label: 'runs missing or dropped',
        period: hour,
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: atLeast,
      // A sender that stopped entirely reports nothing at all: no data is the failure here.
      treatMissingData: TreatMissingData.BREACHING,
    });
  }
  ticket('RemindersUnfinished', {
    alarmName: 'reminders-unfinished',
    runbook: 'reminders-unfinished',
    summary:
      'In three slots in a row, some shard of the reminder sender could not read or finish its slots (the table): its reminders wait.',
    metric: sent('ReminderShardsUnfinished', slot),
    threshold: 1,
    evaluationPeriods: 3,
    comparisonOperator: atLeast,
  });
  const pushHour = Duration.hours(1);
  const refusedPercent = 20;
  ticket('RemindersRefused', {
    alarmName: 'reminders-refused',
    runbook: 'reminders-refused',
    summary:
      `More than ${refusedPercent}% of reminder pushes (${REMINDER_PUSHES_FLOOR} or more) failed in an hour: ` +
      'the push services refuse them (the VAPID keys) or are down.',
    metric: new MathExpression({
      expression:
        `IF(FILL(sent, 0) + FILL(failed, 0) >= ${REMINDER_PUSHES_FLOOR}, ` +
        '100 * FILL(failed, 0) / MAX([FILL(sent, 0) + FILL(failed, 0), 1]), 0)',
      usingMetrics: { sent: sent('RemindersSent', pushHour), failed: sent('RemindersFailed', pushHour) },
      label: 'failed pushes %',
      period: pushHour,
    }),
    threshold: refusedPercent,
    evaluationPeriods: 1,
    comparisonOperator: above,
  });

  // DynamoDB: throttled requests and service-side errors. Throttles are a ticket: the SDK retries them,
  // and when players' calls fail for them the 5xx rate pages (players-affected); errors inside DynamoDB page.
  ticket('TableThrottles', {
    alarmName: 'dynamodb-throttles',
    runbook: 'dynamodb-throttles',
    summary: `DynamoDB throttled ${THROTTLES_THAT_ALARM} or more requests to the game table in each of two five-minute periods.`,
    metric: tableThrottles(table),
    threshold: THROTTLES_THAT_ALARM,
    evaluationPeriods: 2,
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

  // Backups: tickets all. Point-in-time recovery keeps 35 days of the table whatever the backups do,
  // so a failed night is work for the day, not a page at 03:00. Each failed job is a ticket the day
  // it fails (lib/constructs/backups.ts); a second failed day in a row, and a day with no backup at all
  // (a plan that stopped running fails no job), are tickets of their own.
  ticket('BackupsFailing', {
    alarmName: 'backups-failing',
    runbook: 'backup-failed',
    summary:
      "The game table's backup or its copy to the other account failed on two days in a row: " +
      'no backup (or no copy beyond this account) younger than two days.',
    metric: backupJobsFailed(table.tableArn),
    threshold: 1,
    evaluationPeriods: 2,
    datapointsToAlarm: 2,
    comparisonOperator: atLeast,
  });
  ticket('BackupsMissing', {
    alarmName: 'backups-missing',
    runbook: 'backup-failed',
    summary: `No backup of the game table completed in ${BACKUP_SILENCE_HOURS} hours (the plan runs daily at 03:00 UTC).`,
    metric: new MathExpression({
      expression: 'FILL(completed, 0)',
      usingMetrics: { completed: backupJobsCompleted(table.tableArn) },
      label: 'backups completed',
      period: Duration.hours(1),
    }),
    threshold: 1,
    evaluationPeriods: BACKUP_SILENCE_HOURS,
    datapointsToAlarm: BACKUP_SILENCE_HOURS,
    comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
  });
  return { topics, alarms, rolloutAlarms };
}
