/**
 * How an alarm reaches a person, shared by the game's alarms and the edge's (us-east-1, where
 * CloudFront's and WAF's metrics are): an encrypted SNS topic CloudWatch may publish to, e-mailed
 * to the stage's on-call address, and alarms whose descriptions link their runbook entry.
 */
import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Alarm, type AlarmProps, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { AnyPrincipal, Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { PLACEHOLDER_MARK, type StageConfig } from '../../stage';

export function alarmTopic(scope: Construct, stage: StageConfig): Topic {
  const { account, region, partition } = Stack.of(scope);
  // CloudWatch publishes to the encrypted topic as itself: the key and the topic must both let it.
  const key = new Key(scope, 'AlarmTopicKey', {
    enableKeyRotation: true,
    description: 'Encrypts the alarm topic',
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
  const topic = new Topic(scope, 'Alarms', {
    topicName: `${stage.prefix}-alarms`,
    displayName: `CIPHERWORD ${stage.stage} alarms`,
    enforceSSL: true,
    masterKey: key,
  });
  topic.addToResourcePolicy(
    new PolicyStatement({
      sid: 'CloudWatchAlarmsPublish',
      principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
      actions: ['sns:Publish'],
      resources: [topic.topicArn],
      conditions: { ArnLike: { 'aws:SourceArn': `arn:${partition}:cloudwatch:${region}:${account}:alarm:${stage.prefix}-*` } },
    }),
  );
  if (stage.alarmEmail && !stage.alarmEmail.includes(PLACEHOLDER_MARK)) topic.addSubscription(new EmailSubscription(stage.alarmEmail));
  return topic;
}

export type AlarmSpec = Omit<AlarmProps, 'alarmDescription'> & {
  /** The docs/runbook.md entry (its heading's anchor). */
  runbook: string;
  /** What firing means, for the person it reaches. */
  summary: string;
};

/** Makes the stage's alarms: `alarm` for ones that only record a state, `page` for ones that reach on-call. */
export function alarmMaker(scope: Construct, stage: StageConfig, topic: Topic, made: Alarm[]) {
  const alarm = (id: string, { runbook, summary, ...props }: AlarmSpec) => {
    const created = new Alarm(scope, id, {
      treatMissingData: TreatMissingData.NOT_BREACHING,
      ...props,
      alarmName: `${stage.prefix}-${props.alarmName}`,
      alarmDescription: `${summary} Runbook: ${stage.runbookUrl(runbook)}`,
    });
    made.push(created);
    return created;
  };
  const page = (id: string, spec: AlarmSpec) => {
    const created = alarm(id, spec);
    created.addAlarmAction(new SnsAction(topic));
    created.addOkAction(new SnsAction(topic));
    return created;
  };
  return { alarm, page };
}
