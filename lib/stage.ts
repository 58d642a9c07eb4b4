/**
 * What differs between stages. Each stage's settings are committed in cdk.json under
 * `context.stages.<stage>`, so `npx cdk deploy --all -c stage=prod` needs nothing else; a `-c key=value`
 * on the command line overrides one setting for one run. docs/deploy.md lists every setting.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';
import { EDGE_REGION, stageDefaults, stageNames, type StageName } from './names';
import { stripeWebhookCidrs } from './stripe-webhook-allowance';

export type { StageName } from './names';

/**
 * The game's region, pinned per stage (setting `region`, default eu-west-1): the app, preflight and
 * the rollback all read it here. An AWS_REGION that names another region is refused rather than
 * followed: a command aimed at one region while the stage lives in another is the mistake a 3 a.m.
 * rollback must not make. us-east-1 is refused too: the edge stacks live there under the same names.
 */
export function gameRegion(stage: StageName, settings: Pick<StageSettings, 'region'>, env: NodeJS.ProcessEnv = process.env): string {
  const region = settings.region ?? stageDefaults(stage).region;
  if (region === EDGE_REGION)
    throw new Error(
      `The ${stage} stage's region is ${EDGE_REGION}, where its edge stacks and their alarm topics live: ` +
        `give it another region in cdk.json (context.stages.${stage}.region)`,
    );
  const asked = env.AWS_REGION ?? env.AWS_DEFAULT_REGION;
  if (asked && asked !== region)
    throw new Error(
      `AWS_REGION is ${asked}, but the ${stage} stage lives in ${region} (cdk.json, context.stages.${stage}.region): ` +
        `run with AWS_REGION=${region}, or unset it`,
    );
  return region;
}

/** The incident tools alarms can page through (lib/constructs/monitoring/paging.ts). */
export const PAGER_SERVICES = ['pagerduty', 'opsgenie'] as const;
export type PagerService = (typeof PAGER_SERVICES)[number];

/** Marks a cdk.json value the team must fill in: the app synthesises with it, `npm run preflight` refuses it. */
export const PLACEHOLDER_MARK = 'REPLACE_ME';

export interface CustomDomain {
  /** The players' address, e.g. play.example.com. */
  domainName: string;
  /** Route 53 zone holding it: the certificate is validated and the record created there. */
  hostedZone?: { hostedZoneId: string; zoneName: string };
  /** An existing ACM certificate in us-east-1 covering the domain (otherwise one is requested). */
  certificateArn?: string;
}

export interface StageConfig {
  stage: StageName;
  /** The game stack's region (setting `region`; the edge is always us-east-1). */
  region: string;
  /** Prefix of every resource name: cipherword-dev, cipherword-prod. */
  prefix: string;
  /** Every resource's name (lib/names.ts). */
  names: ReturnType<typeof stageNames>;
  /**
   * Where data lives (table, user pool, word secret, logs, buckets). prod keeps it when the stack or
   * the resource is removed, except when its first creation fails (CloudFormation's
   * RetainExceptOnCreate), so a failed first deploy leaves nothing behind to block the retry.
   */
  removalPolicy: RemovalPolicy;
  deletionProtection: boolean;
  terminationProtection: boolean;
  logRetention: RetentionDays;
  /**
   * prod: every function behind a `live` alias, shifted by CodeDeploy 10 % for 5 minutes, rolled back
   * by its alarms; dev: all at once.
   */
  rollout: 'canary' | 'all-at-once';
  /** Where tickets (SEV2) are e-mailed, and pages too without a pager (preflight requires one for prod). */
  alarmEmail?: string;
  /** A backup vault in another account each daily backup of the table is copied to (docs/deploy.md, "Backups"). */
  backupCopyVaultArn?: string;
  /** The incident tool SEV1 alarms page through, and the Secrets Manager secret holding its integration key. */
  pager?: { service: PagerService; secretName: string };
  /** A phone (E.164) told by SMS, beside alarmEmail, when a page could not reach the pager. */
  pagerFallbackPhone?: string;
  googleClientId: string;
  /** Secrets Manager name of the Google OAuth client secret (created by hand, see docs/deploy.md). */
  googleClientSecretName: string;
  /** Cognito hosted UI domain prefix (unique in the region across all accounts). */
  authDomainPrefix: string;
  /** Extra sign-in callback origins, e.g. http://localhost:3000 for development. */
  extraCallbackOrigins: string[];
  /** Requests per 5 minutes per IP before WAF blocks. */
  wafRateLimit: number;
  /**
   * Requests per minute to the API from all clients together before WAF answers 429 (rule ApiTotal):
   * the backstop on what the stage pays for. Default 96,000 (1,600/s): the busiest minute of the
   * cost model at 100 M games a month (docs/cost.md: 8 calls a game, the busiest minute 5× the average).
   */
  apiTotalPerMinute: number;
  /** Where Stripe's webhook calls may come from (WAF blocks the webhook's path for anyone else), as CIDRs. */
  stripeWebhookCidrs: string[];
  /** Optional ad network client id written to config.json; the CSP admits the ad network. */
  adsClientId?: string;
  stripePublishableKey?: string;
  /** Secrets Manager name of the Stripe secret, JSON {"secretKey","webhookSecret"} (created by hand, see docs/deploy.md). */
  stripeSecretName: string;
  /**
   * Web Push's public VAPID key (base64url), as browsers subscribe with it (config.json). Unset: the
   * app offers no reminders and the sender's schedules are off. `npm run vapid-keys` makes a pair.
   */
  vapidPublicKey?: string;
  /** Secrets Manager name of the VAPID key pair, JSON {"publicKey","privateKey","subject"} (created by hand, docs/deploy.md). */
  vapidSecretName: string;
  apiLatencyAlarm: Duration;
  customDomain?: CustomDomain;
  /** Pins CloudFront's origin-verify header to this secret version: set it to pick up a rotated value (docs/runbook.md). */
  originVerifyVersion?: string;
  /** The account's Lambda concurrency below which `npm run preflight` refuses the stage. */
  minimumLambdaConcurrency: number;
  /** The runbook entry on the repository's web pages, for alarm descriptions. */
  runbookUrl: (entry: string) => string;
}

