/**
 * The cloud, proven without deploying (the AWS control plane cannot run here): the CDK app is
 * synthesised as `cdk synth` does, with cdk-nag's AwsSolutions checks, and its templates asserted.
 */
import { LAMBDA_NODE_MAJOR } from '../../lib/bundling';
import { LANGUAGE_CODES } from '../../lambdas/domain/languages';
import { GAME_OUTPUTS } from '../../lib/names';
import { CLOUDFRONT_CACHED_ERROR_STATUSES } from '../../lib/error-caching';
import { builtWebApp, releaseName } from '../../lib/web-build';
import { withAlternatesAt } from '../../lib/page-files';
import { bootScriptHash } from '../../lib/security-headers';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { burstLimitOf, routePath, routes, type Route } from '../../lambdas/routes';
import { reminderSender, scheduledFunctions } from '../../lambdas/scheduled';
import { CANARY_SIGN_IN_METRIC, ORIGIN_VERIFY_HEADER, TechnicalMetric } from '../../lambdas/telemetry/metrics';
import { MINIMUM_BOOTSTRAP_VERSION } from '../../bin/preflight';
import { API_THROTTLE } from '../../lib/constructs/game-api';
import {
  API_5XX_FLOOR,
  API_LATENCY_FLOOR,
  BACKUP_SILENCE_HOURS,
  INTENTS_FLOOR,
  PAYMENT_FAILURES_THAT_PAGE,
  REFUNDS_THAT_PAGE,
  UNMATCHED_THAT_PAGE,
} from '../../lib/constructs/monitoring/alarms';
import { STRIPE_WEBHOOK_IPS } from '../../lib/stripe-webhook-allowance';
import { stripeEvent, stripeSignature } from '../../local/payment-provider';
import type { Template } from 'aws-cdk-lib/assertions';
import {
  assembly,
  cdkJsonContext,
  functionAssetDir,
  inGameAlarms,
  only,
  resourcesOf,
  SYNTHESES_WAIT_MS,
  type Resources,
  type Synthesized,
} from './synth';
import { apiCeilings, everyAlarmOf, NUMBERS_MARKER, numbersTable } from './on-call-numbers';
import { CONFIGURATIONS, COPY_VAULT, TEST_REPOSITORY } from './configurations';
import { buildApp } from '../../bin/app';

type Statement = { Action: string | string[]; Resource: unknown; Principal?: unknown; Effect: string; Condition?: unknown };

let dev: Synthesized;
let prod: Synthesized;
beforeAll(async () => {
  dev = await assembly('dev');
  prod = await assembly('prod');
}, SYNTHESES_WAIT_MS);

const actionsOf = (s: Statement) => [s.Action].flat();
const functionsOf = (t: Synthesized) => Object.entries(resourcesOf(t.game, 'AWS::Lambda::Function'));
const routeFunction = (t: Synthesized, stage: string, name: string) =>
  only(functionsOf(t).filter(([, f]) => f.Properties.FunctionName === `cipherword-${stage}-${name}`));
/** The game region's alarms: the rollouts' in the game stack, the others in its nested alarm stack. */
const alarmsOf = (t: Synthesized) =>
  [t.game, t.gameAlarms].flatMap((template) => Object.entries(resourcesOf(template, 'AWS::CloudWatch::Alarm')));
const alarmNamed = (t: Synthesized, name: string) => only(alarmsOf(t).filter(([, a]) => a.Properties.AlarmName === name))[1].Properties;
const idOf = (resources: Resources, predicate: (r: Resources[string]) => boolean) =>
  only(Object.entries(resources).filter(([, r]) => predicate(r)))[0];

describe('cdk-nag AwsSolutions', () => {
  it('passes for dev and prod (every finding fixed or acknowledged with a reason)', () => {
    const failures = Object.entries({ dev, prod }).flatMap(([stage, { error }]) => (error === undefined ? [] : [{ stage, error }]));
    expect(failures).toEqual([]);
  });

  it('is really enforced: a non-compliant resource fails the synth', () => {
    const app = new App();
    const stack = new Stack(app, 'Bad');
    new Bucket(stack, 'Open'); // no SSL enforcement, no access logs
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth()).toThrow(/Validation failed|AwsSolutions|Synthesis finished with errors/);
  });
});

/** CloudFormation's quotas for one template: refused at deploy, not at synth. */
const CLOUDFORMATION_MAX_RESOURCES = 500;
const CLOUDFORMATION_MAX_PARAMETERS = 200;
const CLOUDFORMATION_MAX_OUTPUTS = 200;

describe("CloudFormation's limits", () => {
  it('every stack of dev and prod, nested ones too, fits in its resources, parameters and outputs: what deploy refuses fails here', () => {
    const sizes = [dev, prod].flatMap((stage, i) =>
      (['game', 'gameAlarms', 'edge', 'edgeAlarms'] as const).map((stack) => {
        const { Resources = {}, Parameters = {}, Outputs = {} } = stage[stack].toJSON() as Record<string, object | undefined>;
        const [resources, parameters, outputs] = [Resources, Parameters, Outputs].map((part) => Object.keys(part).length);
        const fits =
          resources <= CLOUDFORMATION_MAX_RESOURCES && parameters <= CLOUDFORMATION_MAX_PARAMETERS && outputs <= CLOUDFORMATION_MAX_OUTPUTS;
        return { stack: `${['dev', 'prod'][i]} ${stack}`, fits, resources, parameters, outputs };
      }),
    );
    expect(sizes.filter(({ fits }) => !fits)).toEqual([]);
    // The game's alarms have a stack of their own, and leave the game stack room for routes (docs/architecture.md).
    const prodGame = sizes.find(({ stack }) => stack === 'prod game')!;
    expect(prodGame.resources).toBeLessThanOrEqual(CLOUDFORMATION_MAX_RESOURCES - 100);
    expect(sizes.find(({ stack }) => stack === 'prod gameAlarms')!.resources).toBeGreaterThan(100);
  });
});

