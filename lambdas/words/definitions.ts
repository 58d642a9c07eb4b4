/**
 * The codes' meanings (part of speech and one gloss, from WordNet), built into data/definitions.json
 * by `npm run words` so nothing is fetched at run time; read once per process, when first asked.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { wordsDir } from './word-lists';

export interface Definition {
  pos: 'noun' | 'verb' | 'adjective' | 'adverb';
  gloss: string;
  /** The dictionary word this one is a form of ("walked": "walk"), when it is not itself an entry. */
  lemma?: string;
}

export const DEFINITIONS_FILE = 'definitions.json';

let definitions: Record<string, Definition | null> | undefined;

/** The meaning of a candidate code, or undefined when the dictionary has none. */
export function definitionOf(word: string): Definition | undefined {
  definitions ??= JSON.parse(readFileSync(join(wordsDir, DEFINITIONS_FILE), 'utf8')) as Record<string, Definition | null>;
  return definitions[word.toLowerCase()] ?? undefined;
}
