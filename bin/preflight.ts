/**
 * `npm run preflight -- --stage <stage>`: what a deploy of the stage needs, checked before it
 * starts, each failure with what to do. Read-only: it calls only Describe/Get APIs. It reads the
 * stage's settings from cdk.json as the CDK app does, and the same AWS credentials and region the
 * deploy will use, in the stage's region (cdk.json; the edge is always us-east-1).
 */
import { createECDH } from 'node:crypto';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { CloudWatchLogsClient, DescribeLogGroupsCommand } from '@aws-sdk/client-cloudwatch-logs';
import {
  CognitoIdentityProviderClient,
  DescribeUserPoolCommand,
  DescribeUserPoolDomainCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DescribeSecretCommand, GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { EDGE_REGION, LAMBDA_UNRESERVED_MINIMUM, RESERVED_CONCURRENCY, stageDefaults, stageNames } from '../lib/names';
import {
  fallbackPhoneOf,
  gameRegion,
  pagerOf,
  PLACEHOLDER_MARK,
  stageNameOf,
  stageSettings,
  type StageName,
  type StageSettings,
} from '../lib/stage';

/** What the templates' CheckBootstrapVersion rule requires (the infra tests hold the two together). */
export const MINIMUM_BOOTSTRAP_VERSION = 6;
const DEFAULT_QUALIFIER = 'hnb659fds';

export interface Check {
  check: string;
  status: 'ok' | 'warn' | 'fail';
  detail: string;
  fix?: string;
}

export interface PreflightTarget {
  stage: StageName;
  settings: StageSettings;
  region: string;
  qualifier: string;
  repositoryUrl?: string;
}

/** The AWS clients preflight reads through (tests give it mocked ones: AWS cannot be reached from the test machine). */
export interface AwsClients {
  ssm: (region: string) => SSMClient;
  cloudformation: (region: string) => CloudFormationClient;
  logs: (region: string) => CloudWatchLogsClient;
  secrets: (region: string) => SecretsManagerClient;
  cognito: CognitoIdentityProviderClient;
  lambda: LambdaClient;
  dynamodb: DynamoDBClient;
}

export function awsClients(region: string): AwsClients {
  const byRegion = <C>(make: (region: string) => C) => {
    const made = new Map<string, C>();
    return (r: string) => made.get(r) ?? made.set(r, make(r)).get(r)!;
  };
  return {
    ssm: byRegion((r) => new SSMClient({ region: r })),
    cloudformation: byRegion((r) => new CloudFormationClient({ region: r })),
    logs: byRegion((r) => new CloudWatchLogsClient({ region: r })),
    secrets: byRegion((r) => new SecretsManagerClient({ region: r })),
    cognito: new CognitoIdentityProviderClient({ region }),
    lambda: new LambdaClient({ region }),
    dynamodb: new DynamoDBClient({ region }),
  };
}

/** The stage as cdk.json (and `--context`-free defaults) describe it. */
export function targetFrom(
  context: Record<string, unknown>,
  stageArg: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): PreflightTarget {
  const lookup = (key: string) => (key === 'stage' ? (stageArg ?? context.stage) : context[key]);
  const stage = stageNameOf(lookup);
  const settings = stageSettings(lookup, stage);
  const qualifier = context['@aws-cdk/core:bootstrapQualifier'];
  return {
    stage,
    settings,
    region: gameRegion(stage, settings, env),
    qualifier: typeof qualifier === 'string' && qualifier ? qualifier : DEFAULT_QUALIFIER,
    repositoryUrl: typeof context.repositoryUrl === 'string' ? context.repositoryUrl : undefined,
  };
}

const errorName = (error: unknown) => (error as { name?: string }).name ?? '';
const errorMessage = (error: unknown) => (error as { message?: string }).message ?? String(error);
const unset = (value: string | undefined) => !value || value.includes(PLACEHOLDER_MARK);

/** Runs every check; none throws: an AWS error becomes a failed check naming it. */
export async function preflight(target: PreflightTarget, clients: AwsClients): Promise<Check[]> {
  const checks: Check[] = [checkSettings(target)];
  const guarded = async (check: string, run: () => Promise<Check | Check[]>): Promise<Check[]> => {
    try {
      return [await run()].flat();
    } catch (error) {
      return [{ check, status: 'fail', detail: `could not check: ${errorMessage(error)}`, fix: 'run it with the deploying credentials' }];
    }
  };
  const results = await Promise.all([
    ...[target.region, EDGE_REGION]
      .filter((region, i, all) => all.indexOf(region) === i)
      .map((region) => guarded(`bootstrap ${region}`, () => checkBootstrap(target, clients, region))),
    guarded('Google client secret', () => checkGoogleSecret(target, clients)),
    guarded('Stripe secret', () => checkStripeSecret(target, clients)),
    guarded('pager secret', () => checkPagerSecret(target, clients)),
    guarded('VAPID secret', () => checkVapidSecret(target, clients)),
    guarded('Cognito domain prefix', () => checkDomainPrefix(target, clients)),
    guarded('Lambda concurrency', () => checkConcurrency(target, clients)),
    guarded('stacks', () => checkStacks(target, clients)),
  ]);
  return [...checks, ...results.flat()];
}

function checkSettings({ stage, settings, repositoryUrl }: PreflightTarget): Check {
  const where = `cdk.json, context.stages.${stage}`;
  const problems: string[] = [];
  if (unset(settings.googleClientId)) problems.push(`"googleClientId" (${where}): the Google OAuth client's id`);
  else if (!settings.googleClientId!.endsWith('.apps.googleusercontent.com'))
    problems.push(`"googleClientId" does not look like a Google OAuth client id (…apps.googleusercontent.com)`);
  if (stage === 'prod' && unset(settings.alarmEmail)) problems.push(`"alarmEmail" (${where}): alarms would reach no one`);
  if (unset(repositoryUrl)) problems.push('"repositoryUrl" (cdk.json, context): the alarms link to the runbook there');
  if (settings.certificateArn && !settings.certificateArn.startsWith(`arn:aws:acm:${EDGE_REGION}:`))
    problems.push(`"certificateArn" must be an ACM certificate in ${EDGE_REGION} (CloudFront's region)`);
  return problems.length === 0
    ? { check: 'settings', status: 'ok', detail: `${where} has what a deploy needs` }
    : { check: 'settings', status: 'fail', detail: `missing or placeholder: ${problems.join('; ')}`, fix: `set them in ${where}` };
}

async function checkBootstrap({ qualifier }: PreflightTarget, clients: AwsClients, region: string): Promise<Check> {
  const check = `bootstrap ${region}`;
  const name = `/cdk-bootstrap/${qualifier}/version`;
  const fix = `npx cdk bootstrap aws://<account>/${region}${qualifier === DEFAULT_QUALIFIER ? '' : ` --qualifier ${qualifier}`}`;
  try {
    const { Parameter } = await clients.ssm(region).send(new GetParameterCommand({ Name: name }));
    const version = Number(Parameter?.Value);
    if (version >= MINIMUM_BOOTSTRAP_VERSION) return { check, status: 'ok', detail: `version ${version} (qualifier ${qualifier})` };
    return { check, status: 'fail', detail: `version ${Parameter?.Value}, the templates need ${MINIMUM_BOOTSTRAP_VERSION} or later`, fix };
  } catch (error) {
    if (errorName(error) !== 'ParameterNotFound') throw error;
    return { check, status: 'fail', detail: `not bootstrapped (no ${name})`, fix };
  }
}

async function readSecret(secrets: SecretsManagerClient, name: string): Promise<string | undefined> {
  try {
    const described = await secrets.send(new DescribeSecretCommand({ SecretId: name }));
    if (described.DeletedDate) return undefined;
    return (await secrets.send(new GetSecretValueCommand({ SecretId: name }))).SecretString ?? '';
  } catch (error) {
    if (errorName(error) === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

async function checkGoogleSecret({ stage, settings, region }: PreflightTarget, clients: AwsClients): Promise<Check> {
  const name = settings.googleClientSecretName ?? stageDefaults(stage).googleClientSecretName;
  const value = await readSecret(clients.secrets(region), name);
  if (value === undefined)
    return {
      check: 'Google client secret',
      status: 'fail',
      detail: `no secret ${name}`,
      fix: `aws secretsmanager create-secret --name ${name} --secret-string '<the OAuth client secret>' (docs/deploy.md)`,
    };
  if (!value.trim())
    return { check: 'Google client secret', status: 'fail', detail: `${name} is empty`, fix: `put the client secret in ${name}` };
  return { check: 'Google client secret', status: 'ok', detail: name };
}

/**
 * The pager's integration key (docs/deploy.md, step 3), in the game's region and in us-east-1 (the
 * edge's page topic): without either, the deploy fails resolving that region's subscription.
 */
async function checkPagerSecret({ stage, settings, region }: PreflightTarget, clients: AwsClients): Promise<Check[]> {
  // What the synth would refuse (no pager in prod, an unknown one, a phone not in E.164) fails here first.
  try {
    pagerOf(stage, settings);
    fallbackPhoneOf(stage, settings.pagerFallbackPhone);
  } catch (error) {
    return [{ check: 'pager', status: 'fail', detail: errorMessage(error), fix: 'set it in cdk.json (docs/deploy.md)' }];
  }
  if (!settings.pager || settings.pager === 'none')
    return stage === 'prod'
      ? [{ check: 'pager', status: 'warn', detail: '"pager": "none": SEV1 alarms are e-mailed to alarmEmail, and nobody is woken' }]
      : [];
  const name = settings.pagerSecretName ?? stageDefaults(stage).pagerSecretName;
  const fallback: Check[] = settings.pagerFallbackPhone
    ? []
    : [
        {
          check: 'pager fallback',
          status: 'warn',
          detail: 'no "pagerFallbackPhone": a page the pager cannot take is only e-mailed',
          fix: 'set "pagerFallbackPhone" (E.164) in cdk.json (docs/deploy.md)',
        },
      ];
  const inRegion = async (where: string): Promise<Check> => {
    const check = `pager secret ${where}`;
    const fix =
      `aws secretsmanager create-secret --region ${where} --name ${name} ` + `--secret-string '{"integrationKey":"…"}' (docs/deploy.md)`;
    const stored = await readSecret(clients.secrets(where), name);
    let key: unknown;
    try {
      key = stored === undefined ? undefined : (JSON.parse(stored) as { integrationKey?: unknown }).integrationKey;
    } catch {
      // reported below as no key
    }
    if (typeof key !== 'string' || !key)
      return { check, status: 'fail', detail: stored === undefined ? `no secret ${name}` : `${name} has no "integrationKey"`, fix };
    return { check, status: 'ok', detail: `${name} holds the ${settings.pager} integration key` };
  };
  const regions = [region, EDGE_REGION].filter((r, i, all) => all.indexOf(r) === i);
  return [...(await Promise.all(regions.map(inRegion))), ...fallback];
}

async function checkStripeSecret({ stage, settings, region }: PreflightTarget, clients: AwsClients): Promise<Check[]> {
  const name = settings.stripeSecretName ?? stageDefaults(stage).stripeSecretName;
  const value = `'{"secretKey":"sk_…","webhookSecret":"whsec_…"}'`;
  const fix = `aws secretsmanager put-secret-value --secret-id ${name} --secret-string ${value} (docs/deploy.md)`;
  const stored = await readSecret(clients.secrets(region), name);
  if (stored === undefined)
    return [
      {
        check: 'Stripe secret',
        status: 'fail',
        detail: `no secret ${name}`,
        fix: fix.replace('put-secret-value --secret-id', 'create-secret --name'),
      },
    ];
  let parsed: { secretKey?: unknown; webhookSecret?: unknown } = {};
  try {
    parsed = JSON.parse(stored) as typeof parsed;
  } catch {
    // reported below as both values missing
  }
  const missing = [
    ...(typeof parsed.secretKey === 'string' && parsed.secretKey.startsWith('sk_') ? [] : ['"secretKey" (sk_…)']),
    ...(typeof parsed.webhookSecret === 'string' && parsed.webhookSecret.startsWith('whsec_') ? [] : ['"webhookSecret" (whsec_…)']),
  ];
  if (missing.length > 0)
    return [{ check: 'Stripe secret', status: 'fail', detail: `${name} lacks ${missing.join(' and ')}: payment calls would fail`, fix }];
  const checks: Check[] = [{ check: 'Stripe secret', status: 'ok', detail: `${name} has both values` }];
  if (stage === 'prod' && String(parsed.secretKey).startsWith('sk_test_'))
    checks.push({ check: 'Stripe secret', status: 'warn', detail: 'prod uses a Stripe test key: no real payment can be taken' });
  if (unset(settings.stripePublishableKey))
    checks.push({
      check: 'Stripe publishable key',
      status: 'warn',
      detail: 'no "stripePublishableKey": the Buy Credits dialog says payments are not configured',
    });
  return checks;
}

/**
 * Reminders need the VAPID key pair in Secrets Manager and its public half in cdk.json (browsers
 * subscribe with it): a pair that does not match is refused by every push service.
 */
async function checkVapidSecret({ stage, settings, region }: PreflightTarget, clients: AwsClients): Promise<Check> {
  const check = 'VAPID secret';
  const name = settings.vapidSecretName ?? stageDefaults(stage).vapidSecretName;
  const make = `npm run vapid-keys -- --stage ${stage} (it prints the secret's command and the cdk.json line; docs/deploy.md)`;
  if (unset(settings.vapidPublicKey))
    return {
      check,
      status: 'warn',
      detail: `no "vapidPublicKey" in cdk.json: the stage sends no reminders and the app offers none`,
      fix: make,
    };
  const stored = await readSecret(clients.secrets(region), name);
  if (stored === undefined) return { check, status: 'fail', detail: `no secret ${name}: the reminder sender cannot sign`, fix: make };
  let parsed: { publicKey?: unknown; privateKey?: unknown; subject?: unknown } = {};
  try {
    parsed = JSON.parse(stored) as typeof parsed;
  } catch {
    // reported below as the values missing
  }
  const missing = (['publicKey', 'privateKey', 'subject'] as const).filter((key) => typeof parsed[key] !== 'string' || !parsed[key]);
  if (missing.length > 0)
    return { check, status: 'fail', detail: `${name} lacks ${missing.map((key) => `"${key}"`).join(', ')}`, fix: make };
  const ecdh = createECDH('prime256v1');
  let matching = false;
  try {
    ecdh.setPrivateKey(Buffer.from(String(parsed.privateKey), 'base64url'));
    matching = ecdh.getPublicKey('base64url') === parsed.publicKey;
  } catch {
    // not a P-256 private key: reported as not matching
  }
  if (!matching)
    return { check, status: 'fail', detail: `${name}'s privateKey is not its publicKey's: every push would be refused`, fix: make };
  if (parsed.publicKey !== settings.vapidPublicKey)
    return {
      check,
      status: 'fail',
      detail: `${name}'s publicKey is not cdk.json's "vapidPublicKey": browsers would subscribe with a key the sender cannot sign for`,
      fix: `put the secret's publicKey in cdk.json, context.stages.${stage}.vapidPublicKey (or make a new pair: ${make})`,
    };
  return { check, status: 'ok', detail: `${name} holds the pair cdk.json's "vapidPublicKey" belongs to` };
}

async function checkDomainPrefix({ stage, settings }: PreflightTarget, clients: AwsClients): Promise<Check> {
  const prefix = settings.authDomainPrefix ?? stageDefaults(stage).authDomainPrefix;
  const check = 'Cognito domain prefix';
  const fix = `choose another "authDomainPrefix" in cdk.json, context.stages.${stage} (unique in the region across all accounts)`;
  const { DomainDescription } = await clients.cognito.send(new DescribeUserPoolDomainCommand({ Domain: prefix }));
  if (!DomainDescription?.UserPoolId) return { check, status: 'ok', detail: `${prefix} is free` };
  try {
    const { UserPool } = await clients.cognito.send(new DescribeUserPoolCommand({ UserPoolId: DomainDescription.UserPoolId }));
    if (UserPool?.Name === stageNames(stage).userPool) return { check, status: 'ok', detail: `${prefix} is this stage's own (an update)` };
    return {
      check,
      status: 'fail',
      detail: `${prefix} is taken by user pool ${UserPool?.Name ?? DomainDescription.UserPoolId} in this account`,
      fix,
    };
  } catch (error) {
    if (errorName(error) !== 'ResourceNotFoundException') throw error;
    return { check, status: 'fail', detail: `${prefix} is taken by another AWS account`, fix };
  }
}

async function checkConcurrency({ stage, settings }: PreflightTarget, clients: AwsClients): Promise<Check> {
  const needed = Number(settings.minimumLambdaConcurrency ?? stageDefaults(stage).minimumLambdaConcurrency);
  const { AccountLimit } = await clients.lambda.send(new GetAccountSettingsCommand({}));
  const limit = AccountLimit?.ConcurrentExecutions ?? 0;
  const unreserved = AccountLimit?.UnreservedConcurrentExecutions ?? limit;
  const fix = 'Service Quotas → AWS Lambda → Concurrent executions → request an increase (new accounts start low)';
  if (limit < needed)
    return {
      check: 'Lambda concurrency',
      status: 'fail',
      detail: `the account may run ${limit} functions at once; the ${stage} stage needs ${needed} (docs/cost.md)`,
      fix,
    };
  // A first deploy reserves on top of what is reserved now (a redeploy's own reservation is already counted: it passes with room to spare).
  if (unreserved - RESERVED_CONCURRENCY < LAMBDA_UNRESERVED_MINIMUM)
    return {
      check: 'Lambda concurrency',
      status: 'fail',
      detail:
        `the stage reserves ${RESERVED_CONCURRENCY} executions for its money routes and AWS keeps at least ${LAMBDA_UNRESERVED_MINIMUM} ` +
        `unreserved: the account has ${unreserved} unreserved, so cdk deploy would fail creating the functions`,
      fix,
    };
  return {
    check: 'Lambda concurrency',
    status: 'ok',
    detail: `account limit ${limit}, ${unreserved} unreserved (the stage needs ${needed})`,
  };
}

/** A stack that failed blocks the next deploy; with no stack, anything left of an earlier one with a fixed name would. */
async function checkStacks({ stage, region }: PreflightTarget, clients: AwsClients): Promise<Check[]> {
  const names = stageNames(stage);
  const stacks = await Promise.all(
    [
      [names.stacks.game, region],
      [names.stacks.edge, EDGE_REGION],
      [names.stacks.edgeAlarms, EDGE_REGION],
    ].map(async ([name, stackRegion]) => ({
      name,
      region: stackRegion,
      status: await stackStatus(clients.cloudformation(stackRegion), name),
    })),
  );
  const checks: Check[] = stacks.map(({ name, region: stackRegion, status }): Check => {
    if (!status) return { check: `stack ${name}`, status: 'ok', detail: 'not deployed yet: this is its first deploy' };
    if (status.endsWith('_IN_PROGRESS')) return { check: `stack ${name}`, status: 'fail', detail: `${status}`, fix: 'wait until it ends' };
    if (['ROLLBACK_FAILED', 'DELETE_FAILED', 'UPDATE_ROLLBACK_FAILED'].includes(status))
      return {
        check: `stack ${name}`,
        status: 'fail',
        detail: status,
        fix:
          `read its events (aws cloudformation describe-stack-events --stack-name ${name} --region ${stackRegion}) ` +
          'and docs/deploy.md, "A failed deploy"',
      };
    return { check: `stack ${name}`, status: 'ok', detail: status };
  });
  const [game, edge] = stacks;
  if (!game.status) checks.push(...(await leftovers(clients, names, region, 'game')));
  if (!edge.status) checks.push(...(await leftovers(clients, names, EDGE_REGION, 'edge')));
  return checks;
}

async function stackStatus(client: CloudFormationClient, name: string): Promise<string | undefined> {
  try {
    const { Stacks } = await client.send(new DescribeStacksCommand({ StackName: name }));
    return Stacks?.[0]?.StackStatus;
  } catch (error) {
    if (errorName(error) === 'ValidationError' && /does not exist/.test(errorMessage(error))) return undefined;
    throw error;
  }
}

async function leftovers(
  clients: AwsClients,
  names: ReturnType<typeof stageNames>,
  region: string,
  part: 'game' | 'edge',
): Promise<Check[]> {
  const found: string[] = [];
  const logGroupPrefix = part === 'game' ? names.functionLogGroupPrefix : names.wafLogGroup;
  const { logGroups = [] } = await clients.logs(region).send(new DescribeLogGroupsCommand({ logGroupNamePrefix: logGroupPrefix }));
  found.push(...logGroups.map((group) => `log group ${group.logGroupName}`));
  if (part === 'game') {
    try {
      await clients.dynamodb.send(new DescribeTableCommand({ TableName: names.table }));
      found.push(`table ${names.table}`);
    } catch (error) {
      if (errorName(error) !== 'ResourceNotFoundException') throw error;
    }
    try {
      const secret = await clients.secrets(region).send(new DescribeSecretCommand({ SecretId: names.wordSecret }));
      found.push(`secret ${names.wordSecret}${secret.DeletedDate ? ' (scheduled for deletion)' : ''}`);
    } catch (error) {
      if (errorName(error) !== 'ResourceNotFoundException') throw error;
    }
  }
  if (found.length === 0) return [];
  return [
    {
      check: `left from an earlier ${part} stack`,
      status: 'fail',
      detail: `${found.join(', ')} (${region}): the deploy would fail with "already exists"`,
      fix: 'keep the data (back up the table, note the word secret) and delete them, as docs/deploy.md, "A failed deploy", says',
    },
  ];
}

const MARK = { ok: '✔', warn: '!', fail: '✘' } as const;

export function report(target: PreflightTarget, checks: Check[]): string {
  const lines = [
    `Preflight of stage ${target.stage}: game in ${target.region}, edge in ${EDGE_REGION}, bootstrap qualifier ${target.qualifier}`,
    ...checks.flatMap((c) => [
      `  ${MARK[c.status]} ${c.check}: ${c.detail}`,
      ...(c.fix && c.status !== 'ok' ? [`      fix: ${c.fix}`] : []),
    ]),
  ];
  const failed = checks.filter((c) => c.status === 'fail').length;
  lines.push(
    failed === 0
      ? `Ready: npx cdk deploy --all -c stage=${target.stage}`
      : `${failed} to fix before npx cdk deploy --all -c stage=${target.stage}`,
  );
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { stage: { type: 'string' } } });
  const { context } = JSON.parse(readFileSync(join(__dirname, '..', 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const target = targetFrom(context, values.stage);
  const checks = await preflight(target, awsClients(target.region));
  console.log(report(target, checks));
  process.exitCode = checks.some((c) => c.status === 'fail') ? 1 : 0;
}

if (require.main === module) void main();
