/**
 * THE names of a stage's resources, and the defaults of the stage settings that name something.
 * The CDK app, its constructs and the deploy tools (`npm run preflight`, `npm run seed`) all read
 * them here, so a renamed resource is renamed everywhere at once. Plain values: no CDK import, so
 * the deploy tools load it without the CDK.
 */
import { routes, type Route } from '../lambdas/routes';

export type StageName = 'dev' | 'prod';

/** The game stack's outputs the deploy tools read (lib/game-stack.ts declares them under these keys). */
export const GAME_OUTPUTS = { siteBucket: 'SiteBucketName', distributionId: 'DistributionId' } as const;

/**
 * The stage's runtime configuration in the site bucket (lib/constructs/web-hosting.ts writes it): it
 * names this stack's resources, not the build's, so rolling the web build back leaves it as it is.
 */
export const RUNTIME_CONFIG_FILE = 'config.json';

export function stageNames(stage: StageName) {
  const prefix = `cipherword-${stage}`;
  return {
    /** Prefix of every resource name. */
    prefix,
    stacks: { game: `Cipherword-${stage}`, edge: `Cipherword-${stage}-edge`, edgeAlarms: `Cipherword-${stage}-edge-alarms` },
    table: `${prefix}-game`,
    wordSecret: `${prefix}/word-secret`,
    userPool: `${prefix}-players`,
    userPoolClient: `${prefix}-web`,
    webAcl: `${prefix}-web`,
    /** The WAF IP set of the addresses Stripe sends webhooks from (lib/stripe-webhook-allowance.ts). */
    stripeWebhookIpSet: `${prefix}-stripe-webhooks`,
    /** WAF accepts only log groups named aws-waf-logs-*. */
    wafLogGroup: `aws-waf-logs-${prefix}`,
    /** What happened to the stage: rollouts, rollbacks, backups (lib/constructs/operations-log.ts; EventBridge's /aws/events/ prefix). */
    operationsLog: `/aws/events/${prefix}-operations`,
    /** AWS Backup's vault of the table's daily backups (lib/constructs/backups.ts). */
    backupVault: `${prefix}-backups`,
    /** The synthetic player (CloudWatch Synthetics: at most 21 lower-case characters). */
    canary: `${prefix}-play`,
    functionName: (route: string) => `${prefix}-${route}`,
    /** The reminder sender's schedule group (lib/constructs/reminders.ts: one schedule; the sender fans out per shard). */
    reminderSchedules: `${prefix}-reminders`,
    /** prod: the alias API Gateway invokes, which CodeDeploy shifts and `npm run rollback` moves back. */
    liveAlias: 'live',
    /** prod: CodeDeploy's application and each route's deployment group (lib/constructs/rollouts.ts). */
    deploymentApplication: prefix,
    deploymentGroup: (route: string) => `${prefix}-${route}`,
    /** prod: the role on-call assumes to run `npm run rollback` (lib/constructs/rollouts.ts). */
    onCallRollbackRole: `${prefix}-on-call-rollback`,
    /** Every function's log group starts so (functionLogGroup). */
    functionLogGroupPrefix: `/aws/lambda/${prefix}-`,
    functionLogGroup: (route: string) => `/aws/lambda/${prefix}-${route}`,
  };
}

/** CloudFront's region: the edge stacks (WAF, certificate, the edge's alarms) are always here. */
export const EDGE_REGION = 'us-east-1';

/** AWS refuses a reservation that would leave the account fewer unreserved executions than this. */
export const LAMBDA_UNRESERVED_MINIMUM = 100;
/** What a stage's functions reserve (the money routes: lambdas/routes.ts `reservedConcurrency`). */
export const RESERVED_CONCURRENCY = (routes as readonly Route[]).reduce((sum, route) => sum + (route.reservedConcurrency ?? 0), 0);

/** The defaults of the stage settings (cdk.json, context.stages.<stage>) that preflight checks too. */
export function stageDefaults(stage: StageName) {
  return {
    googleClientSecretName: `cipherword/${stage}/google-client-secret`,
    stripeSecretName: `cipherword/${stage}/stripe`,
    /** The reminders' VAPID key pair, JSON {"publicKey","privateKey","subject"} (npm run vapid-keys, docs/deploy.md). */
    vapidSecretName: `cipherword/${stage}/vapid`,
    /** The pager's integration key, JSON {"integrationKey"} (created by hand, docs/deploy.md). */
    pagerSecretName: `cipherword/${stage}/pager`,
    /** The Cognito hosted UI's domain prefix (unique in the region across all accounts). */
    authDomainPrefix: stageNames(stage).prefix,
    /** The account's Lambda concurrency below which preflight refuses the stage: dev, what it reserves and the 100 AWS keeps free. */
    minimumLambdaConcurrency: stage === 'prod' ? 1000 : RESERVED_CONCURRENCY + LAMBDA_UNRESERVED_MINIMUM,
    /** The game stack's region (never us-east-1: the edge stacks live there under the same names). */
    region: 'eu-west-1',
  };
}
