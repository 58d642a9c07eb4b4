/**
 * The web app as it is deployed: built once per synth with the project's Vite and prerender step (never Docker), then
 * split by how browsers may cache each file. Vite names what it emits into assets/ by content hash;
 * web/public is copied as it is, so its files keep their names and must be revalidated.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { LANGUAGE_CODES } from '../lambdas/domain/languages';
import { pageFileOf, homePathOf } from './page-files';

const ROOT = join(__dirname, '..');
/** Vite's build.assetsDir (its default): where hashed files go. */
const HASHED_DIR = 'assets/';

export type WebFileKind = 'hashed' | 'entry' | 'unpublished';

/**
 * What names this release: CIPHERWORD_RELEASE when set, else the commit being deployed. It is written
 * into config.json, so every release rewrites the entry files, even one that changes no web file: a
 * web build put back by `npm run rollback` is rolled forward by the next release, as the routes are.
 */
export function releaseName(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CIPHERWORD_RELEASE) return env.CIPHERWORD_RELEASE;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown (no git checkout and no CIPHERWORD_RELEASE)';
  }
}

/** How one built file is published; `publicFiles` are the paths web/public holds (copied unhashed). */
export function classifyWebFile(path: string, publicFiles: ReadonlySet<string>): WebFileKind {
  if (path.endsWith('.map')) return 'unpublished'; // source maps stay private
  if (path.startsWith(HASHED_DIR) && !publicFiles.has(path)) return 'hashed';
  return 'entry';
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

export interface WebBuild {
  /** Hashed files only (published immutable). */
  hashedDir: string;
  /** Every other published file (published no-cache) but the pages. */
  entryDir: string;
  /** Each language's page (index.html, es/index.html…): published no-cache, with the site's address written in at deploy. */
  pages: { file: string; html: string }[];
  /** Paths (relative, '/'-separated) of every no-cache file: entryDir's and the pages. */
  entryFiles: string[];
}

let built: WebBuild | undefined;

/**
 * Set by the test suite only: a web build it has just made (the same script, once per run), so each
 * synthesis in the tests does not build the app again. A deploy always builds its own.
 */
export const PREBUILT_WEB_ENV = 'CIPHERWORD_PREBUILT_WEB';

export function builtWebApp(): WebBuild {
  if (built) return built;
  const work = mkdtempSync(join(tmpdir(), 'cipherword-web-'));
  process.once('exit', () => rmSync(work, { recursive: true, force: true }));
  const prebuilt = process.env[PREBUILT_WEB_ENV];
  const out = prebuilt ?? join(work, 'dist');
  // Vite's build and the prerendered shell (web/scripts/build.mts), into this synth's own folder.
  if (!prebuilt) {
    execFileSync(process.execPath, ['--import', 'tsx', join('web', 'scripts', 'build.mts'), out], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const publicFiles = new Set(filesUnder(join(ROOT, 'web', 'public')));
  const result: WebBuild = { hashedDir: join(work, 'hashed'), entryDir: join(work, 'entry'), pages: [], entryFiles: [] };
  const pageFiles = new Set(LANGUAGE_CODES.map((language) => pageFileOf(homePathOf(language)).slice(1)));
  mkdirSync(result.hashedDir);
  mkdirSync(result.entryDir);
  for (const file of filesUnder(out)) {
    const kind = classifyWebFile(file, publicFiles);
    if (kind === 'unpublished') continue;
    if (pageFiles.has(file)) {
      result.pages.push({ file, html: readFileSync(join(out, file), 'utf8') });
      result.entryFiles.push(file);
      continue;
    }
    const target = join(kind === 'hashed' ? result.hashedDir : result.entryDir, file);
    mkdirSync(dirname(target), { recursive: true });
    cpSync(join(out, file), target);
    if (kind === 'entry') result.entryFiles.push(file);
  }
  built = result;
  return built;
}
