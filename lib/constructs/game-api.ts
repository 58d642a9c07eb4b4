import { CfnOutput, Fn, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { type CfnStage, HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { routePath, routes } from '../../lambdas/routes';
import type { StageConfig } from '../stage';
import { HandlerFunction } from './handler-function';

export interface GameRoutesProps {
  table: ITable;
  wordSecret: ISecret;
  stripeSecret: ISecret;
  issuer: string;
  clientId: string;
}

/**
 * The HTTP API, generated from lambdas/routes.ts: one Lambda and one route per entry, each Lambda
 * granted exactly the table access and secrets its entry names. User-only routes also carry a JWT
 * authorizer (the handlers verify the token again: that check is the truth).
 */
export class GameApi extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions = new Map<string, HandlerFunction>();
  /** execute-api host name, the CloudFront origin. */
  readonly domainName: string;

  private readonly stageConfig: StageConfig;

  /** The API and its stage; the routes come with addRoutes, once sign-in (which needs the site) exists. */
  constructor(scope: Construct, id: string, stage: StageConfig) {
    super(scope, id);
    this.stageConfig = stage;
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${stage.prefix}-api`,
      description: 'CIPHERWORD game API (served to players through CloudFront under /functions/v1/)',
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: stage.logRetention, removalPolicy: stage.removalPolicy });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      detailedMetricsEnabled: true,
      throttle: { rateLimit: 500, burstLimit: 1000 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            method: '$context.httpMethod',
            route: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            userAgent: '$context.identity.userAgent',
          }),
        ),
      },
    });

    this.domainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint, description: `Direct API endpoint (${Stack.of(this).region})` });
  }

  /** One Lambda and one route per entry of lambdas/routes.ts. */
  addRoutes({ table, wordSecret, stripeSecret, issuer, clientId }: GameRoutesProps): void {
    const stage = this.stageConfig;
    const authorizer = new HttpJwtAuthorizer('CognitoJwt', issuer, { jwtAudience: [clientId], authorizerName: 'cognito' });
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};

    for (const route of routes) {
      const fn = new HandlerFunction(this, `Fn-${route.name}`, {
        route,
        stage,
        environment: {
          TABLE_NAME: table.tableName,
          AUTH_ISSUER: issuer,
          AUTH_CLIENT_ID: clientId,
          ...(route.words ? { WORD_SECRET_ARN: wordSecret.secretArn } : {}),
          // A secret imported by name: its partial ARN (Powertools' GetSecretValue accepts it).
          ...(route.stripe ? { STRIPE_SECRET_ARN: stripeSecret.secretArn } : {}),
        },
      });
      if (route.table === 'read') table.grantReadData(fn);
      if (route.table === 'write') table.grantReadWriteData(fn);
      if (route.words) wordSecret.grantRead(fn);
      if (route.stripe) stripeSecret.grantRead(fn);
      this.functions.set(route.name, fn);

      this.httpApi.addRoutes({
        path: routePath(route),
        methods: [route.method === 'GET' ? HttpMethod.GET : HttpMethod.POST],
        integration: new HttpLambdaIntegration(`${route.name}-integration`, fn),
        ...(route.auth === 'user' ? { authorizer } : {}),
      });
      routeSettings[`${route.method} ${routePath(route)}`] = {
        ThrottlingRateLimit: route.rateLimit,
        ThrottlingBurstLimit: route.rateLimit * 2,
      };
    }
    // HttpStage has no per-route throttling property yet; the CloudFormation stage does.
    (this.stage.node.defaultChild as CfnStage).addPropertyOverride('RouteSettings', routeSettings);
  }
}
