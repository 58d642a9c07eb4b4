import { Stack } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { LambdaApplication, LambdaDeploymentConfig, LambdaDeploymentGroup } from 'aws-cdk-lib/aws-codedeploy';
import { AccountRootPrincipal, ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage';
import type { RouteTarget } from './game-api';

export interface RolloutsProps {
  stage: StageConfig;
  targets: Map<string, RouteTarget>;
  /** Per route, the alarm that stops its rollout (any 5xx or failure of the new version within a minute). */
  alarms: Map<string, Alarm>;
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

  constructor(scope: Construct, id: string, { stage, targets, alarms }: RolloutsProps) {
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
    // Assumable from this account by whoever the account's IAM lets assume it (docs/runbook.md says
    // who; their sign-in carries the MFA: an IAM Identity Center session has no MFA condition key).
    this.onCallRollback = new Role(this, 'OnCallRollback', {
      roleName: stage.names.onCallRollbackRole,
      description: 'npm run rollback: reads the last release and moves live aliases back (docs/runbook.md)',
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
  }
}
