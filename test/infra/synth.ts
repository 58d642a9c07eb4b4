/**
 * The CDK app synthesised as `cdk synth` does (cdk.json's context, cdk-nag and the Control Tower
 * checks), for the infra tests. The AWS control plane cannot run here: the templates are what the
 * tests assert.
 *
 * Each configuration (./configurations.ts) is synthesised once per run, by one process the infra
 * project's global setup starts (test/support/synthesize-once.ts), into a folder of its own; a test
 * file waits for the configurations it reads and loads their cloud assemblies from disk.
 */
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { CloudAssembly, type CloudFormationStackArtifact } from 'aws-cdk-lib/cx-api';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildApp } from '../../bin/app';
import { SYNTH_OPTIONS } from '../../lib/synth-options';
import { CONFIGURATIONS, TEST_REPOSITORY, type Configuration, type ConfigurationName } from './configurations';
import { isRunning } from '../support/processes';

const ROOT = join(__dirname, '..', '..');

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
export const cdkJsonContext = JSON.parse(readFileSync(join(ROOT, 'cdk.json'), 'utf8')).context as Record<string, unknown>;

/** What the Control Tower checks of a synthesis found, from that synthesis's own run of them. */
export interface ComplianceRecord {
  /** Whether they ran (a configuration with `checks: false` skips them). */
  checked: boolean;
  /** `rule: logicalId` of every finding no reason covers (any fails the synth). */
  unreasoned: string[];
  /** Every reason of the stage, and the ones that spoke for a resource. */
  reasons: { rule: string; reason: string }[];
  applied: { rule: string; reason: string }[];
}

/** What a synthesis leaves beside its cloud assembly for the tests. */
interface SynthesisRecord {
  stacks: { game: string; edge: string; edgeAlarms: string };
  /** The game's alarms' nested template, a file of the assembly. */
  gameAlarmsTemplate: string;
  /** Why the synth failed (cdk-nag's or the Control Tower findings), as `cdk synth` would say it. */
  error?: string;
  compliance: ComplianceRecord;
}
const RECORD = 'synthesis.json';

export interface Synthesized {
  game: Template;
  /** The game's alarms and its dashboard: a stack nested in the game's (lib/constructs/monitoring/index.ts). */
  gameAlarms: Template;
  edge: Template;
  edgeAlarms: Template;
  gameArtifact: CloudFormationStackArtifact;
  edgeArtifact: CloudFormationStackArtifact;
  edgeAlarmsArtifact: CloudFormationStackArtifact;
  /** Set when the synth failed as `cdk synth` would; the templates are still there to read. */
  error?: string;
  compliance: ComplianceRecord;
}

/** One configuration synthesised into `outdir` (emptied first), its record beside the assembly. */
export function synthesizeInto(outdir: string, { context, bundle = false, checks = true }: Configuration): void {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  // No bundling except where asked: the templates do not depend on it (as `cdk deploy --exclusively` skips other stacks).
  const bundling = bundle ? { [SYNTH_OPTIONS.bundleMetafile]: true } : { 'aws:cdk:bundling-stacks': [] };
  const app = new App({
    outdir,
    context: {
      ...cdkJsonContext,
      repositoryUrl: TEST_REPOSITORY,
      ...bundling,
      ...(checks ? {} : { [SYNTH_OPTIONS.checks]: 'off' }),
      ...context,
    },
    // CDK's own template rules (warnings only) go with the other checks.
    builtinCloudFormationValidation: checks,
  });
  // No AWS_REGION from the shell running the tests: the stage's own region, as on a clean machine.
  const { game, edge, edgeAlarms, controlTower } = buildApp(app, {});
  let error: string | undefined;
  try {
    app.synth(); // runs the checks: any unacknowledged finding throws here
  } catch (thrown) {
    error = (thrown as Error).message;
  }
  const reason = ({ rule, reason: text }: { rule: string; reason: string }) => ({ rule, reason: text });
  const record: SynthesisRecord = {
    stacks: { game: game.stackName, edge: edge.stackName, edgeAlarms: edgeAlarms.stackName },
    gameAlarmsTemplate: game.monitoring.watch.templateFile,
    ...(error === undefined ? {} : { error }),
    compliance: {
      checked: checks,
      unreasoned: controlTower.unreasoned,
      reasons: controlTower.reasons.map(reason),
      applied: [...controlTower.applied.keys()].map(reason),
    },
  };
  writeFileSync(join(outdir, RECORD), JSON.stringify(record, null, 2));
}

