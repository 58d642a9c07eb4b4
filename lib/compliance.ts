/**
 * AWS's Control Tower proactive controls (cfn-guard rules, run by the CDK's official validation
 * plugin @cdklabs/cdk-validator-cfnguard, which ships the cfn-guard binary and the rules) on every
 * synth, beside cdk-nag. A finding fails the synth unless a reason below covers that rule AND that
 * resource: each reason names the rule, why this product accepts it, and which resources it covers,
 * so a new resource the reason does not speak for still fails (docs/deploy.md, "Compliance").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { IPolicyValidationContext, IPolicyValidationPlugin, PolicyValidationPluginReport, PolicyViolation } from 'aws-cdk-lib';
import { CfnGuardValidator } from '@cdklabs/cdk-validator-cfnguard';
import { routePath, routes } from '../lambdas/routes';
import type { StageConfig } from './stage';
import { PLAYER_SIGNALS } from './constructs/monitoring/alarms';

/** A resource a finding names, as its template has it. */
export interface FlaggedResource {
  logicalId: string;
  type: string;
  /** The construct path (aws:cdk:path), e.g. Cipherword-prod/Api/submit-guess/Function/Resource. */
  path: string;
  properties: Record<string, unknown>;
}

export interface ReasonedFinding {
  /** The Control Tower rule's id, e.g. ct-lambda-pr-3. */
  rule: string;
  reason: string;
  /** The resources this reason speaks for. */
  covers: (resource: FlaggedResource) => boolean;
}

const isType = (type: string) => (resource: FlaggedResource) => resource.type === type;
/** The web construct's buckets, by their logical ids (Web/Site, Web/AccessLogs: the path without the CLI's path metadata). */
const webBucket = (...names: ('Site' | 'AccessLogs')[]) => {
  const id = new RegExp(`^Web(${names.join('|')})[0-9A-F]{8}$`);
  return (resource: FlaggedResource) => resource.type === 'AWS::S3::Bucket' && id.test(resource.logicalId);
};

/** The API routes anyone may call (the route table's 'none' and 'public' routes), as API Gateway keys them. */
const OPEN_ROUTE_KEYS = new Set(routes.filter((route) => route.auth !== 'user').map((route) => `${route.method} ${routePath(route)}`));

/**
 * Every Control Tower finding this product accepts in `stage`, with its reason and the resources it
 * covers. Fixed in the stack instead: log retention in prod (a year), the alarm topic key's grants
 * (only for AWS resources), the access-log bucket's versioning.
 */
