/**
 * Whether a guess is a form of a code (domain/word-forms.ts with each language's forms.json): the
 * report says "TRAINS is a form of TRAIN" only when the codes are base words and the base it finds
 * is a code; everything else reads "not among the codes". Forms are made here from the lists
 * themselves (whatever their words), so no word of a day is assumed.
 */
import { decryptionReport, type ReportWords } from '../../lambdas/domain/report';
import { lexicon } from '../../lambdas/domain/solver';
import { possibleBases, type FormRule } from '../../lambdas/domain/word-forms';
import { LANGUAGE_CODES } from '../../lambdas/domain/languages';
import { baseWordsOnly, reportLexicons, reportWords } from '../../lambdas/words/report-words';
import { currentEditionFrom, wordList } from '../../lambdas/words/word-lists';

describe('the bases a word may be a form of', () => {
  const en: FormRule[] = [
    { ending: 'ies', bases: ['y'] },
    { ending: 'ing', bases: ['', 'e'], doubled: true },
    { ending: 'ed', bases: ['', 'e'], doubled: true },
    { ending: 's', bases: [''] },
  ];
  it('undoes an ending, with its spellings: a changed y, a dropped e, a doubled consonant', () => {
    expect(possibleBases('studies', en)).toContain('study');
    expect(possibleBases('baking', en)).toContain('bake');
    expect(possibleBases('stopped', en)).toContain('stop');
    expect(possibleBases('trains', en)).toEqual(['train']);
  });
  it('never offers the word itself, a stem of one letter, or an undoubled vowel', () => {
    expect(possibleBases('is', en)).toEqual([]);
    expect(possibleBases('seeing', en)).not.toContain('se');
  });
});

describe.each(LANGUAGE_CODES)('%s: forms of the codes, on the lists in force', (language) => {
  const words = reportWords(6, language);
  const valid = wordList(6, language);
  /** Six-letter valid guesses that are no code but a code plus an ending of the language. */
  const forms = valid.valid.filter((word) => !words.candidates.words.includes(word) && words.formOf?.(word) !== undefined);

  it('codes of the lists in force are base words: forms are named there', () => {
    expect(baseWordsOnly(language)).toBe(true);
    expect(words.formOf).toBeDefined();
    // Plenty of a language's guesses are forms of its codes (plurals at least).
    expect(forms.length).toBeGreaterThan(50);
  });

  it('names only a code, and one the word really extends', () => {
    for (const form of forms.slice(0, 300)) {
      const base = words.formOf!(form)!;
      expect([form, reportLexicons(base.length, language).candidates.words.includes(base)]).toEqual([form, true]);
      // A form shares its base's beginning (a changed last letter at most: "studies", "luces").
      expect([form, form.startsWith(base.slice(0, Math.min(base.length - 2, 3)))]).toEqual([form, true]);
    }
  });

  it('a plural of a code (its code plus s, when the language makes it) is named a form of that code', () => {
    const plurals = [...reportLexicons(5, language).candidates.words]
      .map((code) => code + 's')
      .filter((plural) => valid.isValid(plural) && !words.candidates.words.includes(plural));
    expect(plurals.length).toBeGreaterThan(20);
    for (const plural of plurals.slice(0, 100)) expect([plural, words.formOf!(plural)]).toEqual([plural, plural.slice(0, -1)]);
  });
});

describe('the report marks a guess that is none of the codes', () => {
  const candidates = lexicon(['cat', 'bat', 'hat', 'tab']);
  const words: ReportWords = {
    candidates,
    guesses: lexicon(['bat', 'bch', 'cat', 'hat', 'tab']),
    opener: 'bch',
    formOf: (word) => (word === 'bch' ? undefined : { tbs: 'tab' }[word]),
  };
  it('at any guess, with the code it is a form of when there is one; a code that no longer fits is not marked', () => {
    const report = decryptionReport({ answer: 'hat', guesses: ['tbs', 'bch', 'cat', 'hat'], hardMode: false, revealed: [] }, words);
    expect(report.guesses.map((g) => g.notACode)).toEqual([{ formOf: 'tab' }, {}, undefined, undefined]);
  });
  it('not on days whose codes may be forms: the words then give no formOf', () => {
    const report = decryptionReport(
      { answer: 'hat', guesses: ['tbs', 'hat'], hardMode: false, revealed: [] },
      { ...words, formOf: undefined },
    );
    expect(report.guesses[0].notACode).toEqual({});
  });
});

describe('days whose codes are base words', () => {
  it('every Spanish and French day; English from its second edition, not before', () => {
    const second = currentEditionFrom('en')!;
    const before = new Date(Date.parse(`${second}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect([baseWordsOnly('en', before), baseWordsOnly('en', second)]).toEqual([false, true]);
    for (const date of ['2026-11-01', before, second]) expect([baseWordsOnly('es', date), baseWordsOnly('fr', date)]).toEqual([true, true]);
    expect(reportWords(6, 'en', before).formOf).toBeUndefined();
  });
});
