/**
 * `npm run rollback`, against mocked AWS SDK clients (aws-sdk-client-mock): Lambda's, CodeDeploy's
 * and CloudFormation's control planes cannot run here, so each answer AWS would give is stood in
 * for, in the SDK's own command shapes and error names. The stand-in is an account after three
 * releases as CloudFormation leaves it: a version a release replaced is deleted unless the template
 * retains it (read from the synthesised prod template), and each rollout is a CodeDeploy deployment
 * whose AppSpec names the versions it moved between.
 */
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import {
  CodeDeployClient,
  GetDeploymentCommand,
  ListDeploymentsCommand,
  StopDeploymentCommand,
  type ListDeploymentsCommandInput,
} from '@aws-sdk/client-codedeploy';
import {
  GetAliasCommand,
  LambdaClient,
  ResourceNotFoundException,
  UpdateAliasCommand,
  type UpdateAliasCommandInput,
} from '@aws-sdk/client-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { rollback, rollbackReport, rollbackTarget } from '../../bin/rollback';
import { routes } from '../../lambdas/routes';
import { cdkJsonContext, resourcesOf, synthesize } from './synth';

const REGION = 'eu-west-1';
const prodTarget = (route?: string[]) => rollbackTarget(cdkJsonContext, { stage: 'prod', route }, {});
const fn = (route: string) => `cipherword-prod-${route}`;

/** Whether the prod template keeps a function's versions when a later release drops them (Retain, RetainExceptOnCreate). */
let versionsRetained: boolean;
beforeAll(() => {
  const prod = synthesize({ stage: 'prod', alarmEmail: 'oncall@example.com', googleClientId: 'google-client-123' });
  const versions = Object.values(resourcesOf(prod.game, 'AWS::Lambda::Version'));
  versionsRetained =
    versions.length > 0 && versions.every((version) => ['Retain', 'RetainExceptOnCreate'].includes(version.DeletionPolicy!));
}, 300_000);

/** The three releases: the stack's creation (every alias on version 1), then two updates. */
const RELEASES = [new Date('2026-11-01T10:00:00Z'), new Date('2026-11-10T10:00:00Z'), new Date('2026-11-20T10:00:00Z')];
/** What the last release changed (the others' code, hence their versions, stayed as they were). */
const CHANGED_LAST = ['submit-guess', 'load-game-state', 'game-report'];

/**
 * A prod account after three releases: release 2 changed every route (version 1 → 2), release 3 the
 * routes in CHANGED_LAST (2 → 3). Each update is a CodeDeploy rollout per changed route, created a
 * minute after the stack's update began. A replaced version is gone unless `retained`.
 */
function prodAccount({ retained = versionsRetained } = {}) {
  const lambda = new LambdaClient({ region: REGION });
  const codedeploy = new CodeDeployClient({ region: REGION });
  const cloudformation = new CloudFormationClient({ region: REGION });
  const lambdaMock = mockClient(lambda);
  const deployMock = mockClient(codedeploy);
  const stacksMock = mockClient(cloudformation);
  const live = new Map(routes.map((r) => [fn(r.name), CHANGED_LAST.includes(r.name) ? 3 : 2]));
  const versions = new Map(
    routes.map((r) => [fn(r.name), new Set(retained ? [1, 2, 3].filter((v) => v <= live.get(fn(r.name))!) : [live.get(fn(r.name))!])]),
  );
  const rollouts = new Map<string, { group: string; created: Date; from: number; to: number; creator?: string }>();
  for (const route of routes) {
    rollouts.set(`d-2-${route.name}`, { group: fn(route.name), created: new Date(RELEASES[1].getTime() + 60_000), from: 1, to: 2 });
    if (CHANGED_LAST.includes(route.name))
      rollouts.set(`d-3-${route.name}`, { group: fn(route.name), created: new Date(RELEASES[2].getTime() + 60_000), from: 2, to: 3 });
  }
  lambdaMock.on(GetAliasCommand).callsFake(({ FunctionName }: { FunctionName: string }) => ({
    Name: 'live',
    FunctionVersion: String(live.get(FunctionName)),
    RevisionId: 'rev-1',
  }));
  lambdaMock.on(UpdateAliasCommand).callsFake(({ FunctionName, FunctionVersion }: UpdateAliasCommandInput) => {
    if (!versions.get(FunctionName!)?.has(Number(FunctionVersion)))
      throw new ResourceNotFoundException({ message: `Function not found: ${FunctionName}:${FunctionVersion}`, $metadata: {} });
    live.set(FunctionName!, Number(FunctionVersion));
    return {};
  });
  // As CodeDeploy lists them: by group, status and, when asked, the time they were created from.
  deployMock
    .on(ListDeploymentsCommand)
    .callsFake(({ deploymentGroupName, includeOnlyStatuses, createTimeRange }: ListDeploymentsCommandInput) => ({
      deployments: includeOnlyStatuses?.includes('Succeeded')
        ? [...rollouts]
            .filter(([, r]) => r.group === deploymentGroupName && (!createTimeRange?.start || r.created >= createTimeRange.start))
            .map(([id]) => id)
        : [],
    }));
  deployMock.on(GetDeploymentCommand).callsFake(({ deploymentId }: { deploymentId: string }) => {
    const { group, created, from, to, creator = 'CloudFormation' } = rollouts.get(deploymentId)!;
    // As CloudFormation writes a Lambda rollout's AppSpec.
    const appSpec = {
      version: 0.0,
      Resources: [
        {
          [group]: {
            Type: 'AWS::Lambda::Function',
            Properties: { Name: group, Alias: 'live', CurrentVersion: String(from), TargetVersion: String(to) },
          },
        },
      ],
    };
    return {
      deploymentInfo: {
        deploymentId,
        status: 'Succeeded',
        creator,
        createTime: created,
        revision: { revisionType: 'AppSpecContent', appSpecContent: { content: JSON.stringify(appSpec) } },
      },
    };
  });
  deployMock.on(StopDeploymentCommand).resolves({ status: 'Pending' });
  stacksMock.on(DescribeStacksCommand, { StackName: 'Cipherword-prod' }).resolves({
    Stacks: [{ StackName: 'Cipherword-prod', StackStatus: 'UPDATE_COMPLETE', CreationTime: RELEASES[0], LastUpdatedTime: RELEASES[2] }],
  });
  return { clients: { lambda, codedeploy, cloudformation }, lambdaMock, deployMock, live, rollouts };
}

