import { CfnOutput, CfnParameter, Stack, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { Auth } from './constructs/auth';
import { GameApi } from './constructs/game-api';
import { GameTable } from './constructs/game-table';
import { Monitoring } from './constructs/monitoring';
import { WebHosting } from './constructs/web-hosting';
import type { StageConfig } from './stage';

export interface GameStackProps extends StackProps {
  stage: StageConfig;
  /** The CloudFront WAF web ACL from the us-east-1 edge stack. */
  webAclArn: string;
}

/** The whole game for one stage, composed from one construct per concern. */
export class GameStack extends Stack {
  readonly data: GameTable;
  readonly api: GameApi;
  readonly web: WebHosting;
  readonly auth: Auth;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: GameStackProps) {
    super(scope, id, props);
    const { stage } = props;

    this.data = new GameTable(this, 'Data', stage);

    // The key that orders the codes of the days: generated once, never in the template or the repo.
    // Not rotated on purpose: a new key would change the codes of the days still to come mid-week.
    const wordSecret = new Secret(this, 'WordSecret', {
      secretName: `${stage.prefix}/word-secret`,
      description: 'Key of the word-of-day permutation (changing it changes every future code)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: stage.removalPolicy,
    });

    // Stripe's API key and webhook signing secret: created by hand (docs/deploy.md), never in the template.
    const stripeSecret = Secret.fromSecretNameV2(this, 'StripeSecret', stage.stripeSecretName);

    const googleClientId =
      stage.googleClientId ??
      new CfnParameter(this, 'GoogleClientId', {
        type: 'String',
        minLength: 1,
        description: 'Google OAuth client id (or deploy with -c googleClientId=...)',
      }).valueAsString;

    // Order of construction (not of deployment): the API's endpoint feeds the site, the site's URL
    // feeds sign-in, and sign-in's issuer and client feed the API's functions.
    this.api = new GameApi(this, 'Api', stage);
    this.web = new WebHosting(this, 'Web', { stage, apiDomainName: this.api.domainName, webAclArn: props.webAclArn });
    this.auth = new Auth(this, 'Auth', { stage, siteUrl: this.web.siteUrl, googleClientId });
    this.api.addRoutes({
      table: this.data.table,
      wordSecret,
      stripeSecret,
      issuer: this.auth.issuer,
      clientId: this.auth.client.userPoolClientId,
    });

    this.web.deploySite({
      stage: stage.stage,
      apiBase: '/functions/v1',
      blogUrl: 'https://blog.cipherword.app',
      adsClientId: stage.adsClientId ?? null,
      stripePublishableKey: stage.stripePublishableKey ?? null,
      auth: {
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.client.userPoolClientId,
        domain: this.auth.hostedUiDomain,
        redirectUrl: `${this.web.siteUrl}/`,
      },
    });

    this.monitoring = new Monitoring(this, 'Monitoring', {
      stage,
      api: this.api.httpApi,
      functions: this.api.functions,
      table: this.data.table,
    });
    new CfnOutput(this, 'DashboardName', { value: this.monitoring.dashboard.dashboardName });
  }
}
