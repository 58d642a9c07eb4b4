/** What the browser downloads before the first paint: the entry script, its preloads, CSS (and what is inline). */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb, table } from '../stats';

const ROOT = join(__dirname, '..', '..');
const WEB_DIST = join(ROOT, 'web', 'dist');

/** The production build players get: Vite, the prerendered shell, the inline boot script and CSS, the service worker. */
export function buildWeb(): void {
  execFileSync('npm', ['run', '--silent', 'build:web'], { cwd: ROOT, stdio: 'inherit' });
}

export function measureWebAssets(): string {
  const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
  // Tags in the HTML, and the app's scripts the boot script adds once the shell is painted (web/boot.js).
  const appScripts = /<meta name="app-scripts" content="([^"]+)"/.exec(html)?.[1].split(' ') ?? [];
  const files = [...[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]), ...appScripts];
  const inline = (tag: 'script' | 'style') =>
    [...html.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => Buffer.from(m[1]));
  const size = (ext: string, inlined: Buffer[]) => {
    const list = [...files.filter((f) => f.endsWith(ext)).map((f) => readFileSync(join(WEB_DIST, f))), ...inlined];
    return {
      raw: list.reduce((n, b) => n + b.length, 0),
      gzip: list.reduce((n, b) => n + gzipSync(b).length, 0),
      count: files.filter((f) => f.endsWith(ext)).length,
    };
  };
  const js = size('.js', inline('script'));
  const css = size('.css', inline('style'));
  const htmlGzip = gzipSync(Buffer.from(html)).length;
  const lazy = readdirSync(join(WEB_DIST, 'assets')).filter((f) => f.endsWith('.js') && !files.includes(`/assets/${f}`));
  return `## Web app: what the first paint needs

From the production build (web/dist). Inline scripts and styles of index.html count with the files,
and so do the app's scripts, which the boot script requests once the shell is painted.
Target: initial JavaScript at most 80 KB gzip.

${table(
  ['what', 'files', 'raw', 'gzip'],
  [
    ['index.html (with the prerendered shell)', 1, kb(Buffer.byteLength(html)), kb(htmlGzip)],
    ['initial JS (boot script, entry and its chunks)', js.count, kb(js.raw), `**${kb(js.gzip)}**`],
    ['initial CSS (files and inline)', css.count, kb(css.raw), kb(css.gzip)],
  ],
)}

Loaded on demand: ${lazy
    .map((f) => f.replace(/-[\w-]+\.js$/, ''))
    .sort()
    .join(', ')}.`;
}