describe('npm run rollback', () => {
  it('after three releases, moves only the routes the last release changed, each to the version live before it', async () => {
    const { clients, lambdaMock, live } = prodAccount();
    const target = prodTarget();
    expect(target.region).toBe(REGION);
    const results = await rollback(target, clients);
    expect(results.filter((r) => r.status === 'rolled back').map((r) => r.route)).toEqual(CHANGED_LAST);
    expect(results.filter((r) => r.status !== 'rolled back').map((r) => r.status)).toEqual(
      routes.filter((r) => !CHANGED_LAST.includes(r.name)).map(() => 'unchanged'),
    );
    for (const update of lambdaMock.commandCalls(UpdateAliasCommand).map((call) => call.args[0].input))
      expect(update).toEqual({
        FunctionName: update.FunctionName,
        Name: 'live',
        FunctionVersion: '2',
        RoutingConfig: { AdditionalVersionWeights: {} },
        RevisionId: 'rev-1',
      });
    expect(routes.map((r) => live.get(fn(r.name)))).toEqual(routes.map(() => 2));
    expect(await clients.lambda.config.region()).toBe(REGION);
    const report = rollbackReport(target, results);
    expect(report).toContain('✔ submit-guess: rolled back, live: version 3 → 2');
    expect(report).toContain('· get-credits: unchanged, not changed by the last release: live stays on version 2');
  });

  it('has nothing to go back to where a release deletes the version it replaces (as CloudFormation does unless retained)', async () => {
    expect(versionsRetained).toBe(true); // the prod template retains them, so the test above could go back
    const { clients } = prodAccount({ retained: false });
    const [result] = await rollback(prodTarget(['submit-guess']), clients);
    expect(result).toEqual({
      route: 'submit-guess',
      status: 'failed',
      detail: 'ResourceNotFoundException: Function not found: cipherword-prod-submit-guess:2',
    });
  });

  it('moves a named route back over its own last rollout, whichever release made it, and only the routes named', async () => {
    const { clients, lambdaMock } = prodAccount();
    const results = await rollback(prodTarget(['get-credits', 'submit-guess']), clients);
    expect(results.map((r) => r.detail)).toEqual(['live: version 2 → 1', 'live: version 3 → 2']);
    expect(lambdaMock.commandCalls(UpdateAliasCommand).map((c) => c.args[0].input.FunctionName)).toEqual([
      fn('get-credits'),
      fn('submit-guess'),
    ]);
  });

  it('leaves a route whose alias has moved since its last rollout (rolled back already), and says so', async () => {
    const { clients, live } = prodAccount();
    live.set(fn('submit-guess'), 2);
    const [result] = await rollback(prodTarget(['submit-guess']), clients);
    expect(result).toEqual({
      route: 'submit-guess',
      status: 'unchanged',
      detail: 'live is on version 2, not on version 3 that d-3-submit-guess moved it to: left as it is',
    });
  });

  it('never takes a rollback’s own deployment for a release: CloudFormation undoing a failed update moves new → old', async () => {
    const { clients, lambdaMock, live, rollouts } = prodAccount();
    // A fourth update failed: CloudFormation moved submit-guess to 4, then back to 3, with a deployment of its own.
    rollouts.set('d-4-submit-guess', { group: fn('submit-guess'), created: new Date(RELEASES[2].getTime() + 120_000), from: 3, to: 4 });
    rollouts.set('d-4-back-submit-guess', {
      group: fn('submit-guess'),
      created: new Date(RELEASES[2].getTime() + 180_000),
      from: 4,
      to: 3,
      creator: 'CloudFormationRollback',
    });
    const [result] = await rollback(prodTarget(['submit-guess']), clients);
    expect(result).toEqual({
      route: 'submit-guess',
      status: 'unchanged',
      detail: 'live is on version 3, not on version 4 that d-4-submit-guess moved it to: left as it is',
    });
    expect(lambdaMock.commandCalls(UpdateAliasCommand)).toHaveLength(0);
    expect(live.get(fn('submit-guess'))).toBe(3);
  });

  it("stops a rollout still under way with CodeDeploy's own rollback instead of moving the alias under it", async () => {
    const { clients, lambdaMock, deployMock } = prodAccount();
    deployMock
      .on(ListDeploymentsCommand, {
        deploymentGroupName: 'cipherword-prod-submit-guess',
        includeOnlyStatuses: ['Created', 'Queued', 'InProgress', 'Ready'],
      })
      .resolves({ deployments: ['d-ABC123'] });
    const [result] = await rollback(prodTarget(['submit-guess']), clients);
    expect(result).toEqual({
      route: 'submit-guess',
      status: 'rollout stopped',
      detail: 'stopped d-ABC123: CodeDeploy shifts live back to version 3',
    });
    expect(deployMock.commandCalls(StopDeploymentCommand)[0].args[0].input).toEqual({
      deploymentId: 'd-ABC123',
      autoRollbackEnabled: true,
    });
    expect(lambdaMock.commandCalls(UpdateAliasCommand)).toHaveLength(0);
  });

  it('clears a canary split left without a rollout: every call back on the older version', async () => {
    const { clients, lambdaMock } = prodAccount();
    lambdaMock
      .on(GetAliasCommand)
      .resolves({ FunctionVersion: '2', RevisionId: 'rev-2', RoutingConfig: { AdditionalVersionWeights: { '3': 0.1 } } });
    const [result] = await rollback(prodTarget(['get-credits']), clients);
    expect(result.status).toBe('rolled back');
    expect(lambdaMock.commandCalls(UpdateAliasCommand)[0].args[0].input).toMatchObject({
      FunctionVersion: '2',
      RoutingConfig: { AdditionalVersionWeights: {} },
    });
  });

  it('reports a route it cannot roll back and still rolls back the others', async () => {
    const { clients, lambdaMock } = prodAccount();
    lambdaMock
      .on(GetAliasCommand, { FunctionName: 'cipherword-prod-use-helper' })
      .rejects(new ResourceNotFoundException({ message: 'Alias not found', $metadata: {} }));
    const target = prodTarget(['use-helper', 'submit-guess']);
    const results = await rollback(target, clients);
    expect(results).toEqual([
      { route: 'use-helper', status: 'failed', detail: 'ResourceNotFoundException: Alias not found' },
      { route: 'submit-guess', status: 'rolled back', detail: 'live: version 3 → 2' },
    ]);
    expect(rollbackReport(target, results)).toMatch(/1 route\(s\) not rolled back/);
  });

  it('refuses, before any call, a region other than the stage’s, an unknown route, dev, or no stage', () => {
    expect(() => rollbackTarget(cdkJsonContext, { stage: 'prod' }, { AWS_REGION: 'us-east-1' })).toThrow(
      'AWS_REGION is us-east-1, but the prod stage lives in eu-west-1',
    );
    expect(() => rollbackTarget(cdkJsonContext, { stage: 'prod', route: ['submit-gues'] }, {})).toThrow(
      /No route named submit-gues: the routes are /,
    );
    expect(() => rollbackTarget(cdkJsonContext, { stage: 'dev' }, {})).toThrow(/deploys all at once, with no aliases/);
    expect(() => rollbackTarget(cdkJsonContext, {}, {})).toThrow(/--stage prod .* is required/);
  });
});
