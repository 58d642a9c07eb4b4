import { checkGuess, rowsOf, statusAfter } from '../../lambdas/domain/game';

const words = new Set(['crane', 'slate', 'cigar']);
const isWord = (w: string) => words.has(w);

describe('guess validation (product.md §4)', () => {
  it('needs exactly the day length', () => {
    expect(checkGuess('cra', 5, isWord)).toEqual({ kind: 'too-short' });
    expect(checkGuess('cranes', 5, isWord)).toEqual({ kind: 'too-long', wordLength: 5 });
  });
  it('takes letters a-z only', () => {
    expect(checkGuess('cr4ne', 5, isWord)).toEqual({ kind: 'not-letters' });
    expect(checkGuess('crâne', 5, isWord)).toEqual({ kind: 'not-letters' });
  });
  it('asks the dictionary, whatever the case', () => {
    expect(checkGuess('xxxxx', 5, isWord)).toEqual({ kind: 'not-in-word-list' });
    expect(checkGuess('CRANE', 5, isWord)).toEqual({ played: 'crane' });
  });
});

describe('game status (product.md §3)', () => {
  it('is won on an all-correct guess, whenever it comes', () => {
    expect(statusAfter(['slate', 'cigar'], 'cigar')).toBe('won');
    expect(statusAfter(['slate', 'slate', 'slate', 'slate', 'slate', 'cigar'], 'cigar')).toBe('won');
  });
  it('is lost once the 6th row is used without a win, playing before that', () => {
    expect(statusAfter(Array<string>(5).fill('slate'), 'cigar')).toBe('playing');
    expect(statusAfter(Array<string>(6).fill('slate'), 'cigar')).toBe('lost');
  });
  it('shows stored guesses as submitted rows of scored tiles', () => {
    expect(rowsOf(['slate'], 'cigar')).toEqual([
      {
        submitted: true,
        tiles: [
          { letter: 'S', state: 'absent' },
          { letter: 'L', state: 'absent' },
          { letter: 'A', state: 'present' },
          { letter: 'T', state: 'absent' },
          { letter: 'E', state: 'absent' },
        ],
      },
    ]);
  });
});
