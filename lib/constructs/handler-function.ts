import { Duration } from 'aws-cdk-lib';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { type Construct } from 'constructs';
import { join } from 'node:path';
import { METRICS_NAMESPACE } from '../../lambdas/telemetry/metrics';
import type { Route } from '../../lambdas/routes';
import { BUNDLE_AWS_SDK, NODE_TARGET } from '../bundling';
import type { StageConfig } from '../stage';

const ROOT = join(__dirname, '..', '..');

export interface HandlerFunctionProps {
  route: Route;
  stage: StageConfig;
  environment: Record<string, string>;
}

/**
 * One route's Lambda with the project's defaults: arm64, Node.js 24, esbuild-bundled from
 * lambdas/handlers/<name>.ts with the local esbuild (never Docker), minified with source maps,
 * X-Ray tracing, Powertools settings, and a log group with the stage's retention. Routes that
 * score guesses get the word lists copied next to their bundle.
 */
export class HandlerFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, { route, stage, environment }: HandlerFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      logGroupName: `/aws/lambda/${stage.prefix}-${route.name}`,
      retention: stage.logRetention,
      removalPolicy: stage.removalPolicy,
    });
    super(scope, id, {
      functionName: `${stage.prefix}-${route.name}`,
      description: route.description,
      entry: join(ROOT, 'lambdas', 'handlers', `${route.name}.ts`),
      handler: 'handler',
      depsLockFilePath: join(ROOT, 'package-lock.json'),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup,
      environment: {
        ...environment,
        POWERTOOLS_SERVICE_NAME: route.name,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        POWERTOOLS_LOG_LEVEL: 'INFO',
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        forceDockerBundling: false,
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        target: NODE_TARGET,
        format: OutputFormat.CJS,
        bundleAwsSDK: BUNDLE_AWS_SDK,
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (inputDir: string, outputDir: string) =>
            route.words ? [`cp -r "${join(inputDir, 'lambdas', 'words', 'data')}" "${join(outputDir, 'data')}"`] : [],
        },
      },
    });
  }
}
