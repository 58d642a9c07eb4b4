import { evaluateGuess, isAllCorrect } from '../../lambdas/domain/evaluation';

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
