/**
 * cdk-nag AwsSolutions findings reviewed and accepted, each with its one-line reason. Anything not
 * acknowledged here fails `cdk synth` and the infra tests (cdk-nag 3 acknowledges each finding, so
 * wildcard findings are listed one by one).
 */
import { DefaultStackSynthesizer, Validations, type Stack } from 'aws-cdk-lib';

export const nag = (rule: string, finding?: string) => `AwsSolutions::AwsSolutions-${rule}${finding ? `[${finding}]` : ''}`;

const GAME_STACK: [string, string][] = [
  [nag('COG2'), 'Players sign in only through Google, which owns the second factor; the pool has no passwords.'],
  [nag('COG3'), 'Threat protection guards password sign-in; this pool federates Google only.'],
  [nag('COG8'), 'The Plus tier sells threat protection for password sign-in; this pool federates Google only.'],
  [
    nag('APIG4'),
    'Anonymous play is the product: public routes identify players in the handler (token or anonymousId); ' +
      'user routes carry a JWT authorizer.',
  ],
  [nag('CFR1'), 'The game is offered worldwide: no geo restriction by design.'],
  [
    nag('SMG4'),
    'The word secret must not rotate (it would change coming codes); the Google and origin-verify secrets are rotated by hand ' +
      '(docs/runbook.md).',
  ],
  [
    nag('IAM4', 'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'),
    'Lambda basic execution (its own log streams) is the narrow AWS policy for it.',
  ],
  [
    nag('IAM4', 'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited'),
    "CodeDeploy's own policy for Lambda rollouts (aliases, alarms); prod only.",
  ],
  [
    nag('IAM4', 'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup'),
    "AWS Backup's own policy for taking backups of the resources a plan selects (the table).",
  ],
  [nag('IAM5', 'Resource::*'), 'xray:PutTraceSegments/PutTelemetryRecords have no resource-level scoping (AWS X-Ray).'],
  [nag('L1'), "Only CDK's own BucketDeployment function is flagged: its runtime is CDK's choice; the game's functions run Node.js 24."],
];

/** CDK's BucketDeployment custom resource copies the web build: it needs these object wildcards. */
const BUCKET_DEPLOYMENT_WILDCARDS = [
  'Action::s3:GetBucket*',
  'Action::s3:GetObject*',
  'Action::s3:List*',
  'Action::s3:Abort*',
  'Action::s3:DeleteObject*',
];

/** Without a custom domain CloudFront serves its own *.cloudfront.net certificate, whose TLS policy is fixed. */
const DEFAULT_CERTIFICATE: [string, string] = [
  nag('CFR4'),
  'The default *.cloudfront.net certificate fixes the TLS policy; a custom domain raises it to TLS 1.2 (docs/deploy.md).',
];

export function suppressReviewedFindings(
  edge: Stack,
  game: Stack,
  { siteBucket, logBucket, reminderSender }: { siteBucket: string; logBucket: string; reminderSender: string },
  hasCustomDomain: boolean,
): void {
  void edge;
  for (const [id, reason] of [...GAME_STACK, ...(hasCustomDomain ? [] : [DEFAULT_CERTIFICATE])])
    Validations.of(game).acknowledge({ id, reason });
  const reason = "CDK BucketDeployment: copies the web build from CDK's asset bucket into the site bucket's objects.";
  for (const finding of [
    ...BUCKET_DEPLOYMENT_WILDCARDS,
    `Resource::arn:aws:s3:::cdk-${bootstrapQualifier(game)}-assets-<AWS::AccountId>-${game.region}/*`,
    `Resource::<${siteBucket}.Arn>/*`,
  ]) {
    Validations.of(game).acknowledge({ id: nag('IAM5', finding), reason });
  }
  // The synthetic player (lib/constructs/canary.ts): CDK's canary role, scoped as far as Synthetics allows.
  Validations.of(game).acknowledge({
    id: nag('IAM5', `Resource::<${logBucket}.Arn>/canary/*`),
    reason: 'The canary writes its screenshots and logs under canary/ of the access-log bucket, one object per run.',
  });
  Validations.of(game).acknowledge({
    id: nag('IAM5', `Resource::arn:aws:logs:${game.region}:<AWS::AccountId>:log-group:/aws/lambda/cwsyn-*`),
    reason: "Synthetics names the canary's log group cwsyn-<name>-<id> when it creates it: the id is not known before.",
  });
  // EventBridge Scheduler's role for its Lambda target (aws-scheduler-targets' LambdaInvoke).
  Validations.of(game).acknowledge({
    id: nag('IAM5', `Resource::<${reminderSender}.Arn>:*`),
    reason: "The scheduler may invoke the reminder sender's versions and aliases (<arn>:*): that one function only.",
  });
}

/** The qualifier the stack was bootstrapped with (cdk.json's @aws-cdk/core:bootstrapQualifier, or CDK's default). */
export function bootstrapQualifier(stack: Stack): string {
  const synthesizer = stack.synthesizer;
  return (
    (synthesizer instanceof DefaultStackSynthesizer ? synthesizer.bootstrapQualifier : undefined) ??
    DefaultStackSynthesizer.DEFAULT_QUALIFIER
  );
}
