/** Browser tests run against a fresh production build of the web app. */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default function globalSetup(): void {
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.mts', '--logLevel', 'error'], {
    cwd: join(__dirname, '..', '..'),
    stdio: 'inherit',
  });
}
