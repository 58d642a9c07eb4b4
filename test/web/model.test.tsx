import { emptyBoard, keyStatesWith, revealDurationMs, sanitizeRows, stateOnLoad, upgradeKeys } from '../../web/src/game/model';
import { completedRow, gameReducer, initialGame, typeLetter } from '../../web/src/game/reducer';
import { shareText } from '../../web/src/game/share';

describe('sanitising loaded tiles (product.md §4)', () => {
  it('keeps good rows as they are', () => {
    const rows = [
      {
        submitted: true,
        tiles: [
          { letter: 'A', state: 'correct' },
          { letter: 'B', state: 'absent' },
        ],
      },
    ];
    expect(sanitizeRows(rows, 2)).toEqual(rows);
  });

  it('pads short rows and cuts long ones to the word length', () => {
    const [short, long] = sanitizeRows(
      [
        { submitted: true, tiles: [{ letter: 'A', state: 'present' }] },
        { submitted: true, tiles: 'ABCDEF'.split('').map((letter) => ({ letter, state: 'absent' })) },
      ],
      3,
    );
    expect(short.tiles).toEqual([
      { letter: 'A', state: 'present' },
      { letter: '', state: 'empty' },
      { letter: '', state: 'empty' },
    ]);
    expect(long.tiles.map((t) => t.letter).join('')).toBe('ABC');
  });

  it('replaces a non-string letter and an unknown state', () => {
    const [row] = sanitizeRows([{ submitted: true, tiles: [{ letter: 7, state: 'correct' }, { letter: 'q', state: 'sparkly' }, null] }], 3);
    expect(row.tiles).toEqual([
      { letter: '', state: 'correct' },
      { letter: 'Q', state: 'filled' },
      { letter: '', state: 'empty' },
    ]);
  });

  it('keeps at most 6 rows and survives garbage', () => {
    expect(sanitizeRows(Array(9).fill({ submitted: true, tiles: [] }), 4)).toHaveLength(6);
    expect(sanitizeRows('nonsense', 4)).toEqual([]);
    expect(sanitizeRows([42], 2)).toEqual([
      {
        submitted: false,
        tiles: [
          { letter: '', state: 'empty' },
          { letter: '', state: 'empty' },
        ],
      },
    ]);
  });
});

describe('keyboard colours only upgrade (product.md §3)', () => {
  it('goes absent → present → correct, never back', () => {
    let keys = upgradeKeys({}, [{ letter: 'A', state: 'absent' }]);
    expect(keys.A).toBe('absent');
    keys = upgradeKeys(keys, [{ letter: 'A', state: 'present' }]);
    expect(keys.A).toBe('present');
    keys = upgradeKeys(keys, [{ letter: 'A', state: 'correct' }]);
    keys = upgradeKeys(keys, [
      { letter: 'A', state: 'absent' },
      { letter: 'A', state: 'present' },
    ]);
    expect(keys.A).toBe('correct');
  });

  it('takes the best state of a letter seen twice in one guess, and ignores unscored tiles', () => {
    expect(
      upgradeKeys({}, [
        { letter: 'E', state: 'present' },
        { letter: 'E', state: 'absent' },
      ]),
    ).toEqual({ E: 'present' });
    expect(
      upgradeKeys({}, [
        { letter: 'X', state: 'filled' },
        { letter: '', state: 'empty' },
      ]),
    ).toEqual({});
  });
});

describe('the share text (product.md §6)', () => {
  it('names the product, weekday, length and result, then the page', () => {
    expect(shareText({ dayOfWeek: 0, wordLength: 10, state: 'won', guessesUsed: 3, pageAddress: 'https://cipherword.app/' })).toBe(
      'CIPHERWORD (Sunday) - 10 letters\nSolved in 3/6 guesses\nPlay at: https://cipherword.app/',
    );
    expect(shareText({ dayOfWeek: 1, wordLength: 4, state: 'lost', guessesUsed: 6, pageAddress: 'https://cipherword.app/' })).toBe(
      'CIPHERWORD (Monday) - 4 letters\nNot solved\nPlay at: https://cipherword.app/',
    );
  });
});

describe('state on load and timings', () => {
  it('is won, lost at 6 guesses, else playing', () => {
    expect(stateOnLoad(true, 6)).toBe('won');
    expect(stateOnLoad(false, 6)).toBe('lost');
    expect(stateOnLoad(false, 5)).toBe('playing');
  });
  it('completes a reveal 600 ms after the last tile starts: a 300 ms stagger, shortened so no row takes over 2 s', () => {
    expect(revealDurationMs(5)).toBe(4 * 300 + 600);
    for (let length = 4; length <= 10; length++) expect(revealDurationMs(length)).toBeLessThanOrEqual(2000);
    expect(revealDurationMs(10)).toBeGreaterThan(1900); // still a flip a player can follow
  });

  it('marks a helped game in the shared text, as hard mode marks its own', () => {
    const base = { dayOfWeek: 2, wordLength: 5, guessesUsed: 3, pageAddress: 'https://cipherword.example/' };
    expect(shareText({ ...base, state: 'won', lettersRevealed: 1, hardMode: true }).split('\n')[1]).toBe(
      'Solved in 3/6 guesses* · 1 letter revealed',
    );
    expect(shareText({ ...base, state: 'lost', lettersRevealed: 2 }).split('\n')[1]).toBe('Not solved · 2 letters revealed');
    expect(shareText({ ...base, state: 'won' }).split('\n')[1]).toBe('Solved in 3/6 guesses');
  });

  it('colours a revealed letter green on the keyboard, never lowering what the rows showed', () => {
    const keys = keyStatesWith({ A: 'absent', B: 'present' }, [
      { position: 1, letter: 'b' },
      { position: 2, letter: 'c' },
    ]);
    expect(keys).toEqual({ A: 'absent', B: 'correct', C: 'correct' });
  });
});

describe('a bought letter is a hint, never in the way of what is typed', () => {
  // MANGO's A (letter 2) was bought.
  const typed = (letters: string, length = 5) => [...letters].reduce((row, letter) => typeLetter(row, letter, length), '');

  it('keeps exactly what the player types: a whole word over the bought letter stays that word', () => {
    expect(typed('MANGO')).toBe('MANGO');
    expect(typed('MONEY')).toBe('MONEY'); // normal mode: a word that ignores the bought A is the player's to try
    expect(typed('MORNING')).toBe('MORNI'); // the row stops at its length
  });

  it('keeps the typed row when a letter is bought meanwhile (the hint shows only in an empty tile)', () => {
    const typing = gameReducer(
      { ...initialGame, wordLength: 5, gameState: 'playing', rows: emptyBoard(5) },
      { type: 'letter', letter: 'M' },
    );
    const withO = gameReducer(typing, { type: 'letter', letter: 'O' });
    const bought = gameReducer(withO, { type: 'helped', revealedLetters: [{ position: 1, letter: 'a' }] });
    expect(bought.currentGuess).toBe('MO');
    expect(bought.rows[0].tiles.map((tile) => tile.letter).join('')).toBe('MO');
  });
});

describe('a row short only of bought letters', () => {
  it('completes a row short only of bought letters when Enter is pressed', () => {
    const last = [{ position: 4, letter: 'O' }];
    expect(completedRow('MANG', last, 5)).toBe('MANGO');
    expect(completedRow('MAN', last, 5)).toBe('MAN'); // a letter still to type: nothing filled
    expect(
      completedRow(
        'M',
        [
          { position: 1, letter: 'A' },
          { position: 2, letter: 'N' },
        ],
        5,
      ),
    ).toBe('MAN');
  });
});
