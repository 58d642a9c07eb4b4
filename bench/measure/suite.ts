/**
 * The test suite's own speed and steadiness (`npm run bench -- suite`, not part of a plain
 * `npm run bench`: it takes minutes). `npm test` runs once on the machine as it is, then once with a
 * CPU-bound process beside it (one core taken), and says how long each took, whether it passed, and
 * which ten test files took longest (Jest's own times of them: test/support/file-times-reporter.mjs).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/** One test file's time in a run, as the reporter writes it. */
interface FileTime {
  file: string;
  project: string;
  seconds: number;
  tests: number;
  failed: boolean;
}

/** `npm test`, with each file's time. */
async function runSuite(): Promise<TestRun & { files: FileTime[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'cipherword-suite-'));
  try {
    const times = join(dir, 'files.json');
    const run = await runTests('npm', ['test'], { CIPHERWORD_TEST_TIMES: times });
    let files: FileTime[] = [];
    try {
      files = JSON.parse(readFileSync(times, 'utf8')) as FileTime[];
    } catch {
      // Jest never finished (the checks failed first): the run says so.
    }
    return { ...run, files };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const SLOWEST = 10;

export async function measureSuite(): Promise<string> {
  const idle = await runSuite();
  const hog = cpuHog();
  let loaded: Awaited<ReturnType<typeof runSuite>>;
  try {
    loaded = await runSuite();
  } finally {
    hog.kill('SIGKILL');
  }
  const row = (label: string, run: TestRun) => [label, `${run.seconds.toFixed(0)} s`, run.passed ? 'passed' : 'FAILED', run.tests];
  const loadedTime = new Map(loaded.files.map((file) => [file.file, file.seconds]));
  const slowest = [...idle.files].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST);
  const seconds = (value: number | undefined) => (value === undefined ? '' : `${value.toFixed(0)} s`);
  return [
    '## Test suite (`npm test`)',
    '',
    'The whole suite as CI runs it: type checks, ESLint, Prettier and the layer rules beside Jest (one worker per core).',
    '',
    table(['machine state', 'duration', 'result', 'tests'], [row('as it was', idle), row('one core taken by a CPU-bound process', loaded)]),
    '',
    `The ${SLOWEST} slowest test files (Jest's time for each, from its start to its end; two run at once; an infra file's time includes`,
    'waiting for the syntheses it reads, which one process makes beside the other tests):',
    '',
    table(
      ['file', 'project', 'tests', 'as it was', 'one core taken'],
      slowest.map((file) => [
        `${file.file}${file.failed ? ' (failed)' : ''}`,
        file.project,
        String(file.tests),
        seconds(file.seconds),
        seconds(loadedTime.get(file.file)),
      ]),
    ),
  ].join('\n');
}