describe('the API', () => {
  it('is tested on the Node.js major its Lambdas run (npm test runs the suite on it: bin/on-lambda-node.ts)', () => {
    expect(`Node.js ${process.versions.node.split('.')[0]}`).toBe(`Node.js ${LAMBDA_NODE_MAJOR}`);
  });

  it.each(routes.map((r) => [r.name, r] as const))(
    'has %s: its route and its own Lambda (arm64, Node.js 24, traced, JSON logs)',
    (name, route) => {
      dev.game.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: `${route.method} ${routePath(route)}` });
      const [, fn] = routeFunction(dev, 'dev', name);
      expect(fn.Properties).toMatchObject({
        Runtime: `nodejs${LAMBDA_NODE_MAJOR}.x`,
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogFormat: 'JSON', ApplicationLogLevel: 'INFO', SystemLogLevel: 'INFO' },
        Environment: { Variables: { POWERTOOLS_SERVICE_NAME: name } },
      });
      // Source maps cost every call and are not shipped.
      expect(fn.Properties.Environment.Variables.NODE_OPTIONS).toBeUndefined();
    },
  );

  it('reads its secrets through the Parameters and Secrets extension layer, in every function', () => {
    for (const [, fn] of functionsOf(dev).filter(([, f]) => String(f.Properties.FunctionName ?? '').startsWith('cipherword-dev-'))) {
      expect(JSON.stringify(fn.Properties.Layers)).toMatch(/AWS-Parameters-and-Secrets-Lambda-Extension-Arm64/);
      expect(fn.Properties.Environment.Variables).toMatchObject({ PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: '2773' });
    }
  });

  it('has exactly the routes of the route table', () => {
    expect(Object.keys(resourcesOf(dev.game, 'AWS::ApiGatewayV2::Route'))).toHaveLength(routes.length);
  });

  const assetOf = (name: string) => functionAssetDir(dev, name);

  it("ships every language's word data beside the routes that need words, and none to the others", () => {
    for (const route of routes) {
      const shipped = LANGUAGE_CODES.filter((language) => existsSync(join(assetOf(route.name), 'data', language, 'answers-5.txt')));
      expect([route.name, shipped]).toEqual([route.name, route.words ? LANGUAGE_CODES : []]);
    }
  });

  it("ships the Stripe SDK as a file of its own beside the payment routes' handlers, which find it and check signatures with it", () => {
    for (const route of routes) {
      // No handler bundle carries the SDK's code (its PaymentIntents resource is a marker of it) ...
      expect(readFileSync(join(assetOf(route.name), 'index.js'), 'utf8')).not.toContain('/v1/payment_intents');
      // ... and only the payment routes have it beside them.
      expect([route.name, existsSync(join(assetOf(route.name), 'node_modules', 'stripe', 'index.js'))]).toEqual([route.name, route.stripe]);
    }
    // The deployed webhook, run as Lambda runs it (from its asset, nothing else on the path): an event
    // signed with the secret is accepted (a kind it ignores: no table needed), a forged one refused.
    const secret = 'whsec_bundled_test';
    const payload = JSON.stringify(stripeEvent('customer.created', {}));
    const signed = stripeSignature(payload, { secret });
    const invoke = (signature: string) => {
      const event = {
        headers: { 'stripe-signature': signature },
        body: payload,
        isBase64Encoded: false,
        requestContext: { timeEpoch: Date.now() },
      };
      const answer = `(r) => process.stdout.write('\\n' + JSON.stringify(r))`;
      const script = `require('./index.js').handler(${JSON.stringify(event)}, {}).then(${answer})`;
      const output = execFileSync(process.execPath, ['-e', script], {
        cwd: assetOf('stripe-webhook'),
        env: {
          PATH: process.env.PATH,
          STRIPE_SECRET_KEY: 'sk_test_bundled',
          STRIPE_WEBHOOK_SECRET: secret,
          POWERTOOLS_METRICS_DISABLED: 'true',
        },
      });
      return JSON.parse(output.toString().trim().split('\n').pop()!) as { statusCode: number; body: string };
    };
    expect(invoke(signed)).toMatchObject({ statusCode: 200, body: JSON.stringify({ received: true }) });
    expect(invoke(signed.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`))).toMatchObject({ statusCode: 400 });
  });

  it('throttles each route with detailed metrics, and logs access as JSON', () => {
    const stage = only(Object.values(resourcesOf(dev.game, 'AWS::ApiGatewayV2::Stage')));
    expect(stage.Properties.DefaultRouteSettings).toMatchObject({
      DetailedMetricsEnabled: true,
      ThrottlingRateLimit: API_THROTTLE.rateLimit,
      ThrottlingBurstLimit: API_THROTTLE.burstLimit,
    });
    for (const route of routes) {
      expect(stage.Properties.RouteSettings[`${route.method} ${routePath(route)}`]).toEqual({
        ThrottlingRateLimit: route.rateLimit,
        ThrottlingBurstLimit: burstLimitOf(route),
        DetailedMetricsEnabled: true,
      });
    }
    // The source address is CloudFront's edge: named so, the player's is in the function's log.
    expect(JSON.parse(stage.Properties.AccessLogSettings.Format)).toMatchObject({
      requestId: '$context.requestId',
      status: '$context.status',
      edgeIp: '$context.identity.sourceIp',
    });
  });

  it('puts a JWT authorizer on user-only routes only', () => {
    const routeResources = Object.values(resourcesOf(dev.game, 'AWS::ApiGatewayV2::Route'));
    for (const route of routes) {
      const resource = routeResources.find((r) => r.Properties.RouteKey === `${route.method} ${routePath(route)}`)!;
      expect(resource.Properties.AuthorizationType ?? 'NONE').toBe(route.auth === 'user' ? 'JWT' : 'NONE');
    }
    dev.game.resourceCountIs('AWS::ApiGatewayV2::Authorizer', routes.some((r) => r.auth === 'user') ? 1 : 0);
  });
});

describe('only CloudFront reaches the API', () => {
  const originVerifySecretId = (t: Synthesized) =>
    idOf(resourcesOf(t.game, 'AWS::SecretsManager::Secret'), (s) => /Origin-verify/.test(s.Properties.Description));

  it('publishes no address of the execute-api endpoint', () => {
    const apiId = only(Object.keys(resourcesOf(dev.game, 'AWS::ApiGatewayV2::Api')));
    for (const template of [dev.game, prod.game]) {
      for (const output of Object.values(template.toJSON().Outputs as Record<string, { Value: unknown }>)) {
        expect(JSON.stringify(output.Value)).not.toContain(apiId);
      }
    }
  });

  it("sends the origin-verify header from the secret's current value on the API origin (CloudFront overrides a viewer's)", () => {
    const config = only(Object.values(resourcesOf(dev.game, 'AWS::CloudFront::Distribution'))).Properties.DistributionConfig;
    const behaviour = config.CacheBehaviors.find((b: any) => b.PathPattern === '/functions/v1/*');
    const origin = config.Origins.find((o: any) => o.Id === behaviour.TargetOriginId);
    expect(origin.OriginCustomHeaders).toEqual([
      {
        HeaderName: ORIGIN_VERIFY_HEADER,
        HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: originVerifySecretId(dev) }, ':SecretString:current::}}']] },
      },
    ]);
  });

  it.each(routes.map((r) => [r.name] as const))('%s is told where the expected value is, and may read it', (name) => {
    const [, fn] = routeFunction(dev, 'dev', name);
    const secret = originVerifySecretId(dev);
    expect(fn.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET_ARN).toEqual({ Ref: secret });
    const readers = policyStatementsOf(dev, name).filter((s) => actionsOf(s).includes('secretsmanager:GetSecretValue'));
    expect(readers.some((s) => JSON.stringify(s.Resource).includes(secret))).toBe(true);
  });

  it('generates the secret as {"current"} (the chain also accepts a "previous" while it rotates)', () => {
    const secret = resourcesOf(dev.game, 'AWS::SecretsManager::Secret')[originVerifySecretId(dev)];
    expect(secret.Properties.GenerateSecretString).toMatchObject({ SecretStringTemplate: '{}', GenerateStringKey: 'current' });
    expect(secret.Properties.Name).toBeUndefined(); // nothing to collide with when a first deploy is retried
  });
});

function policyStatementsOf(t: Synthesized, name: string): Statement[] {
  const [, fn] = routeFunction(t, 'dev', name);
  const roleId = fn.Properties.Role['Fn::GetAtt'][0];
  const policies = Object.values(resourcesOf(t.game, 'AWS::IAM::Policy')).filter((p) =>
    p.Properties.Roles.some((r: any) => r.Ref === roleId),
  );
  return policies.flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
}

describe('least privilege', () => {
  const tableId = () => only(Object.keys(resourcesOf(dev.game, 'AWS::DynamoDB::Table')));
  const wordSecretId = () =>
    idOf(resourcesOf(dev.game, 'AWS::SecretsManager::Secret'), (s) => s.Properties.Name === 'cipherword-dev/word-secret');

  it.each(routes.map((r) => [r.name, r] as const))('%s gets exactly the DynamoDB actions its route names, on the table', (name, route) => {
    const dynamo = policyStatementsOf(dev, name).filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')));
    expect(dynamo.flatMap(actionsOf).sort()).toEqual(route.dynamodb.map((action) => `dynamodb:${action}`).sort());
    for (const s of dynamo) for (const resource of [s.Resource].flat()) expect(JSON.stringify(resource)).toContain(tableId());
  });

  it.each(routes.map((r) => [r.name, r] as const))('%s reads only the secrets its route names', (name, route) => {
    const statements = policyStatementsOf(dev, name);
    const secretResources = statements
      .filter((s) => actionsOf(s).some((a) => a.startsWith('secretsmanager:')))
      .flatMap((s) => [s.Resource].flat())
      .map((resource) => JSON.stringify(resource));
    expect(secretResources.some((r) => r.includes(wordSecretId()))).toBe(route.words);
    expect(secretResources.some((r) => r.includes('secret:cipherword/dev/stripe'))).toBe(route.stripe);
    // The origin-verify secret, plus the word and Stripe secrets where named.
    expect(secretResources).toHaveLength(1 + Number(route.words) + Number(route.stripe));
    // The only wildcard resource is X-Ray's, which has no resource-level scoping.
    for (const s of statements.filter((s) => s.Resource === '*')) expect(actionsOf(s).every((a) => a.startsWith('xray:'))).toBe(true);
  });

  it('grants no table action that no route uses (no Scan, no stream reads; batch writes for deleting an account only)', () => {
    const granted = new Set(
      Object.values(resourcesOf(dev.game, 'AWS::IAM::Policy')).flatMap((p) =>
        (p.Properties.PolicyDocument.Statement as Statement[]).flatMap(actionsOf).filter((a) => a.startsWith('dynamodb:')),
      ),
    );
    expect([...granted].sort()).toEqual([...new Set(routes.flatMap((r) => r.dynamodb.map((a) => `dynamodb:${a}`)))].sort());
    for (const unused of ['dynamodb:Scan', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator']) {
      expect(granted.has(unused)).toBe(false);
    }
    // Deleting an account deletes its whole partition, in batches: no other function may write in batches.
    const batchWriters = Object.values(resourcesOf(dev.game, 'AWS::IAM::Policy')).filter((p) =>
      (p.Properties.PolicyDocument.Statement as Statement[]).flatMap(actionsOf).includes('dynamodb:BatchWriteItem'),
    );
    expect(batchWriters.map((p) => JSON.stringify(p.Properties.Roles))).toEqual([expect.stringMatching(/deleteaccount/i)]);
    // And only it may delete Cognito users, in the game's pool alone.
    const userDeleters = Object.values(resourcesOf(dev.game, 'AWS::IAM::Policy')).filter((p) =>
      (p.Properties.PolicyDocument.Statement as Statement[]).flatMap(actionsOf).includes('cognito-idp:AdminDeleteUser'),
    );
    expect(userDeleters.map((p) => JSON.stringify(p.Properties.Roles))).toEqual([expect.stringMatching(/deleteaccount/i)]);
  });
});

describe('data and safe deploys', () => {
  const DATA_TYPES = ['AWS::DynamoDB::Table', 'AWS::Cognito::UserPool', 'AWS::S3::Bucket'];

  it('is one on-demand table with PITR and TTL; prod protects it from deletion', () => {
    const props = {
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    };
    dev.game.hasResourceProperties('AWS::DynamoDB::Table', props);
    prod.game.hasResourceProperties('AWS::DynamoDB::Table', { ...props, DeletionProtectionEnabled: true });
  });

  it('prod retains its data, except what its first, failed creation made (RetainExceptOnCreate), and never plain Retain', () => {
    const game = prod.game.toJSON().Resources as Resources;
    const edge = prod.edge.toJSON().Resources as Resources;
    const retained = (resources: Resources) =>
      Object.entries(resources).filter(([, r]) => r.DeletionPolicy && r.DeletionPolicy !== 'Delete');
    for (const [, r] of [...retained(game), ...retained(edge)]) {
      expect({ type: r.Type, deletion: r.DeletionPolicy, replace: r.UpdateReplacePolicy }).toEqual({
        type: r.Type,
        deletion: 'RetainExceptOnCreate',
        replace: 'Retain',
      });
    }
    const retainedIds = new Set([...retained(game), ...retained(edge)].map(([id]) => id));
    for (const type of DATA_TYPES) for (const id of Object.keys(resourcesOf(prod.game, type))) expect(retainedIds).toContain(id);
    const wordSecret = idOf(
      resourcesOf(prod.game, 'AWS::SecretsManager::Secret'),
      (s) => s.Properties.Name === 'cipherword-prod/word-secret',
    );
    expect(retainedIds).toContain(wordSecret);
    for (const [id, group] of Object.entries(resourcesOf(prod.game, 'AWS::Logs::LogGroup'))) {
      if (String(group.Properties.LogGroupName ?? '').startsWith('/aws/lambda/cipherword-prod-')) expect(retainedIds).toContain(id);
    }
    expect(retainedIds).toContain(
      only(Object.keys(resourcesOf(prod.edge, 'AWS::Logs::LogGroup')).filter((id) => id.startsWith('WafLogs'))),
    );
  });

  it('backs the table up daily with AWS Backup, copied to another account’s vault where the stage names one', () => {
    const tableId = only(Object.keys(resourcesOf(prod.game, 'AWS::DynamoDB::Table')));
    for (const [t, copies] of [
      [dev, []],
      [prod, [{ DestinationBackupVaultArn: COPY_VAULT, Lifecycle: { DeleteAfterDays: 7 } }]],
    ] as const) {
      const plan = only(Object.values(resourcesOf(t.game, 'AWS::Backup::BackupPlan'))).Properties.BackupPlan;
      expect(only(plan.BackupPlanRule as any[])).toMatchObject({
        ScheduleExpression: 'cron(0 3 * * ? *)',
        Lifecycle: { DeleteAfterDays: 7 },
        ...(copies.length ? { CopyActions: copies } : {}),
      });
      if (!copies.length) expect(only(plan.BackupPlanRule as any[]).CopyActions ?? []).toEqual([]);
    }
    const selection = only(Object.values(resourcesOf(prod.game, 'AWS::Backup::BackupSelection'))).Properties.BackupSelection;
    expect(JSON.stringify(selection.Resources)).toContain(tableId);
    expect(only(Object.values(resourcesOf(prod.game, 'AWS::Backup::BackupVault')))).toMatchObject({
      Properties: { BackupVaultName: 'cipherword-prod-backups' },
      DeletionPolicy: 'RetainExceptOnCreate',
    });
  });

  it('tickets a failed backup or copy job the day it fails, with what AWS Backup said', () => {
    const topics = Object.entries(resourcesOf(prod.game, 'AWS::SNS::Topic'));
    const tickets = only(topics.filter(([, topic]) => topic.Properties.TopicName === 'cipherword-prod-tickets'))[0];
    const rule = only(
      Object.values(resourcesOf(prod.game, 'AWS::Events::Rule')).filter(
        (r) => r.Properties.EventPattern?.source?.[0] === 'aws.backup' && JSON.stringify(r.Properties.Targets).includes(tickets),
      ),
    );
    const tableId = only(Object.keys(resourcesOf(prod.game, 'AWS::DynamoDB::Table')));
    // The game table's jobs only: another stage's or service's backups in the account are not this stage's.
    expect(rule.Properties.EventPattern).toEqual({
      source: ['aws.backup'],
      'detail-type': ['Backup Job State Change', 'Copy Job State Change'],
      detail: { state: ['FAILED', 'ABORTED', 'EXPIRED'], resourceArn: [{ 'Fn::GetAtt': [tableId, 'Arn'] }] },
    });
    const [target] = rule.Properties.Targets;
    expect(target.Arn).toEqual({ Ref: tickets });
    expect(JSON.stringify(target.InputTransformer)).toContain('SEV2: AWS Backup');
    // EventBridge may publish to the encrypted topic: the topic's policy and its key both let it.
    const policy = JSON.stringify(
      Object.values(resourcesOf(prod.game, 'AWS::SNS::TopicPolicy')).filter((p) => JSON.stringify(p.Properties.Topics).includes(tickets)),
    );
    expect(policy).toContain('events.amazonaws.com');
    const key = only(Object.values(resourcesOf(prod.game, 'AWS::KMS::Key')));
    expect(JSON.stringify(key.Properties.KeyPolicy)).toContain('"Service":"events.amazonaws.com"');
  });

  it('keeps every backup job and rollout in the operations log, and tickets two failed days in a row or a day without a backup', () => {
    const logGroups = resourcesOf(prod.game, 'AWS::Logs::LogGroup');
    const [logId, log] = only(
      Object.entries(logGroups).filter(([, g]) => g.Properties.LogGroupName === '/aws/events/cipherword-prod-operations'),
    );
    expect(log.Properties.RetentionInDays).toBe(365);
    // EventBridge writes into it by the group's resource policy (no custom resource, no Lambda for it).
    const policy = JSON.stringify(only(Object.values(resourcesOf(prod.game, 'AWS::Logs::ResourcePolicy'))).Properties.PolicyDocument);
    expect(policy).toContain('events.amazonaws.com');
    expect(policy).toContain(logId);
    const intoLog = Object.values(resourcesOf(prod.game, 'AWS::Events::Rule')).filter((r) =>
      JSON.stringify(r.Properties.Targets).includes(logId),
    );
    const sources = intoLog.map((r) => [r.Properties.EventPattern.source[0], r.Properties.EventPattern['detail-type'][0]]);
    expect(sources.sort()).toEqual([
      ['aws.backup', 'Backup Job State Change'],
      ['aws.codedeploy', 'CodeDeploy Deployment State-change Notification'],
      ['aws.lambda', 'AWS API Call via CloudTrail'],
    ]);
    const tableId = only(Object.keys(resourcesOf(prod.game, 'AWS::DynamoDB::Table')));
    const filters = Object.values(resourcesOf(prod.game, 'AWS::Logs::MetricFilter')).filter((f) => f.Properties.LogGroupName.Ref === logId);
    const filterOf = (metric: string) => only(filters.filter((f) => f.Properties.MetricTransformations[0].MetricName === metric));
    const filter = filterOf('BackupJobsFailed');
    expect(filter.Properties.FilterPattern).toBe(
      '{ ($.source = "aws.backup") && (($.detail.state = "FAILED") || ($.detail.state = "ABORTED") || ($.detail.state = "EXPIRED")) }',
    );
    expect(filter.Properties.MetricTransformations).toEqual([
      expect.objectContaining({ MetricName: 'BackupJobsFailed', Dimensions: [{ Key: 'resource', Value: '$.detail.resourceArn' }] }),
    ]);
    const alarm = alarmNamed(prod, 'cipherword-prod-game-backups-failing');
    expect(alarm).toMatchObject({
      MetricName: 'BackupJobsFailed',
      Dimensions: [{ Name: 'resource', Value: { Ref: inGameAlarms(prod, { 'Fn::GetAtt': [tableId, 'Arn'] }) } }],
      Period: 86_400,
      EvaluationPeriods: 2,
      DatapointsToAlarm: 2,
      Threshold: 1,
    });
    expect(alarm.AlarmDescription).toMatch(/^SEV2: .* two days in a row/);
    // Completed backup jobs (not copies: their events carry copyJobId) are counted the same way; 26 hours
    // without one is a ticket. ("*" is the filter syntax's wildcard: the field exists with any value.)
    expect(filterOf('BackupJobsCompleted').Properties.FilterPattern).toBe(
      '{ ($.source = "aws.backup") && ($.detail.backupJobId = "*") && ($.detail.state = "COMPLETED") }',
    );
    const missing = alarmNamed(prod, 'cipherword-prod-game-backups-missing');
    expect(missing).toMatchObject({
      EvaluationPeriods: BACKUP_SILENCE_HOURS,
      DatapointsToAlarm: BACKUP_SILENCE_HOURS,
      ComparisonOperator: 'LessThanThreshold',
      Threshold: 1,
    });
    const completed = (missing.Metrics as any[]).find((m) => m.MetricStat).MetricStat;
    expect(completed).toMatchObject({ Metric: { MetricName: 'BackupJobsCompleted' }, Period: 3600, Stat: 'Sum' });
    // CloudWatch's limit for a period of an hour or more: seven days of evaluation.
    expect(BACKUP_SILENCE_HOURS * 3600).toBeLessThanOrEqual(7 * 24 * 3600);
    expect(missing.AlarmDescription).toMatch(/^SEV2: No backup/);
    // dev records its backups too, and has no rollouts to record.
    const devRules = Object.values(resourcesOf(dev.game, 'AWS::Events::Rule')).map((r) => r.Properties.EventPattern?.source?.[0]);
    expect(devRules).not.toContain('aws.codedeploy');
  });

  it('names each release in config.json, so every release rewrites the entry files (and rolls a web rollback forward)', () => {
    expect(releaseName({ CIPHERWORD_RELEASE: 'release-42' })).toBe('release-42');
    expect(releaseName({})).toBe(execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim());
  });

  it('has the canary follow sign-in to Google with both client ids, and keep its logs as long as the stage keeps logs', () => {
    const canary = only(Object.values(resourcesOf(prod.game, 'AWS::Synthetics::Canary'))).Properties;
    const variables = canary.RunConfig.EnvironmentVariables;
    expect(variables.GOOGLE_CLIENT_ID).toBe('google-client-123');
    expect(JSON.stringify(variables.USER_POOL_CLIENT_ID)).toMatch(/"Ref":"AuthUserPoolWebClient/);
    const retention = only(Object.values(resourcesOf(prod.game, 'Custom::LogRetention'))).Properties;
    expect(JSON.stringify(retention.LogGroupName)).toContain('/aws/lambda/cwsyn-');
    expect(retention.RetentionInDays).toBe(365);
  });

  it('dev can be torn down whole', () => {
    for (const template of [dev.game, dev.edge, dev.edgeAlarms]) {
      for (const r of Object.values(template.toJSON().Resources as Resources)) expect(r.DeletionPolicy ?? 'Delete').toBe('Delete');
    }
  });

  it('protects the prod stacks from deletion, not the dev ones', () => {
    const protection = (t: Synthesized) => [t.gameArtifact, t.edgeArtifact, t.edgeAlarmsArtifact].map((a) => a.terminationProtection);
    expect(protection(prod)).toEqual([true, true, true]);
    expect(protection(dev)).toEqual([false, false, false]);
  });

  it('is checked by npm run preflight against the bootstrap version the templates require', () => {
    const refused = prod.game.toJSON().Rules.CheckBootstrapVersion.Assertions[0].Assert['Fn::Not'][0]['Fn::Contains'][0] as string[];
    expect(MINIMUM_BOOTSTRAP_VERSION).toBe(Math.max(...refused.map(Number)) + 1);
  });

  it('takes every setting from cdk.json: no deploy parameter to retype', () => {
    expect(Object.keys(prod.game.toJSON().Parameters)).toEqual(['BootstrapVersion']);
  });
});

describe('gradual rollouts', () => {
  it('keeps every published version through a release: CloudFormation deletes a version it no longer names unless retained', () => {
    const versions = Object.entries(resourcesOf(prod.game, 'AWS::Lambda::Version'));
    expect(versions).toHaveLength(routes.length); // one per route, the live alias's
    // RetainExceptOnCreate: kept when a later release drops it; only a failed first creation removes it.
    for (const [id, version] of versions)
      expect([id, version.DeletionPolicy, version.UpdateReplacePolicy]).toEqual([id, 'RetainExceptOnCreate', 'Retain']);
  });

  it('gives npm run rollback a role (prod only) to read the release, move the live aliases and the web build back, nothing more', () => {
    const roleOf = (t: Synthesized) =>
      Object.entries(resourcesOf(t.game, 'AWS::IAM::Role')).filter(([, r]) => r.Properties.RoleName === 'cipherword-prod-on-call-rollback');
    expect(roleOf(dev)).toEqual([]);
    const [roleId, role] = only(roleOf(prod));
    // The account's IAM decides who may assume it (docs/runbook.md): the role trusts the account, no one outside it.
    expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument.Statement)).toContain(':root');
    // Its inline policy and, past IAM's inline size, the managed policy CDK moves the rest into.
    const statements = [
      ...Object.values(resourcesOf(prod.game, 'AWS::IAM::Policy')),
      ...Object.values(resourcesOf(prod.game, 'AWS::IAM::ManagedPolicy')),
    ]
      .filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
    const granted = statements.map((st) => [actionsOf(st).sort(), [st.Resource].flat().length]);
    expect(granted).toEqual(
      expect.arrayContaining([
        [['lambda:GetAlias', 'lambda:UpdateAlias'], 2 * routes.length], // each route's function ARN and its live alias's
        [['codedeploy:GetDeployment', 'codedeploy:ListDeployments', 'codedeploy:StopDeployment'], routes.length],
        [['cloudformation:DescribeStacks'], 1],
        [['s3:ListBucketVersions'], 1],
        [['s3:GetObjectVersion'], 1],
        [['s3:PutObject'], 1],
        [['cloudfront:CreateInvalidation'], 1],
      ]),
    );
    expect(statements.flatMap(actionsOf).sort()).toEqual([
      'cloudformation:DescribeStacks',
      'cloudfront:CreateInvalidation',
      'codedeploy:GetDeployment',
      'codedeploy:ListDeployments',
      'codedeploy:StopDeployment',
      'lambda:GetAlias',
      'lambda:UpdateAlias',
      's3:GetObjectVersion',
      's3:ListBucketVersions',
      's3:PutObject',
    ]);
    // The web build's bucket and distribution only.
    const siteBucketId = (prod.game.toJSON().Outputs as Record<string, { Value: { Ref: string } }>)[GAME_OUTPUTS.siteBucket].Value.Ref;
    for (const st of statements.filter((x) => actionsOf(x).some((action) => action.startsWith('s3:'))))
      expect(JSON.stringify(st.Resource)).toContain(siteBucketId);
    // It writes only by copying the bucket's own files (a version put back), never an upload of its own.
    const write = only(statements.filter((x) => actionsOf(x).includes('s3:PutObject')));
    expect(JSON.stringify(write.Condition)).toMatch(
      new RegExp(`"StringLike":\\{"s3:x-amz-copy-source":\\{"Fn::Join":\\["",\\[\\{"Ref":"${siteBucketId}"\\},"/\\*"\\]`),
    );
    for (const st of statements.filter((x) => actionsOf(x).includes('lambda:UpdateAlias')))
      for (const resource of [st.Resource].flat()) expect(JSON.stringify(resource)).toMatch(/"ApiFn[a-z]+[0-9A-F]{8}","Arn"/);
  });

  it.each(routes.map((r) => [r.name] as const))(
    'prod: API Gateway invokes the live alias of %s, which CodeDeploy shifts as a canary',
    (name) => {
      const [fnId] = routeFunction(prod, 'prod', name);
      const aliases = resourcesOf(prod.game, 'AWS::Lambda::Alias');
      const [aliasId, alias] = only(Object.entries(aliases).filter(([, a]) => a.Properties.FunctionName.Ref === fnId));
      expect(alias.Properties.Name).toBe('live');
      const integration = only(
        Object.values(resourcesOf(prod.game, 'AWS::ApiGatewayV2::Integration')).filter((i) =>
          JSON.stringify(i.Properties.IntegrationUri).includes(aliasId),
        ),
      );
      expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
      const groupId = alias.UpdatePolicy.CodeDeployLambdaAliasUpdate.DeploymentGroupName.Ref;
      const group = resourcesOf(prod.game, 'AWS::CodeDeploy::DeploymentGroup')[groupId];
      expect(group.Properties).toMatchObject({
        DeploymentConfigName: 'CodeDeployDefault.LambdaCanary10Percent5Minutes',
        AlarmConfiguration: { Enabled: true, Alarms: [{ Name: { Ref: expect.any(String) } }] },
        AutoRollbackConfiguration: { Enabled: true, Events: expect.arrayContaining(['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_ALARM']) },
      });
      // It rolls back on the new version's own failures alone (ExecutedVersion): any 5xx its chain
      // answers, or any error. The old version's failures, which a rollback answers, never count.
      const alarm = resourcesOf(prod.game, 'AWS::CloudWatch::Alarm')[group.Properties.AlarmConfiguration.Alarms[0].Name.Ref].Properties;
      const version = { 'Fn::GetAtt': [alias.Properties.FunctionVersion['Fn::GetAtt'][0], 'Version'] };
      // Named after the version it watches: a new version replaces the alarm (AlarmName changes need a
      // replacement), so a hotfix is not judged by an ALARM state the version before it left behind.
      expect(alarm.AlarmName).toEqual({ 'Fn::Join': ['', [`cipherword-prod-rollout-errors-${name}-v`, version]] });
      const stats = (alarm.Metrics as any[]).filter((m) => m.MetricStat).map((m) => m.MetricStat.Metric);
      expect(stats).toEqual(
        expect.arrayContaining([
          {
            Namespace: 'Cipherword',
            MetricName: TechnicalMetric.UnexpectedError,
            Dimensions: expect.arrayContaining([
              { Name: 'service', Value: name },
              { Name: 'ExecutedVersion', Value: version },
            ]),
          },
          {
            Namespace: 'AWS/Lambda',
            MetricName: 'Errors',
            Dimensions: expect.arrayContaining([
              { Name: 'FunctionName', Value: { Ref: fnId } },
              { Name: 'Resource', Value: { 'Fn::Join': ['', [{ Ref: fnId }, ':live']] } },
              { Name: 'ExecutedVersion', Value: version },
            ]),
          },
        ]),
      );
      expect(stats.every((m) => m.Dimensions.some((d: any) => d.Name === 'ExecutedVersion'))).toBe(true);
      expect(alarm.Metrics.find((m: any) => m.Expression).Expression).toBe('FILL(unexpected, 0) + FILL(errors, 0)');
      expect(group.Properties.AlarmConfiguration.IgnorePollAlarmFailure ?? false).toBe(false);
      expect(alarm.AlarmActions).toBeUndefined(); // it stops a rollout; the paging alarms page
    },
  );

  it('dev deploys all at once: no aliases, no CodeDeploy', () => {
    dev.game.resourceCountIs('AWS::Lambda::Alias', 0);
    dev.game.resourceCountIs('AWS::CodeDeploy::DeploymentGroup', 0);
    dev.game.resourceCountIs('AWS::CodeDeploy::Application', 0);
    for (const integration of Object.values(resourcesOf(dev.game, 'AWS::ApiGatewayV2::Integration'))) {
      expect(JSON.stringify(integration.Properties.IntegrationUri)).toMatch(/"Fn::GetAtt":\["ApiFn/);
    }
  });
});

describe('sign-in', () => {
  it('federates Google with the stage’s client id and its secret from Secrets Manager, never in the template', () => {
    const provider = only(Object.values(resourcesOf(prod.game, 'AWS::Cognito::UserPoolIdentityProvider')));
    expect(provider.Properties.ProviderName).toBe('Google');
    expect(provider.Properties.ProviderDetails.client_id).toBe('google-client-123');
    expect(JSON.stringify(provider.Properties.ProviderDetails.client_secret)).toMatch(
      /\{\{resolve:secretsmanager:cipherword\/prod\/google-client-secret/,
    );
    expect(provider.Properties.AttributeMapping).toMatchObject({ email: 'email', name: 'name', picture: 'picture' });
  });

  it('has a public SPA client: code flow, no secret, Google only, back to the site (and localhost in dev only)', () => {
    const client = only(Object.values(resourcesOf(dev.game, 'AWS::Cognito::UserPoolClient')));
    expect(client.Properties).toMatchObject({ GenerateSecret: false, AllowedOAuthFlows: ['code'], SupportedIdentityProviders: ['Google'] });
    const site = { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.stringMatching(/^WebDistribution/), 'DomainName'] }, '/']] };
    expect(client.Properties.CallbackURLs[0]).toEqual(site);
    expect(client.Properties.LogoutURLs[0]).toEqual(site);
    expect(client.Properties.CallbackURLs).toContain('http://localhost:3000/');
    const prodClient = only(Object.values(resourcesOf(prod.game, 'AWS::Cognito::UserPoolClient')));
    expect(prodClient.Properties.CallbackURLs).toEqual([site]);
    dev.game.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
  });

  it("is on Cognito's Lite plan: the classic hosted UI and Google are all it uses", () => {
    prod.game.hasResourceProperties('AWS::Cognito::UserPool', { UserPoolTier: 'LITE' });
  });
});

describe('the web', () => {
  const distribution = () => only(Object.values(resourcesOf(dev.game, 'AWS::CloudFront::Distribution'))).Properties.DistributionConfig;
  const apiBehaviour = () => distribution().CacheBehaviors.find((b: any) => b.PathPattern === '/functions/v1/*');

  it('keeps the bucket private, reachable only by CloudFront through OAC', () => {
    for (const b of Object.values(resourcesOf(dev.game, 'AWS::S3::Bucket'))) {
      expect(b.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
    dev.game.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const readers = Object.values(resourcesOf(dev.game, 'AWS::S3::BucketPolicy'))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[])
      .filter((s) => s.Effect === 'Allow' && actionsOf(s).includes('s3:GetObject'));
    expect(readers).toHaveLength(1);
    for (const s of readers) {
      expect(s.Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
      expect(JSON.stringify(s.Condition)).toContain('AWS:SourceArn');
    }
  });

  it('routes /functions/v1/* to the API over TLS 1.2, all methods, never cached', () => {
    const api = apiBehaviour();
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'OPTIONS', 'PUT', 'PATCH', 'DELETE', 'HEAD']));
    const origin = distribution().Origins.find((o: any) => o.Id === api.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('HttpApi');
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    const cache = resourcesOf(dev.game, 'AWS::CloudFront::CachePolicy')[api.CachePolicyId.Ref].Properties.CachePolicyConfig;
    expect(cache).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 1 });
  });

  it("gives the API Authorization and the player's address (CloudFront-Viewer-Address), never Host", () => {
    const api = apiBehaviour();
    const cache = resourcesOf(dev.game, 'AWS::CloudFront::CachePolicy')[api.CachePolicyId.Ref].Properties.CachePolicyConfig;
    expect(cache.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig).toEqual({
      HeaderBehavior: 'whitelist',
      Headers: ['Authorization'],
    });
    const request = resourcesOf(dev.game, 'AWS::CloudFront::OriginRequestPolicy')[api.OriginRequestPolicyId.Ref].Properties
      .OriginRequestPolicyConfig;
    expect(request.HeadersConfig.HeaderBehavior).toBe('whitelist');
    expect(request.HeadersConfig.Headers).toEqual(
      expect.arrayContaining(['CloudFront-Viewer-Address', 'Stripe-Signature', 'Content-Type']),
    );
    expect(request.HeadersConfig.Headers.map((h: string) => h.toLowerCase())).not.toContain('host');
    expect(request.QueryStringsConfig.QueryStringBehavior).toBe('all');
  });

  it('falls back to the app only on the bucket behaviour, so an API 404 stays a JSON 404', () => {
    const config = distribution();
    // Error responses only set caching: none replaces an answer with a page.
    expect(config.CustomErrorResponses.filter((response: Record<string, unknown>) => 'ResponsePagePath' in response)).toEqual([]);
    expect(config.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
    expect(apiBehaviour().FunctionAssociations).toBeUndefined();
  });

  it('keeps no error in the cache: every status CloudFront caches by default is kept 0 s (a passing 503 is not served for 10 s)', () => {
    const kept = Object.fromEntries(
      distribution().CustomErrorResponses.map((response: { ErrorCode: number; ErrorCachingMinTTL: number }) => [
        response.ErrorCode,
        response.ErrorCachingMinTTL,
      ]),
    );
    expect(kept).toEqual(Object.fromEntries(CLOUDFRONT_CACHED_ERROR_STATUSES.map((status) => [status, 0])));
  });

  it("serves each language's page for its app routes and files as they are (the CloudFront function run here)", () => {
    const fn = only(Object.values(resourcesOf(dev.game, 'AWS::CloudFront::Function')));
    const run = (uri: string) =>
      runInNewContext(`${fn.Properties.FunctionCode}; handler({ request: { uri: ${JSON.stringify(uri)} } }).uri`);
    expect(run('/')).toBe('/index.html');
    expect(run('/privacy')).toBe('/index.html');
    expect(run('/no/such/page')).toBe('/index.html');
    // Spanish and French addresses get their own prerendered page; a path that only starts alike does not.
    expect(run('/es/')).toBe('/es/index.html');
    expect(run('/es')).toBe('/es/index.html');
    expect(run('/es/leagues/join/abcdefghijklmnop')).toBe('/es/index.html');
    expect(run('/fr/archive/2026-11-02')).toBe('/fr/index.html');
    expect(run('/estonia/page')).toBe('/index.html');
    expect(run('/de/')).toBe('/index.html');
    expect(run('/es/index.html')).toBe('/es/index.html');
    expect(run('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(run('/assets/privacy-policy.md')).toBe('/assets/privacy-policy.md');
    expect(run('/config.json')).toBe('/config.json');
    expect(run('/sw.js')).toBe('/sw.js');
  });

  it('sends security headers: a CSP admitting Stripe and the ad network, HSTS, no framing, no sniffing', () => {
    const policy = only(Object.values(resourcesOf(dev.game, 'AWS::CloudFront::ResponseHeadersPolicy')));
    const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp: string = headers.ContentSecurityPolicy.ContentSecurityPolicy;
    expect(csp).toContain("default-src 'self'");
    // The one inline script (index.html's boot script) by its hash; no 'unsafe-inline' for scripts.
    expect(csp).toContain(`script-src 'self' ${bootScriptHash()} 'strict-dynamic' https://js.stripe.com `);
    expect(csp).not.toMatch(/script-src [^;]*unsafe-inline/);
    // Scripts: the ad loader's one host, no wide Google host with callback endpoints.
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1].split(' ');
    expect(scriptSrc.filter((source) => /google|doubleclick/.test(source))).toEqual(['https://pagead2.googlesyndication.com']);
    expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(headers.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 31536000, IncludeSubdomains: true });
    expect(headers.FrameOptions.FrameOption).toBe('DENY');
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
  });

  it('deploys hashed assets immutable first, then every other file no-cache and invalidated; source maps never', () => {
    const deployments = resourcesOf(dev.game, 'Custom::CDKBucketDeployment');
    expect(Object.keys(deployments)).toHaveLength(2);
    const [hashedId, hashed] = only(
      Object.entries(deployments).filter(
        ([, d]) => d.Properties.SystemMetadata?.['cache-control'] === 'public, max-age=31536000, immutable',
      ),
    );
    const [, entry] = only(Object.entries(deployments).filter(([, d]) => d.Properties.SystemMetadata?.['cache-control'] === 'no-cache'));
    for (const d of [hashed, entry]) expect(d.Properties).toMatchObject({ Exclude: ['*.map'], Prune: false });
    expect(hashed.Properties.DistributionId).toBeUndefined();
    expect(entry.Properties.DistributionId).toEqual({ Ref: expect.stringMatching(/^WebDistribution/) });
    // The service worker and the manifest are entry files: revalidated on every load, so a deploy
    // reaches installed apps (a cached sw.js would keep serving the old shell).
    expect(builtWebApp().entryFiles).toEqual(
      expect.arrayContaining(['index.html', 'es/index.html', 'fr/index.html', 'sw.js', 'manifest.webmanifest']),
    );
    expect(entry.Properties.DistributionPaths).toEqual(
      expect.arrayContaining(['/index.html', '/es/index.html', '/fr/index.html', '/config.json', '/sw.js', '/manifest.webmanifest']),
    );
    expect(entry.Properties.DistributionPaths.some((p: string) => p.endsWith('.map'))).toBe(false);
    expect(entry.DependsOn).toContain(hashedId);
    // The stage's config.json goes with the entry files, and so does each language's page.
    const text = JSON.stringify(entry.Properties);
    expect(text).toContain('UserPool');
    expect(entry.Properties.SourceObjectKeys).toHaveLength(2 + LANGUAGE_CODES.length);
    // Each page's alternates name the site's own address (the distribution's, without a custom domain), written in at deploy.
    const markers: Record<string, unknown>[] = entry.Properties.SourceMarkers;
    // A page's markers: one per alternate (every language's page and the default), each the distribution's domain.
    const pageMarkers = markers.filter((marker) => {
      const values = Object.values(marker).map((value) => JSON.stringify(value));
      return (
        values.length === LANGUAGE_CODES.length + 1 &&
        values.every((value) => value.includes('WebDistribution') && value.includes('DomainName'))
      );
    });
    expect(pageMarkers).toHaveLength(LANGUAGE_CODES.length);
  });

  it("writes each language's page with its alternates at the site's whole address", () => {
    const { pages } = builtWebApp();
    expect(pages.map((page) => page.file).sort()).toEqual(['es/index.html', 'fr/index.html', 'index.html']);
    for (const { html } of pages) {
      const written = withAlternatesAt(html, 'https://cipherword.example');
      const alternates = [...written.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
      expect(alternates).toEqual([
        'en https://cipherword.example/',
        'es https://cipherword.example/es/',
        'fr https://cipherword.example/fr/',
        'x-default https://cipherword.example/',
      ]);
      // Nothing else in the page changes (its inline script keeps the hash the CSP allows).
      expect(written.replace(/https:\/\/cipherword\.example\//g, '/')).toBe(html);
    }
  });
});

describe('protection', () => {
  const acl = () => only(Object.values(resourcesOf(dev.edge, 'AWS::WAFv2::WebACL')));
  /** Whether a path statement of the template matches `uri`, applying its transformations as WAF does. */
  const matchesPath = (statement: any, uri: string): boolean => {
    const { RegexString, TextTransformations } = statement.RegexMatchStatement;
    expect(TextTransformations).toEqual([
      { Priority: 0, Type: 'URL_DECODE' },
      { Priority: 1, Type: 'LOWERCASE' },
    ]);
    return new RegExp(RegexString).test(decodeURIComponent(uri).toLowerCase());
  };
  const SPELLINGS = (path: string) => [
    path,
    `${path}/`,
    `${path}//`,
    path.toUpperCase(),
    path.replace(/-/g, '%2D'),
    path.replace(/-/g, '%2d') + '/',
  ];

  it("keeps Stripe's webhook out of the common rules (8 KB body limit) and nothing else", () => {
    const common = acl().Properties.Rules.find((r: any) => r.Name === 'AWSManagedRulesCommonRuleSet');
    const scope = common.Statement.ManagedRuleGroupStatement.ScopeDownStatement;
    for (const uri of SPELLINGS('/functions/v1/stripe-webhook'))
      expect([uri, matchesPath(scope.NotStatement.Statement, uri)]).toEqual([uri, true]);
    expect(matchesPath(scope.NotStatement.Statement, '/functions/v1/stripe-webhooks')).toBe(false);
    const others = acl().Properties.Rules.filter(
      (r: any) => r.Name !== 'AWSManagedRulesCommonRuleSet' && r.Statement.ManagedRuleGroupStatement,
    );
    for (const rule of others) expect(rule.Statement.ManagedRuleGroupStatement.ScopeDownStatement).toBeUndefined();
  });

  it('puts a WAF web ACL in us-east-1 with a per-IP rate limit and AWS managed rules on the distribution', () => {
    expect(acl().Properties.Scope).toBe('CLOUDFRONT');
    expect(acl().Properties.Rules.map((r: any) => r.Name)).toEqual([
      'RateLimitPerIp',
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
      ...routes.flatMap((r: Route) => [
        ...(r.perIpPer5Minutes ? [`PerIp-${r.name}`] : []),
        ...(r.perTokenPer5Minutes ? [`PerToken-${r.name}`] : []),
        ...(r.perAsnPer5Minutes ? [`PerAsn-${r.name}`] : []),
      ]),
      'ApiTotal',
      'StripeWebhookOnlyFromStripe',
    ]);
    expect(dev.edgeArtifact.environment.region).toBe('us-east-1');
    // The distribution names the ACL through the cross-region reference the edge stack exports.
    const webAclId = only(Object.values(resourcesOf(dev.game, 'AWS::CloudFront::Distribution'))).Properties.DistributionConfig.WebACLId;
    expect(JSON.stringify(webAclId)).toMatch(/CrossRegionExportReader|WebAcl/);
  });

  it.each([
    ['submit-guess', 600],
    ['use-helper', 100],
    ['open-archive-day', 100],
    ['create-payment-intent', 30],
  ])('limits each client on %s: %i requests per IP in 5 minutes, then 429 on that route only', (name, limit) => {
    const rule = acl().Properties.Rules.find((r: any) => r.Name === `PerIp-${name}`);
    expect(rule.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
    expect(rule.Statement.RateBasedStatement).toMatchObject({ Limit: limit, EvaluationWindowSec: 300, AggregateKeyType: 'IP' });
    // Every spelling of the path counts, a trailing slash included (an HTTP API routes /x/ to /x); a longer path does not.
    const scope = rule.Statement.RateBasedStatement.ScopeDownStatement;
    for (const uri of SPELLINGS(`/functions/v1/${name}`)) expect([uri, matchesPath(scope, uri)]).toEqual([uri, true]);
    expect(matchesPath(scope, `/functions/v1/${name}x`)).toBe(false);
    expect(matchesPath(scope, `/functions/v1/${name}/x`)).toBe(false);
  });

  it('limits one checkout session and one network (the whole /64 of an IPv6 host) apart from addresses', () => {
    const rule = (name: string) => acl().Properties.Rules.find((r: any) => r.Name === name).Statement.RateBasedStatement;
    // "Bearer x", "bearer x" and "Bearer  x" are one key.
    expect(rule('PerToken-create-payment-intent')).toMatchObject({
      Limit: 30,
      AggregateKeyType: 'CUSTOM_KEYS',
      CustomKeys: [
        {
          Header: {
            Name: 'authorization',
            TextTransformations: [
              { Priority: 0, Type: 'LOWERCASE' },
              { Priority: 1, Type: 'COMPRESS_WHITE_SPACE' },
            ],
          },
        },
      ],
    });
    expect(rule('PerAsn-create-payment-intent')).toMatchObject({ Limit: 600, AggregateKeyType: 'CUSTOM_KEYS', CustomKeys: [{ ASN: {} }] });
    expect(rule('ApiTotal')).toMatchObject({ Limit: 96_000, EvaluationWindowSec: 60, AggregateKeyType: 'CONSTANT' });
    // deploy.md: ApiTotal binds before the route throttles together (API Gateway has no aggregate cap).
    const { throttles, apiTotalPerMinute } = apiCeilings(prod);
    expect(apiTotalPerMinute / 60).toBeLessThan(throttles.reduce((sum, rate) => sum + rate, 0));
    // Every API call counts but Stripe's: a flood of game calls never turns payments away.
    const [api, notWebhook] = rule('ApiTotal').ScopeDownStatement.AndStatement.Statements;
    expect(api.ByteMatchStatement).toMatchObject({ SearchString: '/functions/v1/', PositionalConstraint: 'STARTS_WITH' });
    for (const uri of SPELLINGS('/functions/v1/stripe-webhook'))
      expect([uri, matchesPath(notWebhook.NotStatement.Statement, uri)]).toEqual([uri, true]);
  });

  it('matches every path after URL decoding and lowercasing, so no spelling of a path slips past its rule', () => {
    const matches: any[] = [];
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node && typeof node === 'object') {
        const { ByteMatchStatement, RegexMatchStatement } = node as { ByteMatchStatement?: any; RegexMatchStatement?: any };
        for (const match of [ByteMatchStatement, RegexMatchStatement]) if (match?.FieldToMatch?.UriPath) matches.push(match);
        Object.values(node).forEach(visit);
      }
    };
    visit(acl().Properties.Rules);
    expect(matches.length).toBeGreaterThan(10);
    for (const match of matches) {
      expect(match.TextTransformations).toEqual([
        { Priority: 0, Type: 'URL_DECODE' },
        { Priority: 1, Type: 'LOWERCASE' },
      ]);
      const pattern = match.SearchString ?? match.RegexString;
      expect(pattern).toBe(pattern.toLowerCase());
      // A route's path may end in slashes (an HTTP API routes /x/ to /x): only the API's prefix is matched by its start.
      if (match.RegexString) expect(match.RegexString).toMatch(/^\^\\\/functions.*\/\*\$$/);
      else expect(match).toMatchObject({ SearchString: '/functions/v1/', PositionalConstraint: 'STARTS_WITH' });
    }
  });

  it('keeps concurrency for the money routes alone: no flood of game calls can starve the checkout or the webhook', () => {
    const functions = Object.values(resourcesOf(dev.game, 'AWS::Lambda::Function')).map((f: any) => f.Properties);
    const reserved = Object.fromEntries(
      functions.filter((f) => f.ReservedConcurrentExecutions !== undefined).map((f) => [f.FunctionName, f.ReservedConcurrentExecutions]),
    );
    expect(reserved).toEqual({ 'cipherword-dev-create-payment-intent': 20, 'cipherword-dev-stripe-webhook': 20 });
  });

  it("gives Stripe's deliveries the webhook's allowance: its path is blocked at the edge for every address but Stripe's", () => {
    const rule = acl().Properties.Rules.find((r: any) => r.Name === 'StripeWebhookOnlyFromStripe');
    expect(rule.Action).toEqual({ Block: {} });
    const [path, notStripe] = rule.Statement.AndStatement.Statements;
    for (const uri of SPELLINGS('/functions/v1/stripe-webhook')) expect([uri, matchesPath(path, uri)]).toEqual([uri, true]);
    const ipSetId = idOf(resourcesOf(dev.edge, 'AWS::WAFv2::IPSet'), () => true);
    expect(notStripe.NotStatement.Statement.IPSetReferenceStatement.Arn).toEqual({ 'Fn::GetAtt': [ipSetId, 'Arn'] });
    const ipSet = resourcesOf(dev.edge, 'AWS::WAFv2::IPSet')[ipSetId].Properties;
    expect(ipSet).toMatchObject({ Scope: 'CLOUDFRONT', IPAddressVersion: 'IPV4' });
    expect(ipSet.Addresses).toEqual(STRIPE_WEBHOOK_IPS.map((address) => `${address}/32`));
    // No other rule names the webhook's path: its only allowance at the API is its own route's throttle.
    const webhookRoute = routes.find((route) => route.name === 'stripe-webhook')!;
    const others = acl().Properties.Rules.filter(
      (r: any) => !['StripeWebhookOnlyFromStripe', 'AWSManagedRulesCommonRuleSet', 'ApiTotal'].includes(r.Name),
    );
    for (const other of others) expect(JSON.stringify(other)).not.toContain('stripe');
    const settings = JSON.stringify(only(Object.values(resourcesOf(dev.game, 'AWS::ApiGatewayV2::Stage'))).Properties.RouteSettings);
    expect(settings).toContain(`"POST ${routePath(webhookRoute)}":{"ThrottlingRateLimit":${webhookRoute.rateLimit}`);
  });

  it(
    "takes Stripe's webhook addresses from the stage's stripeWebhookIps setting",
    async () => {
      const custom = await assembly('dev-variant');
      const ipSet = only(Object.values(resourcesOf(custom.edge, 'AWS::WAFv2::IPSet'))).Properties;
      expect(ipSet.Addresses).toEqual(['203.0.113.7/32', '198.51.100.0/24']);
      // Refused while the app is built, before anything is synthesised.
      const withIps = (stripeWebhookIps: string) =>
        new App({ context: { ...cdkJsonContext, repositoryUrl: TEST_REPOSITORY, stripeWebhookIps } });
      expect(() => buildApp(withIps('hooks.stripe.com'), {})).toThrow(/stripeWebhookIps.*hooks\.stripe\.com/);
    },
    SYNTHESES_WAIT_MS,
  );

  it('logs what WAF blocks or counts into an expiring log group, without tokens or cookies', () => {
    const logging = only(Object.values(resourcesOf(dev.edge, 'AWS::WAFv2::LoggingConfiguration'))).Properties;
    expect(logging.ResourceArn).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^WebAcl/), 'Arn'] });
    const groupId = idOf(resourcesOf(dev.edge, 'AWS::Logs::LogGroup'), (g) => g.Properties.LogGroupName === 'aws-waf-logs-cipherword-dev');
    expect(JSON.stringify(logging.LogDestinationConfigs)).toContain(`:log-group:",{"Ref":"${groupId}"}`);
    expect(JSON.stringify(logging.LogDestinationConfigs)).not.toContain(':*');
    expect(logging.RedactedFields).toEqual([{ SingleHeader: { Name: 'authorization' } }, { SingleHeader: { Name: 'cookie' } }]);
    expect(logging.LoggingFilter.DefaultBehavior).toBe('DROP');
    expect(logging.LoggingFilter.Filters[0].Conditions).toContainEqual({ ActionCondition: { Action: 'BLOCK' } });
    dev.edge.hasResourceProperties('AWS::Logs::LogGroup', { LogGroupName: 'aws-waf-logs-cipherword-dev', RetentionInDays: 14 });
  });
});

