/**
 * Jest's global setup for the browser and infra tests: one fresh production build of the web app
 * (prerendered shell included) into web/dist, made once per run whichever projects run. The browser
 * tests are served from it; the infra tests' syntheses publish it instead of building it again.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { PREBUILT_WEB_ENV } from '../../lib/web-build';

const ROOT = join(__dirname, '..', '..');

export default function buildWebOnce(): void {
  if (process.env[PREBUILT_WEB_ENV]) return; // another project's setup built it in this run
  execFileSync('npm', ['run', '--silent', 'build:web'], { cwd: ROOT, stdio: 'inherit' });
  process.env[PREBUILT_WEB_ENV] = join(ROOT, 'web', 'dist'); // inherited by the test workers
}
