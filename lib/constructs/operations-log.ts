import { ArnFormat, Stack } from 'aws-cdk-lib';
import { type EventPattern, type IRuleTarget, Rule } from 'aws-cdk-lib/aws-events';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, ResourcePolicy } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage';

/**
 * What happened to the stage, in AWS's own words: EventBridge writes the events of rollouts
 * (CodeDeploy's deployments, the live aliases moved back) and of backups (AWS Backup's backup and
 * copy jobs) into one log group. The dashboard's "Rollouts, rollbacks and backups" table reads it,
 * and a metric filter on it counts failed backups (lib/constructs/backups.ts).
 */
export class OperationsLog extends Construct {
  readonly logGroup: LogGroup;
  private readonly target: IRuleTarget;

  constructor(scope: Construct, id: string, { stage }: { stage: StageConfig }) {
    super(scope, id);
    this.logGroup = new LogGroup(this, 'Events', {
      logGroupName: stage.names.operationsLog,
      retention: stage.logRetention,
      removalPolicy: stage.removalPolicy,
    });
    // EventBridge writes into a log group as itself, by the group's resource policy. (CDK's own log
    // group target writes that policy through a custom resource and its Lambda; this is the policy alone.)
    new ResourcePolicy(this, 'EventBridgeWrites', {
      resourcePolicyName: `${stage.prefix}-operations-events`,
      policyStatements: [
        new PolicyStatement({
          principals: [new ServicePrincipal('events.amazonaws.com'), new ServicePrincipal('delivery.logs.amazonaws.com')],
          actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          resources: [this.logGroup.logGroupArn],
        }),
      ],
    });
    // EventBridge names a log group target by its ARN without the trailing ":*" of the group's own.
    const arn = Stack.of(this).formatArn({
      service: 'logs',
      resource: 'log-group',
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      resourceName: this.logGroup.logGroupName,
    });
    this.target = { bind: () => ({ arn }) };
  }

  /** Writes every event that matches `eventPattern` into the log, whole. */
  record(id: string, description: string, eventPattern: EventPattern): Rule {
    return new Rule(this, id, { description, eventPattern, targets: [this.target] });
  }
}
