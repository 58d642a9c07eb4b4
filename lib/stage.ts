/**
 * What differs between stages, read from CDK context (`-c stage=prod -c alarmEmail=...`).
 * docs/deploy.md lists every value.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';

export type StageName = 'dev' | 'prod';

export interface StageConfig {
  stage: StageName;
  /** Prefix of every resource name: cipherword-dev, cipherword-prod. */
  prefix: string;
  /** prod keeps its data when the stack or the table is deleted; dev can be torn down whole. */
  removalPolicy: RemovalPolicy;
  deletionProtection: boolean;
  logRetention: RetentionDays;
  /** Where alarms are e-mailed (optional; the SNS topic exists either way). */
  alarmEmail?: string;
  /** Google OAuth client id; when absent the template asks for it as a deploy parameter. */
  googleClientId?: string;
  /** Secrets Manager name of the Google OAuth client secret (created by hand, see docs/deploy.md). */
  googleClientSecretName: string;
  /** Cognito hosted UI domain prefix (globally unique within the region). */
  authDomainPrefix: string;
  /** Extra sign-in callback origins, e.g. http://localhost:3000 for development. */
  extraCallbackOrigins: string[];
  /** Requests per 5 minutes per IP before WAF blocks. */
  wafRateLimit: number;
  /** Optional ad network client id written to config.json; the CSP admits the ad network. */
  adsClientId?: string;
  stripePublishableKey?: string;
  /** Secrets Manager name of the Stripe secret, JSON {"secretKey","webhookSecret"} (created by hand, see docs/deploy.md). */
  stripeSecretName: string;
  apiLatencyAlarm: Duration;
}

export function stageConfig(node: Node): StageConfig {
  const stage = String(node.tryGetContext('stage') ?? 'dev');
  if (stage !== 'dev' && stage !== 'prod') throw new Error(`context "stage" must be dev or prod, got "${stage}"`);
  const ctx = (key: string): string | undefined => {
    const value: unknown = node.tryGetContext(key);
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const prod = stage === 'prod';
  return {
    stage,
    prefix: `cipherword-${stage}`,
    removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    deletionProtection: prod,
    logRetention: prod ? RetentionDays.THREE_MONTHS : RetentionDays.TWO_WEEKS,
    alarmEmail: ctx('alarmEmail'),
    googleClientId: ctx('googleClientId'),
    googleClientSecretName: ctx('googleClientSecretName') ?? `cipherword/${stage}/google-client-secret`,
    authDomainPrefix: ctx('authDomainPrefix') ?? `cipherword-${stage}`,
    extraCallbackOrigins: prod ? [] : ['http://localhost:3000', 'http://localhost:5173'],
    wafRateLimit: Number(ctx('wafRateLimit') ?? 2000),
    adsClientId: ctx('adsClientId'),
    stripePublishableKey: ctx('stripePublishableKey'),
    stripeSecretName: ctx('stripeSecretName') ?? `cipherword/${stage}/stripe`,
    apiLatencyAlarm: Duration.millis(Number(ctx('apiLatencyAlarmMs') ?? 1500)),
  };
}
