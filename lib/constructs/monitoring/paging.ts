/**
 * How an alarm reaches a person, shared by the game's alarms and the edge's (us-east-1, where
 * CloudFront's and WAF's metrics are). Two encrypted SNS topics CloudWatch may publish to:
 * - pages (SEV1): the stage's incident tool (PagerDuty or Opsgenie, its key in Secrets Manager),
 *   which opens an incident on ALARM and resolves it on OK; e-mail instead where no pager is set (dev);
 * - tickets (SEV2): e-mailed to the stage's on-call address, on ALARM only (no OK mails).
 * Only what players or money can trip pages (docs/runbook.md, "Severities"); every alarm's
 * description starts with its severity and ends with its runbook entry.
 */
import { RemovalPolicy, SecretValue, Stack } from 'aws-cdk-lib';
import { Alarm, type AlarmProps, AnomalyDetectionAlarm, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { AnyPrincipal, Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { SubscriptionProtocol } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription, UrlSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
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

export interface AlarmTopics {
  /** SEV1: the pager (or e-mail without one), on ALARM and OK. */
  pages: Topic;
  /** SEV2: e-mail, on ALARM only. */
  tickets: Topic;
}

/** The stage's two alarm topics in this stack's region; `edge` names the us-east-1 pair apart from the game's. */
export function alarmTopics(scope: Construct, stage: StageConfig, { edge = false } = {}): AlarmTopics {
  const { account, region, partition } = Stack.of(scope);
  // CloudWatch publishes to the encrypted topics as itself: the key and the topics must both let it.
  const key = new Key(scope, 'AlarmTopicKey', {
    enableKeyRotation: true,
    description: 'Encrypts the alarm topics',
    removalPolicy: RemovalPolicy.DESTROY, // it guards messages in flight, not data
  });
  key.addToResourcePolicy(
    new PolicyStatement({
      sid: 'CloudWatchAlarmsPublishToTheEncryptedTopic',
      principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
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
  const topic = (id: 'Pages' | 'Tickets', kind: string) => {
    const made = new Topic(scope, id, {
      topicName: `${stage.prefix}${edge ? '-edge' : ''}-${kind}`,
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
  const email = stage.alarmEmail && !stage.alarmEmail.includes(PLACEHOLDER_MARK) ? stage.alarmEmail : undefined;
  if (stage.pager) {
    // A dynamic reference: the key is resolved by CloudFormation at deploy time, never written into the template.
    const integrationKey = SecretValue.secretsManager(stage.pager.secretName, { jsonField: PAGER_SECRET_FIELD }).unsafeUnwrap();
    pages.addSubscription(
      new UrlSubscription(PAGER_ENDPOINTS[stage.pager.service](integrationKey), { protocol: SubscriptionProtocol.HTTPS }),
    );
  } else if (email) pages.addSubscription(new EmailSubscription(email));
  if (email) tickets.addSubscription(new EmailSubscription(email));
  return { pages, tickets };
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
 * `ticket` for SEV2 (e-mail on ALARM), `page` for SEV1 (the pager on ALARM and OK, so it resolves itself).
 */
export interface MadeAlarms {
  all: Alarm[];
  pages: Alarm[];
  tickets: Alarm[];
}

export function alarmMaker(scope: Construct, stage: StageConfig, topics: AlarmTopics) {
  const made: MadeAlarms = { all: [], pages: [], tickets: [] };
  const make = (id: string, severity: Severity | 'none', { runbook, summary, anomalyStandardDeviations, ...props }: AlarmSpec) => {
    const settings = {
      treatMissingData: TreatMissingData.NOT_BREACHING,
      ...props,
      alarmName: `${stage.prefix}-${props.alarmName}`,
      alarmDescription: `${severity === 'none' ? '' : `${severity}: `}${summary} Runbook: ${stage.runbookUrl(runbook)}`,
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
  return { record, ticket, page, made };
}
