import { evaluateGuess } from '../../lambdas/domain/evaluation';
import { decideGuess, newGame } from '../../lambdas/domain/game';
import { hardModeProblem } from '../../lambdas/domain/hard-mode';

const rows = (answer: string, ...guesses: string[]) => guesses.map((guess) => evaluateGuess(guess, answer));

describe('hard mode rules', () => {
  it('keeps each green letter in its place, naming the first one broken', () => {
    const played = rows('crane', 'trace'); // T absent, R correct, A correct, C present, E correct
    expect(hardModeProblem('grade', played, [])).toBe('Guess must contain C');
    expect(hardModeProblem('brace', played, [])).toBeUndefined();
    expect(hardModeProblem('crane', played, [])).toBeUndefined();
    expect(hardModeProblem('cater', played, [])).toBe('2nd letter must be R');
  });

  it('uses every yellow letter', () => {
    const played = rows('crane', 'lance'); // L absent, A present, N present, C present, E correct
    expect(hardModeProblem('acorn', played, [])).toBe('5th letter must be E');
    expect(hardModeProblem('ocean', played, [])).toBe('5th letter must be E');
    expect(hardModeProblem('crane', played, [])).toBeUndefined();
    expect(hardModeProblem('dance', played, [])).toBeUndefined(); // D new, A N C E kept/used
    expect(hardModeProblem('brace', played, [])).toBe('Guess must contain N');
  });

  it('counts repeated letters: a row showing E three times (green, green, yellow) needs three', () => {
    const played = rows('geese', 'eerie'); // E present, E correct, R absent, I absent, E correct
    expect(played[0].map((t) => t.state)).toEqual(['present', 'correct', 'absent', 'absent', 'correct']);
    expect(hardModeProblem('xxxxx', played, [])).toBe('2nd letter must be E');
    expect(hardModeProblem('aeaae', played, [])).toBe('Guess must contain 3 Es');
    expect(hardModeProblem('geese', played, [])).toBeUndefined();
  });

  it('needs a letter as many times as a yellow row showed it', () => {
    const played = rows('sleep', 'eerie'); // E present, E present (SLEEP has two E)
    expect(played[0].filter((t) => t.letter === 'E' && t.state === 'present')).toHaveLength(2);
    expect(hardModeProblem('excel', played, [])).toBeUndefined();
    expect(hardModeProblem('sleds', played, [])).toBe('Guess must contain 2 Es');
  });

  it('counts letters revealed by a helper as green', () => {
    expect(hardModeProblem('trace', [], [{ position: 0, letter: 'c' }])).toBe('1st letter must be C');
    expect(hardModeProblem('crane', [], [{ position: 0, letter: 'c' }])).toBeUndefined();
  });
});

describe('a hard-mode guess, decided whole', () => {
  const day = { date: '2026-11-24', wordLength: 5 };
  const isWord = () => true;

  it('is refused, naming the rule, once the game was started in hard mode', () => {
    const game = { ...newGame(day.date, 5, 'en'), guesses: ['trace'], hardMode: true };
    expect(decideGuess({ guess: 'moist', day, answer: 'crane', isWord, guessesBefore: 1, game })).toEqual({
      ok: false,
      problem: { kind: 'hard-mode', rule: { position: 2, letter: 'R' } },
    });
  });

  it('takes the mode from the first guess, and keeps the game’s own mode after it', () => {
    const first = decideGuess({ guess: 'trace', day, answer: 'crane', isWord, guessesBefore: 0, hardMode: true });
    expect(first).toMatchObject({ ok: true, hardMode: true });
    const normalGame = { ...newGame(day.date, 5, 'en'), guesses: ['trace'], hardMode: false };
    // The player switched hard mode on mid-game: the game stays normal, the guess is not checked.
    expect(decideGuess({ guess: 'moist', day, answer: 'crane', isWord, guessesBefore: 1, game: normalGame, hardMode: true })).toMatchObject(
      {
        ok: true,
        hardMode: false,
      },
    );
  });

  it('gives the day’s result when the guess ends the game', () => {
    expect(decideGuess({ guess: 'crane', day, answer: 'crane', isWord, guessesBefore: 2 })).toMatchObject({ status: 'won', result: 3 });
    expect(decideGuess({ guess: 'trace', day, answer: 'crane', isWord, guessesBefore: 5 })).toMatchObject({ status: 'lost', result: 0 });
    expect(decideGuess({ guess: 'trace', day, answer: 'crane', isWord, guessesBefore: 1 })).not.toHaveProperty('result');
  });
});
