import { Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/aws-events';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { LambdaApplication, LambdaDeploymentConfig, LambdaDeploymentGroup } from 'aws-cdk-lib/aws-codedeploy';
import { AccountRootPrincipal, ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage';
import type { RouteTarget } from './game-api';
import type { OperationsLog } from './operations-log';

export interface RolloutsProps {
  stage: StageConfig;
  targets: Map<string, RouteTarget>;
  /** Per route, the alarm that stops its rollout (any 5xx or failure of the new version within a minute). */
  alarms: Map<string, Alarm>;
  /** The web build, which `npm run rollback` also puts back: its versioned bucket and its distribution. */
  site: { bucket: IBucket; distribution: IDistribution };
  /** Where each rollout and each alias moved back is kept for the dashboard. */
  operations: OperationsLog;
}

/** 10 % of calls go to the new version for 5 minutes, then all of them, unless its alarm fires first. */
export const ROLLOUT_CONFIG = LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES;

/**
 * Gradual rollouts (prod): a CodeDeploy deployment group per function shifts its `live` alias (what
 * API Gateway invokes) to each new version as a canary, and shifts it back by itself when the
 * route's rollout alarm fires, or when the deployment fails or is stopped.
 */
export class Rollouts extends Construct {
  readonly groups = new Map<string, LambdaDeploymentGroup>();
  /** What `npm run rollback` runs as: exactly what it reads and moves, nothing else. */
  readonly onCallRollback: Role;

  constructor(scope: Construct, id: string, { stage, targets, alarms, site, operations }: RolloutsProps) {
    super(scope, id);
    const application = new LambdaApplication(this, 'Application', { applicationName: stage.names.deploymentApplication });
    // One role for every group: what CodeDeploy needs to read alarms and move aliases.
    const role = new Role(this, 'DeployRole', {
      assumedBy: new ServicePrincipal('codedeploy.amazonaws.com'),
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSCodeDeployRoleForLambdaLimited')],
    });
    for (const [name, { alias }] of targets) {
      const alarm = alarms.get(name);
      if (!alias || !alarm) throw new Error(`route ${name} needs its live alias and rollout alarm for a canary rollout`);
      this.groups.set(
        name,
        new LambdaDeploymentGroup(this, `Group-${name}`, {
          application,
          role,
          deploymentGroupName: stage.names.deploymentGroup(name),
          alias,
          deploymentConfig: ROLLOUT_CONFIG,
          // It watches the new version alone: a hotfix or a rollback during an incident is never undone by the old one's failures.
          alarms: [alarm],
          autoRollback: { failedDeployment: true, stoppedDeployment: true, deploymentInAlarm: true },
        }),
      );
    }
    // For the dashboard: each rollout's progress, as CodeDeploy tells it, and every live alias moved
    // by a call (npm run rollback, or a person), as CloudTrail tells it to EventBridge.
    operations.record('RolloutEvents', "The routes' CodeDeploy rollouts, for the on-call dashboard", {
      source: ['aws.codedeploy'],
      detailType: ['CodeDeploy Deployment State-change Notification'],
      detail: { application: [application.applicationName] },
    });
    const { partition, region, account } = Stack.of(this);
    const functionName = stage.names.functionName('');
    operations.record('AliasMoves', 'Live aliases moved by a call (npm run rollback among them), for the on-call dashboard', {
      source: ['aws.lambda'],
      detailType: ['AWS API Call via CloudTrail'],
      detail: {
        eventSource: ['lambda.amazonaws.com'],
        eventName: Match.prefix('UpdateAlias'),
        requestParameters: {
          functionName: Match.anyOf(
            Match.prefix(functionName),
            Match.prefix(`arn:${partition}:lambda:${region}:${account}:function:${functionName}`),
          ),
        },
      },
    });
    // Assumable from this account by whoever the account's IAM lets assume it (docs/runbook.md says
    // who; their sign-in carries the MFA: an IAM Identity Center session has no MFA condition key).
    this.onCallRollback = new Role(this, 'OnCallRollback', {
      roleName: stage.names.onCallRollbackRole,
      description: 'npm run rollback: reads the last release, moves live aliases and the web build back (docs/runbook.md)',
      assumedBy: new AccountRootPrincipal(),
    });
    // Lambda authorises alias calls on the function's ARN (and its qualified form): both, for the routes' functions only.
    const functions = [...targets.values()].flatMap(({ fn }) => [fn.functionArn, `${fn.functionArn}:${stage.names.liveAlias}`]);
    this.onCallRollback.addToPolicy(new PolicyStatement({ actions: ['lambda:GetAlias', 'lambda:UpdateAlias'], resources: functions }));
    this.onCallRollback.addToPolicy(
      new PolicyStatement({
        actions: ['codedeploy:ListDeployments', 'codedeploy:GetDeployment', 'codedeploy:StopDeployment'],
        resources: [...this.groups.values()].map((group) => group.deploymentGroupArn),
      }),
    );
    this.onCallRollback.addToPolicy(
      new PolicyStatement({ actions: ['cloudformation:DescribeStacks'], resources: [Stack.of(this).stackId] }),
    );
    // The web build: list every file's versions, copy an earlier version over the current one, and
    // have CloudFront forget the files put back.
    this.onCallRollback.addToPolicy(new PolicyStatement({ actions: ['s3:ListBucketVersions'], resources: [site.bucket.bucketArn] }));
    this.onCallRollback.addToPolicy(new PolicyStatement({ actions: ['s3:GetObjectVersion'], resources: [site.bucket.arnForObjects('*')] }));
    // A write only as a copy of the bucket's own files: never an upload of new content.
    this.onCallRollback.addToPolicy(
      new PolicyStatement({
        actions: ['s3:PutObject'],
        resources: [site.bucket.arnForObjects('*')],
        conditions: { StringLike: { 's3:x-amz-copy-source': `${site.bucket.bucketName}/*` } },
      }),
    );
    this.onCallRollback.addToPolicy(
      new PolicyStatement({ actions: ['cloudfront:CreateInvalidation'], resources: [site.distribution.distributionArn] }),
    );
  }
}
