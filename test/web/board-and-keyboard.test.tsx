import { fireEvent, render, screen, within } from '@testing-library/react';
import { Board } from '../../web/src/components/Board';
import { helperBlocked, twoLineChars } from '../../web/src/components/HelperBar';
import { HELPERS } from '../../lambdas/contracts/constants';
import { Keyboard, routePhysicalKey } from '../../web/src/components/Keyboard';
import { emptyBoard } from '../../web/src/game/model';
import { gameReducer, initialGame, type GameContext } from '../../web/src/game/reducer';

const play = (...actions: Parameters<typeof gameReducer>[1][]): GameContext => actions.reduce(gameReducer, initialGame);
const ready = (length = 5) =>
  play(
    { type: 'configured', wordLength: length, dayOfWeek: 2 },
    { type: 'restored', rows: [], guessesUsed: 0, won: false, revealedLetters: [] },
  );

describe('the board', () => {
  it("says it is initialising while the game restores, then shows 6 rows of the day's length", () => {
    const { rerender } = render(<Board rows={[]} wordLength={0} currentRow={0} isRestoring revealingRow={null} rejections={0} />);
    expect(screen.getByText('INITIALIZING DECRYPTION MATRIX...')).toBeTruthy();
    expect(screen.getByText('DECRYPTION MATRIX')).toBeTruthy();
    rerender(<Board rows={emptyBoard(7)} wordLength={7} currentRow={0} isRestoring={false} revealingRow={null} rejections={0} />);
    expect(screen.getByText('SEC.LEVEL: 7')).toBeTruthy();
    expect(screen.getAllByRole('group')).toHaveLength(6);
    expect(within(screen.getAllByRole('group')[0]).getAllByRole('img')).toHaveLength(7);
  });

  it('labels every tile with its letter and state for screen readers', () => {
    const game = play(
      { type: 'configured', wordLength: 3, dayOfWeek: 1 },
      {
        type: 'restored',
        rows: [
          {
            submitted: true,
            tiles: [
              { letter: 'C', state: 'correct' },
              { letter: 'A', state: 'present' },
              { letter: 'T', state: 'absent' },
            ],
          },
        ],
        guessesUsed: 1,
        won: false,
        revealedLetters: [],
      },
      { type: 'letter', letter: 'D' },
    );
    render(<Board rows={game.rows} wordLength={3} currentRow={game.currentRow} isRestoring={false} revealingRow={null} rejections={0} />);
    expect(screen.getByRole('img', { name: 'Letter 1: C, correct' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Letter 2: A, present' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Letter 3: T, absent' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Letter 1: D, not yet checked' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /empty/ }).length).toBe(3 * 6 - 4);
  });

  it('flips the revealing row with a 300 ms stagger per column', () => {
    render(<Board rows={emptyBoard(4)} wordLength={4} currentRow={0} isRestoring={false} revealingRow={0} rejections={0} />);
    const tiles = within(screen.getAllByRole('group')[0]).getAllByRole('img');
    expect(tiles.map((t) => t.style.animationDelay)).toEqual(['0ms', '300ms', '600ms', '900ms']);
    expect(tiles.every((t) => t.style.animationDuration === '600ms')).toBe(true);
  });

  it("scores a 10-letter row within 2 s: the last tile's flip starts by 1.4 s", () => {
    render(<Board rows={emptyBoard(10)} wordLength={10} currentRow={0} isRestoring={false} revealingRow={0} rejections={0} />);
    const tiles = within(screen.getAllByRole('group')[0]).getAllByRole('img');
    const lastStart = parseInt(tiles[9].style.animationDelay, 10);
    expect(lastStart + parseInt(tiles[9].style.animationDuration, 10)).toBeLessThanOrEqual(2000);
    expect(lastStart).toBeGreaterThan(0);
  });

  it('shows a revealed letter faintly in its empty tile of the row being typed, and lets a tap choose a tile', () => {
    const chosen: number[] = [];
    const rows = emptyBoard(5);
    rows[0] = { submitted: false, tiles: rows[0].tiles.map((tile, i) => (i === 0 ? { letter: 'S', state: 'filled' } : tile)) };
    render(
      <Board
        rows={rows}
        wordLength={5}
        currentRow={0}
        isRestoring={false}
        revealingRow={null}
        rejections={0}
        hints={
          new Map([
            [0, 'C'],
            [3, 'E'],
          ])
        }
        onChooseTile={(position) => chosen.push(position)}
        chosenTile={3}
      />,
    );
    const tiles = within(screen.getAllByRole('group')[0]).getAllByRole('button');
    expect(tiles.map((t) => t.dataset.hint ?? '')).toEqual(['', '', '', 'E', '']); // a typed letter covers its hint
    expect(tiles[3].getAttribute('aria-label')).toBe('Letter 4: empty, revealed: E: choose it for Reveal letter');
    expect(tiles[3].getAttribute('aria-pressed')).toBe('true');
    expect(tiles.every((tile) => tile.tabIndex === -1)).toBe(true); // not in the Tab order
    fireEvent.click(tiles[1]);
    fireEvent.click(within(screen.getAllByRole('group')[1]).getAllByRole('img')[1]); // not the row being typed
    expect(chosen).toEqual([1]);
  });
});

describe('the keyboard', () => {
  it('shows the best known state of each key after several rows', () => {
    let game = ready(3);
    const score = (word: string, states: ('correct' | 'present' | 'absent')[]) => {
      for (const letter of word) game = gameReducer(game, { type: 'letter', letter });
      game = gameReducer(game, { type: 'submitting' });
      game = gameReducer(game, {
        type: 'scored',
        tiles: [...word].map((letter, i) => ({ letter, state: states[i] })),
        gameState: 'playing',
      });
      game = gameReducer(game, { type: 'revealed' });
    };
    score('ABC', ['present', 'absent', 'absent']);
    score('CAB', ['absent', 'correct', 'absent']);
    score('BAD', ['absent', 'present', 'absent']); // A seen present again: stays correct
    render(
      <Keyboard
        layout="qwerty"
        usedKeys={game.usedKeys}
        disabled={false}
        onLetter={() => undefined}
        onEnter={() => undefined}
        onBackspace={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'A, correct' }).getAttribute('data-state')).toBe('correct');
    expect(screen.getByRole('button', { name: 'B, absent' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Z' }).getAttribute('data-state')).toBeNull();
    expect(game.currentRow).toBe(3);
  });

  it('has the three rows of product.md §2 and calls back for letters, Enter and Backspace', () => {
    const calls: string[] = [];
    render(
      <Keyboard
        layout="qwerty"
        usedKeys={{}}
        disabled={false}
        onLetter={(l) => calls.push(l)}
        onEnter={() => calls.push('enter')}
        onBackspace={() => calls.push('back')}
      />,
    );
    const rows = screen.getByTestId('keyboard').children;
    expect([...rows].map((row) => [...row.children].map((k) => k.getAttribute('data-key')).join(' '))).toEqual([
      'Q W E R T Y U I O P',
      'A S D F G H J K L',
      'ENTER Z X C V B N M BACK',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Q' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enter: submit guess' }));
    fireEvent.click(screen.getByRole('button', { name: 'Backspace: delete letter' }));
    expect(calls).toEqual(['Q', 'enter', 'back']);
  });

  it('is disabled when the game is not playing', () => {
    render(
      <Keyboard
        layout="qwerty"
        usedKeys={{}}
        disabled
        onLetter={() => undefined}
        onEnter={() => undefined}
        onBackspace={() => undefined}
      />,
    );
    expect(screen.getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });

  it('routes physical keys only when nothing else has focus, and ignores shortcuts', () => {
    const calls: string[] = [];
    const actions = { onLetter: (l: string) => calls.push(l), onEnter: () => calls.push('enter'), onBackspace: () => calls.push('back') };
    routePhysicalKey(new KeyboardEvent('keydown', { key: 'a' }), actions);
    routePhysicalKey(new KeyboardEvent('keydown', { key: 'c', ctrlKey: true }), actions);
    const input = document.body.appendChild(document.createElement('input'));
    input.focus();
    routePhysicalKey(new KeyboardEvent('keydown', { key: 'b' }), actions);
    input.remove();
    routePhysicalKey(new KeyboardEvent('keydown', { key: 'Enter' }), actions);
    routePhysicalKey(new KeyboardEvent('keydown', { key: '1' }), actions);
    // A key that is no letter of the language (English has no accents) types nothing; a named key is no letter.
    for (const key of ['é', 'ñ', 'Tab', 'Shift']) routePhysicalKey(new KeyboardEvent('keydown', { key }), actions);
    expect(calls).toEqual(['A', 'enter']);
  });

  it('keeps typing letters when a button has the focus, but leaves Enter and Space to that button (it acts once)', () => {
    const calls: string[] = [];
    const actions = { onLetter: (l: string) => calls.push(l), onEnter: () => calls.push('enter'), onBackspace: () => calls.push('back') };
    const helper = document.body.appendChild(document.createElement('button'));
    helper.focus();
    for (const key of ['d', 'Backspace', 'Enter', ' ']) routePhysicalKey(new KeyboardEvent('keydown', { key }), actions);
    helper.remove();
    expect(calls).toEqual(['D', 'back']);
  });

  it('submits a row being typed with Enter whichever button has the focus; with nothing typed the button takes Enter', () => {
    const calls: string[] = [];
    let typed = '';
    const actions = {
      onLetter: (l: string) => ((typed += l), calls.push(l)),
      onEnter: () => calls.push('enter'),
      onBackspace: () => calls.push('back'),
      rowBeingTyped: () => typed.length > 0,
    };
    const statistics = document.body.appendChild(document.createElement('button'));
    statistics.focus();
    const empty = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true });
    routePhysicalKey(empty, actions);
    expect(empty.defaultPrevented).toBe(false); // the button opens its dialog, as keyboard users expect
    routePhysicalKey(new KeyboardEvent('keydown', { key: 'a' }), actions);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true });
    routePhysicalKey(enter, actions);
    statistics.remove();
    expect(enter.defaultPrevented).toBe(true); // the button is not pressed again
    expect(calls).toEqual(['A', 'enter']);
  });

  it('leaves keys to an open dialog, and gives them back the moment it closes, even while its Close button still has the focus', () => {
    const calls: string[] = [];
    const actions = { onLetter: (l: string) => calls.push(l), onEnter: () => calls.push('enter'), onBackspace: () => calls.push('back') };
    const dialog = document.body.appendChild(document.createElement('dialog'));
    const close = dialog.appendChild(document.createElement('button'));
    dialog.setAttribute('open', '');
    close.focus();
    routePhysicalKey(new KeyboardEvent('keydown', { key: 'a' }), actions);
    // Closed: a browser moves the focus away from the hidden button only at its next frame.
    dialog.removeAttribute('open');
    close.focus();
    for (const key of ['b', 'Enter']) routePhysicalKey(new KeyboardEvent('keydown', { key }), actions);
    dialog.remove();
    expect(calls).toEqual(['B', 'enter']);
  });
});

describe('game rules in the browser (product.md §3, §4)', () => {
  it('takes letters only while playing and up to the word length', () => {
    let game = ready(2);
    for (const letter of 'ABC') game = gameReducer(game, { type: 'letter', letter });
    expect(game.currentGuess).toBe('AB');
    const won = play(
      { type: 'configured', wordLength: 2, dayOfWeek: 0 },
      { type: 'restored', rows: [{ submitted: true, tiles: [] }], guessesUsed: 1, won: true, revealedLetters: [] },
    );
    expect(gameReducer(won, { type: 'letter', letter: 'A' })).toBe(won);
  });

  it('keeps letters typed while a guess is on its way for the next row, and gives the row back when it fails', () => {
    let game = ready(2);
    game = gameReducer(gameReducer(game, { type: 'letter', letter: 'O' }), { type: 'letter', letter: 'K' });
    game = gameReducer(game, { type: 'submitting' });
    expect(game.rows[0].submitted).toBe(true);
    game = gameReducer(gameReducer(game, { type: 'letter', letter: 'N' }), { type: 'letter', letter: 'O' });
    expect(game.typedAhead).toBe('NO');
    expect(game.rows[0].tiles.map((t) => t.letter).join('')).toBe('OK'); // the row on its way is locked
    const failed = gameReducer(game, { type: 'submitFailed' });
    expect(failed.rows[0]).toEqual({
      submitted: false,
      tiles: [
        { letter: 'O', state: 'filled' },
        { letter: 'K', state: 'filled' },
      ],
    });
    expect(gameReducer(failed, { type: 'backspace' }).currentGuess).toBe('O');
    // Scored instead: the row is accepted at once and the letters typed ahead start the next one.
    const scored = gameReducer(game, {
      type: 'scored',
      gameState: 'playing',
      tiles: [
        { letter: 'O', state: 'absent' },
        { letter: 'K', state: 'absent' },
      ],
    });
    expect(scored).toMatchObject({ currentRow: 1, currentGuess: 'NO', revealingRow: 0, typedAhead: '' });
    expect(gameReducer(scored, { type: 'letter', letter: 'X' }).currentGuess).toBe('NO'); // full: nothing more
    expect(gameReducer(scored, { type: 'backspace' }).currentGuess).toBe('N'); // editable while row 0 still flips
  });

  it('restores a finished game as won or lost', () => {
    expect(
      play(
        { type: 'configured', wordLength: 2, dayOfWeek: 0 },
        { type: 'restored', rows: Array(6).fill({ submitted: true, tiles: [] }), guessesUsed: 6, won: false, revealedLetters: [] },
      ).gameState,
    ).toBe('lost');
  });

  it('disables the random reveal when unaffordable, busy, with every letter known, or won', () => {
    const random = HELPERS.find((helper) => !helper.atTypingPosition)!;
    const base = { balance: 3, cost: 1, busy: false, known: new Set<number>(), position: 0, wordLength: 5, won: false, playing: true };
    expect(helperBlocked(random, base)).toBeNull();
    expect(helperBlocked(random, { ...base, balance: 0 })).toBe('Not enough credits.');
    expect(helperBlocked(random, { ...base, busy: true })).toBe('Revealing…');
    expect(helperBlocked(random, { ...base, known: new Set([0, 1, 2, 3, 4]) })).toBe('You know every letter already.');
    expect(helperBlocked(random, { ...base, won: true })).toBe('The code is decrypted.');
  });

  it("gives each helper's button the width that sets it on two lines: the narrowest split at a space", () => {
    expect(twoLineChars('REVEAL RANDOM LETTER (1 credit)')).toBe('LETTER (1 credit)'.length);
    expect(twoLineChars('REVEAL LETTER 10 (2 credits)')).toBe('10 (2 credits)'.length);
    expect(twoLineChars('REVEAL')).toBe('REVEAL'.length);
  });
});
