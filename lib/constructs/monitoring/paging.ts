/**
 * How an alarm reaches a person, shared by the game's alarms and the edge's (us-east-1, where
 * CloudFront's and WAF's metrics are). Three encrypted SNS topics CloudWatch may publish to:
 * - pages (SEV1): the stage's incident tool (PagerDuty or Opsgenie, its key in Secrets Manager).
 *   An alarm opens an incident on ALARM and resolves it on OK. E-mail instead where no pager is set.
 *   SNS retries the pager for about an hour (its limit for HTTPS), then keeps the page in an
 *   encrypted dead-letter queue;
 * - tickets (SEV2): e-mailed to the stage's on-call address, on ALARM only (no OK mails);
 * - pager-down: when SNS gave up delivering a page (moved to the dead-letter queue, or lost when even
 *   that failed), by e-mail and by SMS to the stage's fallback phone: the pager is what broke.
 * Only what players or money can trip pages (docs/runbook.md, "Severities"); every alarm's
 * description starts with its severity and ends with its runbook entry.
 */
import { Duration, RemovalPolicy, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import {
  Alarm,
  type AlarmProps,
  AlarmRule,
  AnomalyDetectionAlarm,
  ComparisonOperator,
  CompositeAlarm,
  type IAlarm,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { AnyPrincipal, Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { type DeliveryPolicy, SubscriptionProtocol, Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription, SmsSubscription, UrlSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption, RedrivePermission } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { nag } from '../../nag-suppressions';
import { PLACEHOLDER_MARK, type PagerService, type StageConfig } from '../../stage';

/**
 * Where each incident tool takes CloudWatch's alarms over SNS (HTTPS, confirmed by the tool itself):
 * PagerDuty's Amazon CloudWatch integration and Opsgenie's CloudWatch integration, by their key.
 */
export const PAGER_ENDPOINTS: Record<PagerService, (key: string) => string> = {
  pagerduty: (key) => `https://events.pagerduty.com/integration/${key}/enqueue`,
  opsgenie: (key) => `https://api.opsgenie.com/v1/json/cloudwatch?apiKey=${key}`,
};

/** The JSON field of the pager secret that holds the integration's key. */
export const PAGER_SECRET_FIELD = 'integrationKey';

/**
 * How SNS retries the pager when it does not answer (5xx, no connection): 6 tries 10 s apart for a
 * blip, then one every 320 s, 3,580 s in all: as long as SNS allows an HTTPS policy to run (3,600 s).
 * No backoff phase, so the whole is exactly the sum (test/infra/paging.test.ts adds it up).
 */
export const PAGER_DELIVERY_POLICY = {
  healthyRetryPolicy: {
    numRetries: 17,
    numNoDelayRetries: 0,
    numMinDelayRetries: 6,
    minDelayTarget: Duration.seconds(10),
    numMaxDelayRetries: 11,
    maxDelayTarget: Duration.seconds(320),
  },
  requestPolicy: { headerContentType: 'application/json' },
} as const satisfies DeliveryPolicy;

export interface AlarmTopics {
  /** SEV1: the pager (or e-mail without one). */
  pages: Topic;
  /** SEV2: e-mail, on ALARM only. */
  tickets: Topic;
  /** The pager could not be reached: e-mail and SMS. */
  pagerDown: Topic;
  /** Pages SNS gave up delivering to the pager (kept 14 days). */
  undeliveredPages: Queue;
  /** EDGE_SUFFIX for the us-east-1 set, so both regions' names stay apart. */
  suffix: string;
}

/** The stage's two alarm topics in this stack's region; `edge` names the us-east-1 pair apart from the game's. */
/** What sets the us-east-1 set of topics, queue and paging alarms apart from the game region's. */
export const EDGE_SUFFIX = '-edge';

/** Where SNS keeps the pages it could not deliver, in each region (`suffix`: EDGE_SUFFIX for us-east-1). */
const undeliveredPagesQueue = (stage: StageConfig, suffix: string) => `${stage.prefix}${suffix}-undelivered-pages`;

/** Paging's own alarms, in each region (`suffix`: EDGE_SUFFIX for us-east-1). */
export const pagingAlarmNames = (suffix: string) => ({ undelivered: `pages-undelivered${suffix}`, failing: `pages-failing${suffix}` });

export function alarmTopics(scope: Construct, stage: StageConfig, { edge = false } = {}): AlarmTopics {
  const { account, region, partition } = Stack.of(scope);
  const suffix = edge ? EDGE_SUFFIX : '';
  // CloudWatch publishes to the encrypted topics as itself: the key and the topics must both let it.
  const key = new Key(scope, 'AlarmTopicKey', {
    enableKeyRotation: true,
    description: 'Encrypts the alarm topics',
    removalPolicy: RemovalPolicy.DESTROY, // it guards messages in flight, not data
  });
  // The services that write what this key encrypts, each as itself.
  const writers: [sid: string, service: string][] = [
    ['CloudWatchAlarmsPublishToTheEncryptedTopic', 'cloudwatch.amazonaws.com'], // alarms, to the topics
    ['EventBridgePublishesToTheEncryptedTopic', 'events.amazonaws.com'], // AWS Backup's failed jobs, to the ticket topic
    ['SnsWritesUndeliveredPages', 'sns.amazonaws.com'], // the pages it gave up on, to the dead-letter queue
  ];
  for (const [sid, service] of writers)
    key.addToResourcePolicy(
      new PolicyStatement({
        sid,
        principals: [new ServicePrincipal(service)],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
      }),
    );
  // Grants on the key only for AWS resources that use it on a principal's behalf (Control Tower's CT.KMS.PR.3).
  key.addToResourcePolicy(
    new PolicyStatement({
      sid: 'GrantsOnlyForAwsResources',
      effect: Effect.DENY,
      principals: [new AnyPrincipal()],
      actions: ['kms:CreateGrant'],
      resources: ['*'],
      conditions: { BoolIfExists: { 'kms:GrantIsForAWSResource': 'false', 'aws:PrincipalIsAWSService': 'false' } },
    }),
  );
  const topic = (id: 'Pages' | 'Tickets' | 'PagerDown', kind: string) => {
    const made = new Topic(scope, id, {
      topicName: `${stage.prefix}${suffix}-${kind}`,
      displayName: `CIPHERWORD ${stage.stage} ${kind}${edge ? ' (edge)' : ''}`,
      enforceSSL: true,
      masterKey: key,
    });
    made.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudWatchAlarmsPublish',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [made.topicArn],
        conditions: { ArnLike: { 'aws:SourceArn': `arn:${partition}:cloudwatch:${region}:${account}:alarm:${stage.prefix}-*` } },
      }),
    );
    return made;
  };
  const pages = topic('Pages', 'pages');
  const tickets = topic('Tickets', 'tickets');
  const pagerDown = topic('PagerDown', 'pager-down');
  const undeliveredPages = new Queue(scope, 'UndeliveredPages', {
    queueName: undeliveredPagesQueue(stage, suffix),
    encryption: QueueEncryption.KMS,
    encryptionMasterKey: key,
    enforceSSL: true,
    retentionPeriod: Duration.days(14), // SQS's longest: time to read what was missed
    // Declared a dead-letter queue (the Control Tower check reads this; SNS's redrive is not bound by it).
    redriveAllowPolicy: { redrivePermission: RedrivePermission.ALLOW_ALL },
  });
  Validations.of(undeliveredPages).acknowledge({
    id: nag('SQS3'),
    reason: "It is the pager subscription's dead-letter queue (SNS's RedrivePolicy points at it); a person reads it.",
  });
  const email = stage.alarmEmail && !stage.alarmEmail.includes(PLACEHOLDER_MARK) ? stage.alarmEmail : undefined;
  if (stage.pager) {
    // A dynamic reference: the key is resolved by CloudFormation at deploy time, never written into the template.
    const integrationKey = SecretValue.secretsManager(stage.pager.secretName, { jsonField: PAGER_SECRET_FIELD }).unsafeUnwrap();
    pages.addSubscription(
      new UrlSubscription(PAGER_ENDPOINTS[stage.pager.service](integrationKey), {
        protocol: SubscriptionProtocol.HTTPS,
        deliveryPolicy: PAGER_DELIVERY_POLICY,
        deadLetterQueue: undeliveredPages,
      }),
    );
  } else if (email) pages.addSubscription(new EmailSubscription(email, { deadLetterQueue: undeliveredPages }));
  if (email) {
    tickets.addSubscription(new EmailSubscription(email));
    pagerDown.addSubscription(new EmailSubscription(email));
  }
  if (stage.pagerFallbackPhone) pagerDown.addSubscription(new SmsSubscription(stage.pagerFallbackPhone));
  return { pages, tickets, pagerDown, undeliveredPages, suffix };
}

