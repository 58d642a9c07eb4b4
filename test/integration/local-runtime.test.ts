/**
 * The local runtime as a developer meets it: `npm start` stopped by SIGTERM leaves nothing running,
 * DynamoDB Local never outlives a killed runtime, a busy port names the variable that moves it,
 * 127.0.0.1 leads to localhost (where sign-in returns), the sign-in stand-in's root says what it is,
 * and the support tools refuse, saying why, when what they need is missing.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { localDayFromDate } from '../../lambdas/domain/calendar';
import { LANGUAGE_CODES } from '../../lambdas/domain/languages';
import { codeOfDay, editionIndexOn } from '../../lambdas/domain/word-of-day';
import { editionsOf } from '../../lambdas/words/word-lists';
import { DEFAULT_LAUNCH_DATE } from '../../lambdas/domain/rules';
import { freePort, listensOn, startDynamoDbLocal } from '../../local/dynamodb';
import type { LocalRuntime } from '../../local/runtime';
import { startRuntime } from '../support/runtime';
import { isRunning } from '../support/processes';

const ROOT = join(__dirname, '..', '..');

/** Every process below `pid` (ps, as a developer would look). */
function descendants(pid: number): { pid: number; args: string }[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3] }));
  const found: { pid: number; args: string }[] = [];
  const walk = (parent: number) => rows.filter((r) => r.ppid === parent).forEach((r) => (found.push(r), walk(r.pid)));
  walk(pid);
  return found;
}

/** Waits (polling the process table, bounded by the test's own time limit) until none of `pids` runs. */
async function allGone(pids: number[]): Promise<void> {
  while (pids.some(isRunning)) await new Promise((resolve) => setTimeout(resolve, 200));
}

/** `npm start` on free ports with its own data folder, once it says it is running. */
async function npmStart(): Promise<{ npm: ChildProcess; url: string }> {
  const [port, identityPort] = [await freePort(), await freePort()];
  const npm = spawn('npm', ['start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      IDENTITY_PORT: String(identityPort),
      LOCAL_DATA_DIR: mkdtempSync(join(tmpdir(), 'cw-start-')),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for await (const line of createInterface({ input: npm.stdout })) {
    const match = /CIPHERWORD is running at (\S+)/.exec(line);
    if (match) return { npm, url: match[1] };
  }
  throw new Error('npm start ended before it was running');
}

describe('npm start', () => {
  it('stops everything it started (node, DynamoDB Local, its watchdog) on SIGTERM, as on Ctrl-C', async () => {
    const { npm, url } = await npmStart();
    const started = descendants(npm.pid!);
    expect(started.some((p) => p.args.startsWith('java'))).toBe(true);
    expect((await fetch(`${url}/functions/v1/get-word-length?tzOffset=0`)).status).toBe(200);
    npm.kill('SIGTERM');
    await allGone([npm.pid!, ...started.map((p) => p.pid)]);
    await expect(fetch(url)).rejects.toThrow();
  });

  it('never leaves DynamoDB Local running when the runtime itself is killed (SIGKILL, no chance to clean up)', async () => {
    const { npm } = await npmStart();
    const started = descendants(npm.pid!);
    const runtime = started.find((p) => p.args.includes('bin/local.ts'))!;
    const java = started.find((p) => p.args.startsWith('java'))!;
    process.kill(runtime.pid, 'SIGKILL');
    await allGone([java.pid]);
    await allGone(started.map((p) => p.pid));
  });
});

describe('a port already in use', () => {
  let busy: Server;
  let busyPort: number;
  beforeAll(async () => {
    busy = createServer();
    busyPort = await new Promise<number>((resolve) =>
      busy.listen(0, '127.0.0.1', () => resolve((busy.address() as { port: number }).port)),
    );
  });
  afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

  it('is refused naming PORT for the game', async () => {
    await expect(startRuntime({ port: busyPort })).rejects.toThrow(
      `Port ${busyPort} is already in use. Stop what uses it, or choose another port: PORT=`,
    );
  });

  it('is refused naming IDENTITY_PORT for the sign-in stand-in', async () => {
    await expect(startRuntime({ identityPort: busyPort })).rejects.toThrow(/IDENTITY_PORT=\d+ npm start/);
  });
});

describe('addresses a developer may open', () => {
  let runtime: LocalRuntime;
  beforeAll(async () => {
    runtime = await startRuntime();
  });
  afterAll(() => runtime?.stop());

  it('moves pages opened at 127.0.0.1 to localhost, where sign-in returns; calls are served on both', async () => {
    const port = new URL(runtime.url).port;
    const page = await fetch(`http://127.0.0.1:${port}/privacy?x=1`, { redirect: 'manual' });
    expect(page.status).toBe(308);
    expect(page.headers.get('location')).toBe(`http://localhost:${port}/privacy?x=1`);
    expect((await fetch(`http://127.0.0.1:${port}/functions/v1/get-word-length?tzOffset=0`)).status).toBe(200);
  });

  it("the sign-in stand-in's own address says what it is and where to go next", async () => {
    const { request } = await import('node:https');
    const html = await new Promise<string>((resolve, reject) =>
      request(runtime.identity.origin, { rejectUnauthorized: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(body));
      })
        .on('error', reject)
        .end(),
    );
    expect(html).toContain('Local sign-in is ready');
    expect(html).toContain(`${runtime.url}/`);
    expect(html).not.toContain('unknown client_id');
  });
});

/** This process's environment without the word secret the runtimes in it set (a fresh shell has none). */
/** A tool runs as an operator runs it: in a shell's environment, not the handlers' (no secret, no table, no endpoint). */
const operatorEnvironment = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => ['PATH', 'HOME', 'TMPDIR', 'LANG'].includes(name))) as Record<string, string>;

