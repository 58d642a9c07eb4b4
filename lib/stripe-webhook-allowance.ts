/**
 * Stripe's webhook deliveries get the webhook's route to themselves (docs/deploy.md, "Stripe's
 * webhook allowance"). API Gateway throttles a route for all its callers together, so anyone posting
 * to the webhook's path could use up its allowance and delay Stripe's deliveries. At the edge, WAF
 * blocks every request to that path that does not come from an address Stripe sends webhooks from;
 * what reaches the route, and counts against its throttle, is Stripe's. The signature stays the proof
 * of who sent an event: the addresses only decide who may spend the route's allowance.
 */
import { CfnIPSet, type CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { routePath, routes } from '../lambdas/routes';
import { uriPathIsAnyOf } from './waf-match';

/**
 * The addresses Stripe sends webhook events from, as Stripe published them (stripe.com/files/ips/
 * ips_webhooks.json, the "Webhook notifications" list of docs.stripe.com/ips) in May 2026. Stripe
 * announces changes seven days ahead on its api-announce list: a stage's `stripeWebhookIps` setting
 * replaces this list without a code change (docs/runbook.md, "webhook-not-from-stripe").
 */
export const STRIPE_WEBHOOK_IPS = [
  '3.18.12.63',
  '3.69.109.8',
  '3.120.168.93',
  '3.130.192.231',
  '13.235.14.237',
  '13.235.122.149',
  '18.211.135.69',
  '35.154.171.200',
  '35.157.207.129',
  '52.15.183.38',
  '54.88.130.119',
  '54.88.130.237',
  '54.187.174.169',
  '54.187.205.235',
  '54.187.216.72',
] as const;

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}(\/([12]?\d|3[0-2]))?$/;

/** A stage's `stripeWebhookIps` (comma- or space-separated IPv4 addresses or CIDR ranges) as WAF's CIDRs. */
export function stripeWebhookCidrs(setting: string | undefined): string[] {
  const entries = setting === undefined ? [...STRIPE_WEBHOOK_IPS] : setting.split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) throw new Error('"stripeWebhookIps" names no address: Stripe could not reach the webhook');
  const wrong = entries.filter((entry) => !IPV4.test(entry));
  if (wrong.length) throw new Error(`"stripeWebhookIps" must list IPv4 addresses or CIDR ranges, not ${wrong.join(', ')}`);
  return [...new Set(entries.map((entry) => (entry.includes('/') ? entry : `${entry}/32`)))];
}

/** The routes Stripe calls: they hold the Stripe secret and take no user token. */
export const stripeCalledPaths = () => routes.filter((route) => route.stripe && route.auth === 'none').map(routePath);

export const STRIPE_WEBHOOK_RULE = 'StripeWebhookOnlyFromStripe';

/**
 * The web ACL's rule (and the IP set it reads) that blocks requests to Stripe's routes from anywhere
 * but Stripe's webhook addresses. It only blocks, so its place among the rules changes nothing for
 * the requests it lets through.
 */
export function stripeWebhookRule(
  scope: Construct,
  stage: { names: { stripeWebhookIpSet: string }; stripeWebhookCidrs: string[] },
  priority: number,
): CfnWebACL.RuleProperty {
  const addresses = new CfnIPSet(scope, 'StripeWebhookIps', {
    name: stage.names.stripeWebhookIpSet,
    description: 'Addresses Stripe sends webhook events from, set by the stage setting stripeWebhookIps',
    scope: 'CLOUDFRONT',
    ipAddressVersion: 'IPV4',
    addresses: stage.stripeWebhookCidrs,
  });
  return {
    name: STRIPE_WEBHOOK_RULE,
    priority,
    action: { block: {} },
    statement: {
      andStatement: {
        statements: [
          uriPathIsAnyOf(stripeCalledPaths()),
          { notStatement: { statement: { ipSetReferenceStatement: { arn: addresses.attrArn } } } },
        ],
      },
    },
    visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: STRIPE_WEBHOOK_RULE, sampledRequestsEnabled: true },
  };
}
