/**
 * Every Lambda function logs into a log group that expires, CDK's own helper functions included
 * (the web deployment, cross-region references, bucket emptying): without this, Lambda creates
 * `/aws/lambda/<name>` on their first call, kept forever and outside the stack.
 */
import { type App, CfnResource, Names, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';

/**
 * Gives each function without a log group one of its own. It runs as the app's validation, the
 * one hook after CDK has added the cross-region reference handlers (an aspect runs before them).
 */
export function giveEveryFunctionAnExpiringLogGroup(app: App, retention: RetentionDays): void {
  app.node.addValidation({
    validate: () => {
      for (const node of app.node.findAll()) {
        if (!(node instanceof CfnResource) || node.cfnResourceType !== CfnFunction.CFN_RESOURCE_TYPE_NAME || hasLogGroup(node)) continue;
        const stack = Stack.of(node);
        const id = `${Names.uniqueId(node)}Logs`;
        if (stack.node.tryFindChild(id)) continue; // given one already (validation ran before)
        // Unnamed (nothing to collide with on a retry) and deleted with the stack: these are no player data.
        const logGroup = new LogGroup(stack, id, { retention, removalPolicy: RemovalPolicy.DESTROY });
        node.addPropertyOverride('LoggingConfig.LogGroup', logGroup.logGroupName);
      }
      return [];
    },
  });
}

function hasLogGroup(resource: CfnResource): boolean {
  if (resource instanceof CfnFunction) return Boolean((resource.loggingConfig as CfnFunction.LoggingConfigProperty | undefined)?.logGroup);
  // CDK's custom resource providers declare plain CfnResources, whose properties are readable only here.
  const properties = (resource as unknown as { _cfnProperties?: { LoggingConfig?: { LogGroup?: unknown } } })._cfnProperties;
  return Boolean(properties?.LoggingConfig?.LogGroup);
}