export type Severity = 'SEV1' | 'SEV2';

/** The edge's alarms (lib/edge-alarms-stack.ts), named here so the game's dashboard can show them from us-east-1. */
export const EDGE_ALARM_NAMES = { site5xx: 'site-5xx-rate', site4xx: 'site-4xx-rate', wafBlocked: 'waf-blocked-rate' } as const;

export type AlarmSpec = Omit<AlarmProps, 'alarmDescription'> & {
  /** The docs/runbook.md entry (its heading's anchor). */
  runbook: string;
  /** What firing means, for the person it reaches. */
  summary: string;
  /** An anomaly detection alarm instead of a threshold: the band's width in standard deviations. */
  anomalyStandardDeviations?: number;
};

/**
 * Makes the stage's alarms: `record` for ones no person is sent (a rollout's, which CodeDeploy reads),
 * `ticket` for SEV2 (e-mail on ALARM), `page` for SEV1 (the pager on ALARM and on OK, so every page
 * resolves itself when its state ends: a page for something already over is noise; what a person must
 * still do afterwards, a runbook entry says). Every maker also watches the paging itself (`pager-down`).
 */
export interface MadeAlarms {
  all: Alarm[];
  /** What pages, and the signals a composite page reads. */
  pages: IAlarm[];
  tickets: Alarm[];
}