/** GitHub's anchor for a markdown heading. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-');
const runbookAnchors = new Set(
  readFileSync(join(__dirname, '..', '..', 'docs', 'runbook.md'), 'utf8')
    .split('\n')
    .filter((line) => /^#{1,3} /.test(line))
    .map((line) => anchorOf(line.replace(/^#+ /, ''))),
);

describe('paging', () => {
  const topicIds = (t: Template) => {
    const topics = Object.entries(resourcesOf(t, 'AWS::SNS::Topic'));
    const id = (suffix: string) => only(topics.filter(([, topic]) => topic.Properties.TopicName.endsWith(suffix)))[0];
    return { pages: id('-pages'), tickets: id('-tickets'), pagerDown: id('-pager-down') };
  };
  /** The game's topics as its nested alarm stack names them (the parameters the game stack passes). */
  const topicIdsInGameAlarms = (t: Synthesized) => {
    const { pages, tickets, pagerDown } = topicIds(t.game);
    return { pages: inGameAlarms(t, pages), tickets: inGameAlarms(t, tickets), pagerDown: inGameAlarms(t, pagerDown) };
  };
  const PAGING_ALARMS = /-pages-(undelivered|failing)(-edge)?$/;
  /** SEV1 signals that page once together, through the players-affected composite. */
  const PLAYER_SIGNALS = /-(api-5xx-rate|canary-failing|games-started-falling)$/;
  const severityOf = (alarm: Resources[string]) => /^(SEV\d): /.exec(alarm.Properties.AlarmDescription)?.[1];

  it('lets CloudWatch publish to both encrypted alarm topics: the key and each topic allow it', () => {
    const keyId = only(Object.keys(resourcesOf(dev.game, 'AWS::KMS::Key')));
    const key = resourcesOf(dev.game, 'AWS::KMS::Key')[keyId];
    const forCloudWatch = (key.Properties.KeyPolicy.Statement as Statement[]).filter(
      (s) => JSON.stringify(s.Principal) === JSON.stringify({ Service: 'cloudwatch.amazonaws.com' }),
    );
    expect(forCloudWatch).toEqual([expect.objectContaining({ Effect: 'Allow', Resource: '*' })]);
    expect(actionsOf(forCloudWatch[0]).sort()).toEqual(['kms:Decrypt', 'kms:GenerateDataKey*']);
    const topics = Object.entries(resourcesOf(dev.game, 'AWS::SNS::Topic'));
    expect(topics.map(([, t]) => t.Properties.TopicName).sort()).toEqual([
      'cipherword-dev-pager-down',
      'cipherword-dev-pages',
      'cipherword-dev-tickets',
    ]);
    for (const [id, topic] of topics) {
      expect(topic.Properties.KmsMasterKeyId).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });
      const policy = only(
        Object.values(resourcesOf(dev.game, 'AWS::SNS::TopicPolicy')).filter(
          (p) => JSON.stringify(p.Properties.Topics) === JSON.stringify([{ Ref: id }]),
        ),
      );
      const publish = only(
        (policy.Properties.PolicyDocument.Statement as Statement[]).filter(
          (s) => s.Effect === 'Allow' && JSON.stringify(s.Principal).includes('cloudwatch'),
        ),
      );
      expect(publish).toMatchObject({ Principal: { Service: 'cloudwatch.amazonaws.com' }, Action: 'sns:Publish', Resource: { Ref: id } });
      expect(JSON.stringify(publish.Condition)).toContain(':alarm:cipherword-dev-*');
    }
  });

  it('pages SEV1, and every page resolves itself on OK; tickets SEV2 by e-mail on ALARM only; rollout alarms reach no one', () => {
    const seen = { states: 0, paging: 0, signals: 0 };
    for (const t of [dev, prod]) {
      for (const [topics, alarms] of [
        [topicIds(t.game), Object.entries(resourcesOf(t.game, 'AWS::CloudWatch::Alarm'))],
        [topicIdsInGameAlarms(t), Object.entries(resourcesOf(t.gameAlarms, 'AWS::CloudWatch::Alarm'))],
        [topicIds(t.edgeAlarms), Object.entries(resourcesOf(t.edgeAlarms, 'AWS::CloudWatch::Alarm'))],
      ] as const) {
        const { pages, tickets, pagerDown } = topics;
        for (const [, alarm] of alarms) {
          const severity = severityOf(alarm);
          const name = alarm.Properties.AlarmName as string;
          if (severity === 'SEV1' && PLAYER_SIGNALS.test(name)) {
            seen.signals++;
            expect([name, alarm.Properties.AlarmActions, alarm.Properties.OKActions]).toEqual([name, undefined, undefined]);
          } else if (severity === 'SEV1' && PAGING_ALARMS.test(name)) {
            seen.paging++;
            expect([name, alarm.Properties.AlarmActions, alarm.Properties.OKActions]).toEqual([name, [{ Ref: pagerDown }], undefined]);
          } else if (severity === 'SEV1') {
            seen.states++;
            expect([name, alarm.Properties.AlarmActions, alarm.Properties.OKActions]).toEqual([name, [{ Ref: pages }], [{ Ref: pages }]]);
          } else if (severity === 'SEV2') {
            expect(alarm.Properties.AlarmActions).toEqual([{ Ref: tickets }]);
            expect(alarm.Properties.OKActions).toBeUndefined();
          } else {
            expect(JSON.stringify(alarm.Properties.AlarmName)).toMatch(/-rollout-errors-/);
            expect(alarm.Properties.AlarmActions).toBeUndefined();
          }
        }
      }
    }
    // 2 paging alarms per region and stage; 3 player signals per stage; pages that resolve themselves, every other SEV1.
    expect(seen).toMatchObject({ paging: 2 * 2 * 2, signals: 2 * 3 });
    expect(seen.states).toBeGreaterThanOrEqual(2 * 10);
    // The three player signals page once, together: a composite that opens and resolves one incident.
    for (const t of [dev, prod]) {
      const [composite] = Object.values(resourcesOf(t.gameAlarms, 'AWS::CloudWatch::CompositeAlarm')).map((c) => c.Properties);
      expect(Object.keys(resourcesOf(t.gameAlarms, 'AWS::CloudWatch::CompositeAlarm'))).toHaveLength(1);
      t.game.resourceCountIs('AWS::CloudWatch::CompositeAlarm', 0);
      const { pages } = topicIdsInGameAlarms(t);
      expect(composite).toMatchObject({ AlarmActions: [{ Ref: pages }], OKActions: [{ Ref: pages }] });
      expect(composite.AlarmDescription).toMatch(/^SEV1: Players cannot play/);
      const rule = JSON.stringify(composite.AlarmRule);
      for (const signal of ['Api5xxRate', 'CanaryFailing', 'GamesStartedFalling']) expect(rule).toContain(`"${signal}`);
      expect(rule.match(/ALARM\(/g)).toHaveLength(3);
    }
    // prod: the pager's key is resolved from Secrets Manager at deploy time, never written into the template.
    for (const template of [prod.game, prod.edgeAlarms]) {
      const { pages, tickets } = topicIds(template);
      const subscriptions = Object.values(resourcesOf(template, 'AWS::SNS::Subscription')).map((r) => r.Properties);
      const pager = only(subscriptions.filter((sub) => sub.TopicArn.Ref === pages));
      expect(pager.Protocol).toBe('https');
      expect(JSON.stringify(pager.Endpoint)).toContain(
        'https://events.pagerduty.com/integration/{{resolve:secretsmanager:cipherword/prod/pager:SecretString:integrationKey::}}/enqueue',
      );
      expect(only(subscriptions.filter((sub) => sub.TopicArn.Ref === tickets))).toMatchObject({
        Protocol: 'email',
        Endpoint: 'oncall@example.com',
      });
    }
    dev.game.resourceCountIs('AWS::SNS::Subscription', 0); // cdk.json's dev stage names no address and no pager
  });

  it('keeps a page through an hour of pager outage: SNS retries for as long as it allows, then an encrypted dead-letter queue', () => {
    for (const [template, alarmTemplate, inAlarms] of [
      [prod.game, prod.gameAlarms, (id: string) => inGameAlarms(prod, id)],
      [prod.edgeAlarms, prod.edgeAlarms, (id: string) => id],
    ] as const) {
      const { pages, pagerDown } = topicIds(template);
      const subscriptions = Object.values(resourcesOf(template, 'AWS::SNS::Subscription')).map((r) => r.Properties);
      const pager = only(subscriptions.filter((sub) => sub.TopicArn.Ref === pages));
      const retry = pager.DeliveryPolicy.healthyRetryPolicy;
      // No backoff phase: the policy's whole time is its pre- and post-backoff retries, to the second.
      expect(retry.numRetries).toBe(retry.numNoDelayRetries + retry.numMinDelayRetries + retry.numMaxDelayRetries);
      const seconds = retry.numMinDelayRetries * retry.minDelayTarget + retry.numMaxDelayRetries * retry.maxDelayTarget;
      expect(seconds).toBeLessThanOrEqual(3600); // SNS's hard limit for an HTTPS policy
      expect(seconds).toBeGreaterThanOrEqual(3500);
      // What SNS gives up on goes to a queue encrypted with the topics' key, which SNS may use, kept 14 days.
      const queueId = pager.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0];
      const queue = resourcesOf(template, 'AWS::SQS::Queue')[queueId].Properties;
      const keyId = only(Object.keys(resourcesOf(template, 'AWS::KMS::Key')));
      expect(queue).toMatchObject({ KmsMasterKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] }, MessageRetentionPeriod: 14 * 24 * 3600 });
      const keyStatements = resourcesOf(template, 'AWS::KMS::Key')[keyId].Properties.KeyPolicy.Statement as Statement[];
      expect(keyStatements).toContainEqual(expect.objectContaining({ Principal: { Service: 'sns.amazonaws.com' }, Effect: 'Allow' }));
      const queuePolicy = JSON.stringify(
        Object.values(resourcesOf(template, 'AWS::SQS::QueuePolicy')).filter((p) => JSON.stringify(p.Properties.Queues).includes(queueId)),
      );
      expect(queuePolicy).toContain('sns.amazonaws.com');
      // Paging's own alarms read what SNS finally gave up on, never a try it will retry (for HTTPS, SNS's
      // NumberOfNotificationsFailed counts every try): each page moved to the queue in five minutes (a new
      // one alarms however many already wait), and a page it could not even put there. E-mail and SMS, not the pager.
      const alarms = Object.values(resourcesOf(alarmTemplate, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties);
      const paging = alarms.filter((a) => PAGING_ALARMS.test(a.AlarmName));
      expect(paging.map((a) => a.MetricName).sort()).toEqual([
        'NumberOfNotificationsFailedToRedriveToDlq',
        'NumberOfNotificationsRedrivenToDlq',
      ]);
      for (const alarm of paging) {
        expect(alarm).toMatchObject({ Namespace: 'AWS/SNS', Statistic: 'Sum', Period: 300, Threshold: 1, EvaluationPeriods: 1 });
        // The pages topic's name (in the nested alarm stack, the parameter the game stack passes it as).
        const topicName =
          template === alarmTemplate ? { 'Fn::GetAtt': [pages, 'TopicName'] } : { Ref: inAlarms(pages).replace(/Ref$/, 'TopicName') };
        expect(alarm.Dimensions).toEqual([{ Name: 'TopicName', Value: topicName }]);
        expect(alarm.AlarmActions).toEqual([{ Ref: inAlarms(pagerDown) }]);
      }
      expect(subscriptions.filter((sub) => sub.TopicArn.Ref === pagerDown).map((sub) => [sub.Protocol, sub.Endpoint])).toEqual([
        ['email', 'oncall@example.com'],
        ['sms', '+447700900123'],
      ]);
    }
  });

  it(
    'e-mails the pages of a prod stage whose "pager" is "none", written on purpose',
    async () => {
      const unpaged = await assembly('prod-custom-domain');
      expect([unpaged.gameArtifact.stackName, CONFIGURATIONS['prod-custom-domain'].context.pager]).toEqual(['Cipherword-prod', 'none']);
      const { pages } = topicIds(unpaged.game);
      const toPages = Object.values(resourcesOf(unpaged.game, 'AWS::SNS::Subscription')).filter(
        (sub) => sub.Properties.TopicArn.Ref === pages,
      );
      expect(only(toPages).Properties).toMatchObject({ Protocol: 'email', Endpoint: 'oncall@example.com' });
    },
    SYNTHESES_WAIT_MS,
  );

  it('lets no request a stranger can send page anyone: what anyone can trip is a ticket', () => {
    const byName = new Map(everyAlarmOf(prod).map(([, a]) => [a.Properties.AlarmName as string, a]));
    const strangerTrippable = [...byName.keys()].filter((name) =>
      /-(origin-refused|client-errors|lambda-throttles)-|-(api-throttled|waf-blocked-rate|site-4xx-rate|sign-in-failing|anonymous-history-not-kept|credits-missing)$/.test(
        name,
      ),
    );
    expect(strangerTrippable.length).toBe(3 * routes.length + 6);
    for (const name of strangerTrippable) expect([name, severityOf(byName.get(name)!)]).toEqual([name, 'SEV2']);
    // Forged webhook calls page only while PaymentIntents were made and none of Stripe's own events verified.
    const rejected = alarmNamed(prod, 'cipherword-prod-game-webhook-signatures-rejected');
    expect(rejected.Metrics.find((m: any) => m.Expression).Expression).toBe(
      'IF(FILL(rejected, 0) >= 1 AND FILL(intents, 0) >= 1 AND FILL(verified, 0) == 0, 1, 0)',
    );
    const read = Object.fromEntries(
      (rejected.Metrics as any[]).filter((m) => m.MetricStat).map((m) => [m.MetricStat.Metric.MetricName, m.MetricStat.Metric.Dimensions]),
    );
    expect(read).toEqual({
      WebhookRejected: [{ Name: 'service', Value: 'stripe-webhook' }],
      WebhookVerified: [{ Name: 'service', Value: 'stripe-webhook' }],
      PaymentIntentCreated: [{ Name: 'service', Value: 'create-payment-intent' }],
    });
    // Throttles page only when sustained: 10 or more in each of two periods.
    for (const name of ['cipherword-prod-game-dynamodb-throttles', ...routes.map((r) => `cipherword-prod-game-lambda-throttles-${r.name}`)])
      expect(alarmNamed(prod, name)).toMatchObject({ Threshold: 10, EvaluationPeriods: 2 });
  });

  it('counts the API-wide 5xx rate and p99 only over enough calls: a night-time handful never pages', () => {
    const expressionOf = (name: string) => alarmNamed(prod, name).Metrics.find((m: any) => m.Expression).Expression as string;
    expect(expressionOf('cipherword-prod-game-api-5xx-rate')).toBe(
      `IF(FILL(errors, 0) >= ${API_5XX_FLOOR}, 100 * FILL(errors, 0) / MAX([FILL(requests, 0), 1]), 0)`,
    );
    expect(expressionOf('cipherword-prod-game-api-latency-p99')).toBe(`IF(FILL(requests, 0) >= ${API_LATENCY_FLOOR}, FILL(latency, 0), 0)`);
    expect(severityOf({ Properties: alarmNamed(prod, 'cipherword-prod-game-api-latency-p99') } as Resources[string])).toBe('SEV2');
    expect(severityOf({ Properties: alarmNamed(prod, 'cipherword-prod-game-api-5xx-rate') } as Resources[string])).toBe('SEV1');
  });

  it('has an alarm for each silent failure: Stripe unreachable, refunds, games falling, 4xx, sign-in, the canary, the site', () => {
    const expressionOf = (name: string) => alarmNamed(prod, name).Metrics.find((m: any) => m.Expression).Expression;
    expect(expressionOf('cipherword-prod-game-stripe-events-missing')).toBe(
      `IF(FILL(intents, 0) >= ${INTENTS_FLOOR} AND FILL(verified, 0) == 0, 1, 0)`,
    );
    expect(alarmNamed(prod, 'cipherword-prod-game-stripe-events-missing').Metrics.find((m: any) => m.MetricStat).MetricStat.Period).toBe(
      7200,
    );
    expect(expressionOf('cipherword-prod-game-credits-missing')).toContain('FILL(credits, 0) == 0');
    expect(expressionOf('cipherword-prod-game-credits-refunded')).toBe(
      `IF(FILL(refunds, 0) >= ${REFUNDS_THAT_PAGE} AND FILL(refunded, 0) >= 50 AND FILL(refunded, 0) > 0.5 * FILL(purchased, 0), 1, 0)`,
    );
    const falling = alarmNamed(prod, 'cipherword-prod-game-games-started-falling');
    expect(falling).toMatchObject({ ComparisonOperator: 'LessThanLowerThreshold', ThresholdMetricId: expect.any(String) });
    expect(JSON.stringify(falling.Metrics)).toMatch(/ANOMALY_DETECTION_BAND\(\w+, 3\)/);
    expect(JSON.stringify(falling.Metrics)).toContain('"MetricName":"GameStarted"');
    for (const route of routes) {
      const errors = JSON.stringify(alarmNamed(prod, `cipherword-prod-game-client-errors-${route.name}`).Metrics);
      expect(errors).toContain('"MetricName":"4xx","Namespace":"AWS/ApiGateway"');
      expect(errors).toContain(`{"Name":"Resource","Value":"${routePath(route)}"}`);
    }
    expect(JSON.stringify(alarmNamed(prod, 'cipherword-prod-game-sign-in-failing').Metrics)).toContain(
      '"MetricName":"FederationSuccesses","Namespace":"AWS/Cognito"',
    );
    expect(alarmNamed(prod, 'cipherword-prod-game-anonymous-history-not-kept')).toMatchObject({ MetricName: 'AnonymousHistoryNotKept' });
    const canaryId = only(Object.keys(resourcesOf(prod.game, 'AWS::Synthetics::Canary')));
    expect(alarmNamed(prod, 'cipherword-prod-game-canary-failing')).toMatchObject({
      Namespace: 'CloudWatchSynthetics',
      MetricName: 'SuccessPercent',
      Dimensions: [{ Name: 'CanaryName', Value: { Ref: inGameAlarms(prod, canaryId) } }],
      TreatMissingData: 'breaching',
      EvaluationPeriods: 3,
      DatapointsToAlarm: 2, // 2 failed runs of 3: one lost run is no incident
    });
    const site4xx = only(everyAlarmOf(prod).filter(([, a]) => a.Properties.AlarmName === 'cipherword-prod-site-4xx-rate'))[1];
    expect(JSON.stringify(site4xx.Properties.Metrics)).toContain('"MetricName":"4xxErrorRate","Namespace":"AWS/CloudFront"');
  });

  it.each(routes.map((r) => [r.name, r] as const))('watches %s: 5xx answered, failures, throttles, refused origins', (name, route) => {
    const unexpected = alarmNamed(dev, `cipherword-dev-game-unexpected-errors-${name}`);
    const metrics = JSON.stringify(unexpected.Metrics ?? unexpected);
    expect(metrics).toContain(TechnicalMetric.UnexpectedError);
    expect(metrics).toContain(`"Name":"service","Value":"${name}"`);
    if (route.stripe) {
      // A payment route pages on 3 or more 5xx in 10 minutes: more than one blip of Stripe's.
      expect(unexpected).toMatchObject({
        Threshold: PAYMENT_FAILURES_THAT_PAGE,
        Period: 600,
        EvaluationPeriods: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
      expect(alarmNamed(dev, `cipherword-dev-game-lambda-errors-${name}`)).toMatchObject({
        Threshold: PAYMENT_FAILURES_THAT_PAGE,
        Period: 600,
      });
      expect(unexpected.Metrics).toBeUndefined();
      expect(severityOf({ Properties: unexpected } as Resources[string])).toBe('SEV1');
    } else {
      expect(unexpected.Metrics.find((m: any) => m.Expression).Expression).toMatch(/FILL\(errors, 0\).*FILL\(calls, 0\)/);
      expect(unexpected).toMatchObject({ Threshold: 1, EvaluationPeriods: 3, DatapointsToAlarm: 2 });
      expect(severityOf({ Properties: unexpected } as Resources[string])).toBe('SEV2');
    }
    const [fnId] = routeFunction(dev, 'dev', name);
    for (const [alarm, metricName] of [
      [`lambda-errors-${name}`, 'Errors'],
      [`lambda-throttles-${name}`, 'Throttles'],
    ]) {
      expect(alarmNamed(dev, `cipherword-dev-game-${alarm}`)).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: metricName,
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: inGameAlarms(dev, fnId) } }],
      });
    }
    expect(alarmNamed(dev, `cipherword-dev-game-origin-refused-${name}`)).toMatchObject({
      MetricName: TechnicalMetric.OriginRefused,
      Dimensions: [{ Name: 'service', Value: name }],
    });
  });

  it('pages when the site fails and tickets when WAF blocks much, from us-east-1 where those metrics are', () => {
    expect(dev.edgeAlarmsArtifact.environment.region).toBe('us-east-1');
    const alarms = Object.values(resourcesOf(dev.edgeAlarms, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    const site = only(alarms.filter((a) => a.AlarmName === 'cipherword-dev-site-5xx-rate'));
    const siteMetrics = JSON.stringify(site.Metrics);
    expect(siteMetrics).toContain('"MetricName":"5xxErrorRate","Namespace":"AWS/CloudFront"');
    // The distribution's id crosses from the game's region.
    expect(siteMetrics).toMatch(/"Name":"DistributionId","Value":\{"Fn::GetAtt":\["ExportsReader[^"]*","[^"]*RefWebDistribution/);
    const waf = only(alarms.filter((a) => a.AlarmName === 'cipherword-dev-waf-blocked-rate'));
    expect(JSON.stringify(waf.Metrics)).toContain('{"Name":"WebACL","Value":"cipherword-dev-web"}');
    const { pages, tickets } = topicIds(dev.edgeAlarms);
    expect(site.AlarmActions).toEqual([{ Ref: pages }]);
    expect(waf.AlarmActions).toEqual([{ Ref: tickets }]);
    // The edge's topics are named apart from the game's, so no region's names collide.
    expect(
      Object.values(resourcesOf(dev.edgeAlarms, 'AWS::SNS::Topic'))
        .map((t) => t.Properties.TopicName)
        .sort(),
    ).toEqual(['cipherword-dev-edge-pager-down', 'cipherword-dev-edge-pages', 'cipherword-dev-edge-tickets']);
    const key = only(Object.values(resourcesOf(dev.edgeAlarms, 'AWS::KMS::Key')));
    expect(JSON.stringify(key.Properties.KeyPolicy)).toContain('"Principal":{"Service":"cloudwatch.amazonaws.com"}');
  });

  it('FILLs every metric that alarm math combines, so sparse metrics still evaluate', () => {
    let checked = 0;
    for (const [, alarm] of [...everyAlarmOf(dev), ...everyAlarmOf(prod)]) {
      const queries = (alarm.Properties.Metrics ?? []) as { Id: string; Expression?: string; MetricStat?: unknown }[];
      const expression = queries.flatMap((q) => (q.Expression ? [q.Expression] : [])).join('; ');
      if (!expression) continue;
      for (const { Id } of queries.filter((q) => q.MetricStat)) expect(expression).toContain(`FILL(${Id}, 0)`);
      checked++;
    }
    expect(checked).toBeGreaterThan(routes.length);
  });

  it('watches DynamoDB over every operation the routes send', () => {
    const throttles = alarmNamed(dev, 'cipherword-dev-game-dynamodb-throttles');
    const operations = (throttles.Metrics as any[])
      .filter((m) => m.MetricStat)
      .map((m) => m.MetricStat.Metric.Dimensions.find((d: any) => d.Name === 'Operation').Value);
    expect(operations).toEqual(expect.arrayContaining(['GetItem', 'UpdateItem', 'Query', 'TransactWriteItems']));
  });

  it("tickets on-call the day a buyer's bank disputes a payment", () => {
    const disputed = alarmNamed(dev, 'cipherword-dev-game-payment-disputed');
    expect(disputed).toMatchObject({
      MetricName: 'PaymentDisputed',
      Namespace: 'Cipherword',
      Dimensions: [{ Name: 'service', Value: 'stripe-webhook' }],
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: topicIdsInGameAlarms(dev).tickets }],
    });
    expect(disputed.AlarmDescription).toMatch(/docs\/runbook\.md#payment-disputed$/);
  });

  it('tickets one signed payment not credited, and pages when several are in an hour (resolving when the hour is clear)', () => {
    const { tickets, pages } = topicIdsInGameAlarms(dev);
    const read = { MetricName: 'PaymentUnmatched', Namespace: 'Cipherword', Dimensions: [{ Name: 'service', Value: 'stripe-webhook' }] };
    expect(alarmNamed(dev, 'cipherword-dev-game-payment-unmatched')).toMatchObject({
      ...read,
      Threshold: 1,
      AlarmActions: [{ Ref: tickets }],
    });
    expect(alarmNamed(dev, 'cipherword-dev-game-payments-unmatched')).toMatchObject({
      ...read,
      Period: 3600,
      Threshold: UNMATCHED_THAT_PAGE,
      AlarmActions: [{ Ref: pages }],
      OKActions: [{ Ref: pages }],
    });
  });

  it('pages nobody for what can wait for the day: backups, the table throttling, the canary reaching Google, one odd payment', () => {
    for (const name of ['backups-failing', 'backups-missing', 'dynamodb-throttles', 'sign-in-redirect-failing', 'payment-unmatched'])
      expect([name, severityOf({ Properties: alarmNamed(prod, `cipherword-prod-game-${name}`) } as Resources[string])]).toEqual([
        name,
        'SEV2',
      ]);
    // The canary's sign-in check is its own metric, which the run writes (lib/canary/handler.ts), not a failed run.
    expect(alarmNamed(prod, 'cipherword-prod-game-sign-in-redirect-failing')).toMatchObject({
      Namespace: 'Cipherword',
      MetricName: CANARY_SIGN_IN_METRIC.name,
      Dimensions: [{ Name: 'service', Value: CANARY_SIGN_IN_METRIC.service }],
      EvaluationPeriods: 3,
      DatapointsToAlarm: 2,
    });
  });

  it('counts the API’s 429 answers from its access logs and tickets a burst of them', () => {
    dev.game.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.status = "429" }',
      MetricTransformations: [{ MetricNamespace: 'Cipherword', MetricName: 'ApiThrottled', MetricValue: '1' }],
    });
    expect(alarmNamed(dev, 'cipherword-dev-game-api-throttled')).toMatchObject({ MetricName: 'ApiThrottled', Threshold: 50 });
  });

  it('links every alarm to its runbook entry by a URL on the repository’s pages', () => {
    for (const [, alarm] of [...everyAlarmOf(dev), ...everyAlarmOf(prod)]) {
      const match = /Runbook: (\S+)$/.exec(alarm.Properties.AlarmDescription);
      expect(match?.[1]).toMatch(new RegExp(`^${TEST_REPOSITORY}/blob/main/docs/runbook\\.md#[a-z0-9-]+$`));
      expect(runbookAnchors).toContain(match![1].split('#')[1]);
    }
  });

  it('routes Stripe to the webhook without a user token, and never puts a Stripe secret in the template', () => {
    const template = JSON.stringify(dev.game.toJSON());
    expect(template).not.toMatch(/sk_(live|test)_|whsec_/);
    const routesByKey = Object.values(resourcesOf(dev.game, 'AWS::ApiGatewayV2::Route')).map((r) => r.Properties);
    expect(routesByKey.find((r) => r.RouteKey === 'POST /functions/v1/stripe-webhook')?.AuthorizationType ?? 'NONE').toBe('NONE');
    expect(routesByKey.find((r) => r.RouteKey === 'POST /functions/v1/create-payment-intent')?.AuthorizationType).toBe('JWT');
  });
});

