/**
 * index.html's one inline script (web/boot.js), as the web build inlines it: minified, since it is
 * part of the initial JavaScript every player downloads (its comments are for us). The web build
 * (web/scripts/build.mts) inlines this text and the CSP (lib/security-headers.ts) allows it by this
 * text's hash: both take it from here, so they cannot disagree.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';

let minified: string | undefined;

export function bootScript(): string {
  minified ??= transformSync(readFileSync(join(__dirname, '..', 'web', 'boot.js'), 'utf8'), {
    minify: true,
    legalComments: 'none',
    loader: 'js',
  }).code.trim();
  return minified;
}
