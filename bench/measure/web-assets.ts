/** What the browser downloads before the first paint: the entry script, its preloads, CSS (and what is inline). */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '../../lambdas/domain/languages';
import { INITIAL_JS_BUDGET_KB, initialAssets } from '../../lib/web-initial-assets';
import { kb, table } from '../stats';

const ROOT = join(__dirname, '..', '..');
const WEB_DIST = join(ROOT, 'web', 'dist');

/** The production build players get: Vite, the prerendered shell, the inline boot script and CSS, the service worker. */
export function buildWeb(): void {
  execFileSync('npm', ['run', '--silent', 'build:web'], { cwd: ROOT, stdio: 'inherit' });
}

export function measureWebAssets(): string {
  const { html, css, lazyScripts } = initialAssets(WEB_DIST);
  return `## Web app: what the first paint needs

From the production build (web/dist), by lib/web-initial-assets.ts (the budget test reads the same).
Inline scripts and styles of index.html count with the files, and so do the app's scripts, which the
boot script requests once the shell is painted. Budget: initial JavaScript at most ${INITIAL_JS_BUDGET_KB} KB gzip
(test/infra/web-budget.test.ts).

${table(
  ['what', 'files', 'raw', 'gzip'],
  [
    ['index.html (with the prerendered shell)', html.files, kb(html.raw), kb(html.gzip)],
    ...LANGUAGE_CODES.map((language) => {
      const own = initialAssets(WEB_DIST, language).js;
      return [
        `initial JS at ${language} (boot script, entry, its chunks, ${language} texts)`,
        own.files,
        kb(own.raw),
        `**${(own.gzip / 1024).toFixed(1)} KB**`,
      ];
    }),
    ['initial CSS (files and inline)', css.files, kb(css.raw), kb(css.gzip)],
  ],
)}

Loaded on demand: ${lazyScripts
    .map((f) => f.replace(/-[\w-]{8}\.js$/, '')) // without Vite's 8-character hash
    .sort()
    .join(', ')}.`;
}
