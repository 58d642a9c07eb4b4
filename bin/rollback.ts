/**
 * `npm run rollback -- --stage prod [--route <name>]…`: puts the routes the last release changed
 * back on the version that was live before it, in the stage's own region (cdk.json), in about a
 * minute, as the OnCallRollback role (docs/runbook.md, "Rolling back a release").
 *
 * What was live before is what CodeDeploy recorded: each release's rollout of a route is a
 * deployment whose AppSpec names the version it moved from (CurrentVersion) and to (TargetVersion),
 * and every version is retained through releases (lib/constructs/handler-function.ts). So:
 * - a route whose rollout is still under way has it stopped with CodeDeploy's own rollback;
 * - a route whose last rollout succeeded in the last release (since the game stack's last update
 *   began) and is still on its TargetVersion goes back to its CurrentVersion, with no canary;
 * - a route the last release did not change is left alone (its code did not change, so neither did
 *   its version);
 * - the web build's files the last release changed are put back as they were (./rollback-site.ts).
 * Naming routes (`--route`) moves each named one back over its own last rollout, whichever release
 * made it, and nothing else.
 * The rollout alarms watch only the version being rolled out (ExecutedVersion), so the failures
 * this answers cannot undo it. Deploying a fix later rolls forward as usual.
 */
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import {
  CodeDeployClient,
  GetDeploymentCommand,
  ListDeploymentsCommand,
  StopDeploymentCommand,
  type DeploymentStatus,
} from '@aws-sdk/client-codedeploy';
import { GetAliasCommand, LambdaClient, UpdateAliasCommand } from '@aws-sdk/client-lambda';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { S3Client } from '@aws-sdk/client-s3';
import { routes } from '../lambdas/routes';
import { GAME_OUTPUTS, stageNames, type StageName } from '../lib/names';
import { gameRegion, stageNameOf, stageSettings } from '../lib/stage';
import { rollbackSite, type Site, type SiteClients } from './rollback-site';

/** How the report names the web build beside the routes. */
export const WEB_BUILD = 'web build';

/** Who creates the deployments that undo a rollout (CodeDeploy's `creator`). */
const ROLLBACK_CREATORS = ['CloudFormationRollback', 'codeDeployRollback'];

/** A CodeDeploy rollout not yet finished: stopping it shifts the alias back by CodeDeploy's own rollback. */
const UNFINISHED: DeploymentStatus[] = ['Created', 'Queued', 'InProgress', 'Ready'];

export interface RollbackTarget {
  stage: StageName;
  region: string;
  /** The routes to roll back (every route when none is named). */
  routes: string[];
  /** Whether routes were named: each named one goes back over its own last rollout, whichever release made it. */
  named: boolean;
}

export interface RollbackClients extends SiteClients {
  lambda: LambdaClient;
  codedeploy: CodeDeployClient;
  cloudformation: CloudFormationClient;
}

export interface RouteRollback {
  route: string;
  status: 'rolled back' | 'rollout stopped' | 'unchanged' | 'failed';
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
  const named = (args.route?.length ?? 0) > 0;
  return { stage, region: gameRegion(stage, stageSettings(lookup, stage), env), routes: named ? args.route! : known, named };
}

/** The versions one rollout moved the live alias between, from its AppSpec (CloudFormation writes it as JSON). */
interface Rollout {
  id: string;
  created: Date;
  from: number;
  to: number;
}

/**
 * When the game stack's last update (the last release) began (its rollouts were created after it,
 * its files written after it) and where its web build lives.
 */
async function lastRelease(target: RollbackTarget, clients: RollbackClients): Promise<{ started: Date; site: Site }> {
  const stackName = stageNames(target.stage).stacks.game;
  const { Stacks = [] } = await clients.cloudformation.send(new DescribeStacksCommand({ StackName: stackName }));
  const stack = Stacks[0];
  const started = stack?.LastUpdatedTime ?? stack?.CreationTime;
  if (!started) throw new Error(`${stackName} has no update time: is it deployed in ${target.region}?`);
  const output = (key: string) => {
    const value = stack?.Outputs?.find((o) => o.OutputKey === key)?.OutputValue;
    if (!value) throw new Error(`${stackName} has no output ${key}: deploy the stack of this commit first`);
    return value;
  };
  return { started, site: { bucket: output(GAME_OUTPUTS.siteBucket), distributionId: output(GAME_OUTPUTS.distributionId) } };
}

/**
 * The route's last succeeded rollout (since `since`, when given: CodeDeploy lists only those): the
 * one whose CurrentVersion was live before it.
 */
