/** Browser tests run against a fresh production build of the web app (prerendered shell included). */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default function globalSetup(): void {
  execFileSync('npm', ['run', '--silent', 'build:web'], { cwd: join(__dirname, '..', '..'), stdio: 'inherit' });
}
