import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { routePath, routes } from '../lambdas/routes';
import type { StageConfig } from './stage';

const managedRule = (name: string, priority: number, scopeDownStatement?: CfnWebACL.StatementProperty): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ...(scopeDownStatement ? { scopeDownStatement } : {}) } },
  visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true },
});

/** Requests to paths other than these (Stripe's signed webhook calls are authenticated by signature). */
const exceptPaths = (paths: string[]): CfnWebACL.StatementProperty => {
  const matches = paths.map((path) => ({
    byteMatchStatement: {
      searchString: path,
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'EXACTLY',
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  }));
  return { notStatement: { statement: matches.length === 1 ? matches[0] : { orStatement: { statements: matches } } } };
};

/**
 * CloudFront's WAF web ACL. CloudFront only accepts ACLs from us-east-1, so this small stack lives
 * there whatever region the game runs in; the game stack reads its ARN across regions.
 */
export class EdgeStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, stage: StageConfig, props: StackProps) {
    super(scope, id, props);
    const acl = new CfnWebACL(this, 'WebAcl', {
      name: `${stage.prefix}-web`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: `${stage.prefix}-web`, sampledRequestsEnabled: true },
      rules: [
        {
          name: 'RateLimitPerIp',
          priority: 0,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: stage.wafRateLimit, aggregateKeyType: 'IP' } },
          visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: 'RateLimitPerIp', sampledRequestsEnabled: true },
        },
        managedRule('AWSManagedRulesAmazonIpReputationList', 1),
        // The common rules block bodies over 8 KB and JSON that looks like markup: Stripe's events can
        // be both, and the webhook verifies their signature itself, so it is left out of this group.
        managedRule('AWSManagedRulesCommonRuleSet', 2, exceptPaths(routes.filter((r) => r.stripe && r.auth === 'none').map(routePath))),
        managedRule('AWSManagedRulesKnownBadInputsRuleSet', 3),
      ],
    });
    this.webAclArn = acl.attrArn;
    new CfnOutput(this, 'WebAclArn', { value: acl.attrArn });
  }
}