describe('the synthetic player', () => {
  it('plays the site every 5 minutes from the Playwright runtime, its artefacts under canary/ of the log bucket', () => {
    const canary = only(Object.values(resourcesOf(dev.game, 'AWS::Synthetics::Canary'))).Properties;
    expect(canary).toMatchObject({
      Name: 'cipherword-dev-play',
      RuntimeVersion: expect.stringMatching(/^syn-nodejs-playwright-/),
      Schedule: { Expression: 'rate(5 minutes)' },
      Code: { Handler: 'index.handler' },
      RunConfig: { EnvironmentVariables: { SITE_URL: expect.anything() } },
    });
    expect(JSON.stringify(canary.ArtifactS3Location)).toMatch(/WebAccessLogs.*\/canary/);
  });

  it("bundles lib/canary into index.js at the asset's root, as the Playwright runtime expects", () => {
    const canary = only(Object.values(resourcesOf(dev.game, 'AWS::Synthetics::Canary'))).Properties;
    const hash = String(canary.Code.S3Key).replace(/\.zip$/, '');
    const script = readFileSync(join(dev.gameArtifact.assembly.directory, `asset.${hash}`, 'index.js'), 'utf8');
    expect(script).toContain('SITE_URL');
    expect(script).toContain('@aws/synthetics-playwright');
    expect(script).toContain('load-game-state');
  });
});