async function lastRollout(target: RollbackTarget, clients: RollbackClients, route: string, since?: Date): Promise<Rollout | undefined> {
  const names = stageNames(target.stage);
  const ids: string[] = [];
  let nextToken: string | undefined;
  do {
    const page = await clients.codedeploy.send(
      new ListDeploymentsCommand({
        applicationName: names.deploymentApplication,
        deploymentGroupName: names.deploymentGroup(route),
        includeOnlyStatuses: ['Succeeded'],
        ...(since ? { createTimeRange: { start: since } } : {}),
        nextToken,
      }),
    );
    ids.push(...(page.deployments ?? []));
    nextToken = page.nextToken;
  } while (nextToken);
  let newest: Rollout | undefined;
  for (const id of ids) {
    const { deploymentInfo } = await clients.codedeploy.send(new GetDeploymentCommand({ deploymentId: id }));
    const created = deploymentInfo?.createTime;
    if (!created || (newest && created <= newest.created)) continue;
    // A rollback's own deployment (CloudFormation undoing a failed update, CodeDeploy undoing a
    // canary) moves new → old: its "current" is the bad version, never one to go back to.
    if (ROLLBACK_CREATORS.includes(deploymentInfo?.creator ?? '') || deploymentInfo?.rollbackInfo?.rollbackTriggeringDeploymentId) continue;
    const content = deploymentInfo?.revision?.appSpecContent?.content;
    if (!content) throw new Error(`deployment ${id} has no AppSpec content to read the versions from`);
    const spec = JSON.parse(content) as {
      Resources?: Record<string, { Properties?: { CurrentVersion?: string; TargetVersion?: string } }>[];
    };
    const properties = Object.values(spec.Resources?.[0] ?? {})[0]?.Properties;
    const [from, to] = [Number(properties?.CurrentVersion), Number(properties?.TargetVersion)];
    if (!Number.isInteger(from) || !Number.isInteger(to))
      throw new Error(`deployment ${id}'s AppSpec names no CurrentVersion and TargetVersion`);
    newest = { id, created, from, to };
  }
  return newest;
}

async function rollbackRoute(
  target: RollbackTarget,
  clients: RollbackClients,
  route: string,
  releaseStarted?: Date,
): Promise<RouteRollback> {
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
  let previous = current;
  if (!split) {
    const rollout = await lastRollout(target, clients, route, releaseStarted);
    if (!rollout)
      return {
        route,
        status: 'unchanged',
        detail: `${releaseStarted ? 'not changed by the last release' : 'no rollout recorded'}: ${live} stays on version ${current}`,
      };
    if (rollout.to !== current)
      return {
        route,
        status: 'unchanged',
        detail: `${live} is on version ${current}, not on version ${rollout.to} that ${rollout.id} moved it to: left as it is`,
      };
    previous = rollout.from;
  }
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

const failed =
  (route: string) =>
  (error: Error): RouteRollback => ({ route, status: 'failed', detail: `${error.name}: ${error.message}` });

/**
 * Every route at once, then the web build (unless routes were named); a part that fails is reported,
 * the others still roll back.
 */
export async function rollback(target: RollbackTarget, clients: RollbackClients): Promise<RouteRollback[]> {
  // Named routes go back over their own last rollout; otherwise only what the last release changed.
  const release = target.named ? undefined : await lastRelease(target, clients);
  const routesBack = await Promise.all(
    target.routes.map((route) => rollbackRoute(target, clients, route, release?.started).catch(failed(route))),
  );
  if (!release) return routesBack;
  const site = await rollbackSite(release.site, release.started, clients).then(
    ({ status, detail }): RouteRollback => ({ route: WEB_BUILD, status, detail }),
    failed(WEB_BUILD),
  );
  return [...routesBack, site];
}

const MARK: Record<RouteRollback['status'], string> = { 'rolled back': '✔', 'rollout stopped': '✔', unchanged: '·', failed: '✘' };

export function rollbackReport(target: RollbackTarget, results: RouteRollback[]): string {
  const failures = results.filter((r) => r.status === 'failed');
  return [
    `Rollback of stage ${target.stage} in ${target.region}:`,
    ...results.map((r) => `  ${MARK[r.status]} ${r.route}: ${r.status}, ${r.detail}`),
    failures.length === 0
      ? 'Done. Watch the dashboard; deploy a fix when ready (docs/runbook.md, "Rolling back a release").'
      : `${failures.length} part(s) not rolled back: see docs/runbook.md, "Rolling back a release".`,
  ].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { stage: { type: 'string' }, route: { type: 'string', multiple: true } } });
  const { context } = JSON.parse(readFileSync(join(__dirname, '..', 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const target = rollbackTarget(context, values);
  const results = await rollback(target, {
    lambda: new LambdaClient({ region: target.region }),
    codedeploy: new CodeDeployClient({ region: target.region }),
    cloudformation: new CloudFormationClient({ region: target.region }),
    s3: new S3Client({ region: target.region }),
    cloudfront: new CloudFrontClient({ region: target.region }),
  });
  console.log(rollbackReport(target, results));
  process.exitCode = results.some((r) => r.status === 'failed') ? 1 : 0;
}

if (require.main === module)
  main().catch((error: Error) => {
    console.error(`Rollback refused: ${error.message}`);
    process.exitCode = 1;
  });
