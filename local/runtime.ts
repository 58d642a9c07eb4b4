/**
 * The whole game on one machine, offline: DynamoDB Local, the table and its seeded settings, and
 * the gateway serving the web build and the handlers. `npm start` runs it with data kept on disk;
 * the browser tests and the benchmark run it in memory on a free port.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ensureTable, startDynamoDbLocal } from './dynamodb';
import { createGateway } from './gateway';
import { localWordSecret, PROJECT_ROOT, WEB_DIST } from './paths';

export interface LocalRuntimeOptions {
  /** 0 picks a free port. */
  port: number;
  /** Where DynamoDB Local keeps its data; in memory when absent. */
  dataDir?: string;
  /** Build web/dist first if it is missing. */
  buildWebIfMissing?: boolean;
  log?: (line: string) => void;
}

export interface LocalRuntime {
  url: string;
  dynamoEndpoint: string;
  tableName: string;
  stop(): Promise<void>;
}

export const LOCAL_TABLE_NAME = 'cipherword-local';

/** What the web app reads from /config.json (CDK writes the cloud's version of it). */
export function localRuntimeConfig() {
  return {
    stage: 'local',
    apiBase: '/functions/v1',
    blogUrl: 'https://blog.cipherword.app',
    adsClientId: process.env.ADS_CLIENT_ID ?? null,
    auth: null,
    stripePublishableKey: null,
  };
}

export async function startLocalRuntime(options: LocalRuntimeOptions): Promise<LocalRuntime> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dynamo = await startDynamoDbLocal({ dataDir: options.dataDir && join(options.dataDir, 'dynamodb') });
  try {
    await ensureTable(dynamo.endpoint, LOCAL_TABLE_NAME);
    // The handlers read their configuration from the environment, exactly as in Lambda.
    Object.assign(process.env, {
      TABLE_NAME: LOCAL_TABLE_NAME,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      WORD_SECRET: localWordSecret(options.dataDir),
      POWERTOOLS_SERVICE_NAME: 'cipherword-local',
      POWERTOOLS_METRICS_DISABLED: 'true',
      POWERTOOLS_TRACE_ENABLED: 'false',
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    });
    const { seedConfiguration } = await import('./seed');
    await seedConfiguration();

    if (options.buildWebIfMissing && !existsSync(join(WEB_DIST, 'index.html'))) {
      log('web/dist is missing: building the web app (npm run build:web) ...');
      const build = spawnSync('npm', ['run', 'build:web'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
      if (build.status !== 0) throw new Error('npm run build:web failed');
    }

    const server = createGateway({ webRoot: WEB_DIST, runtimeConfig: localRuntimeConfig(), log });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, '127.0.0.1', resolve);
    });
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://localhost:${port}`,
      dynamoEndpoint: dynamo.endpoint,
      tableName: LOCAL_TABLE_NAME,
      stop: async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await dynamo.stop();
      },
    };
  } catch (error) {
    await dynamo.stop();
    throw error;
  }
}
