/**
 * `npm run rollback -- --stage prod [--route <name>]…`: puts each route's `live` alias (what API
 * Gateway invokes) back on the version before, in the stage's own region (cdk.json), in about a
 * minute. A route whose rollout is still under way has it stopped with CodeDeploy's own rollback;
 * any other is moved straight to its previous published version, with no canary and no alarm to
 * wait for. The rollout alarms watch only the version being rolled out (ExecutedVersion), so the
 * failures this answers cannot undo it. Deploying a fix later rolls forward as usual.
 */
import { CodeDeployClient, ListDeploymentsCommand, StopDeploymentCommand, type DeploymentStatus } from '@aws-sdk/client-codedeploy';
import { GetAliasCommand, LambdaClient, ListVersionsByFunctionCommand, UpdateAliasCommand } from '@aws-sdk/client-lambda';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { routes } from '../lambdas/routes';
import { stageNames, type StageName } from '../lib/names';
import { gameRegion, stageNameOf, stageSettings } from '../lib/stage';

/** A CodeDeploy rollout not yet finished: stopping it shifts the alias back by CodeDeploy's own rollback. */
const UNFINISHED: DeploymentStatus[] = ['Created', 'Queued', 'InProgress', 'Ready'];

export interface RollbackTarget {
  stage: StageName;
  region: string;
  /** The routes to roll back (every route when none is named). */
  routes: string[];
}

export interface RollbackClients {
  lambda: LambdaClient;
  codedeploy: CodeDeployClient;
}

export interface RouteRollback {
  route: string;
  status: 'rolled back' | 'rollout stopped' | 'failed';
  detail: string;
}

/** The stage, its region and the routes, from cdk.json and the command line; throws naming what is wrong. */
export function rollbackTarget(
  context: Record<string, unknown>,
  args: { stage?: string; route?: string[] },
  env: NodeJS.ProcessEnv = process.env,
): RollbackTarget {
  if (!args.stage) throw new Error('--stage prod (or dev) is required: a rollback names the stage it acts on');
  const lookup = (key: string) => (key === 'stage' ? args.stage : context[key]);
  const stage = stageNameOf(lookup);
  if (stage !== 'prod')
    throw new Error(`The ${stage} stage deploys all at once, with no aliases: roll back by deploying the previous commit (docs/deploy.md)`);
  const known: string[] = routes.map((r) => r.name);
  const unknown = (args.route ?? []).filter((name) => !known.includes(name));
  if (unknown.length) throw new Error(`No route named ${unknown.join(', ')}: the routes are ${known.join(', ')}`);
  return { stage, region: gameRegion(stage, stageSettings(lookup, stage), env), routes: args.route?.length ? args.route : known };
}

/** Lambda's published versions are numbers; $LATEST is not one to go back to. */
async function earlierVersion(lambda: LambdaClient, functionName: string, current: number): Promise<number | undefined> {
  let marker: string | undefined;
  let best: number | undefined;
  do {
    const page = await lambda.send(new ListVersionsByFunctionCommand({ FunctionName: functionName, Marker: marker }));
    for (const { Version } of page.Versions ?? []) {
      const version = Number(Version);
      if (Number.isInteger(version) && version < current && (best === undefined || version > best)) best = version;
    }
    marker = page.NextMarker;
  } while (marker);
  return best;
}

async function rollbackRoute(target: RollbackTarget, clients: RollbackClients, route: string): Promise<RouteRollback> {
  const names = stageNames(target.stage);
  const functionName = names.functionName(route);
  const live = names.liveAlias;
  const alias = await clients.lambda.send(new GetAliasCommand({ FunctionName: functionName, Name: live }));
  const current = Number(alias.FunctionVersion);
  const { deployments = [] } = await clients.codedeploy.send(
    new ListDeploymentsCommand({
      applicationName: names.deploymentApplication,
      deploymentGroupName: names.deploymentGroup(route),
      includeOnlyStatuses: UNFINISHED,
    }),
  );
  if (deployments.length > 0) {
    for (const deploymentId of deployments)
      await clients.codedeploy.send(new StopDeploymentCommand({ deploymentId, autoRollbackEnabled: true }));
    return {
      route,
      status: 'rollout stopped',
      detail: `stopped ${deployments.join(', ')}: CodeDeploy shifts ${live} back to version ${current}`,
    };
  }
  // A canary split with no rollout behind it: all calls back on the alias's own (older) version.
  const split = Object.keys(alias.RoutingConfig?.AdditionalVersionWeights ?? {}).length > 0;
  const previous = split ? current : await earlierVersion(clients.lambda, functionName, current);
  if (previous === undefined)
    return {
      route,
      status: 'failed',
      detail: `${live} is on version ${current}, the first published: nothing earlier to go back to`,
    };
  await clients.lambda.send(
    new UpdateAliasCommand({
      FunctionName: functionName,
      Name: live,
      FunctionVersion: String(previous),
      RoutingConfig: { AdditionalVersionWeights: {} },
      RevisionId: alias.RevisionId, // refused if the alias moved meanwhile (a rollout starting): run it again
    }),
  );
  return {
    route,
    status: 'rolled back',
    detail: split ? `${live}: the canary split removed, every call on version ${current}` : `${live}: version ${current} → ${previous}`,
  };
}

/** Every route at once; a route that fails is reported, the others still roll back. */
export async function rollback(target: RollbackTarget, clients: RollbackClients): Promise<RouteRollback[]> {
  return Promise.all(
    target.routes.map((route) =>
      rollbackRoute(target, clients, route).catch((error: Error): RouteRollback => ({
        route,
        status: 'failed',
        detail: `${error.name}: ${error.message}`,
      })),
    ),
  );
}

export function rollbackReport(target: RollbackTarget, results: RouteRollback[]): string {
  const failed = results.filter((r) => r.status === 'failed');
  return [
    `Rollback of stage ${target.stage} in ${target.region}:`,
    ...results.map((r) => `  ${r.status === 'failed' ? '✘' : '✔'} ${r.route}: ${r.status}, ${r.detail}`),
    failed.length === 0
      ? 'Done. Watch the dashboard; deploy a fix when ready (docs/runbook.md, "Rolling back a release").'
      : `${failed.length} route(s) not rolled back: see docs/runbook.md, "Rolling back a release".`,
  ].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { stage: { type: 'string' }, route: { type: 'string', multiple: true } } });
  const { context } = JSON.parse(readFileSync(join(__dirname, '..', 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const target = rollbackTarget(context, values);
  const results = await rollback(target, {
    lambda: new LambdaClient({ region: target.region }),
    codedeploy: new CodeDeployClient({ region: target.region }),
  });
  console.log(rollbackReport(target, results));
  process.exitCode = results.some((r) => r.status === 'failed') ? 1 : 0;
}

if (require.main === module)
  main().catch((error: Error) => {
    console.error(`Rollback refused: ${error.message}`);
    process.exitCode = 1;
  });
