/**
 * `npm run preflight`, against mocked AWS SDK clients (aws-sdk-client-mock): AWS cannot be reached
 * from this machine, so each answer AWS would give is stood in for here, in the SDK's own shapes
 * and error names. Each failure the tool reports is provoked once, from an account otherwise ready.
 */
import webpush from 'web-push';
import { vapidKeyInstructions } from '../../bin/vapid-keys';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { CloudWatchLogsClient, DescribeLogGroupsCommand } from '@aws-sdk/client-cloudwatch-logs';
import {
  CognitoIdentityProviderClient,
  DescribeUserPoolCommand,
  DescribeUserPoolDomainCommand,
  ResourceNotFoundException as CognitoNotFound,
} from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, DynamoDBClient, ResourceNotFoundException as TableNotFound } from '@aws-sdk/client-dynamodb';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  ResourceNotFoundException as SecretNotFound,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { GetParameterCommand, ParameterNotFound, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { preflight, report, targetFrom, type AwsClients, type Check } from '../../bin/preflight';
import { LAMBDA_UNRESERVED_MINIMUM, RESERVED_CONCURRENCY } from '../../lib/names';
import { cdkJsonContext } from './synth';

const REGION = 'eu-west-1';
const GOOGLE_CLIENT = '1234-abc.apps.googleusercontent.com';
const READY_CONTEXT = {
  ...cdkJsonContext,
  repositoryUrl: 'https://github.com/example/cipherword',
  googleClientId: GOOGLE_CLIENT,
  alarmEmail: 'oncall@example.com',
  stripePublishableKey: 'pk_live_123',
};
const cloudFormationError = (message: string) => Object.assign(new Error(message), { name: 'ValidationError' });

/** One client per service and region, each mocked: what an account ready for a first prod deploy answers. */
function readyAccount() {
  const perRegion = <C>(make: (region: string) => C): Record<string, C> => ({ [REGION]: make(REGION), 'us-east-1': make('us-east-1') });
  const ssm = perRegion((region) => new SSMClient({ region }));
  const cloudformation = perRegion((region) => new CloudFormationClient({ region }));
  const logs = perRegion((region) => new CloudWatchLogsClient({ region }));
  const secrets = perRegion((region) => new SecretsManagerClient({ region }));
  const clients: AwsClients = {
    ssm: (region) => ssm[region],
    cloudformation: (region) => cloudformation[region],
    logs: (region) => logs[region],
    secrets: (region) => secrets[region],
    cognito: new CognitoIdentityProviderClient({ region: REGION }),
    lambda: new LambdaClient({ region: REGION }),
    dynamodb: new DynamoDBClient({ region: REGION }),
  };
  const mocks = {
    ssmGame: mockClient(ssm[REGION]),
    ssmEdge: mockClient(ssm['us-east-1']),
    stacksGame: mockClient(cloudformation[REGION]),
    stacksEdge: mockClient(cloudformation['us-east-1']),
    logsGame: mockClient(logs[REGION]),
    logsEdge: mockClient(logs['us-east-1']),
    secrets: mockClient(secrets[REGION]),
    secretsEdge: mockClient(secrets['us-east-1']),
    cognito: mockClient(clients.cognito),
    lambda: mockClient(clients.lambda),
    dynamodb: mockClient(clients.dynamodb),
  };
  for (const ssmMock of [mocks.ssmGame, mocks.ssmEdge])
    ssmMock.on(GetParameterCommand, { Name: '/cdk-bootstrap/hnb659fds/version' }).resolves({ Parameter: { Value: '29' } });
  mocks.secrets.on(DescribeSecretCommand, { SecretId: 'cipherword/prod/google-client-secret' }).resolves({ Name: 'google' });
  mocks.secrets.on(GetSecretValueCommand, { SecretId: 'cipherword/prod/google-client-secret' }).resolves({ SecretString: 'GOCSPX-secret' });
  mocks.secrets.on(DescribeSecretCommand, { SecretId: 'cipherword/prod/stripe' }).resolves({ Name: 'stripe' });
  mocks.secrets
    .on(GetSecretValueCommand, { SecretId: 'cipherword/prod/stripe' })
    .resolves({ SecretString: JSON.stringify({ secretKey: 'sk_live_1', webhookSecret: 'whsec_1' }) });
  mocks.secrets
    .on(DescribeSecretCommand, { SecretId: 'cipherword-prod/word-secret' })
    .rejects(new SecretNotFound({ message: 'not found', $metadata: {} }));
  // The pager's key, where both regions' page topics resolve it.
  for (const secretsMock of [mocks.secrets, mocks.secretsEdge]) {
    secretsMock.on(DescribeSecretCommand, { SecretId: 'cipherword/prod/pager' }).resolves({ Name: 'pager' });
    secretsMock.on(GetSecretValueCommand, { SecretId: 'cipherword/prod/pager' }).resolves({ SecretString: '{"integrationKey":"abc123"}' });
  }
  mocks.cognito.on(DescribeUserPoolDomainCommand).resolves({ DomainDescription: {} });
  mocks.lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 1000 } });
  for (const stacks of [mocks.stacksGame, mocks.stacksEdge])
    stacks.on(DescribeStacksCommand).callsFake((input: { StackName: string }) => {
      throw cloudFormationError(`Stack with id ${input.StackName} does not exist`);
    });
  for (const logsMock of [mocks.logsGame, mocks.logsEdge]) logsMock.on(DescribeLogGroupsCommand).resolves({ logGroups: [] });
  mocks.dynamodb.on(DescribeTableCommand).rejects(new TableNotFound({ message: 'not found', $metadata: {} }));
  return { clients, mocks };
}

