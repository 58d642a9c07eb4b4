/**
 * Jest's global teardown for the infra tests: the synthesizer stopped if the run ended before it did,
 * the run's bundles and staged assets removed (tens of MB a configuration; the templates stay for
 * `npm run docs:numbers`), and earlier runs' folders removed once an hour old (another run's may still be in use).
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ASSEMBLIES_ENV, ASSEMBLIES_ROOT, RUN_FILES } from '../infra/synth';

const HOUR_MS = 3_600_000;

export default function synthesizeTeardown(): void {
  const run = process.env[ASSEMBLIES_ENV];
  if (!run) return;
  const pidFile = join(run, RUN_FILES.pid);
  if (existsSync(pidFile) && !existsSync(join(run, RUN_FILES.exited))) {
    try {
      process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGTERM');
    } catch {
      // already gone
    }
  }
  for (const configuration of readdirSync(run, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const folder = join(run, configuration.name);
    for (const entry of readdirSync(folder)) if (entry.startsWith('asset.')) rmSync(join(folder, entry), { recursive: true, force: true });
  }
  for (const other of readdirSync(ASSEMBLIES_ROOT).map((entry) => join(ASSEMBLIES_ROOT, entry))) {
    if (other !== run && Date.now() - statSync(other).mtimeMs > HOUR_MS) rmSync(other, { recursive: true, force: true });
  }
}