/** A synthesis as the tests read it, from its folder. */
export function readSynthesis(outdir: string): Synthesized {
  const record = JSON.parse(readFileSync(join(outdir, RECORD), 'utf8')) as SynthesisRecord;
  const assembly = new CloudAssembly(outdir);
  const [gameArtifact, edgeArtifact, edgeAlarmsArtifact] = [record.stacks.game, record.stacks.edge, record.stacks.edgeAlarms].map((name) =>
    assembly.getStackByName(name),
  );
  const gameAlarms = JSON.parse(readFileSync(join(outdir, record.gameAlarmsTemplate), 'utf8'));
  return {
    game: Template.fromJSON(gameArtifact.template),
    gameAlarms: Template.fromJSON(gameAlarms),
    edge: Template.fromJSON(edgeArtifact.template),
    edgeAlarms: Template.fromJSON(edgeAlarmsArtifact.template),
    gameArtifact,
    edgeArtifact,
    edgeAlarmsArtifact,
    error: record.error,
    compliance: record.compliance,
  };
}

/** How long a test file may wait for its syntheses: a guard against a hang, never a timing assertion. */
export const SYNTHESES_WAIT_MS = 20 * 60_000;

/** Where runs keep their syntheses (npm run docs:numbers reads the newest current one). */
export const ASSEMBLIES_ROOT = join(ROOT, 'node_modules', '.cache', 'cipherword-assemblies');
/** The run's folder, set by the global setup for the test workers. */
export const ASSEMBLIES_ENV = 'CIPHERWORD_ASSEMBLIES';
/** In a run's folder: the synthesizing process's id, its log, and the inputs' hash it synthesised. */
export const RUN_FILES = { pid: 'synthesizer.pid', log: 'synthesizer.log', inputs: 'inputs.json', exited: 'synthesizer.exited' };

/**
 * What the templates are made from: the CDK app and the constructs, the handlers and route table
 * they deploy, cdk.json and the locked package versions. A run whose hash is the current one holds
 * current templates.
 */
export function inputsHash(): string {
  const hash = createHash('sha256');
  const files = ['lib', 'bin', 'lambdas']
    .flatMap((dir) => readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
    .filter((file) => file.endsWith('.ts'))
    .concat('cdk.json', 'package-lock.json')
    .sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(ROOT, file)))
      .update('\0');
  return hash.digest('hex');
}

/** Every configuration into `run`, in the order listed (the child process of the global setup). */
export function synthesizeRun(run: string, log: (line: string) => void): void {
  for (const [name, configuration] of Object.entries(CONFIGURATIONS) as [ConfigurationName, Configuration][]) {
    const started = Date.now();
    synthesizeInto(join(run, name), configuration);
    log(`${name}: synthesised in ${((Date.now() - started) / 1000).toFixed(1)} s (${configuration.why})`);
  }
}

/**
 * A configuration of this run, once its synthesis is written: waits on that (a file appearing), or
 * fails at once, with the synthesizer's log, if the process that writes it is gone.
 */
export async function assembly(name: ConfigurationName): Promise<Synthesized> {
  const run = process.env[ASSEMBLIES_ENV];
  if (!run) throw new Error(`${ASSEMBLIES_ENV} is not set: the infra project's global setup (test/support/synthesize-once.ts) synthesises`);
  const record = join(run, name, RECORD);
  const pid = Number(readFileSync(join(run, RUN_FILES.pid), 'utf8'));
  while (!existsSync(record)) {
    if (existsSync(join(run, RUN_FILES.exited)) || !isRunning(pid)) {
      if (existsSync(record)) break; // written just before it exited
      const log = existsSync(join(run, RUN_FILES.log)) ? readFileSync(join(run, RUN_FILES.log), 'utf8') : '(no log)';
      throw new Error(`The synthesis of ${name} was never written; the synthesizer's log (${relative(ROOT, run)}):\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250)); // polling a condition: the record's file
  }
  return readSynthesis(join(run, name));
}

/** The newest run's synthesis of `name` if its inputs are the current ones (npm run docs:numbers), else undefined. */
export function currentSynthesis(name: ConfigurationName): Synthesized | undefined {
  if (!existsSync(ASSEMBLIES_ROOT)) return undefined;
  const hash = inputsHash();
  const runs = readdirSync(ASSEMBLIES_ROOT)
    .map((entry) => join(ASSEMBLIES_ROOT, entry))
    .filter((run) => existsSync(join(run, RUN_FILES.inputs)) && existsSync(join(run, name, RECORD)))
    .filter((run) => JSON.parse(readFileSync(join(run, RUN_FILES.inputs), 'utf8')).hash === hash)
    .sort();
  return runs.length > 0 ? readSynthesis(join(runs[runs.length - 1], name)) : undefined;
}

/** The folder a function's code is staged in (its bundle, as deployed), found by the function's name in the game stack. */
export function functionAssetDir(t: Synthesized, name: string): string {
  const stage = t.gameArtifact.stackName.replace(/^Cipherword-/, '');
  const [fn] = Object.values(resourcesOf(t.game, 'AWS::Lambda::Function')).filter(
    (resource) => resource.Properties.FunctionName === `cipherword-${stage}-${name}`,
  );
  if (!fn) throw new Error(`no function cipherword-${stage}-${name} in ${t.gameArtifact.stackName}`);
  return join(t.gameArtifact.assembly.directory, `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
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