export function reasonedFindings(stage: Pick<StageConfig, 'stage' | 'customDomain'>): ReasonedFinding[] {
  return [
    {
      rule: 'lambda_inside_vpc_check',
      reason:
        'The functions reach only AWS APIs (DynamoDB, Secrets Manager, X-Ray) and Stripe over TLS, and hold nothing a network ' +
        'boundary would protect; a VPC would add NAT gateways or endpoints (from $32 a month per zone) and cold-start latency.',
      covers: isType('AWS::Lambda::Function'),
    },
    {
      rule: 'api_gw_v2_authorization_type_configured_check',
      reason:
        "Anonymous play is the product: the route table's 'none' and 'public' routes identify players in the handler " +
        "(a verified token or an anonymousId); its 'user' routes carry the JWT authorizer.",
      covers: (resource) => resource.type === 'AWS::ApiGatewayV2::Route' && OPEN_ROUTE_KEYS.has(String(resource.properties.RouteKey)),
    },
    {
      rule: 'lambda_function_public_access_prohibited_check',
      reason:
        "A false positive: API Gateway's invoke permission names this API's execution ARN as its SourceArn, built with " +
        'Fn::Join, which the rule cannot read.',
      covers: (resource) =>
        resource.type === 'AWS::Lambda::Permission' &&
        resource.properties.Principal === 'apigateway.amazonaws.com' &&
        resource.properties.SourceArn !== undefined,
    },
    {
      rule: 'cloudwatch_log_group_encrypted_check',
      reason:
        'CloudWatch Logs encrypts every log group at rest; access is IAM-scoped and retention bounds what is kept. A customer key ' +
        'per region adds a key policy that, if wrong, locks on-call out of the logs during an incident.',
      covers: isType('AWS::Logs::LogGroup'),
    },
    ...(stage.stage === 'dev'
      ? [
          {
            rule: 'cloudwatch_log_group_retention_period_check',
            reason: "dev is a development stage: its logs serve the day's debugging and are kept two weeks (prod keeps a year).",
            covers: isType('AWS::Logs::LogGroup'),
          },
        ]
      : []),
    {
      rule: 'cloudwatch_alarm_action_check',
      reason:
        "The rollout alarms are CodeDeploy's signal (one failure in a minute rolls a canary back); on-call is paged by the " +
        'api-5xx-rate and unexpected-errors alarms, which count the same failures.',
      covers: (resource) =>
        resource.type === 'AWS::CloudWatch::Alarm' && /rollout-errors-/.test(JSON.stringify(resource.properties.AlarmName)),
    },
    {
      rule: 'cloudwatch_alarm_action_check',
      reason:
        'The player signals (the API 5xx rate, the canary, games started) page together through the players-affected ' +
        'composite alarm, which has the actions: one incident pages once, not once per signal.',
      covers: (resource) =>
        resource.type === 'AWS::CloudWatch::Alarm' &&
        Object.values(PLAYER_SIGNALS).some((name) => JSON.stringify(resource.properties.AlarmName).endsWith(`-${name}"`)),
    },
    {
      rule: 'cloudfront_origin_failover_enabled_check',
      reason:
        "Origin groups fail over only GET, HEAD and OPTIONS: the API's POST calls cannot; the site bucket is S3 (eleven nines " +
        'durable, regional), and a second region would double storage and deploys for a game that needs its API anyway.',
      covers: isType('AWS::CloudFront::Distribution'),
    },
    ...(stage.customDomain
      ? ['cloudfront_custom_ssl_certificate_check', 'cloudfront_sni_enabled_check'].map((rule) => ({
          rule,
          reason:
            "A false positive: the distribution serves the domain's ACM certificate with SNI and TLS 1.2, but the certificate is " +
            "the edge stack's (us-east-1), read across regions through a reference the rule cannot read.",
          covers: (resource: FlaggedResource) => {
            const viewer = (resource.properties.DistributionConfig as { ViewerCertificate?: Record<string, unknown> } | undefined)
              ?.ViewerCertificate;
            return (
              resource.type === 'AWS::CloudFront::Distribution' &&
              viewer?.AcmCertificateArn !== undefined &&
              viewer.SslSupportMethod === 'sni-only' &&
              String(viewer.MinimumProtocolVersion).startsWith('TLSv1.2')
            );
          },
        }))
      : ['cloudfront_custom_ssl_certificate_check', 'cloudfront_sni_enabled_check', 'cloudfront_security_policy_check'].map((rule) => ({
          rule,
          reason:
            "No custom domain is set: CloudFront serves its own *.cloudfront.net certificate, whose TLS policy is fixed. A stage's " +
            'domainName brings an ACM certificate with SNI and TLS 1.2 (docs/deploy.md).',
          covers: isType('AWS::CloudFront::Distribution'),
        }))),
    {
      rule: 's3_bucket_default_encryption_kms_check',
      reason:
        'The site bucket holds the public web build and the log bucket its access logs, both encrypted with S3-managed keys; a ' +
        "KMS key would add a request cost per object read and a key policy for CloudFront's origin access.",
      covers: webBucket('Site', 'AccessLogs'),
    },
    {
      rule: 's3_event_notifications_enabled_check',
      reason: 'Nothing reacts to these objects: deploys write the web build, S3 writes the access logs.',
      covers: webBucket('Site', 'AccessLogs'),
    },
    {
      rule: 's3_bucket_object_lock_enabled_check',
      reason:
        'Every deploy replaces the web build (old versions kept 30 days), and access logs expire after 90 days: locking them would ' +
        'keep what must go.',
      covers: webBucket('Site', 'AccessLogs'),
    },
    {
      rule: 's3_bucket_logging_enabled_check',
      reason: "The access-log bucket itself: it receives the site bucket's logs and cannot log into itself.",
      covers: webBucket('AccessLogs'),
    },
  ];
}

interface Template {
  Resources?: Record<string, { Type: string; Properties?: Record<string, unknown>; Metadata?: Record<string, unknown> }>;
}

