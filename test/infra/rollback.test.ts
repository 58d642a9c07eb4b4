/**
 * `npm run rollback`, against mocked AWS SDK clients (aws-sdk-client-mock): Lambda's and
 * CodeDeploy's control planes cannot run here, so each answer AWS would give is stood in for, in
 * the SDK's own command shapes and error names. What is asserted is what the tool asks AWS to do.
 */
import { CodeDeployClient, ListDeploymentsCommand, StopDeploymentCommand } from '@aws-sdk/client-codedeploy';
import {
  GetAliasCommand,
  LambdaClient,
  ListVersionsByFunctionCommand,
  ResourceNotFoundException,
  UpdateAliasCommand,
} from '@aws-sdk/client-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { rollback, rollbackReport, rollbackTarget } from '../../bin/rollback';
import { routes } from '../../lambdas/routes';
import { cdkJsonContext } from './synth';

const REGION = 'eu-west-1';
const prodTarget = (route?: string[]) => rollbackTarget(cdkJsonContext, { stage: 'prod', route }, {});

/** A prod account whose every function's live alias is on version 7, with versions 1 to 7 published (two pages of them). */
function prodAccount() {
  const lambda = new LambdaClient({ region: REGION });
  const codedeploy = new CodeDeployClient({ region: REGION });
  const lambdaMock = mockClient(lambda);
  const deployMock = mockClient(codedeploy);
  lambdaMock.on(GetAliasCommand).resolves({ Name: 'live', FunctionVersion: '7', RevisionId: 'rev-1' });
  lambdaMock
    .on(ListVersionsByFunctionCommand)
    .resolves({ Versions: [{ Version: '$LATEST' }, { Version: '1' }, { Version: '2' }, { Version: '3' }], NextMarker: 'page-2' });
  lambdaMock
    .on(ListVersionsByFunctionCommand, { Marker: 'page-2' })
    .resolves({ Versions: [{ Version: '4' }, { Version: '5' }, { Version: '6' }, { Version: '7' }] });
  lambdaMock.on(UpdateAliasCommand).resolves({});
  deployMock.on(ListDeploymentsCommand).resolves({ deployments: [] });
  deployMock.on(StopDeploymentCommand).resolves({ status: 'Pending' });
  return { clients: { lambda, codedeploy }, lambdaMock, deployMock };
}

describe('npm run rollback', () => {
  it("moves every route's live alias to the version before, in the stage's region, with no canary split left", async () => {
    const { clients, lambdaMock } = prodAccount();
    const target = prodTarget();
    expect(target.region).toBe(REGION);
    const results = await rollback(target, clients);
    expect(results.map((r) => r.status)).toEqual(routes.map(() => 'rolled back'));
    const updates = lambdaMock.commandCalls(UpdateAliasCommand).map((call) => call.args[0].input);
    expect(updates.map((u) => u.FunctionName).sort()).toEqual(routes.map((r) => `cipherword-prod-${r.name}`).sort());
    for (const update of updates)
      expect(update).toEqual({
        FunctionName: update.FunctionName,
        Name: 'live',
        FunctionVersion: '6',
        RoutingConfig: { AdditionalVersionWeights: {} },
        RevisionId: 'rev-1',
      });
    expect(await clients.lambda.config.region()).toBe(REGION);
    expect(rollbackReport(target, results)).toContain('✔ submit-guess: rolled back, live: version 7 → 6');
  });

  it('rolls back only the routes named', async () => {
    const { clients, lambdaMock } = prodAccount();
    await rollback(prodTarget(['submit-guess', 'load-game-state']), clients);
    expect(lambdaMock.commandCalls(UpdateAliasCommand).map((c) => c.args[0].input.FunctionName)).toEqual([
      'cipherword-prod-submit-guess',
      'cipherword-prod-load-game-state',
    ]);
  });

  it("stops a rollout still under way with CodeDeploy's own rollback instead of moving the alias under it", async () => {
    const { clients, lambdaMock, deployMock } = prodAccount();
    deployMock.on(ListDeploymentsCommand, { deploymentGroupName: 'cipherword-prod-submit-guess' }).resolves({ deployments: ['d-ABC123'] });
    const [result] = await rollback(prodTarget(['submit-guess']), clients);
    expect(result).toEqual({
      route: 'submit-guess',
      status: 'rollout stopped',
      detail: 'stopped d-ABC123: CodeDeploy shifts live back to version 7',
    });
    expect(deployMock.commandCalls(ListDeploymentsCommand)[0].args[0].input).toMatchObject({
      applicationName: 'cipherword-prod',
      includeOnlyStatuses: expect.arrayContaining(['InProgress', 'Ready']),
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
      .resolves({ FunctionVersion: '7', RevisionId: 'rev-2', RoutingConfig: { AdditionalVersionWeights: { '8': 0.1 } } });
    const [result] = await rollback(prodTarget(['get-credits']), clients);
    expect(result.status).toBe('rolled back');
    expect(lambdaMock.commandCalls(UpdateAliasCommand)[0].args[0].input).toMatchObject({
      FunctionVersion: '7',
      RoutingConfig: { AdditionalVersionWeights: {} },
    });
  });

  it('reports a route it cannot roll back and still rolls back the others', async () => {
    const { clients, lambdaMock } = prodAccount();
    lambdaMock
      .on(GetAliasCommand, { FunctionName: 'cipherword-prod-use-helper' })
      .rejects(new ResourceNotFoundException({ message: 'Alias not found', $metadata: {} }));
    lambdaMock.on(GetAliasCommand, { FunctionName: 'cipherword-prod-get-archive' }).resolves({ FunctionVersion: '1', RevisionId: 'r' });
    const target = prodTarget(['use-helper', 'get-archive', 'submit-guess']);
    const results = await rollback(target, clients);
    expect(results).toEqual([
      { route: 'use-helper', status: 'failed', detail: 'ResourceNotFoundException: Alias not found' },
      { route: 'get-archive', status: 'failed', detail: 'live is on version 1, the first published: nothing earlier to go back to' },
      { route: 'submit-guess', status: 'rolled back', detail: 'live: version 7 → 6' },
    ]);
    expect(rollbackReport(target, results)).toMatch(/2 route\(s\) not rolled back/);
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
