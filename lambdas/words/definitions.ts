/**
 * The English codes' meanings (part of speech and one gloss, from WordNet), built into
 * data/en/definitions.json by `npm run words` so nothing is fetched at run time; read once per
 * process, when first asked. Spanish and French have none: no offline dictionary of meanings in
 * reach has a licence that allows it (docs/product.md, "Languages"), and an English gloss of a
 * Spanish code would mislead, so the report says the meaning is not available.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { wordsDirOf } from './word-lists';

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
  definitions ??= JSON.parse(readFileSync(join(wordsDirOf('en'), DEFINITIONS_FILE), 'utf8')) as Record<string, Definition | null>;
  return definitions[word.toLowerCase()] ?? undefined;
}