/** The settings of one stage as cdk.json and the command line give them: the raw strings, before defaults. */
export type StageSettings = Partial<Record<StageSettingKey, string>>;
export const STAGE_SETTING_KEYS = [
  'googleClientId',
  'googleClientSecretName',
  'authDomainPrefix',
  'alarmEmail',
  'wafRateLimit',
  'apiTotalPerMinute',
  'apiLatencyAlarmMs',
  'adsClientId',
  'stripePublishableKey',
  'stripeSecretName',
  'vapidPublicKey',
  'vapidSecretName',
  'domainName',
  'hostedZoneId',
  'hostedZoneName',
  'certificateArn',
  'originVerifyVersion',
  'minimumLambdaConcurrency',
  'stripeWebhookIps',
  'region',
  'pager',
  'pagerSecretName',
  'pagerFallbackPhone',
  'backupCopyVaultArn',
] as const;
export type StageSettingKey = (typeof STAGE_SETTING_KEYS)[number];

const text = (value: unknown): string | undefined => {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/**
 * One stage's settings: a context value given on the command line wins over the stage's entry in
 * cdk.json. `lookup` reads a context key (the app's node, or cdk.json's context for the deploy tools).
 */
export function stageSettings(lookup: (key: string) => unknown, stage: StageName): StageSettings {
  const stages = lookup('stages');
  const committed = (stages && typeof stages === 'object' ? (stages as Record<string, unknown>)[stage] : undefined) ?? {};
  const settings: StageSettings = {};
  for (const key of STAGE_SETTING_KEYS) {
    const value = text(lookup(key)) ?? text((committed as Record<string, unknown>)[key]);
    if (value !== undefined) settings[key] = value;
  }
  return settings;
}

export function stageNameOf(lookup: (key: string) => unknown): StageName {
  const stage = text(lookup('stage')) ?? 'dev';
  if (stage !== 'dev' && stage !== 'prod') throw new Error(`context "stage" must be dev or prod, got "${stage}"`);
  return stage;
}

export function pagerOf(stage: StageName, settings: StageSettings): StageConfig['pager'] {
  const service = settings.pager;
  // prod pages a person: going without a pager is a choice written down, never an omission.
  if (!service && stage === 'prod')
    throw new Error(
      `The prod stage has no "pager": set ${PAGER_SERVICES.join(' or ')} (docs/deploy.md), or "none" on purpose to e-mail its pages`,
    );
  if (!service || service === 'none') return undefined;
  if (!(PAGER_SERVICES as readonly string[]).includes(service))
    throw new Error(`The ${stage} stage's "pager" must be ${PAGER_SERVICES.join(', ')} or none, got "${service}"`);
  return { service: service as PagerService, secretName: settings.pagerSecretName ?? stageDefaults(stage).pagerSecretName };
}

export function fallbackPhoneOf(stage: StageName, phone: string | undefined): string | undefined {
  if (phone === undefined) return undefined;
  if (!/^\+[1-9]\d{6,14}$/.test(phone))
    throw new Error(`The ${stage} stage's "pagerFallbackPhone" must be a phone number in E.164 form (+447700900123), got "${phone}"`);
  return phone;
}

/** `env`: where AWS_REGION is read (the deployer's shell; the tests give none). */
export function stageConfig(node: Node, env: NodeJS.ProcessEnv = process.env): StageConfig {
  const lookup = (key: string): unknown => node.tryGetContext(key);
  const stage = stageNameOf(lookup);
  const settings = stageSettings(lookup, stage);
  const prod = stage === 'prod';
  const names = stageNames(stage);
  const defaults = stageDefaults(stage);
  const required = (key: StageSettingKey): string => {
    const value = settings[key];
    if (!value) throw new Error(`The ${stage} stage has no "${key}": set it in cdk.json under context.stages.${stage} (docs/deploy.md)`);
    return value;
  };
  const repositoryUrl = text(lookup('repositoryUrl'));
  if (!repositoryUrl) throw new Error('cdk.json has no context "repositoryUrl": the alarms link to the runbook there (docs/deploy.md)');
  const repositoryBranch = text(lookup('repositoryBranch')) ?? 'main';
  const { domainName, hostedZoneId, hostedZoneName, certificateArn } = settings;
  if (!domainName && (hostedZoneId || hostedZoneName || certificateArn))
    throw new Error(`The ${stage} stage names a hosted zone or certificate but no "domainName"`);
  if (Boolean(hostedZoneId) !== Boolean(hostedZoneName))
    throw new Error(`The ${stage} stage needs both "hostedZoneId" and "hostedZoneName", or neither`);
  return {
    stage,
    region: gameRegion(stage, settings, env),
    prefix: names.prefix,
    names,
    removalPolicy: prod ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY,
    deletionProtection: prod,
    terminationProtection: prod,
    // prod: a year, long enough to review an incident after the fact (Control Tower's CT.CLOUDWATCH.PR.2).
    logRetention: prod ? RetentionDays.ONE_YEAR : RetentionDays.TWO_WEEKS,
    rollout: prod ? 'canary' : 'all-at-once',
    alarmEmail: settings.alarmEmail,
    pager: pagerOf(stage, settings),
    pagerFallbackPhone: fallbackPhoneOf(stage, settings.pagerFallbackPhone),
    backupCopyVaultArn: settings.backupCopyVaultArn,
    googleClientId: required('googleClientId'),
    googleClientSecretName: settings.googleClientSecretName ?? defaults.googleClientSecretName,
    authDomainPrefix: settings.authDomainPrefix ?? defaults.authDomainPrefix,
    extraCallbackOrigins: prod ? [] : ['http://localhost:3000', 'http://localhost:5173'],
    wafRateLimit: Number(settings.wafRateLimit ?? 2000),
    apiTotalPerMinute: Number(settings.apiTotalPerMinute ?? 96_000),
    stripeWebhookCidrs: stripeWebhookCidrs(settings.stripeWebhookIps),
    adsClientId: settings.adsClientId,
    stripePublishableKey: settings.stripePublishableKey,
    stripeSecretName: settings.stripeSecretName ?? defaults.stripeSecretName,
    vapidPublicKey: settings.vapidPublicKey,
    vapidSecretName: settings.vapidSecretName ?? defaults.vapidSecretName,
    apiLatencyAlarm: Duration.millis(Number(settings.apiLatencyAlarmMs ?? 1500)),
    customDomain: domainName
      ? {
          domainName,
          hostedZone: hostedZoneId && hostedZoneName ? { hostedZoneId, zoneName: hostedZoneName } : undefined,
          certificateArn,
        }
      : undefined,
    originVerifyVersion: settings.originVerifyVersion,
    minimumLambdaConcurrency: Number(settings.minimumLambdaConcurrency ?? defaults.minimumLambdaConcurrency),
    runbookUrl: (entry) => `${repositoryUrl.replace(/\/+$/, '')}/blob/${repositoryBranch}/docs/runbook.md#${entry}`,
  };
}
