/**
 * Letters as each language has them (domain/languages.ts): what folds and what stays a letter of its
 * own, in a guess's check, its score and hard mode.
 */
import { checkGuess, decideGuess } from '../../lambdas/domain/game';
import { foldWord, isLanguageCode, KEYBOARD_LAYOUTS, keyboardRows, LANGUAGE_CODES, LANGUAGES } from '../../lambdas/domain/languages';

describe('folding a word as its language plays it', () => {
  it('Spanish: accents and the diaeresis fold, Ñ stays a letter of its own', () => {
    expect(foldWord('es', 'Árbol')).toBe('arbol');
    expect(foldWord('es', 'pingüino')).toBe('pinguino');
    expect(foldWord('es', 'canción')).toBe('cancion');
    expect(foldWord('es', 'año')).toBe('año');
    expect(foldWord('es', 'AÑO')).toBe('año');
    expect(foldWord('es', 'ano')).not.toBe(foldWord('es', 'año'));
  });

  it('French: every accent and the cedilla fold; œ and æ are written out', () => {
    expect(foldWord('fr', 'Élève')).toBe('eleve');
    expect(foldWord('fr', 'garçon')).toBe('garcon');
    expect(foldWord('fr', 'forêt')).toBe('foret');
    expect(foldWord('fr', 'naïf')).toBe('naif');
    expect(foldWord('fr', 'cœur')).toBe('coeur');
    expect(foldWord('fr', 'ex æquo'.replace(' ', ''))).toBe('exaequo');
  });

  it('English folds nothing: an accented letter is not one of its letters', () => {
    expect(foldWord('en', 'Crane')).toBe('crane');
    expect(foldWord('en', 'crâne')).toBeUndefined();
    expect(foldWord('en', 'año')).toBeUndefined();
  });

  it('a letter typed as a base letter and a combining accent is the same letter', () => {
    expect(foldWord('fr', 'e\u0301le\u0300ve')).toBe('eleve');
    expect(foldWord('es', 'an\u0303o')).toBe('año');
  });

  it('refuses what is not a letter in any language: digits, hyphens, apostrophes, other scripts', () => {
    for (const language of LANGUAGE_CODES) {
      for (const word of ['cr4ne', 'peut-être', "l'arbre", 'αβγδε', 'tab\tle', '']) {
        expect([language, word, foldWord(language, word)]).toEqual([language, word, word === '' ? '' : undefined]);
      }
    }
  });

  it('folds every letter of a table to letters of the same language, and names each language once', () => {
    for (const language of LANGUAGE_CODES) {
      const { letters, folds, code } = LANGUAGES[language];
      expect(code).toBe(language);
      for (const [from, to] of Object.entries(folds)) {
        expect(letters.includes(from)).toBe(false);
        expect([...to].every((letter) => letters.includes(letter))).toBe(true);
      }
    }
    expect(isLanguageCode('es')).toBe(true);
    expect(isLanguageCode('ES')).toBe(false);
    expect(isLanguageCode('de')).toBe(false);
  });
});

describe('a guess in a language', () => {
  const spanish = new Set(['arbol', 'campo', 'año', 'ano']);
  const isSpanish = (word: string) => spanish.has(word);

  it('is checked in its played form: an accented guess is the same word, a letter the language lacks is refused', () => {
    expect(checkGuess('ÁRBOL', 5, isSpanish, 'es')).toEqual({ played: 'arbol' });
    expect(checkGuess('arbol', 5, isSpanish, 'es')).toEqual({ played: 'arbol' });
    expect(checkGuess('arbøl', 5, isSpanish, 'es')).toEqual({ kind: 'not-letters' });
    expect(checkGuess('AÑO', 3, isSpanish, 'es')).toEqual({ played: 'año' });
  });

  it('counts a folded letter as one: "cœur" is five letters in French', () => {
    expect(checkGuess('cœur', 5, (word) => word === 'coeur', 'fr')).toEqual({ played: 'coeur' });
    expect(checkGuess('cœur', 4, (word) => word === 'coeur', 'fr')).toEqual({ kind: 'too-long', wordLength: 4 });
  });

  const decide = (guess: string, answer: string, language: 'es' | 'fr', isWord: (word: string) => boolean, guesses: string[] = []) =>
    decideGuess({
      guess,
      day: { date: '2026-12-01', wordLength: answer.length },
      answer,
      isWord,
      guessesBefore: guesses.length,
      language,
      game: {
        date: '2026-12-01',
        language,
        wordLength: answer.length,
        guesses,
        revealedLetters: [],
        status: 'playing',
        hardMode: guesses.length > 0,
      },
      hardMode: true,
    });

  it('scores an accented guess as its letters: "Árbol" wins against the code árbol, stored as played', () => {
    const decision = decide('Árbol', 'arbol', 'es', isSpanish);
    expect(decision).toMatchObject({ ok: true, guess: 'arbol', isCorrect: true, status: 'won' });
  });

  it('keeps Ñ apart from N in the score: "ano" against "año" leaves the middle letter absent', () => {
    const decision = decide('ano', 'año', 'es', isSpanish);
    expect(decision.ok && decision.tiles.map((tile) => `${tile.letter}:${tile.state}`)).toEqual(['A:correct', 'N:absent', 'O:correct']);
  });

  it('hard mode takes an accented guess that keeps the letters shown, and refuses one that drops a green', () => {
    const french = (word: string) => ['eleve', 'elite', 'etale'].includes(word);
    // "élite" against "élève": É, L and the last E green; "étale" drops the L.
    expect(decide('élève', 'eleve', 'fr', french, ['elite'])).toMatchObject({ ok: true, isCorrect: true });
    expect(decide('étale', 'eleve', 'fr', french, ['elite'])).toEqual({
      ok: false,
      problem: { kind: 'hard-mode', rule: { position: 2, letter: 'L' } },
    });
  });
});

describe('the keyboards', () => {
  const everyPair = LANGUAGE_CODES.flatMap((language) => KEYBOARD_LAYOUTS.map((layout) => [layout, language] as const));

  it.each(everyPair)('%s for %s: every letter of the language once, no other key, at most 10 keys a row', (layout, language) => {
    const rows = keyboardRows(layout, language);
    expect(rows.flat().sort()).toEqual([...LANGUAGES[language].letters].sort());
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.length).toBeLessThanOrEqual(10);
  });

  it('Spanish QWERTY has Ñ right of L, as on a Spanish keyboard; French players start on AZERTY', () => {
    expect(keyboardRows('qwerty', 'es')[1].join('')).toBe('asdfghjklñ');
    expect(keyboardRows('alphabetical', 'es')[1].join('')).toBe('klmnñopqrs');
    expect(keyboardRows(LANGUAGES.fr.keyboard, 'fr').map((row) => row.join(''))).toEqual(['azertyuiop', 'qsdfghjklm', 'wxcvbn']);
    expect(keyboardRows(LANGUAGES.en.keyboard, 'en').map((row) => row.join(''))).toEqual(['qwertyuiop', 'asdfghjkl', 'zxcvbnm']);
  });
});
