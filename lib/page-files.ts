/**
 * Which page answers an address (docs/architecture.md, "Interface languages"): each language's game
 * page is a file of its own, prerendered in that language: `/index.html` for English at `/`,
 * `/es/index.html` for every address under `/es/`, `/fr/index.html` under `/fr/`. A file asked for by
 * name is itself. CloudFront's function, the local gateway and the service worker's offline fallback
 * all answer with `pageFileFor`, so the three cannot disagree.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../lambdas/domain/languages';

export { homePathOf } from '../lambdas/domain/languages';

/** The languages whose pages have a prefix of their own ("/es/"); English's page is "/". */
export const PREFIXED_LANGUAGES: readonly LanguageCode[] = LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE);

/**
 * The file that answers `uri`. Shipped as text to CloudFront Functions (JavaScript runtime 2.0) and to
 * the service worker, so it uses nothing from outside itself: the prefixed languages are an argument.
 */
export function pageFileFor(uri: string, prefixed: readonly string[]): string {
  const last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return uri;
  for (let i = 0; i < prefixed.length; i++) {
    const prefix = '/' + prefixed[i];
    if (uri === prefix || uri.indexOf(prefix + '/') === 0) return prefix + '/index.html';
  }
  return '/index.html';
}

export const pageFileOf = (uri: string): string => pageFileFor(uri, PREFIXED_LANGUAGES);

/** `pageFileFor` as a self-contained expression, with this build's languages: `(expression)(uri)` in another runtime. */
export function pageFileExpression(): string {
  const source = pageFileFor.toString();
  // A compiler's helper (esbuild's __name, a bundler's require) would not exist at the edge or in the worker.
  if (/__\w+\(|require\(|import\(/.test(source))
    throw new Error(`pageFileFor's compiled text calls a helper it cannot take along: ${source}`);
  return `function (uri) { return (${source})(uri, ${JSON.stringify(PREFIXED_LANGUAGES)}); }`;
}

/**
 * A page with its `hreflang` alternates at `origin` ("https://cipherword.app"): the build writes them
 * as paths (it does not know where the site will live), and search engines want whole addresses.
 */
export const withAlternatesAt = (html: string, origin: string): string =>
  html.replace(/(<link rel="alternate" hreflang="[^"]+" href=")(\/)/g, (_, link: string, path: string) => `${link}${origin}${path}`);

/** CloudFront's viewer-request function: every address gets the file that answers it. */
export const pageFilesFunctionCode = (): string =>
  [
    'function handler(event) {',
    '  var request = event.request;',
    `  request.uri = (${pageFileExpression()})(request.uri);`,
    '  return request;',
    '}',
  ].join('\n');
