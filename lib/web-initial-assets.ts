/**
 * What a player's browser downloads before the game works, read from a production web build: the
 * page, the app's scripts the boot script requests once the shell is painted (index.html's
 * `app-scripts`, with the page language's first texts from `app-texts`), and what is inline in the
 * page. Its JavaScript has a budget, per language: deterministic, so it is a test
 * (test/infra/web-budget.test.ts); `npm run bench` reports the same figures.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../lambdas/domain/languages';
import { pageFileOf, homePathOf } from './page-files';

/** Initial JavaScript, gzip, at most: room for what the game still needs at first load (languages, reminders). */
export const INITIAL_JS_BUDGET_KB = 80;

export interface Weight {
  files: number;
  raw: number;
  gzip: number;
}

export interface InitialAssets {
  html: Weight;
  js: Weight;
  css: Weight;
  /** The scripts that load only when needed (dialogs, other pages, sign-in, payments, other languages). */
  lazyScripts: string[];
  /** The language's first texts (web/src/i18n/<language>/shell.ts), one of the initial files. */
  firstTexts: string;
}

const weigh = (parts: Buffer[], files: number): Weight => ({
  files,
  raw: parts.reduce((n, part) => n + part.length, 0),
  gzip: parts.reduce((n, part) => n + gzipSync(part).length, 0),
});

/** What a page in `language` downloads first: its own page (index.html, es/index.html), the app's scripts, and its first texts. */
export function initialAssets(dist: string, language: LanguageCode = DEFAULT_LANGUAGE): InitialAssets {
  const page = pageFileOf(homePathOf(language));
  const html = readFileSync(join(dist, page), 'utf8');
  // Tags in the HTML, and the app's scripts the boot script adds once the shell is painted (web/boot.js).
  const appScripts = /<meta name="app-scripts" content="([^"]+)"/.exec(html)?.[1].split(' ') ?? [];
  const texts = new Map(
    (/<meta name="app-texts" content="([^"]+)"/.exec(html)?.[1].split(' ') ?? []).map((pair) => pair.split('=') as [string, string]),
  );
  const ownTexts = texts.get(language);
  if (!ownTexts) throw new Error(`${page} names no first texts for ${language} (meta app-texts)`);
  const files = [...[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]), ...appScripts, ownTexts];
  const inline = (tag: 'script' | 'style') =>
    [...html.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => Buffer.from(m[1]));
  const of = (ext: string, inlined: Buffer[]) => {
    const listed = files.filter((file) => file.endsWith(ext));
    return weigh([...listed.map((file) => readFileSync(join(dist, file))), ...inlined], listed.length);
  };
  return {
    html: weigh([Buffer.from(html)], 1),
    js: of('.js', inline('script')),
    css: of('.css', inline('style')),
    firstTexts: ownTexts,
    lazyScripts: readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js') && !files.includes(`/assets/${file}`)),
  };
}