/** The Control Tower rules as the plugin ships them: one .guard file per control. */
const CONTROL_TOWER_RULES = (() => {
  const root = join(dirname(require.resolve('@cdklabs/cdk-validator-cfnguard/package.json')), 'rules', 'control-tower', 'cfn-guard');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.guard'));
  return files.map((file) => ({ path: join(root, file), text: readFileSync(join(root, file), 'utf8') }));
})();

/** The Control Tower rules, with the findings above taken out; what is left fails the synth. */
export class ControlTowerChecks implements IPolicyValidationPlugin {
  readonly name = 'Control Tower proactive controls (cfn-guard)';
  readonly version = new CfnGuardValidator({ controlTowerRulesEnabled: false }).version;
  readonly ruleIds = CONTROL_TOWER_RULES.map((rule) => rule.path.replace(/^.*\/(ct-[^/]+)\.guard$/, '$1'));
  /** Which resources each reason spoke for in the last validations (a reason that covers nothing is stale). */
  readonly applied = new Map<ReasonedFinding, string[]>();
  /** What each validation left unreasoned (what failed the synth, if anything): the compliance tests read this synth's own run. */
  readonly reports: PolicyValidationPluginReport[] = [];

  constructor(readonly reasons: ReasonedFinding[]) {}

  /** `rule: logicalId` of every finding the last validations left without a reason (any fails the synth). */
  get unreasoned(): string[] {
    return this.reports.flatMap((report) =>
      report.violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName}: ${r.resourceLogicalId}`)),
    );
  }

  validate(given: IPolicyValidationContext): PolicyValidationPluginReport {
    // CDK hands a plugin its stacks' templates only: each nested stack's (the game's alarms) is
    // written beside its parent's as <parent's id without dashes>…nested.template.json, and is
    // checked with it (only its given parents': an output folder may keep another synth's). Once each.
    const nested = given.templatePaths.flatMap((path) => {
      const parent = basename(path, '.template.json').replace(/[^A-Za-z0-9]/g, '');
      return readdirSync(dirname(path))
        .filter((file) => file.startsWith(parent) && file.endsWith('.nested.template.json'))
        .map((file) => join(dirname(path), file));
    });
    const context = { ...given, templatePaths: [...new Set([...given.templatePaths, ...nested])] };
    const templates = new Map<string, Template>();
    const templateAt = (path: string) => {
      let template = templates.get(path);
      if (!template) templates.set(path, (template = JSON.parse(readFileSync(path, 'utf8')) as Template));
      return template;
    };
    // Only the controls of resource types these templates have (every control names the types it
    // checks): a quarter of the rules, a quarter of cfn-guard's time. A new type brings its controls.
    const types = new Set(context.templatePaths.flatMap((path) => Object.values(templateAt(path).Resources ?? {}).map((r) => r.Type)));
    const rules = CONTROL_TOWER_RULES.filter((rule) => [...types].some((type) => rule.text.includes(type))).map((rule) => rule.path);
    const report =
      rules.length > 0 ? new CfnGuardValidator({ controlTowerRulesEnabled: false, rules }).validate(context) : { violations: [] };
    const violations: PolicyViolation[] = [];
    for (const violation of report.violations) {
      const rule = violation.ruleName;
      // cfn-guard sometimes repeats a failure without naming its resource (location ""): the named
      // entry beside it stands for it. A violation that names no resource at all is kept whole.
      const named = violation.violatingResources.filter((flagged) => flagged.resourceLogicalId);
      const unreasoned = (named.length > 0 ? named : violation.violatingResources).filter((flagged) => {
        const resource = templateAt(flagged.templatePath).Resources?.[flagged.resourceLogicalId];
        const found: FlaggedResource = {
          logicalId: flagged.resourceLogicalId,
          type: resource?.Type ?? 'unknown',
          path:
            typeof resource?.Metadata?.['aws:cdk:path'] === 'string'
              ? resource.Metadata['aws:cdk:path']
              : String(flagged.resourceLogicalId),
          properties: resource?.Properties ?? {},
        };
        const reason = this.reasons.find((candidate) => candidate.rule === rule && candidate.covers(found));
        if (reason) this.applied.set(reason, [...(this.applied.get(reason) ?? []), found.logicalId]);
        return !reason;
      });
      if (unreasoned.length > 0) violations.push({ ...violation, violatingResources: unreasoned });
    }
    const result = { success: violations.length === 0, violations };
    this.reports.push(result);
    return result;
  }
}