describe('support tools refuse instead of guessing', () => {
  const tool = (script: string, args: string[], env: Record<string, string>) => {
    try {
      const stdout = execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'bin', script), ...args], {
        cwd: ROOT,
        env: { ...operatorEnvironment(process.env), ...env },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      return { status: 0, output: stdout };
    } catch (error) {
      const failed = error as { status: number; stdout: string; stderr: string };
      return { status: failed.status, output: `${failed.stdout}${failed.stderr}` };
    }
  };

  it("word-of-day without the runtime's data folder (nor a secret) says so, and prints no code", () => {
    const empty = mkdtempSync(join(tmpdir(), 'cw-empty-'));
    const answer = tool('word-of-day.ts', ['--date', '2026-11-23'], { LOCAL_DATA_DIR: empty });
    expect(answer.status).toBe(1);
    expect(answer.output).toContain('No word secret to read');
    expect(answer.output).not.toMatch(/\(4 letters\): [A-Z]{4}/);
  });

  it("word-of-day prints a date's code in the language asked for, as written, and refuses a language the game lacks", () => {
    const secret = 'a-support-secret-0123456789';
    // A day of each edition of the lists: each printed from its own edition.
    for (const day of editionsOf('en').map((edition) => localDayFromDate(edition.from ?? '2026-11-24')!)) {
      for (const language of LANGUAGE_CODES) {
        const code = codeOfDay(secret, day, editionsOf(language), DEFAULT_LAUNCH_DATE, language).toUpperCase();
        const inForce = editionsOf(language)[editionIndexOn(editionsOf(language), day.date)];
        expect(inForce.answers(day.wordLength)).toContain(code.toLowerCase());
        const printed = tool('word-of-day.ts', ['--date', day.date, '--language', language], { WORD_SECRET: secret });
        expect(printed).toEqual({ status: 0, output: `${day.date} (${day.wordLength} letters, ${language}): ${code}\n` });
      }
    }
    const day = localDayFromDate('2026-11-24')!;
    const refused = tool('word-of-day.ts', ['--date', day.date, '--language', 'de'], { WORD_SECRET: secret });
    expect(refused).toEqual({ status: 1, output: expect.stringContaining('--language must be one of en, es, fr, not de') as unknown });
  });

  it('seed refuses a stage whose table does not exist, naming it', async () => {
    const runtime = await startRuntime();
    try {
      // The AWS SDK reads a service's endpoint from AWS_ENDPOINT_URL_DYNAMODB: here, DynamoDB Local.
      const env = {
        AWS_ENDPOINT_URL_DYNAMODB: runtime.dynamoEndpoint,
        AWS_REGION: 'local',
        AWS_ACCESS_KEY_ID: 'local',
        AWS_SECRET_ACCESS_KEY: 'local',
      };
      const refused = tool('seed.ts', ['--table', 'cipherword-nowhere-game'], env);
      expect(refused.status).toBe(1);
      expect(refused.output).toContain('There is no table cipherword-nowhere-game in local: deploy the stage first');
      const seeded = tool('seed.ts', ['--table', runtime.tableName], env);
      expect(seeded).toMatchObject({ status: 0, output: expect.stringContaining(`Seeded ${runtime.tableName}`) as unknown });
    } finally {
      await runtime.stop();
    }
  });
});

describe('DynamoDB Local', () => {
  it('never takes another process’s engine for its own: a port another one answers on is refused, naming it', async () => {
    const first = await startDynamoDbLocal();
    try {
      const port = Number(new URL(first.endpoint).port);
      expect(listensOn(first.pid!, port)).toBe(true);
      // Asked for the same port, the second sees the first answer, and that its own Java never listened there.
      await expect(startDynamoDbLocal({ port })).rejects.toThrow(`another process listens on port ${port}`);
    } finally {
      await first.stop();
    }
  }, 180_000);
});
