import { ArnFormat, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, CertificateValidation } from 'aws-cdk-lib/aws-certificatemanager';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { routePath, routes, type Route } from '../lambdas/routes';
import type { StageConfig } from './stage';
import { stripeCalledPaths, stripeWebhookRule } from './stripe-webhook-allowance';

/** Far after the other rules: it only blocks, so its place changes nothing for what it lets through. */
const STRIPE_WEBHOOK_RULE_PRIORITY = 100;

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

/** Blocks an IP address that sends `route` more than `limit` requests in 5 minutes (that route only). */
function perIpRouteLimit(route: Route, limit: number, priority: number): CfnWebACL.RuleProperty {
  const name = `PerIp-${route.name}`;
  return {
    name,
    priority,
    action: { block: { customResponse: { responseCode: 429 } } },
    statement: {
      rateBasedStatement: {
        limit,
        evaluationWindowSec: 300,
        aggregateKeyType: 'IP',
        scopeDownStatement: {
          byteMatchStatement: {
            searchString: routePath(route),
            fieldToMatch: { uriPath: {} },
            positionalConstraint: 'EXACTLY',
            textTransformations: [{ priority: 0, type: 'NONE' }],
          },
        },
      },
    },
    visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true },
  };
}

/** What WAF logs: every request it blocks or only counts (enough to see why a player was blocked, at little cost). */
const LOGGED_ACTIONS = ['BLOCK', 'COUNT', 'CAPTCHA', 'CHALLENGE'];

/**
 * What CloudFront needs from us-east-1 whatever region the game runs in: the WAF web ACL (and its
 * logs), and with a custom domain and no certificate given, the domain's certificate. The game
 * stack reads their ARNs across regions.
 */
export class EdgeStack extends Stack {
  readonly webAclArn: string;
  readonly webAclName: string;
  readonly certificateArn?: string;

  constructor(scope: Construct, id: string, stage: StageConfig, props: StackProps) {
    super(scope, id, props);
    this.webAclName = stage.names.webAcl;
    const acl = new CfnWebACL(this, 'WebAcl', {
      name: this.webAclName,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: this.webAclName, sampledRequestsEnabled: true },
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
        managedRule('AWSManagedRulesCommonRuleSet', 2, exceptPaths(stripeCalledPaths())),
        managedRule('AWSManagedRulesKnownBadInputsRuleSet', 3),
        // Per route, per client: the routes that spend money or make data, each its own allowance.
        ...routes.flatMap((route, i) => ('perIpPer5Minutes' in route ? [perIpRouteLimit(route, route.perIpPer5Minutes, 10 + i)] : [])),
        // Stripe's deliveries have the webhook's route to themselves (lib/stripe-webhook-allowance.ts).
        stripeWebhookRule(this, stage, STRIPE_WEBHOOK_RULE_PRIORITY),
      ],
    });
    this.webAclArn = acl.attrArn;

    // WAF names its log destinations itself (aws-waf-logs-*) and adds the log group's resource policy.
    const wafLogs = new LogGroup(this, 'WafLogs', {
      logGroupName: stage.names.wafLogGroup,
      retention: stage.logRetention,
      removalPolicy: stage.removalPolicy,
    });
    new CfnLoggingConfiguration(this, 'WafLogging', {
      resourceArn: acl.attrArn,
      // The log group's ARN without the ':*' CDK's logGroupArn ends with (WAF refuses it).
      logDestinationConfigs: [
        this.formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: wafLogs.logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      redactedFields: [{ singleHeader: { Name: 'authorization' } }, { singleHeader: { Name: 'cookie' } }],
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          { Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: LOGGED_ACTIONS.map((Action) => ({ ActionCondition: { Action } })) },
        ],
      },
    });

    const domain = stage.customDomain;
    if (domain && !domain.certificateArn) {
      const certificate = new Certificate(this, 'SiteCertificate', {
        domainName: domain.domainName,
        // Without a Route 53 zone the deploy waits until the CNAME ACM asks for exists (docs/deploy.md).
        validation: CertificateValidation.fromDns(
          domain.hostedZone ? HostedZone.fromHostedZoneAttributes(this, 'Zone', domain.hostedZone) : undefined,
        ),
      });
      this.certificateArn = certificate.certificateArn;
    } else this.certificateArn = domain?.certificateArn;

    new CfnOutput(this, 'WebAclArn', { value: acl.attrArn });
    new CfnOutput(this, 'WafLogGroup', { value: wafLogs.logGroupName, description: 'Requests WAF blocked or counted (us-east-1)' });
  }
}
