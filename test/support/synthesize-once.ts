/**
 * Jest's global setup for the infra tests: the web app built once (the syntheses publish it), then
 * one process started that synthesises each configuration of the CDK app once
 * (test/infra/configurations.ts) while the tests of every project run; an infra test file waits for
 * the configurations it reads (test/infra/synth.ts, `assembly`). The run's folder is kept under
 * node_modules/.cache for `npm run docs:numbers`, without the bundles (test/support/synthesize-teardown.ts).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { ASSEMBLIES_ENV, ASSEMBLIES_ROOT, inputsHash, RUN_FILES } from '../infra/synth';
import buildWebOnce from './build-web-once';

const ROOT = join(__dirname, '..', '..');
/** A nice value: higher priority than the tests' 0 (-20 is the highest). */
const SYNTHESIZER_PRIORITY = -10;

export default function synthesizeOnce(): void {
  buildWebOnce();
  if (process.env[ASSEMBLIES_ENV]) return;
  // Sortable by when it started: the newest current run is the one docs:numbers reads.
  const run = join(ASSEMBLIES_ROOT, `run-${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`);
  mkdirSync(run, { recursive: true });
  writeFileSync(join(run, RUN_FILES.inputs), JSON.stringify({ hash: inputsHash() }));
  const log = openSync(join(run, RUN_FILES.log), 'a');
  const synthesizer = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'test', 'infra', 'synthesize-run.ts'), run], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: process.env, // the prebuilt web app's folder with it
  });
  synthesizer.unref(); // Jest's own process does not wait for it: the test files do
  // Ahead of the tests in the machine's queue (where allowed: root, as CI is): eight infra files wait
  // for what it writes, and the sooner it is done the sooner none can. The work is the same either way.
  try {
    setPriority(synthesizer.pid!, SYNTHESIZER_PRIORITY);
  } catch {
    // not allowed here: it runs at the tests' priority
  }
  writeFileSync(join(run, RUN_FILES.pid), String(synthesizer.pid));
  process.env[ASSEMBLIES_ENV] = run; // inherited by the test workers
}