describe('reminders', () => {
  const schedulesOf = (t: Synthesized) => Object.values(resourcesOf(t.game, 'AWS::Scheduler::Schedule'));
  const senderOf = (t: Synthesized) => routeFunction(t, t === dev ? 'dev' : 'prod', reminderSender.name);

  it("starts the sender on the clock's quarter hours, once, with the slot's instant (the sender fans out per shard itself)", () => {
    const [schedule] = schedulesOf(prod);
    expect(schedulesOf(prod)).toHaveLength(1);
    expect(schedule.Properties.ScheduleExpression).toBe(`cron(0/${reminderSender.everyMinutes} * * * ? *)`);
    expect(schedule.Properties.FlexibleTimeWindow).toEqual({ Mode: 'OFF' });
    expect(schedule.Properties.State).toBe('ENABLED');
    expect(JSON.parse(schedule.Properties.Target.Input as string)).toEqual({ scheduledTime: '<aws.scheduler.scheduled-time>' });
    expect(JSON.stringify(schedule.Properties.Target.Arn)).toContain(senderOf(prod)[0]);
  });

  it('keeps the schedule off on a stage without a VAPID key pair (and its app offers no reminders)', () => {
    expect(schedulesOf(dev).map((schedule) => schedule.Properties.State)).toEqual(['DISABLED']);
  });

  it('gives the sender its declared table actions, the VAPID secret, patient table calls, and the right to invoke itself only', () => {
    const [, sender] = senderOf(dev);
    const statements = policyStatementsOf(dev, reminderSender.name);
    const dynamo = statements.flatMap(actionsOf).filter((action) => action.startsWith('dynamodb:'));
    expect(dynamo.sort()).toEqual(reminderSender.dynamodb.map((action) => `dynamodb:${action}`).sort());
    const invoking = statements.filter((statement) => actionsOf(statement).includes('lambda:InvokeFunction'));
    expect(JSON.stringify(invoking.map((statement) => statement.Resource))).toContain(`function:cipherword-dev-${reminderSender.name}`);
    expect(JSON.stringify(invoking.map((statement) => statement.Resource))).not.toContain('*');
    const secrets = statements.filter((statement) => actionsOf(statement).some((action) => action.startsWith('secretsmanager:')));
    expect(JSON.stringify(secrets)).toContain('secret:cipherword/dev/vapid');
    expect(sender.Properties.Environment.Variables).toMatchObject({ TABLE_PATIENCE: 'background' });
    expect(sender.Properties.Environment.Variables.VAPID_SECRET_ARN).toBeDefined();
    expect(sender.Properties.Timeout).toBe(reminderSender.timeoutSeconds);
  });

  it('has Lambda retry no failed run (the next slot reads its unfinished slots again)', () => {
    const [config] = Object.values(resourcesOf(dev.game, 'AWS::Lambda::EventInvokeConfig'));
    expect(config.Properties).toMatchObject({ MaximumRetryAttempts: 0, FunctionName: { Ref: senderOf(dev)[0] } });
  });

  it('tickets a failing, missing, stuck or refused run, and never pages for it', () => {
    const names = ['reminder-runs-failing', 'reminder-runs-missing', 'reminders-unfinished', 'reminders-refused'];
    for (const name of names) expect(String(alarmNamed(prod, `cipherword-prod-game-${name}`).AlarmDescription)).toMatch(/^SEV2: /);
    // A stage whose schedule is off expects no runs.
    expect(alarmsOf(dev).map(([, alarm]) => alarm.Properties.AlarmName)).not.toContain('cipherword-dev-game-reminder-runs-missing');
  });
});

