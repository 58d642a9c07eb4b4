import { ArnFormat, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, CertificateValidation } from 'aws-cdk-lib/aws-certificatemanager';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { API_PREFIX, routeNamed, routePath, routes, type Route } from '../lambdas/routes';
import { PATH_TRANSFORMATIONS, uriPathIs, uriPathIsAnyOf } from './waf-match';
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
const exceptPaths = (paths: string[]): CfnWebACL.StatementProperty => ({ notStatement: { statement: uriPathIsAnyOf(paths) } });

/**
 * How a per-route rule tells clients apart: by address; by the caller's token (one account's
 * session, whatever addresses it comes from: an IPv6 host holds a whole /64, which WAF cannot
 * aggregate); or by the address's network (ASN), which holds every address of such a host.
 */
const BY: Record<'PerIp' | 'PerToken' | 'PerAsn', Omit<CfnWebACL.RateBasedStatementProperty, 'limit'>> = {
  PerIp: { aggregateKeyType: 'IP' },
  PerToken: {
    aggregateKeyType: 'CUSTOM_KEYS',
    // "Bearer x", "bearer x" and "Bearer  x" are one session: one key.
    customKeys: [
      {
        header: {
          name: 'authorization',
          textTransformations: [
            { priority: 0, type: 'LOWERCASE' },
            { priority: 1, type: 'COMPRESS_WHITE_SPACE' },
          ],
        },
      },
    ],
  },
  PerAsn: { aggregateKeyType: 'CUSTOM_KEYS', customKeys: [{ asn: {} }] },
};

/** Blocks a client (as `by` tells them apart) that sends `route` more than `limit` requests in 5 minutes (that route only). */
function perClientRouteLimit(route: Route, by: keyof typeof BY, limit: number, priority: number): CfnWebACL.RuleProperty {
  const name = `${by}-${route.name}`;
  return {
    name,
    priority,
    action: { block: { customResponse: { responseCode: 429 } } },
    statement: { rateBasedStatement: { limit, evaluationWindowSec: 300, ...BY[by], scopeDownStatement: uriPathIs(routePath(route)) } },
    visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true },
  };
}

/** Every per-route client rule the route table asks for, in its order. */
function perClientRules(firstPriority: number): CfnWebACL.RuleProperty[] {
  const wanted = routes.flatMap((route: Route) => [
    ...(route.perIpPer5Minutes ? [[route, 'PerIp', route.perIpPer5Minutes] as const] : []),
    ...(route.perTokenPer5Minutes ? [[route, 'PerToken', route.perTokenPer5Minutes] as const] : []),
    ...(route.perAsnPer5Minutes ? [[route, 'PerAsn', route.perAsnPer5Minutes] as const] : []),
  ]);
  return wanted.map(([route, by, limit], i) => perClientRouteLimit(route, by, limit, firstPriority + i));
}

/**
 * The API's total, all clients together: a backstop on what the stage pays for (API Gateway's
 * per-route throttles add up; its stage default is overridden by each route's own). Stripe's
 * webhook is never counted in it: a flood of the game's calls must not turn payments away.
 */
const apiTotalRule = (limit: number, priority: number): CfnWebACL.RuleProperty => ({
  name: 'ApiTotal',
  priority,
  action: { block: { customResponse: { responseCode: 429 } } },
  statement: {
    rateBasedStatement: {
      limit,
      evaluationWindowSec: 60,
      aggregateKeyType: 'CONSTANT',
      scopeDownStatement: {
        andStatement: {
          statements: [
            {
              byteMatchStatement: {
                searchString: `${API_PREFIX.toLowerCase()}/`,
                fieldToMatch: { uriPath: {} },
                positionalConstraint: 'STARTS_WITH',
                textTransformations: PATH_TRANSFORMATIONS,
              },
            },
            { notStatement: { statement: uriPathIs(routePath(routeNamed('stripe-webhook'))) } },
          ],
        },
      },
    },
  },
  visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: 'ApiTotal', sampledRequestsEnabled: true },
});

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
        ...perClientRules(10),
        apiTotalRule(stage.apiTotalPerMinute, 90),
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
