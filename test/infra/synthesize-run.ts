/**
 * The process the infra project's global setup starts (test/support/synthesize-once.ts): every
 * configuration of ./configurations.ts synthesised into the run's folder given, one after the other,
 * while the other projects' tests run. Its output goes to the run's log; test files wait for each
 * configuration's record (./synth.ts, `assembly`).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RUN_FILES, synthesizeRun } from './synth';

const run = process.argv[2];
if (!run) throw new Error('usage: synthesize-run.ts <run folder>');
// However it ends: the waiting test files stop waiting and show the log.
process.on('exit', () => writeFileSync(join(run, RUN_FILES.exited), ''));
synthesizeRun(run, (line) => console.log(line));
