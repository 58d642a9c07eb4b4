/**
 * Starts one of the benchmark's servers in a process of its own and reads the address it prints.
 * Every server runs on the Node.js the Lambdas run (LAMBDA_NODE_MAJOR), not on whatever runs the
 * benchmark: the runtime's own costs (its AsyncLocalStorage, which the handlers use on every await,
 * is 2.5 times slower on Node 20 than on 24) are part of what is measured, on both sides of a ratio.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { lambdaNodePath } from '../../local/lambda-node';

const ROOT = join(__dirname, '..', '..');

export interface Server {
  url: string;
  /** The game server's token issuer (bench/servers/game.ts). */
  issuer?: string;
  process: ChildProcess;
}

export async function startServer(file: string, env: Record<string, string>): Promise<Server> {
  const child = spawn(lambdaNodePath(), ['--import', 'tsx', join(__dirname, file)], {
    cwd: ROOT,
    env: { ...process.env, ...env, POWERTOOLS_LOG_LEVEL: 'ERROR' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  for await (const line of lines) {
    if (line.startsWith('{')) return { ...(JSON.parse(line) as { url: string; issuer?: string }), process: child };
  }
  throw new Error(`${file} exited before it listened`);
}
