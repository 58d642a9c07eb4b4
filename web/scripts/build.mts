/**
 * The web app's production build: `npm run build:web` (into web/dist) and the CDK's web build (into
 * a folder of its own: `node --import tsx web/scripts/build.mts <outDir>`).
 *
 * After Vite's build, the game's shell goes into each language's page (index.html for English at `/`,
 * es/index.html, fr/index.html), so the first paint needs no script and no API call
 * (docs/architecture.md, "First paint"):
 * - the page's HTML in its language, rendered by React from web/src/prerender.tsx (built for Node
 *   here), with <html lang> and the other languages' pages as `hreflang` alternates;
 * - the stylesheet (web/src/styles.css, minified) inline: one request fewer before the first paint,
 *   and no script ever asks for it;
 * - the boot script (web/boot.js, minified by lib/boot-script.ts) inline in <head>, allowed by the
 *   CSP through its hash (lib/security-headers.ts hashes the same text).
 * Then the service worker (Workbox): it precaches this build's shell and assets so the app opens
 * offline, fetches pages from the network first (a deploy is picked up on the next load), and never
 * touches API calls or config.json.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as bundle, transform } from 'esbuild';
import { generateSW } from 'workbox-build';
import { build } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../../lambdas/domain/languages';
import { LENGTH_SCHEDULE } from '../../lambdas/domain/rules';
import { bootScript } from '../../lib/boot-script';
import { pageFileExpression, pageFileOf, homePathOf } from '../../lib/page-files';

// A production build whatever the caller's environment says (Jest sets NODE_ENV=test: Vite would
// then build React's development code, and import.meta.env.PROD would be false).
process.env.NODE_ENV = 'production';

const web = join(import.meta.dirname, '..');
const configFile = join(web, 'vite.config.mts');
const dist = resolve(process.argv[2] ?? join(web, 'dist'));
const serverOut = join(web, '..', 'node_modules', '.cache', 'prerender');

await build({ configFile, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
await build({
  configFile,
  logLevel: 'error',
  publicDir: false,
  build: {
    ssr: join(web, 'src', 'prerender.tsx'),
    outDir: serverOut,
    emptyOutDir: true,
    sourcemap: false,
  },
});

interface PrerenderedPage {
  page: { language: LanguageCode; path: string };
  loadPageTexts: () => Promise<void>;
  pageDescription: () => string;
  renderShell: () => string;
  renderInstructions: () => string;
  renderIconSprite: () => string;
}
/** A language's page, rendered at its address: the module is imported afresh, `location` at the page. */
async function prerender(language: LanguageCode) {
  const path = homePathOf(language);
  Object.assign(globalThis, { location: { pathname: path } });
  try {
    const url = `${pathToFileURL(join(serverOut, 'prerender.mjs')).href}?language=${language}`;
    const module = (await import(url)) as PrerenderedPage;
    if (module.page.language !== language) throw new Error(`web build: the ${language} page rendered as ${module.page.language}'s`);
    await module.loadPageTexts();
    // Marked as the first paint's copy: the boot script answers it, and the app's own dialog replaces it (Modal).
    const instructions = module.renderInstructions().replace('<dialog id="instructions"', '<dialog id="instructions" data-prerendered=""');
    if (!instructions.includes('data-prerendered')) throw new Error('web build: the prerendered instructions have no #instructions dialog');
    return {
      path,
      description: module.pageDescription(),
      shell: module.renderShell(),
      instructions,
      iconSprite: module.renderIconSprite(),
    };
  } finally {
    Reflect.deleteProperty(globalThis, 'location');
  }
}
const pages = [];
for (const language of LANGUAGE_CODES) pages.push({ language, ...(await prerender(language)) });
rmSync(serverOut, { recursive: true, force: true });

const indexPath = join(dist, 'index.html');
const template = readFileSync(indexPath, 'utf8');
let html = template;
if (!html.includes('<div id="root"></div>')) throw new Error('web build: no empty #root in index.html');
const { code: css } = await transform(readFileSync(join(web, 'src', 'styles.css'), 'utf8'), {
  loader: 'css',
  minify: true,
  target: ['chrome111', 'safari16.4', 'firefox128'],
});
const boot = bootScript();

// Vite's module scripts and preloads leave the HTML: the boot script adds them after the first paint,
// from this list, the entry (main.tsx's chunk) first and the chunks it imports after it.
const moduleTags = [
  ...html.matchAll(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g),
  ...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g),
];
const manifestPath = join(dist, '.vite', 'manifest.json');
const manifest = Object.values(
  JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; src?: string; imports?: string[] }>,
);
rmSync(join(dist, '.vite'), { recursive: true, force: true });
// The entry is the initial chunk no other initial chunk imports (the others, Rolldown's runtime, serve it).
const initial = manifest.filter((chunk) => moduleTags.some((tag) => tag[1] === `/${chunk.file}`));
const imported = new Set(initial.flatMap((chunk) => (chunk.imports ?? []).map((key) => key.replace(/^_/, 'assets/'))));
const entries = moduleTags.filter((tag) => !imported.has(tag[1].slice(1)));
if (entries.length !== 1) throw new Error(`web build: expected one entry script in index.html, found ${entries.length}`);
html = moduleTags.reduce((page, tag) => page.replace(tag[0], ''), html);
const appScripts = [entries[0][1], ...moduleTags.filter((tag) => tag !== entries[0]).map((tag) => tag[1])].join(' ');
// Each language's first texts (web/src/i18n/<language>/shell.ts, a chunk each): the boot script asks
// for the page's language's with the app's scripts, so main.tsx finds it there ("en=/assets/… es=…").
const shellTexts = LANGUAGE_CODES.map((language) => {
  const chunk = manifest.find((entry) => entry.src === `src/i18n/${language}/shell.ts`);
  if (!chunk) throw new Error(`web build: no chunk for the ${language} shell texts`);
  return `${language}=/${chunk.file}`;
}).join(' ');
// The code lengths for the boot script, which paints the board's shape before any other script.
const lengthSchedule = LENGTH_SCHEDULE.map((table) => `${table.from}:${table.byWeekday.join(',')}`).join(';');

