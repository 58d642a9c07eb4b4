/**
 * Every configuration of the CDK app the infra tests read, each synthesised once per run
 * (test/support/synthesize-once.ts). A new case that needs other settings joins one of these when
 * they do not touch what that one is read for, rather than adding a synthesis: each costs the suite
 * a minute on a busy 2-core machine, most of it the compliance checks.
 */

export const COPY_VAULT = 'arn:aws:backup:eu-central-1:999999999999:backup-vault:cipherword-copies';

/** A prod stage as the tests and on-call's numbers see it (cdk.json's prod settings and these). */
export const PROD_CONTEXT = {
  stage: 'prod',
  alarmEmail: 'oncall@example.com',
  googleClientId: 'google-client-123',
  pager: 'pagerduty',
  pagerFallbackPhone: '+447700900123',
  backupCopyVaultArn: COPY_VAULT,
  // A stage that sends reminders (npm run vapid-keys made the pair): its schedule on, its alarms all there.
  vapidPublicKey: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
};

/** The repository address the tests give the app (cdk.json holds a placeholder until the team sets it). */
export const TEST_REPOSITORY = 'https://github.com/example/cipherword';

/** The domain, zone and certificate of the custom-domain cases. */
export const CUSTOM_DOMAIN = {
  zoned: { domainName: 'play.example.com', hostedZoneId: 'Z0123456789ABC', hostedZoneName: 'example.com', originVerifyVersion: 'v-0123' },
  ownCertificate: { domainName: 'dev.example.com', certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc' },
};

/** Stripe's webhook addresses as a stage may set them (stripeWebhookIps), instead of the committed list. */
export const OTHER_STRIPE_WEBHOOK_IPS = '203.0.113.7, 198.51.100.0/24';

export interface Configuration {
  /** Over cdk.json's context (and TEST_REPOSITORY). */
  context: Record<string, string>;
  /** Every handler bundled by esbuild as a deploy bundles it (only one synthesis needs to prove it). */
  bundle?: boolean;
  /** cdk-nag and the Control Tower checks (default true): off for a variant whose stage another synthesis checks. */
  checks?: boolean;
  /** What it is read for. */
  why: string;
}

/** In the order they are synthesised: the ones most test files wait for first. */
export const CONFIGURATIONS = {
  dev: { context: {}, bundle: true, why: "dev as cdk.json has it: the stack's shape, the bundles, the dev compliance" },
  prod: { context: PROD_CONTEXT, why: "prod as on-call's numbers count it: paging, rollouts, backups, the prod compliance" },
  'prod-custom-domain': {
    // Paging off on purpose ("none") rides along: it changes the alarm topics only, the domain changes the edge and the web.
    context: {
      stage: 'prod',
      alarmEmail: 'oncall@example.com',
      googleClientId: 'google-client-123',
      pager: 'none',
      ...CUSTOM_DOMAIN.zoned,
    },
    why: 'prod under its own domain in a Route 53 zone, and unpaged on purpose: the domain, the e-mailed pages, its compliance',
  },
  'dev-variant': {
    context: { ...CUSTOM_DOMAIN.ownCertificate, stripeWebhookIps: OTHER_STRIPE_WEBHOOK_IPS },
    checks: false,
    why: "dev with a certificate of its own and other webhook addresses: templates only (dev's synthesis is checked)",
  },
} satisfies Record<string, Configuration>;

export type ConfigurationName = keyof typeof CONFIGURATIONS;
export const CONFIGURATION_NAMES = Object.keys(CONFIGURATIONS) as ConfigurationName[];