const target = (context: Record<string, unknown> = {}) => targetFrom({ ...READY_CONTEXT, ...context }, 'prod', { AWS_REGION: REGION });
const failed = (checks: Check[]) => checks.filter((c) => c.status === 'fail');

describe('npm run preflight', () => {
  it('passes an account ready for a first prod deploy, and says so', async () => {
    const { clients } = readyAccount();
    const checks = await preflight(target(), clients);
    expect(failed(checks)).toEqual([]);
    expect(checks.map((c) => c.check)).toEqual(
      expect.arrayContaining(['settings', 'bootstrap eu-west-1', 'bootstrap us-east-1', 'Google client secret', 'Stripe secret']),
    );
    expect(report(target(), checks)).toMatch(/Ready: npx cdk deploy --all -c stage=prod$/);
  });

  it("checks the pager's integration key in both regions, and warns a prod stage that pages no one or has no fallback phone", async () => {
    const { clients, mocks } = readyAccount();
    expect((await preflight(target({ pager: 'none' }), clients)).find((c) => c.check === 'pager')).toMatchObject({ status: 'warn' });
    // What the synth would refuse fails here first, naming the setting.
    const stages = cdkJsonContext.stages as Record<string, Record<string, unknown>>;
    const { pager: _committed, ...unpaged } = stages.prod;
    expect(
      (
        await preflight(targetFrom({ ...READY_CONTEXT, stages: { ...stages, prod: unpaged } }, 'prod', { AWS_REGION: REGION }), clients)
      ).find((c) => c.check === 'pager'),
    ).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('The prod stage has no "pager"'),
    });
    expect((await preflight(target({ pagerFallbackPhone: '07700 900123' }), clients)).find((c) => c.check === 'pager')).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('E.164'),
    });
    const paged = target({ pager: 'pagerduty' });
    expect((await preflight(paged, clients)).find((c) => c.check === 'pager fallback')).toMatchObject({ status: 'warn' });
    expect(
      (await preflight(target({ pager: 'pagerduty', pagerFallbackPhone: '+447700900123' }), clients)).map((c) => c.check),
    ).not.toContain('pager fallback');
    // The edge's copy missing: the us-east-1 page topic could not resolve its subscription.
    mocks.secretsEdge
      .on(DescribeSecretCommand, { SecretId: 'cipherword/prod/pager' })
      .rejects(new SecretNotFound({ message: 'no', $metadata: {} }));
    expect(failed(await preflight(paged, clients))).toEqual([
      expect.objectContaining({
        check: 'pager secret us-east-1',
        detail: 'no secret cipherword/prod/pager',
        fix: expect.stringContaining('--region us-east-1'),
      }),
    ]);
    mocks.secretsEdge.on(DescribeSecretCommand, { SecretId: 'cipherword/prod/pager' }).resolves({ Name: 'pager' });
    mocks.secrets.on(GetSecretValueCommand, { SecretId: 'cipherword/prod/pager' }).resolves({ SecretString: '{"integrationKey":""}' });
    expect(failed(await preflight(paged, clients))).toEqual([
      expect.objectContaining({ check: `pager secret ${REGION}`, detail: 'cipherword/prod/pager has no "integrationKey"' }),
    ]);
    mocks.secrets
      .on(GetSecretValueCommand, { SecretId: 'cipherword/prod/pager' })
      .resolves({ SecretString: '{"integrationKey":"abc123"}' });
    const checks = await preflight(paged, clients);
    expect(failed(checks)).toEqual([]);
    expect(checks.filter((c) => c.check.startsWith('pager secret')).map((c) => [c.check, c.status])).toEqual([
      [`pager secret ${REGION}`, 'ok'],
      ['pager secret us-east-1', 'ok'],
    ]);
  });

  it('reads the stage, its pinned region and the qualifier as the CDK app does', () => {
    const stages = (READY_CONTEXT as Record<string, unknown>).stages as Record<string, Record<string, unknown>>;
    const context = {
      ...READY_CONTEXT,
      '@aws-cdk/core:bootstrapQualifier': 'team42',
      stages: { ...stages, prod: { ...stages.prod, region: 'eu-central-1' } },
    };
    const t = targetFrom(context, 'prod', { AWS_REGION: 'eu-central-1' });
    expect(t).toMatchObject({ stage: 'prod', region: 'eu-central-1', qualifier: 'team42' });
    expect(t.settings.authDomainPrefix).toBe('cipherword-prod');
    // A shell aimed at another region, or a game stack in the edge's region, is refused before any call.
    expect(() => targetFrom(context, 'prod', { AWS_REGION: 'us-east-1' })).toThrow(
      'AWS_REGION is us-east-1, but the prod stage lives in eu-central-1',
    );
    expect(() => targetFrom({ ...context, region: 'us-east-1' }, 'prod', {})).toThrow(/region is us-east-1, where its edge stacks/);
  });

  it("refuses cdk.json's placeholders and a prod stage without an alarm address", async () => {
    const { clients } = readyAccount();
    const checks = await preflight(
      target({ googleClientId: undefined, alarmEmail: undefined, repositoryUrl: cdkJsonContext.repositoryUrl }),
      clients,
    );
    const [settings] = failed(checks);
    expect(settings.check).toBe('settings');
    expect(settings.detail).toMatch(/"googleClientId".*"alarmEmail".*"repositoryUrl"/);
    expect(settings.fix).toBe('set them in cdk.json, context.stages.prod');
  });

  it.each([
    [
      'not bootstrapped',
      () => new ParameterNotFound({ message: 'nope', $metadata: {} }),
      /not bootstrapped \(no \/cdk-bootstrap\/hnb659fds\/version\)/,
    ],
    ['bootstrapped too long ago', undefined, /version 5, the templates need 6 or later/],
  ])('reports us-east-1 %s, with the command that fixes it', async (_, error, detail) => {
    const { clients, mocks } = readyAccount();
    if (error) mocks.ssmEdge.on(GetParameterCommand).rejects(error());
    else mocks.ssmEdge.on(GetParameterCommand).resolves({ Parameter: { Value: '5' } });
    const [check] = failed(await preflight(target(), clients));
    expect(check).toMatchObject({ check: 'bootstrap us-east-1', fix: 'npx cdk bootstrap aws://<account>/us-east-1' });
    expect(check.detail).toMatch(detail);
  });

  it('reports a missing Google client secret', async () => {
    const { clients, mocks } = readyAccount();
    mocks.secrets
      .on(DescribeSecretCommand, { SecretId: 'cipherword/prod/google-client-secret' })
      .rejects(new SecretNotFound({ message: 'not found', $metadata: {} }));
    const [check] = failed(await preflight(target(), clients));
    expect(check).toMatchObject({ check: 'Google client secret', detail: 'no secret cipherword/prod/google-client-secret' });
    expect(check.fix).toMatch(/^aws secretsmanager create-secret --name cipherword\/prod\/google-client-secret/);
  });

  it.each([
    ['only the API key', { secretKey: 'sk_live_1' }, /lacks "webhookSecret" \(whsec_…\)/],
    ['values swapped', { secretKey: 'whsec_1', webhookSecret: 'sk_live_1' }, /lacks "secretKey" \(sk_…\) and "webhookSecret" \(whsec_…\)/],
  ])('reports a Stripe secret with %s', async (_, value, detail) => {
    const { clients, mocks } = readyAccount();
    mocks.secrets.on(GetSecretValueCommand, { SecretId: 'cipherword/prod/stripe' }).resolves({ SecretString: JSON.stringify(value) });
    const [check] = failed(await preflight(target(), clients));
    expect(check.check).toBe('Stripe secret');
    expect(check.detail).toMatch(detail);
    expect(check.fix).toContain('"webhookSecret":"whsec_…"');
  });

  it('reports a missing Stripe secret, and warns of a test key in prod', async () => {
    const missing = readyAccount();
    missing.mocks.secrets
      .on(DescribeSecretCommand, { SecretId: 'cipherword/prod/stripe' })
      .rejects(new SecretNotFound({ message: 'x', $metadata: {} }));
    expect(failed(await preflight(target(), missing.clients))).toEqual([
      expect.objectContaining({
        check: 'Stripe secret',
        detail: 'no secret cipherword/prod/stripe',
        fix: expect.stringMatching(/create-secret --name/),
      }),
    ]);
    const test = readyAccount();
    test.mocks.secrets
      .on(GetSecretValueCommand, { SecretId: 'cipherword/prod/stripe' })
      .resolves({ SecretString: JSON.stringify({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' }) });
    const checks = await preflight(target(), test.clients);
    expect(failed(checks)).toEqual([]);
    expect(checks).toContainEqual(expect.objectContaining({ status: 'warn', detail: expect.stringMatching(/Stripe test key/) }));
  });

  describe('the VAPID key pair of reminders', () => {
    const pair = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    const VAPID = 'cipherword/prod/vapid';
    const stored = (value: object) => {
      const account = readyAccount();
      account.mocks.secrets.on(DescribeSecretCommand, { SecretId: VAPID }).resolves({ Name: 'vapid' });
      account.mocks.secrets.on(GetSecretValueCommand, { SecretId: VAPID }).resolves({ SecretString: JSON.stringify(value) });
      return account;
    };
    const vapidCheck = async (account: ReturnType<typeof readyAccount>, context: Record<string, unknown>) =>
      (await preflight(target(context), account.clients)).find((c) => c.check === 'VAPID secret');

    it('warns a stage without a public key that it sends no reminders, and says how to make a pair', async () => {
      expect(await vapidCheck(readyAccount(), {})).toMatchObject({ status: 'warn', fix: expect.stringContaining('npm run vapid-keys') });
    });

    it('passes the pair whose public half cdk.json names', async () => {
      const account = stored({ ...pair, subject: 'mailto:ops@example.com' });
      expect(await vapidCheck(account, { vapidPublicKey: pair.publicKey })).toMatchObject({ status: 'ok' });
    });

    it.each([
      ['no secret', undefined, { vapidPublicKey: pair.publicKey }, /no secret cipherword\/prod\/vapid/],
      ['no subject', { ...pair }, { vapidPublicKey: pair.publicKey }, /lacks "subject"/],
      [
        'halves of two pairs',
        { publicKey: pair.publicKey, privateKey: other.privateKey, subject: 'mailto:a@b.c' },
        { vapidPublicKey: pair.publicKey },
        /privateKey is not its publicKey's/,
      ],
      [
        'another pair than cdk.json names',
        { ...other, subject: 'mailto:a@b.c' },
        { vapidPublicKey: pair.publicKey },
        /not cdk.json's "vapidPublicKey"/,
      ],
    ])('fails %s', async (_, value, context, detail) => {
      const account = value ? stored(value) : readyAccount();
      if (!value)
        account.mocks.secrets.on(DescribeSecretCommand, { SecretId: VAPID }).rejects(new SecretNotFound({ message: 'x', $metadata: {} }));
      const check = await vapidCheck(account, context);
      expect(check).toMatchObject({ status: 'fail' });
      expect(check!.detail).toMatch(detail);
    });

    it('npm run vapid-keys prints one new pair (its secret, its cdk.json line) and refuses a subject push services cannot reach', () => {
      const printed = vapidKeyInstructions('prod', 'mailto:ops@example.com', pair);
      expect(printed).toContain(`--name ${VAPID}`);
      expect(printed).toContain(`"vapidPublicKey": "${pair.publicKey}"`);
      const secret = JSON.parse(/--secret-string '([^']+)'/.exec(printed)![1]) as Record<string, string>;
      expect(secret).toEqual({ publicKey: pair.publicKey, privateKey: pair.privateKey, subject: 'mailto:ops@example.com' });
      expect(() => vapidKeyInstructions('prod', 'ops@example.com')).toThrow('--subject must be a mailto: address');
    });
  });

  it.each([
    ['another account', undefined, /taken by another AWS account/],
    ['another pool of this account', 'someone-else', /taken by user pool someone-else/],
  ])('reports a Cognito domain prefix taken by %s', async (_, poolName, detail) => {
    const { clients, mocks } = readyAccount();
    mocks.cognito
      .on(DescribeUserPoolDomainCommand, { Domain: 'cipherword-prod' })
      .resolves({ DomainDescription: { UserPoolId: 'eu-west-1_X' } });
    const describePool = mocks.cognito.on(DescribeUserPoolCommand, { UserPoolId: 'eu-west-1_X' });
    // Another account's pool cannot be described from this one.
    if (poolName) describePool.resolves({ UserPool: { Name: poolName } });
    else describePool.rejects(new CognitoNotFound({ message: 'x', $metadata: {} }));
    const [check] = failed(await preflight(target(), clients));
    expect(check.check).toBe('Cognito domain prefix');
    expect(check.detail).toMatch(detail);
    expect(check.fix).toMatch(/another "authDomainPrefix"/);
  });

  it("accepts the prefix when it is this stage's own pool (an update)", async () => {
    const { clients, mocks } = readyAccount();
    mocks.cognito.on(DescribeUserPoolDomainCommand).resolves({ DomainDescription: { UserPoolId: 'eu-west-1_X' } });
    mocks.cognito.on(DescribeUserPoolCommand).resolves({ UserPool: { Name: 'cipherword-prod-players' } });
    expect(failed(await preflight(target(), clients))).toEqual([]);
  });

  it("reports an account whose Lambda concurrency is below the stage's need (new accounts start low)", async () => {
    const { clients, mocks } = readyAccount();
    mocks.lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 10 } });
    const [check] = failed(await preflight(target(), clients));
    expect(check).toMatchObject({
      check: 'Lambda concurrency',
      detail: expect.stringMatching(/may run 10 functions at once; the prod stage needs 1000/),
    });
    expect(check.fix).toMatch(/Service Quotas/);
  });

  it("reports an account whose unreserved concurrency cannot take the money routes' reservation and keep AWS's 100", async () => {
    const { clients, mocks } = readyAccount();
    const tooFew = RESERVED_CONCURRENCY + LAMBDA_UNRESERVED_MINIMUM - 1;
    mocks.lambda
      .on(GetAccountSettingsCommand)
      .resolves({ AccountLimit: { ConcurrentExecutions: 1000, UnreservedConcurrentExecutions: tooFew } });
    const [check] = failed(await preflight(target(), clients));
    expect(check).toMatchObject({
      check: 'Lambda concurrency',
      detail: expect.stringContaining(`reserves ${RESERVED_CONCURRENCY} executions`) as unknown,
    });
    mocks.lambda
      .on(GetAccountSettingsCommand)
      .resolves({ AccountLimit: { ConcurrentExecutions: 1000, UnreservedConcurrentExecutions: tooFew + 1 } });
    expect(failed(await preflight(target(), clients))).toEqual([]);
  });

  it('reports a stack stuck after a failed deploy', async () => {
    const { clients, mocks } = readyAccount();
    mocks.stacksGame
      .on(DescribeStacksCommand)
      .resolves({ Stacks: [{ StackName: 'Cipherword-prod', StackStatus: 'ROLLBACK_FAILED', CreationTime: new Date() }] });
    const [check] = failed(await preflight(target(), clients));
    expect(check).toMatchObject({ check: 'stack Cipherword-prod', detail: 'ROLLBACK_FAILED' });
    expect(check.fix).toMatch(/describe-stack-events --stack-name Cipherword-prod --region eu-west-1/);
  });

  it('reports what an earlier stack left behind with fixed names, before a first deploy trips on it', async () => {
    const { clients, mocks } = readyAccount();
    mocks.dynamodb.on(DescribeTableCommand).resolves({ Table: { TableName: 'cipherword-prod-game' } });
    mocks.secrets.on(DescribeSecretCommand, { SecretId: 'cipherword-prod/word-secret' }).resolves({ Name: 'w', DeletedDate: new Date() });
    mocks.logsGame.on(DescribeLogGroupsCommand).resolves({ logGroups: [{ logGroupName: '/aws/lambda/cipherword-prod-submit-guess' }] });
    mocks.logsEdge.on(DescribeLogGroupsCommand).resolves({ logGroups: [{ logGroupName: 'aws-waf-logs-cipherword-prod' }] });
    const checks = failed(await preflight(target(), clients));
    expect(checks.map((c) => c.check)).toEqual(['left from an earlier game stack', 'left from an earlier edge stack']);
    expect(checks[0].detail).toMatch(
      /log group \/aws\/lambda\/cipherword-prod-submit-guess, table cipherword-prod-game, secret cipherword-prod\/word-secret \(scheduled for deletion\)/,
    );
    expect(checks[1].detail).toMatch(/log group aws-waf-logs-cipherword-prod \(us-east-1\)/);
  });

  it('turns an AWS error it cannot interpret into a failed check, and still runs the rest', async () => {
    const { clients, mocks } = readyAccount();
    mocks.lambda
      .on(GetAccountSettingsCommand)
      .rejects(Object.assign(new Error('User is not authorized'), { name: 'AccessDeniedException' }));
    const checks = await preflight(target(), clients);
    expect(failed(checks)).toEqual([
      expect.objectContaining({ check: 'Lambda concurrency', detail: 'could not check: User is not authorized' }),
    ]);
    expect(checks.filter((c) => c.status === 'ok').length).toBeGreaterThan(5);
    const printed = report(target(), checks);
    expect(printed).toMatch(
      /✘ Lambda concurrency: could not check: User is not authorized\n\s+fix: run it with the deploying credentials\n/,
    );
    expect(printed).toMatch(/\n1 to fix before npx cdk deploy --all -c stage=prod$/);
  });
});
