/**
 * Every item's key is made in lambdas/store/keys.ts and nowhere else: no other source file spells a
 * key's prefix. (The layer rules stop other layers importing the key scheme; this stops a copy.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const KEY_LITERAL = /['"`](PLAYER#|GAME#|ARCHIVE#|LEDGER#|PAYMENT#|PACKAGE#|CONFIG['"`]|PROFILE['"`]|HELPER_PRICES['"`])/;

const isComment = (line: string) => /^\s*(\*|\/\/|\/\*)/.test(line);

/** The TypeScript sources below `dir`, relative to the root. */
const sourcesIn = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mts)$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(dir, file));

describe('the key scheme', () => {
  it('is spelled only in lambdas/store/keys.ts', () => {
    const sources = ['lambdas', 'lib', 'bin', 'local', 'bench', 'test', join('web', 'src')]
      .flatMap(sourcesIn)
      .filter((file) => file !== join('lambdas', 'store', 'keys.ts') && !file.endsWith('key-scheme.test.ts'));
    expect(sources.length).toBeGreaterThan(100);
    const spelled = sources.flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (KEY_LITERAL.test(line) && !isComment(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(spelled).toEqual([]);
  });
});
