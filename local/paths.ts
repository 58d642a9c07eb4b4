import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

export const PROJECT_ROOT = join(__dirname, '..');
/** Everything the local runtime keeps between runs (git-ignored). */
export const LOCAL_DATA_DIR = process.env.LOCAL_DATA_DIR ?? join(PROJECT_ROOT, '.local-data');
export const WEB_DIST = join(PROJECT_ROOT, 'web', 'dist');

export const wordSecretFile = (dataDir: string) => join(dataDir, 'word-secret');

/** The local word secret: WORD_SECRET if set, else one generated on first start and kept. */
export function localWordSecret(dataDir: string | undefined = LOCAL_DATA_DIR): string {
  if (process.env.WORD_SECRET) return process.env.WORD_SECRET;
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = wordSecretFile(dataDir);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