describe('the dashboard', () => {
  type Widget = { type: string; properties: Record<string, any> };
  const widgets = (): Widget[] => {
    const body = only(Object.values(resourcesOf(dev.gameAlarms, 'AWS::CloudWatch::Dashboard'))).Properties.DashboardBody;
    const text = (body['Fn::Join'][1] as unknown[]).map((part) => (typeof part === 'string' ? part : 'TOKEN')).join('');
    return (JSON.parse(text) as { widgets: Widget[] }).widgets;
  };

  it('opens on what is broken now: pages, then tickets, in ALARM, newest first, the edge in us-east-1 included', () => {
    const statuses = widgets().filter((w) => w.type === 'alarm' && w.properties.states);
    for (const widget of statuses) expect(widget.properties).toMatchObject({ states: ['ALARM'], sortBy: 'stateUpdatedTimestamp' });
    const [pagesNow, ...ticketsNow] = statuses;
    expect(pagesNow.properties.title).toMatch(/^SEV1/);
    for (const widget of ticketsNow) expect(widget.properties.title).toMatch(/^SEV2/);
    const severity = (s: string) => alarmsOf(dev).filter(([, a]) => a.Properties.AlarmDescription.startsWith(`${s}: `)).length;
    // The edge's: site-5xx-rate and its paging alarms; site-4xx-rate and waf-blocked-rate.
    // The edge's site-5xx-rate and paging alarms, and the players-affected composite.
    expect(pagesNow.properties.alarms).toHaveLength(severity('SEV1') + 3 + 1);
    expect(ticketsNow.flatMap((widget) => widget.properties.alarms)).toHaveLength(severity('SEV2') + 2);
    expect(pagesNow.properties.alarms.join()).toContain(':cloudwatch:us-east-1:TOKEN:alarm:cipherword-dev-site-5xx-rate');
    expect(pagesNow.properties.alarms.join()).toContain(':cloudwatch:us-east-1:TOKEN:alarm:cipherword-dev-pages-undelivered-edge');
    for (const widget of widgets().filter((w) => w.type === 'alarm')) expect(widget.properties.alarms.length).toBeLessThanOrEqual(100);
  });

  it('shows per-route 5xx, 4xx and p99 side by side, and the money flow', () => {
    const all = widgets();
    const titled = (title: string) => only(all.filter((w) => w.properties.title === title)) as Widget & { x: number; y: number };
    const trio = ['5xx answered, per route', '4xx answered, per route', 'Latency p99 per route (ms)'].map(titled);
    expect(new Set(trio.map((w) => w.y)).size).toBe(1);
    for (const widget of trio) expect(widget.properties.metrics).toHaveLength(routes.length);
    const money = JSON.stringify(titled('Money: checkouts, credits, refunds, disputes'));
    for (const metric of ['PaymentIntentCreated', 'WebhookVerified', 'CreditsPurchased', 'CreditsRefunded', 'PaymentDisputed'])
      expect(money).toContain(`MetricName=\\"${metric}\\"`);
  });

  it('shows refunds and disputes', () => {
    const graph = only(widgets().filter((w) => w.properties.title === 'Refunds and disputes'));
    const text = JSON.stringify(graph);
    for (const metric of ['PaymentRefunded', 'PaymentDisputed', 'DisputeWon', 'DisputeLost'])
      expect(text).toContain(`MetricName=\\"${metric}\\"`);
  });

  it('shows CloudFront and WAF from us-east-1', () => {
    const edge = widgets().filter((w) => w.properties.region === 'us-east-1' || JSON.stringify(w).includes('"region":"us-east-1"'));
    const text = JSON.stringify(edge);
    expect(text).toContain('AWS/CloudFront');
    expect(text).toContain('5xxErrorRate');
    expect(text).toContain('AWS/WAFV2');
    expect(text).toContain('WebACL=\\"cipherword-dev-web\\"');
  });

  it('shows latency per route, cold starts, the business metrics, and the latest errors from Logs Insights', () => {
    const text = JSON.stringify(widgets());
    for (const route of routes) expect(text).toContain(routePath(route));
    const metrics = ['ColdStart', 'GameWon', 'GameLost', 'GuessSubmitted', 'HelperUsed', 'CreditsPurchased', 'PaymentFailed'];
    for (const metric of [...metrics, 'LeagueCreated', 'LeagueJoined', 'LeagueLeft', 'GameReportComputed']) expect(text).toContain(metric);
    const queries = widgets().filter((w) => w.type === 'log');
    expect(queries.map((w) => w.properties.query).join('\n')).toMatch(
      /filter level = "ERROR"[\s\S]*initDurationMs|initDurationMs[\s\S]*filter level = "ERROR"/,
    );
    // Each query of the functions' logs reads every function's log group (the operations log's: below).
    const ofFunctions = queries.filter((w) => w.properties.title !== 'Rollouts, rollbacks and backups, newest first');
    expect(ofFunctions).toHaveLength(queries.length - 1);
    for (const w of ofFunctions) expect(w.properties.query.match(/SOURCE '/g)).toHaveLength(routes.length + scheduledFunctions.length);
  });

  it('shows what changed beside what broke: rollouts, alias moves and backups, Google sign-ins, paging and failed backups', () => {
    const all = widgets();
    const operations = only(all.filter((w) => w.properties.title === 'Rollouts, rollbacks and backups, newest first'));
    // One log group, the operations log (its name a reference to it in the template).
    expect(operations.properties.query.match(/SOURCE '/g)).toHaveLength(1);
    expect(operations.properties.query).toMatch(/fields @timestamp, `detail-type` as event[\s\S]*sort @timestamp desc/);
    const signIn = JSON.stringify(only(all.filter((w) => String(w.properties.title).startsWith('Sign-in with Google'))));
    // Attempts (SampleCount) on the left, the share that succeeded (Average, the widget's default) on the right.
    for (const part of ['AWS/Cognito', 'FederationSuccesses', 'IdentityProvider', '"stat":"SampleCount"', '"yAxis":"right"'])
      expect(signIn).toContain(part);
    const paging = JSON.stringify(only(all.filter((w) => String(w.properties.title).startsWith('Paging:'))));
    for (const part of [
      'NumberOfMessagesPublished',
      'NumberOfNotificationsFailed',
      'ApproximateNumberOfMessagesVisible',
      'BackupJobsFailed',
    ])
      expect(paging).toContain(part);
  });
});

describe('logs', () => {
  it('expire after two weeks in dev and a year in prod, in both stacks', () => {
    for (const [t, days] of [
      [dev, 14],
      [prod, 365],
    ] as const) {
      for (const template of [t.game, t.edge, t.edgeAlarms]) {
        const groups = Object.values(resourcesOf(template, 'AWS::Logs::LogGroup'));
        expect(groups.length).toBeGreaterThan(0);
        for (const group of groups) expect(group.Properties.RetentionInDays).toBe(days);
      }
    }
  });

  it("every function writes into one of those, CDK's helper functions included", () => {
    for (const t of [dev, prod]) {
      for (const template of [t.game, t.edge, t.edgeAlarms]) {
        const groups = new Set(Object.keys(resourcesOf(template, 'AWS::Logs::LogGroup')));
        const functions = Object.values(resourcesOf(template, 'AWS::Lambda::Function'));
        for (const fn of functions) expect(groups).toContain(fn.Properties.LoggingConfig?.LogGroup?.Ref);
      }
    }
    // The helpers are there to be covered: the web deployment and the cross-region reference handlers.
    expect(Object.keys(resourcesOf(dev.edge, 'AWS::Lambda::Function')).length).toBeGreaterThan(0);
    expect(Object.keys(resourcesOf(dev.game, 'AWS::Lambda::Function')).length).toBeGreaterThan(routes.length);
  });
});

describe('the docs, read against this synth', () => {
  const doc = (name: string) => readFileSync(join(__dirname, '..', '..', 'docs', name), 'utf8');
  const outputsOf = (t: Synthesized) =>
    [t.game, t.edge, t.edgeAlarms].flatMap((template) => Object.keys((template.toJSON().Outputs ?? {}) as Record<string, unknown>));

  it("list every stack output by its real name in deploy.md's table", () => {
    const table = doc('deploy.md').split('| output | stack | what |')[1].split('\n\n')[0];
    const documented = [...table.matchAll(/^\| ([^|]+) \|/gm)].flatMap((row) => [...row[1].matchAll(/`(\w+)`/g)].map((m) => m[1]));
    expect(new Set(documented)).toEqual(new Set(outputsOf(prod)));
  });

  it("state on-call's numbers as the prod template has them (deploy.md, the numbers table)", () => {
    const table = doc('deploy.md').split(NUMBERS_MARKER)[1]?.split('\n\n')[0];
    // Written by `npm run docs:numbers`, never by hand: a stale table says which command to run.
    expect({ table, fix: 'npm run docs:numbers' }).toEqual({ table: numbersTable(prod), fix: 'npm run docs:numbers' });
  });

  it("give every alarm the severity the runbook's table gives it", () => {
    const runbook = doc('runbook.md');
    const rowOf = (sev: string) => runbook.split('\n').find((line) => line.startsWith(`| **${sev}** |`)) ?? '';
    const routeNames = routes.map((r) => r.name);
    const composites = Object.entries(resourcesOf(prod.gameAlarms, 'AWS::CloudWatch::CompositeAlarm'));
    expect(composites.length).toBeGreaterThan(0);
    for (const [, alarm] of [...everyAlarmOf(prod), ...composites]) {
      const severity = /^(SEV\d): /.exec(alarm.Properties.AlarmDescription)?.[1];
      if (!severity) continue;
      const name = String(alarm.Properties.AlarmName).replace(/^cipherword-prod-(game-)?/, '');
      const route = routeNames.find((r) => name.endsWith(`-${r}`));
      const listed = route ? `\`${name.slice(0, -route.length)}*\`` : `\`${name}\``;
      expect([name, rowOf(severity)]).toEqual([name, expect.stringContaining(listed)]);
    }
  });

  it('name every WAF rule the prod web ACL has, and each per-address route rule with its limit (deploy.md)', () => {
    const deploy = doc('deploy.md');
    const acl = only(Object.values(resourcesOf(prod.edge, 'AWS::WAFv2::WebACL'))).Properties;
    const rules = acl.Rules as { Name: string; Statement: { RateBasedStatement?: { Limit: number } } }[];
    expect(rules.length).toBeGreaterThan(routes.filter((r: Route) => r.perIpPer5Minutes).length);
    // The per-address table: one row per route, or one row for several with "… each".
    const table = deploy.split('| route | per IP, 5 min | why that number |')[1].split('\n\n')[0];
    const rows = [...table.matchAll(/^ *\| ([^|]+) \| (\d+)( each)? \|/gm)].flatMap(([, names, limit]) =>
      [...names.matchAll(/`([a-z-]+)`/g)].map((m) => [m[1], Number(limit)] as const),
    );
    const perIp = rules.filter((r) => r.Name.startsWith('PerIp-'));
    expect(new Map(rows)).toEqual(new Map(perIp.map((r) => [r.Name.slice('PerIp-'.length), r.Statement.RateBasedStatement!.Limit])));
    for (const rule of rules.filter((r) => !r.Name.startsWith('PerIp-')))
      expect([rule.Name, deploy]).toEqual([rule.Name, expect.stringContaining(`\`${rule.Name}\``)]);
  });

  it('name only outputs that exist', () => {
    const text = doc('deploy.md') + doc('runbook.md');
    const named = [...text.matchAll(/outputs? `(\w+)`/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(3);
    for (const name of named) expect(outputsOf(prod)).toContain(name);
  });
});
