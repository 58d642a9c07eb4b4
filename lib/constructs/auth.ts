import { Duration, SecretValue, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  OAuthScope,
  ProviderAttribute,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolIdentityProviderGoogle,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage';

export interface AuthProps {
  stage: StageConfig;
  /** Where players play (the custom domain, or CloudFront's): sign-in returns and signs out there. */
  siteUrl: string;
  /** The Google OAuth client id (the stage's settings in cdk.json). */
  googleClientId: string;
}

/**
 * Sign-in: a Cognito user pool whose only way in is Google, through the hosted UI, for the SPA's
 * app client (authorization code + PKCE, no client secret). The Google client secret stays in
 * Secrets Manager: the template holds only a dynamic reference to it.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  readonly hostedUiDomain: string;
  readonly hostedUiUrl: string;
  /** The token issuer the handlers and the API's JWT authorizer trust. */
  readonly issuer: string;

  constructor(scope: Construct, id: string, { stage, siteUrl, googleClientId }: AuthProps) {
    super(scope, id);
    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: stage.names.userPool,
      // Players come only through Google; no one signs up with a password.
      selfSignUpEnabled: false,
      // Google through Cognito's classic hosted UI is all the game uses: the cheapest plan has it (docs/cost.md).
      featurePlan: FeaturePlan.LITE,
      signInAliases: { email: true },
      accountRecovery: AccountRecovery.NONE,
      deletionProtection: stage.deletionProtection,
      removalPolicy: stage.removalPolicy,
      passwordPolicy: { minLength: 12, requireDigits: true, requireLowercase: true, requireUppercase: true, requireSymbols: true },
    });

    const google = new UserPoolIdentityProviderGoogle(this, 'Google', {
      userPool: this.userPool,
      clientId: googleClientId,
      clientSecretValue: SecretValue.secretsManager(stage.googleClientSecretName),
      scopes: ['openid', 'email', 'profile'],
      attributeMapping: {
        email: ProviderAttribute.GOOGLE_EMAIL,
        emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
        fullname: ProviderAttribute.GOOGLE_NAME,
        profilePicture: ProviderAttribute.GOOGLE_PICTURE,
      },
    });

    const domain = this.userPool.addDomain('HostedUi', { cognitoDomain: { domainPrefix: stage.authDomainPrefix } });
    this.hostedUiDomain = `${stage.authDomainPrefix}.auth.${Stack.of(this).region}.amazoncognito.com`;

    const origins = [siteUrl, ...stage.extraCallbackOrigins];
    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: stage.names.userPoolClient,
      generateSecret: false,
      supportedIdentityProviders: [UserPoolClientIdentityProvider.GOOGLE],
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: origins.map((o) => `${o}/`),
        logoutUrls: origins.map((o) => `${o}/`),
      },
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      enableTokenRevocation: true,
      preventUserExistenceErrors: true,
    });
    this.client.node.addDependency(google);

    this.issuer = `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${this.userPool.userPoolId}`;
    this.hostedUiUrl = domain.baseUrl();
  }
}
