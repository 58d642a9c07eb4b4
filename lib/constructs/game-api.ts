import { Fn } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { type CfnStage, HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Alias } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { functionEnvironment } from '../../lambdas/function-environment';
import { burstLimitOf, routePath, routes, type Route } from '../../lambdas/routes';
import type { StageConfig } from '../stage';
import { HandlerFunction, routeFunction } from './handler-function';

export interface GameRoutesProps {
  table: ITable;
  wordSecret: ISecret;
  stripeSecret: ISecret;
  /** The value CloudFront adds to every API request: every handler refuses a request without it. */
  originVerifySecret: ISecret;
  issuer: string;
  clientId: string;
  /** The players' pool: delete-account deletes a player's user from it. */
  userPool: IUserPool;
}

/** One route's function and what API Gateway invokes: the function itself, or in prod its `live` alias. */
export interface RouteTarget {
  fn: HandlerFunction;
  /** prod only: the alias CodeDeploy shifts to each new version (lib/constructs/rollouts.ts). */
  alias?: Alias;
}

/** API-wide limits: a flood on one route cannot take every route's share. */
export const API_THROTTLE = { rateLimit: 500, burstLimit: 1000 };

/**
 * The HTTP API, generated from lambdas/routes.ts: one Lambda and one route per entry, each Lambda
 * granted exactly the DynamoDB actions and secrets its entry names. User-only routes also carry a
 * JWT authorizer (the handlers verify the token again: that check is the truth). Only CloudFront
 * reaches it in effect: the execute-api host is no output, and every handler refuses a request
 * without CloudFront's origin-verify header (docs/architecture.md).
 */
export class GameApi extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly accessLogs: LogGroup;
  readonly targets = new Map<string, RouteTarget>();
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

    this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: stage.logRetention, removalPolicy: stage.removalPolicy });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      detailedMetricsEnabled: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        // Only $context variables can be logged here: the player's address (CloudFront-Viewer-Address)
        // is in the function's log line with the same requestId, in WAF's and in CloudFront's logs.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            edgeIp: '$context.identity.sourceIp',
            method: '$context.httpMethod',
            route: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            error: '$context.error.message',
            authorizerError: '$context.authorizer.error',
            userAgent: '$context.identity.userAgent',
          }),
        ),
      },
    });

    this.domainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
  }

  /** prod: the `live` aliases by route name (what a rollout shifts and its alarm watches). */
  get aliases(): Map<string, Alias> {
    return new Map([...this.targets].flatMap(([name, { alias }]) => (alias ? [[name, alias] as const] : [])));
  }

  /** The functions by route name (what monitoring watches). */
  get functions(): Map<string, HandlerFunction> {
    return new Map([...this.targets].map(([name, { fn }]) => [name, fn]));
  }

  /** One Lambda and one route per entry of lambdas/routes.ts. */
  addRoutes({ table, wordSecret, stripeSecret, originVerifySecret, issuer, clientId, userPool }: GameRoutesProps): void {
    const stage = this.stageConfig;
    const authorizer = new HttpJwtAuthorizer('CognitoJwt', issuer, { jwtAudience: [clientId], authorizerName: 'cognito' });
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number; DetailedMetricsEnabled: boolean }> =
      {};

    for (const route of routes as readonly Route[]) {
      const fn = new HandlerFunction(this, `Fn-${route.name}`, {
        fn: routeFunction(route),
        stage,
        environment: functionEnvironment(route, {
          all: {
            TABLE_NAME: table.tableName,
            AUTH_ISSUER: issuer,
            AUTH_CLIENT_ID: clientId,
            ORIGIN_VERIFY_SECRET_ARN: originVerifySecret.secretArn,
          },
          words: { WORD_SECRET_ARN: wordSecret.secretArn },
          // A secret imported by name: its partial ARN (GetSecretValue accepts it).
          stripe: { STRIPE_SECRET_ARN: stripeSecret.secretArn },
          users: { USER_POOL_ID: userPool.userPoolId },
          push: {}, // no route sends pushes (the reminder sender does: reminders.ts)
        }),
      });
      // Only delete-account: find a user by sub and delete it, in the game's pool alone.
      if (route.deletesUsers) userPool.grant(fn, 'cognito-idp:ListUsers', 'cognito-idp:AdminDeleteUser');
      // Exactly the route's actions: no Scan, batch or stream reads it does not use.
      if (route.dynamodb.length > 0) table.grant(fn, ...route.dynamodb.map((action) => `dynamodb:${action}`));
      originVerifySecret.grantRead(fn);
      if (route.words) wordSecret.grantRead(fn);
      if (route.stripe) stripeSecret.grantRead(fn);

      const alias =
        stage.rollout === 'canary'
          ? new Alias(this, `Live-${route.name}`, { aliasName: stage.names.liveAlias, version: fn.currentVersion })
          : undefined;
      this.targets.set(route.name, { fn, alias });

      this.httpApi.addRoutes({
        path: routePath(route),
        methods: [route.method === 'GET' ? HttpMethod.GET : HttpMethod.POST],
        integration: new HttpLambdaIntegration(`${route.name}-integration`, alias ?? fn),
        ...(route.auth === 'user' ? { authorizer } : {}),
      });
      // A route's settings replace the stage's defaults, detailed metrics included.
      routeSettings[`${route.method} ${routePath(route)}`] = {
        ThrottlingRateLimit: route.rateLimit,
        ThrottlingBurstLimit: burstLimitOf(route),
        DetailedMetricsEnabled: true,
      };
    }
    // HttpStage has no per-route settings property; the CloudFormation stage does.
    (this.stage.node.defaultChild as CfnStage).addPropertyOverride('RouteSettings', routeSettings);
  }
}
