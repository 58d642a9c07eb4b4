/**
 * A language's review file (lambdas/words/data/<language>/review.txt): the codes withheld or added
 * by hand for the lists in force, each with a one-word reason, so anyone can read why. `npm run words`
 * applies it after the language's rules; a word both withheld and added is an error.
 *
 *   # comment
 *   - hided misspelling      (never a code; still a valid guess if the dictionary has it)
 *   + pumpkin everyday       (a code, whatever the rules said)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Review {
  withheld: ReadonlyMap<string, string>;
  added: ReadonlyMap<string, string>;
}

export const REVIEW_FILE = 'review.txt';

export function readReview(languageDir: string): Review {
  const file = join(languageDir, REVIEW_FILE);
  const withheld = new Map<string, string>();
  const added = new Map<string, string>();
  if (!existsSync(file)) return { withheld, added };
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((raw, index) => {
      const line = raw.trim();
      if (!line || line.startsWith('#')) return;
      const match = /^([-+])\s+(\S+)\s+(\S+)$/.exec(line);
      if (!match) throw new Error(`${file}:${index + 1}: write "- word reason" or "+ word reason", not "${line}"`);
      const [, sign, word, reason] = match;
      const other = sign === '-' ? added : withheld;
      if (other.has(word)) throw new Error(`${file}:${index + 1}: "${word}" is both withheld and added`);
      (sign === '-' ? withheld : added).set(word, reason);
    });
  return { withheld, added };
}