// Every language's page names all of them (itself included), as search engines ask of alternates.
const alternates = [
  ...pages.map(({ language, path }) => `<link rel="alternate" hreflang="${language}" href="${path}" />`),
  `<link rel="alternate" hreflang="x-default" href="${homePathOf(DEFAULT_LANGUAGE)}" />`,
];
const pageHtml = html;
for (const { language, path, description, shell, instructions, iconSprite } of pages) {
  const page = pageHtml
    .replace('<html lang="en">', () => `<html lang="${language}">`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeAttribute(description)}" />`)
    .replace('</title>', () =>
      [
        `</title>`,
        ...alternates,
        `<meta name="app-scripts" content="${appScripts}" />`,
        `<meta name="app-texts" content="${shellTexts}" />`,
        `<meta name="length-schedule" content="${lengthSchedule}" />`,
        `<script>${boot}</script>`,
        `<style>${css.trim()}</style>`,
      ].join('\n    '),
    )
    .replace(
      '<div id="root"></div>',
      () => `${iconSprite}\n    <div id="root" data-shell-of="${path}">${shell}</div>\n    ${instructions}`,
    );
  if (!page.includes(`<html lang="${language}">`)) throw new Error(`web build: the ${language} page does not say its language`);
  const file = join(dist, pageFileOf(path));
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, page);
}

// The worker's own handlers (reminders' pushes and taps), one small file sw.js imports.
const SW_HANDLERS = 'sw-reminders.js';
await bundle({
  entryPoints: [join(web, 'src', 'sw', 'reminders.ts')],
  outfile: join(dist, SW_HANDLERS),
  bundle: true,
  // The worker shares the server's constants (the reminder's words) as the app does.
  alias: { '@contracts': join(web, '..', 'lambdas', 'contracts') },
  minify: true,
  format: 'iife',
  target: 'es2022',
  legalComments: 'none',
  logLevel: 'warning',
});

const { count, size, warnings } = await generateSW({
  swDest: join(dist, 'sw.js'),
  importScripts: [SW_HANDLERS],
  globDirectory: dist,
  globPatterns: [
    ...pages.map(({ path }) => pageFileOf(path).slice(1)),
    'assets/*.js',
    'favicon.svg',
    'manifest.webmanifest',
    'icons/*.png',
  ],
  // What needs the network anyway (sign-in, payments) or is rarely read is not fetched ahead.
  globIgnores: ['assets/amplify-*', 'assets/*Payment*', 'assets/LocalTestCardForm-*', 'assets/BuyCreditsDialog-*', 'assets/LegalPage-*'],
  // Hashed names change with their content: no cache-busting query needed.
  dontCacheBustURLsMatching: /^assets\//,
  // Pages: the network first (a new deploy on the next load), the precached page of the address's
  // language when offline (the worker's code holds each rule as text: each language's is written out).
  runtimeCaching: [
    ...pages.map(({ path }) => ({
      urlPattern: navigationsTo(path),
      handler: 'NetworkFirst' as const,
      options: { cacheName: 'pages', networkTimeoutSeconds: 5, precacheFallback: { fallbackURL: pageFileOf(path).slice(1) } },
    })),
    // The rest of this origin's hashed files, kept once fetched (their names change with their content).
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
      handler: 'CacheFirst',
      options: { cacheName: 'assets', expiration: { maxEntries: 40 } },
    },
  ],
  // A new version waits until the player chooses to reload (web/src/lib/pwa.ts asks).
  skipWaiting: false,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  // One file, no script from a CDN: the CSP allows workers from this origin only.
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
});
if (warnings.length > 0) throw new Error(`web build: service worker: ${warnings.join('; ')}`);
console.log(
  `web build: ${dist}, the shell prerendered into ${pages.map(({ path }) => pageFileOf(path).slice(1)).join(', ')}, ` +
    `${count} files (${Math.round(size / 1024)} KB) precached by sw.js`,
);

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A navigation answered by `home`'s page file (generateSW writes the rule into the worker as text: it carries what it needs). */
function navigationsTo(home: string): (options: { request: Request; url: URL }) => boolean {
  const file = JSON.stringify(pageFileOf(home));
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the rule is built as text, as the worker will hold it
  return new Function(
    'options',
    `return options.request.mode === 'navigate' && (${pageFileExpression()})(options.url.pathname) === ${file};`,
  ) as (options: { request: Request; url: URL }) => boolean;
}
