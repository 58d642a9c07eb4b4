import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { GAME_OUTPUTS } from './names';
import { releaseName } from './web-build';
import { Auth } from './constructs/auth';
import { Backups } from './constructs/backups';
import { GameApi } from './constructs/game-api';
import { GameTable } from './constructs/game-table';
import { Monitoring } from './constructs/monitoring';
import { OperationsLog } from './constructs/operations-log';
import { Reminders } from './constructs/reminders';
import { Rollouts } from './constructs/rollouts';
import { SyntheticPlayer } from './constructs/canary';
import { WebHosting } from './constructs/web-hosting';
import type { StageConfig } from './stage';

export interface GameStackProps extends StackProps {
  stage: StageConfig;
  /** The CloudFront WAF web ACL from the us-east-1 edge stack, and its name (for its metrics). */
  webAclArn: string;
  webAclName: string;
  /** With a custom domain: its certificate in us-east-1. */
  certificateArn?: string;
}

/** The whole game for one stage, composed from one construct per concern. */
export class GameStack extends Stack {
  readonly data: GameTable;
  readonly api: GameApi;
  readonly web: WebHosting;
  readonly auth: Auth;
  readonly reminders: Reminders;
  readonly monitoring: Monitoring;
  readonly rollouts?: Rollouts;

  constructor(scope: Construct, id: string, props: GameStackProps) {
    super(scope, id, props);
    const { stage } = props;

    this.data = new GameTable(this, 'Data', stage);

    // The key that orders the codes of the days: generated once, never in the template or the repo.
    // Not rotated on purpose: a new key would change the codes of the days still to come mid-week.
    const wordSecret = new Secret(this, 'WordSecret', {
      secretName: stage.names.wordSecret,
      description: 'Key of the word-of-day permutation (changing it changes every future code)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: stage.removalPolicy,
    });

    // What CloudFront sends to the API in the origin-verify header: {"current","previous"}, the chain
    // accepting either, so it rotates without downtime (docs/runbook.md). No fixed name: nothing to
    // collide with on a retried first deploy, and a new stack simply gets a new value.
    const originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: 'Origin-verify header value CloudFront adds to API requests: {"current","previous"}',
      generateSecretString: { secretStringTemplate: '{}', generateStringKey: 'current', passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // Stripe's API key and webhook signing secret: created by hand (docs/deploy.md), never in the template.
    const stripeSecret = Secret.fromSecretNameV2(this, 'StripeSecret', stage.stripeSecretName);

    // Order of construction (not of deployment): the API's endpoint feeds the site, the site's URL
    // feeds sign-in, and sign-in's issuer and client feed the API's functions.
    this.api = new GameApi(this, 'Api', stage);
    this.web = new WebHosting(this, 'Web', {
      stage,
      apiDomainName: this.api.domainName,
      originVerifySecret,
      webAclArn: props.webAclArn,
      certificateArn: props.certificateArn,
    });
    this.auth = new Auth(this, 'Auth', { stage, siteUrl: this.web.siteUrl, googleClientId: stage.googleClientId });
    this.api.addRoutes({
      table: this.data.table,
      wordSecret,
      stripeSecret,
      originVerifySecret,
      issuer: this.auth.issuer,
      clientId: this.auth.client.userPoolClientId,
      userPool: this.auth.userPool,
    });

    this.reminders = new Reminders(this, 'Reminders', { stage, table: this.data.table });

    this.web.deploySite({
      stage: stage.stage,
      release: releaseName(),
      apiBase: '/functions/v1',
      blogUrl: 'https://blog.cipherword.app',
      adsClientId: stage.adsClientId ?? null,
      stripePublishableKey: stage.stripePublishableKey ?? null,
      // Browsers subscribe to reminders with it; none: the app offers no reminders.
      vapidPublicKey: this.reminders.enabled ? (stage.vapidPublicKey ?? null) : null,
      auth: {
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.client.userPoolClientId,
        domain: this.auth.hostedUiDomain,
        redirectUrl: `${this.web.siteUrl}/`,
      },
    });

    const operations = new OperationsLog(this, 'Operations', { stage });
    const player = new SyntheticPlayer(this, 'SyntheticPlayer', {
      stage,
      siteUrl: this.web.siteUrl,
      artifactsBucket: this.web.logBucket,
      signIn: { clientId: this.auth.client.userPoolClientId, googleClientId: stage.googleClientId },
    });
    this.monitoring = new Monitoring(this, 'Monitoring', {
      stage,
      api: this.api.httpApi,
      accessLogs: this.api.accessLogs,
      functions: this.api.functions,
      reminders: this.reminders,
      aliases: this.api.aliases,
      table: this.data.table,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.client,
      canary: player.canary,
      distribution: this.web.distribution,
      webAclName: props.webAclName,
      operationsLog: operations.logGroup,
    });
    new Backups(this, 'Backups', { stage, table: this.data.table, tickets: this.monitoring.topics.tickets, operations });
    if (stage.rollout === 'canary') {
      this.rollouts = new Rollouts(this, 'Rollouts', {
        stage,
        targets: this.api.targets,
        alarms: this.monitoring.rolloutAlarms,
        site: { bucket: this.web.bucket, distribution: this.web.distribution },
        operations,
      });
    }

    // The stack's outputs, named as docs/deploy.md and docs/runbook.md name them (the infra tests hold them together).
    const output = (name: string, value: string, description: string) => new CfnOutput(this, name, { value, description });
    output('SiteUrl', this.web.siteUrl, 'Where players play');
    output(GAME_OUTPUTS.distributionId, this.web.distribution.distributionId, 'CloudFront distribution (invalidations, its status)');
    output(
      'DistributionDomainName',
      this.web.distribution.distributionDomainName,
      "CloudFront's host: a custom domain without a Route 53 zone points here",
    );
    output(GAME_OUTPUTS.siteBucket, this.web.bucket.bucketName, 'The web build (and the last builds before it: npm run rollback)');
    output('HostedUiUrl', this.auth.hostedUiUrl, 'Cognito hosted UI (Google sign-in)');
    output('UserPoolId', this.auth.userPool.userPoolId, 'Players (Cognito user pool)');
    output('UserPoolClientId', this.auth.client.userPoolClientId, "The web app's Cognito client");
    output('TableName', this.data.table.tableName, 'The game table');
    output('DashboardName', this.monitoring.dashboard.dashboardName, 'The on-call dashboard');
    output('PageTopicArn', this.monitoring.topics.pages.topicArn, 'SEV1 alarms of this region: the pager (docs/runbook.md)');
    output(
      'TicketTopicArn',
      this.monitoring.topics.tickets.topicArn,
      'SEV2 alarms of this region: e-mailed, subscribe more addresses here',
    );
    output('CanaryName', player.canary.canaryName, 'The synthetic player (CloudWatch Synthetics), every 5 minutes');
    output('ApiAccessLogGroup', this.api.accessLogs.logGroupName, 'One JSON line per API request');
    output('WordSecretArn', wordSecret.secretArn, 'For npm run word-of-day (support)');
    output('OriginVerifySecretArn', originVerifySecret.secretArn, 'Rotated as docs/runbook.md says (origin-refused)');
    if (this.rollouts)
      output('OnCallRollbackRoleArn', this.rollouts.onCallRollback.roleArn, 'prod: the role npm run rollback runs as (docs/runbook.md)');
  }
}
