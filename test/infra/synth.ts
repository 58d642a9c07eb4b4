/**
 * The CDK app synthesised as `cdk synth` does (cdk.json's context, cdk-nag's checks), for the infra
 * tests. The AWS control plane cannot run here: the templates are what the tests assert.
 */
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudFormationStackArtifact } from 'aws-cdk-lib/cx-api';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../bin/app';

export type Resources = Record<
  string,
  {
    Type: string;
    Properties: Record<string, any>;
    DeletionPolicy?: string;
    UpdateReplacePolicy?: string;
    DependsOn?: string[];
    UpdatePolicy?: any;
  }
>;

/** cdk.json's context: the feature flags and each stage's committed settings. */
export const cdkJsonContext = JSON.parse(readFileSync(join(__dirname, '..', '..', 'cdk.json'), 'utf8')).context as Record<string, unknown>;

/** The repository address the tests give the app (cdk.json holds a placeholder until the team sets it). */
export const TEST_REPOSITORY = 'https://github.com/example/cipherword';

export interface Synthesized {
  game: Template;
  /** The game's alarms and its dashboard: a stack nested in the game's (lib/constructs/monitoring/index.ts). */
  gameAlarms: Template;
  edge: Template;
  edgeAlarms: Template;
  gameArtifact: CloudFormationStackArtifact;
  edgeArtifact: CloudFormationStackArtifact;
  edgeAlarmsArtifact: CloudFormationStackArtifact;
}

/**
 * Synthesises one stage; throws (with cdk-nag's findings) as `cdk synth` would fail. `bundle`: run
 * esbuild for every handler as a deploy does (one synthesis in the suite proves it works); the others
 * skip it as `cdk deploy --exclusively` skips other stacks, since their templates do not depend on it.
 */
export function synthesize(context: Record<string, string> = {}, { bundle = false } = {}): Synthesized {
  const bundling = bundle ? {} : { 'aws:cdk:bundling-stacks': [] };
  // Its own output directory: removed at once when nothing was bundled (the templates are read), else by
  // removeSynthesis once the test file is done with the bundles (tens of MB each run).
  const outdir = mkdtempSync(join(tmpdir(), 'cipherword-synth-'));
  const app = new App({ outdir, context: { ...cdkJsonContext, repositoryUrl: TEST_REPOSITORY, ...bundling, ...context } });
  // No AWS_REGION from the shell running the tests: the stage's own region, as on a clean machine.
  const { game, edge, edgeAlarms } = buildApp(app, {});
  let assembly;
  try {
    assembly = app.synth(); // runs the cdk-nag plugin: any unacknowledged finding throws here
  } catch (error) {
    rmSync(outdir, { recursive: true, force: true });
    throw error;
  }
  const synthesized = {
    game: Template.fromStack(game),
    gameAlarms: Template.fromStack(game.monitoring.watch),
    edge: Template.fromStack(edge),
    edgeAlarms: Template.fromStack(edgeAlarms),
    gameArtifact: assembly.getStackByName(game.stackName),
    edgeArtifact: assembly.getStackByName(edge.stackName),
    edgeAlarmsArtifact: assembly.getStackByName(edgeAlarms.stackName),
  };
  if (!bundle) removeSynthesis(synthesized);
  return synthesized;
}

/** Removes a synthesis's output directory (its bundled assets). */
export function removeSynthesis(synthesized: Synthesized | undefined): void {
  if (synthesized) rmSync(synthesized.gameArtifact.assembly.directory, { recursive: true, force: true });
}

/**
 * What a value of the game stack is called inside its nested alarm stack: the parameter the game
 * stack passes it as (`{ Ref: <that> }` there stands for `{ Ref: logicalId }`, or the value given, here).
 */
export function inGameAlarms(t: Synthesized, logicalId: string | object): string {
  const nested = only(Object.values(resourcesOf(t.game, 'AWS::CloudFormation::Stack')));
  const passed = Object.entries(nested.Properties.Parameters as Record<string, unknown>);
  const wanted = JSON.stringify(typeof logicalId === 'string' ? { Ref: logicalId } : logicalId);
  return only(passed.filter(([, value]) => JSON.stringify(value) === wanted))[0];
}

export const resourcesOf = (template: Template, type: string): Resources => template.findResources(type) as Resources;

export const only = <T>(values: T[]): T => {
  if (values.length !== 1) throw new Error(`expected exactly one, found ${values.length}`);
  return values[0];
};