export interface AlarmMakerOptions {
  /** What every alarm's name starts with (the stage's prefix unless said). */
  namePrefix?: string;
  /** Make the two alarms that watch paging itself (one set per region): false for a maker of rollout alarms only. */
  watchesPaging?: boolean;
}

export function alarmMaker(
  scope: Construct,
  stage: StageConfig,
  topics: AlarmTopics,
  { namePrefix = stage.prefix, watchesPaging = true }: AlarmMakerOptions = {},
) {
  const made: MadeAlarms = { all: [], pages: [], tickets: [] };
  // Every description starts with its severity and ends with its runbook entry.
  const description = (severity: Severity | 'none', summary: string, runbook: string) =>
    `${severity === 'none' ? '' : `${severity}: `}${summary} Runbook: ${stage.runbookUrl(runbook)}`;
  const make = (id: string, severity: Severity | 'none', { runbook, summary, anomalyStandardDeviations, ...props }: AlarmSpec) => {
    const settings = {
      treatMissingData: TreatMissingData.NOT_BREACHING,
      ...props,
      alarmName: `${namePrefix}-${props.alarmName}`,
      alarmDescription: description(severity, summary, runbook),
    };
    const created =
      anomalyStandardDeviations === undefined
        ? new Alarm(scope, id, settings)
        : new AnomalyDetectionAlarm(scope, id, { ...settings, stdDevs: anomalyStandardDeviations });
    made.all.push(created);
    if (severity === 'SEV1') made.pages.push(created);
    if (severity === 'SEV2') made.tickets.push(created);
    return created;
  };
  const record = (id: string, spec: AlarmSpec) => make(id, 'none', spec);
  const ticket = (id: string, spec: AlarmSpec) => {
    const created = make(id, 'SEV2', spec);
    created.addAlarmAction(new SnsAction(topics.tickets));
    return created;
  };
  const page = (id: string, spec: AlarmSpec) => {
    const created = make(id, 'SEV1', spec);
    created.addAlarmAction(new SnsAction(topics.pages));
    created.addOkAction(new SnsAction(topics.pages));
    return created;
  };
  // A SEV1 signal with no action of its own: a composite page reads it with the others like it, so
  // one incident pages once, not once per signal.
  const signal = (id: string, spec: AlarmSpec) => make(id, 'SEV1', spec);
  const pageWhenAny = (id: string, spec: Pick<AlarmSpec, 'runbook' | 'summary'> & { alarmName: string }, signals: Alarm[]) => {
    const { alarmName, runbook, summary } = spec;
    const composite = new CompositeAlarm(scope, id, {
      compositeAlarmName: `${namePrefix}-${alarmName}`,
      alarmRule: AlarmRule.anyOf(...signals),
      alarmDescription: description('SEV1', summary, runbook),
    });
    composite.addAlarmAction(new SnsAction(topics.pages));
    composite.addOkAction(new SnsAction(topics.pages));
    made.pages.push(composite);
    return composite;
  };
  // Paging itself: reaches a person by another way than the pager.
  const pagerDown = (id: string, spec: AlarmSpec) => {
    const created = make(id, 'SEV1', spec);
    created.addAlarmAction(new SnsAction(topics.pagerDown));
    return created;
  };
  if (watchesPaging) {
    // Each page SNS gave up on makes its own noise: the count of pages moved to the dead-letter queue in
    // five minutes, not the queue's depth (which stays up while one waits, so a second would say nothing).
    // A failed try is not a page lost: for HTTPS, SNS counts every try as a failed notification and
    // retries for an hour (PAGER_DELIVERY_POLICY), so only what it finally gives up on alarms.
    const pagesMetric = (metricName: string) => topics.pages.metric(metricName, { period: Duration.minutes(5), statistic: 'Sum' });
    pagerDown('PagesUndelivered', {
      alarmName: pagingAlarmNames(topics.suffix).undelivered,
      runbook: 'pages-undelivered',
      summary:
        'SNS gave up delivering a page to the pager (after an hour of retries, or at once when the pager refused it): the page ' +
        `waits in the dead-letter queue ${undeliveredPagesQueue(stage, topics.suffix)} (docs/runbook.md says how to read it); ` +
        'act on what it says.',
      metric: pagesMetric('NumberOfNotificationsRedrivenToDlq'),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
    pagerDown('PagesFailing', {
      alarmName: pagingAlarmNames(topics.suffix).failing,
      runbook: 'pages-undelivered',
      summary:
        'SNS gave up delivering a page and could not keep it in the dead-letter queue either (its key or policy): the page is ' +
        'lost; read the alarms in ALARM in the console.',
      metric: pagesMetric('NumberOfNotificationsFailedToRedriveToDlq'),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
  }
  return { record, ticket, page, signal, pageWhenAny, made };
}
