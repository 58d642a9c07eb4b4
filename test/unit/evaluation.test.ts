import { asWritten, evaluateGuess, isAllCorrect, revealedAsWritten } from '../../lambdas/domain/evaluation';

/** One letter per tile: c(orrect), p(resent), a(bsent). */
const states = (guess: string, answer: string) =>
  evaluateGuess(guess, answer)
    .map((t) => t.state[0])
    .join('');

describe('scoring a guess', () => {
  it('marks right letters in the right place correct, elsewhere present, missing absent', () => {
    expect(states('crane', 'cigar')).toBe('cppaa');
    expect(evaluateGuess('crane', 'cigar')[0]).toEqual({ letter: 'C', state: 'correct' });
  });

  it('gives a doubled guess letter only as many yellows as the answer has copies', () => {
    // SPEED vs ABIDE: one E in the answer, so the first E is present and the second absent.
    expect(states('speed', 'abide')).toBe('aapap');
  });

  it('scores exact matches first, so a later green takes the letter before an earlier yellow', () => {
    // EERIE vs THERE: the last E is green; one E is left for the first E; the second E gets none.
    expect(states('eerie', 'there')).toBe('papac');
    // ALLOT vs LLAMA: L at 1 is green, the other L is present (the answer has two).
    expect(states('allot', 'llama')).toBe('pcpaa');
  });

  it('handles doubled letters in the answer', () => {
    expect(states('lever', 'eerie')).toBe('acapp');
    expect(states('geese', 'eerie')).toBe('acpac');
  });

  it('is case-insensitive and upper-cases the tiles', () => {
    expect(
      evaluateGuess('AbC', 'cab')
        .map((t) => t.letter)
        .join(''),
    ).toBe('ABC');
    expect(isAllCorrect(evaluateGuess('Cab', 'cAB'))).toBe(true);
    expect(isAllCorrect(evaluateGuess('cba', 'cab'))).toBe(false);
  });

  it('refuses a guess of another length', () => {
    expect(() => evaluateGuess('four', 'fives')).toThrow(RangeError);
  });
});

describe('tiles as the code is written', () => {
  it('shows a correct letter as the code writes it, and every other tile as the guess played it', () => {
    // Spanish "árbol" is played "arbol": "labor" has B and O in place, its other letters elsewhere; "algas" has A in place.
    expect(asWritten(evaluateGuess('labor', 'arbol'), 'árbol')).toEqual([
      { letter: 'L', state: 'present' },
      { letter: 'A', state: 'present' },
      { letter: 'B', state: 'correct' },
      { letter: 'O', state: 'correct' },
      { letter: 'R', state: 'present' },
    ]);
    expect(asWritten(evaluateGuess('algas', 'arbol'), 'árbol')[0]).toEqual({ letter: 'Á', state: 'correct' });
    expect(
      asWritten(evaluateGuess('arbol', 'arbol'), 'árbol')
        .map((tile) => tile.letter)
        .join(''),
    ).toBe('ÁRBOL');
  });

  it('keeps Ñ a letter of its own: an N typed where the code has Ñ is not correct, and shows N', () => {
    expect(asWritten(evaluateGuess('anos', 'años'), 'años').map((tile) => `${tile.letter}:${tile.state[0]}`)).toEqual([
      'A:c',
      'N:a',
      'O:c',
      'S:c',
    ]);
  });

  it('shows revealed letters as the code writes them at their positions', () => {
    expect(
      revealedAsWritten(
        [
          { position: 0, letter: 'a' },
          { position: 3, letter: 'o' },
        ],
        'árbol',
      ),
    ).toEqual([
      { position: 0, letter: 'á' },
      { position: 3, letter: 'o' },
    ]);
  });
});
