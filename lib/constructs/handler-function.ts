import { Duration } from 'aws-cdk-lib';
import {
  ApplicationLogLevel,
  Architecture,
  LoggingFormat,
  ParamsAndSecretsLayerVersion,
  ParamsAndSecretsLogLevel,
  ParamsAndSecretsVersions,
  Runtime,
  SystemLogLevel,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { type Construct } from 'constructs';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '../../lambdas/domain/languages';
import { METRICS_NAMESPACE } from '../../lambdas/telemetry/metrics';
import { timeoutSecondsOf, type Route } from '../../lambdas/routes';
import { scheduledHandlerPath, type ScheduledFunction } from '../../lambdas/scheduled';
import { BUNDLE_AWS_SDK, NODE_TARGET, STRIPE_SDK, stripeSdkBuildCommand } from '../bundling';
import type { StageConfig } from '../stage';
import { bundleMetafileWanted } from '../synth-options';

const ROOT = join(__dirname, '..', '..');

/** Memory of every handler: the cost model (docs/cost.md) reads it from here. */
export const HANDLER_MEMORY_MB = 512;

/**
 * The AWS Parameters and Secrets Lambda Extension: the handlers read their secrets from it
 * (localhost:2773), which caches them for five minutes, instead of carrying an SDK client.
 */
const SECRETS_EXTENSION = ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, {
  logLevel: ParamsAndSecretsLogLevel.WARN,
  secretsManagerTtl: Duration.minutes(5),
});

/** What a function is, whatever starts it (a route of the API, a schedule). */
export interface FunctionSpec {
  name: string;
  description: string;
  /** Its handler under lambdas/handlers, without the extension. */
  entry: string;
  memoryMb?: number;
  timeoutSeconds: number;
  reservedConcurrency?: number;
  /** Scores guesses: the word lists go next to its bundle. */
  words?: boolean;
  /** Calls Stripe: the Stripe SDK's own file goes next to its bundle. */
  stripe?: boolean;
}

export const routeFunction = (route: Route): FunctionSpec => ({
  name: route.name,
  description: route.description,
  entry: route.name,
  memoryMb: route.memoryMb,
  timeoutSeconds: timeoutSecondsOf(route),
  reservedConcurrency: route.reservedConcurrency,
  words: route.words,
  stripe: route.stripe,
});

export const scheduledFunction = (fn: ScheduledFunction): FunctionSpec => ({
  name: fn.name,
  description: fn.description,
  entry: scheduledHandlerPath(fn),
  timeoutSeconds: fn.timeoutSeconds,
});

export interface HandlerFunctionProps {
  fn: FunctionSpec;
  stage: StageConfig;
  environment: Record<string, string>;
}

/**
 * One function (a route's or a schedule's) with the project's defaults: arm64, Node.js 24, esbuild-bundled from
 * lambdas/handlers/<entry>.ts with the local esbuild (never Docker) as lib/bundling.ts says, X-Ray
 * active tracing, JSON logs at INFO into a log group with the stage's retention, the secrets
 * extension, Powertools settings. Routes that score guesses get the word lists next to their bundle,
 * the payment routes the Stripe SDK's own file.
 */
export class HandlerFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, { fn: spec, stage, environment }: HandlerFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      logGroupName: stage.names.functionLogGroup(spec.name),
      retention: stage.logRetention,
      removalPolicy: stage.removalPolicy,
    });
    super(scope, id, {
      functionName: stage.names.functionName(spec.name),
      description: spec.description,
      entry: join(ROOT, 'lambdas', 'handlers', `${spec.entry}.ts`),
      handler: 'handler',
      depsLockFilePath: join(ROOT, 'package-lock.json'),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: spec.memoryMb ?? HANDLER_MEMORY_MB,
      // The money routes keep their own concurrency: no flood of game calls can starve them.
      ...(spec.reservedConcurrency ? { reservedConcurrentExecutions: spec.reservedConcurrency } : {}),
      timeout: Duration.seconds(spec.timeoutSeconds),
      tracing: Tracing.ACTIVE,
      logGroup,
      // Powertools already writes JSON; Lambda's own lines (start, report with the init duration) follow suit.
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel.INFO,
      systemLogLevelV2: SystemLogLevel.INFO,
      paramsAndSecrets: SECRETS_EXTENSION,
      // A release makes a new version (its logical id hashes the code) and CloudFormation deletes the
      // one it no longer names: prod keeps it (as its data), so the rollback has the version that was
      // live to go back to. dev publishes no versions (no aliases).
      currentVersionOptions: { removalPolicy: stage.removalPolicy },
      environment: {
        ...environment,
        POWERTOOLS_SERVICE_NAME: spec.name,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
      },
      bundling: {
        forceDockerBundling: false,
        minify: true,
        // No source maps: without --enable-source-maps (which costs every call) Node.js ignores them.
        sourceMap: false,
        target: NODE_TARGET,
        format: OutputFormat.CJS,
        bundleAwsSDK: BUNDLE_AWS_SDK,
        // The payment routes' Stripe SDK is a file of its own next to the handler (lib/bundling.ts, STRIPE_SDK).
        ...(spec.stripe ? { externalModules: [STRIPE_SDK.module] } : {}),
        logLevel: LogLevel.ERROR,
        // Only for the tests' synthesis (the bundle budgets read what each bundle holds): never deployed.
        metafile: bundleMetafileWanted(scope.node),
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (inputDir: string, outputDir: string) => [
            // Every language's word data (each call with words takes a language), a folder each, as lambdas/words/word-lists.ts reads it.
            ...(spec.words
              ? [
                  `mkdir -p "${join(outputDir, 'data')}"`,
                  ...LANGUAGE_CODES.map(
                    (language) => `cp -r "${join(inputDir, 'lambdas', 'words', 'data', language)}" "${join(outputDir, 'data')}/"`,
                  ),
                ]
              : []),
            ...(spec.stripe ? [stripeSdkBuildCommand(outputDir)] : []),
          ],
        },
      },
    });
  }
}
