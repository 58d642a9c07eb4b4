/**
 * The test suite's own speed and steadiness (`npm run bench -- suite`, not part of a plain
 * `npm run bench`: it takes minutes). `npm test` runs once on the machine as it is, then once with a
 * CPU-bound process beside it (one core taken), and says how long each took and whether it passed.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { table } from '../stats';

const ROOT = join(__dirname, '..', '..');

export interface TestRun {
  seconds: number;
  passed: boolean;
  /** Jest's summary line ("745 passed, 745 total"). */
  tests: string;
}

/** Runs a test command in the project (`env` added to this process's), timed, with Jest's summary. */
export function runTests(command: string, args: string[], env: Record<string, string> = {}): Promise<TestRun> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const tests = /Tests:\s+([^\n]+)/.exec(output)?.[1]?.trim() ?? 'no Jest summary';
      resolve({ seconds: (Date.now() - started) / 1000, passed: code === 0, tests });
    });
  });
}

/** A process that keeps one core busy until it is killed (as `stress --cpu 1` would). */
function cpuHog() {
  return spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
}

const runSuite = () => runTests('npm', ['test']);

export async function measureSuite(): Promise<string> {
  const idle = await runSuite();
  const hog = cpuHog();
  let loaded: TestRun;
  try {
    loaded = await runSuite();
  } finally {
    hog.kill('SIGKILL');
  }
  const row = (label: string, run: TestRun) => [label, `${run.seconds.toFixed(0)} s`, run.passed ? 'passed' : 'FAILED', run.tests];
  return [
    '## Test suite (`npm test`)',
    '',
    'The whole suite as CI runs it: type checks, ESLint, Prettier and the layer rules beside Jest (one worker per core).',
    '',
    table(['machine state', 'duration', 'result', 'tests'], [row('as it was', idle), row('one core taken by a CPU-bound process', loaded)]),
  ].join('\n');
}
