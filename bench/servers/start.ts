/** Starts one of the benchmark's servers in a process of its own and reads the address it prints. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = join(__dirname, '..', '..');

export interface Server {
  url: string;
  /** The game server's token issuer (bench/servers/game.ts). */
  issuer?: string;
  process: ChildProcess;
}

export async function startServer(file: string, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, file)], {
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
