/**
 * The codes' meanings (lambdas/words/data/en/definitions.json, built by `npm run words` from WordNet):
 * every candidate code has an entry, defined or named as missing, and the entries read right.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORD_LENGTHS } from '../../lambdas/domain/rules';
import { DEFINITIONS_FILE, definitionOf, type Definition } from '../../lambdas/words/definitions';
import { editionsOf, wordList, wordsDirOf } from '../../lambdas/words/word-lists';
import { foldWord } from '../../lambdas/domain/languages';

const file = JSON.parse(readFileSync(join(wordsDirOf('en'), DEFINITIONS_FILE), 'utf8')) as Record<string, Definition | null>;
/** Every edition's codes (a past day keeps its code, and shows its meaning). */
const codes = [...new Set(WORD_LENGTHS.flatMap((length) => editionsOf('en').flatMap((edition) => edition.answers(length))))].filter(
  (word) => !wordList(foldWord('en', word)!.length).withheld.has(word),
);

describe('the definitions of the candidate codes', () => {
  it('have an entry for every candidate code, and for nothing else: a meaning, or null naming a code WordNet lacks', () => {
    expect(Object.keys(file).sort()).toEqual([...codes].sort());
    const missing = codes.filter((code) => file[code] === null);
    // Irregular forms ("came") and function words ("with") are what WordNet's data leaves out.
    expect(missing).toEqual(expect.arrayContaining(['came', 'with', 'their']));
    expect(missing.length / codes.length).toBeLessThan(0.05);
    for (const code of codes.filter((c) => file[c] !== null)) {
      expect(['noun', 'verb', 'adjective', 'adverb']).toContain(file[code]!.pos);
      expect(file[code]!.gloss.length).toBeGreaterThan(2);
    }
  });

  it("give a word's most used sense, and a form's base word", () => {
    expect(definitionOf('ABANDON')).toEqual({ pos: 'verb', gloss: 'forsake, leave behind' });
    expect(definitionOf('walked')).toMatchObject({ pos: 'verb', lemma: 'walk' });
    expect(definitionOf('happier')).toMatchObject({ pos: 'adjective', lemma: 'happy' });
    expect(definitionOf('came')).toBeUndefined();
  });
});
