/**
 * The game screen's state as a reducer: every rule of docs/product.md's "Rules" that the browser
 * applies, in one pure function. A scored row is accepted at once: the next row takes letters while
 * the scored one still flips, and letters typed while a guess is on its way go to the next row, so
 * nothing typed is lost. Key colours and the outcome wait for the flip, not to spoil it.
 */
import type { RevealedLetterDto } from '@contracts/common';
import { MAX_COLUMNS, MAX_GUESSES } from '@contracts/constants';
import { emptyBoard, hintsOf, sanitizeRows, stateOnLoad, upgradeKeys, type GameState, type Row, type Tile, type TileState } from './model';

export interface GameContext {
  gameState: GameState;
  rows: Row[];
  /** The row being typed. */
  currentRow: number;
  currentGuess: string;
  wordLength: number;
  dayOfWeek: number;
  usedKeys: Record<string, TileState>;
  revealedLetters: RevealedLetterDto[];
  /** A guess is on its way to the server. */
  submitting: boolean;
  /** Letters typed while a guess was on its way: they start the next row once it is scored. */
  typedAhead: string;
  /** The row whose tiles are flipping, until the reveal completes. */
  revealingRow: number | null;
  /** The state the server decided for the flipping row, applied once its reveal completes. */
  pendingState: GameState | null;
  /** Shown only once the game is lost. */
  answer?: string;
  /** The game's own date (server's), sent with guesses so a game begun before midnight can be finished. */
  date?: string;
  /** Hard mode, as the game stores it once its first guess is sent (undefined before). */
  hardMode?: boolean;
  /** This browser's day was played on the account it signed in to: nothing to play here today. */
  playedOnAccount: boolean;
  /** Just signed out: the account's game this page showed stays on the board, read-only. */
  accountGameShown: boolean;
  /** The game was won or lost on this page (not found finished on load). */
  finishedAfterLoad: boolean;
  /** Increments on every rejected submission, to shake the row. */
  rejections: number;
}

/** The account's game a page showed when its player signed out: its rows, and how it ended if it had. */
export interface ShownGame {
  rows: unknown;
  status?: 'won' | 'lost';
  answer?: string;
}

export type GameAction =
  | { type: 'configured'; wordLength: number; dayOfWeek: number }
  | {
      type: 'restored';
      rows: unknown;
      guessesUsed: number;
      won: boolean;
      revealedLetters: RevealedLetterDto[];
      answer?: string;
      date?: string;
      hardMode?: boolean;
      playedOnAccount?: boolean;
      /** Signed out on this page a moment ago: the account's game it showed (kept for the session). */
      shown?: ShownGame;
      /** The row the player was typing when they left the page: typed again. */
      typed?: string;
    }
  | { type: 'letter'; letter: string }
  | { type: 'backspace' }
  | { type: 'rejected' }
  | { type: 'submitting' }
  | { type: 'submitFailed' }
  | { type: 'scored'; tiles: Tile[]; gameState: GameState; answer?: string; hardMode?: boolean }
  | { type: 'revealed' }
  | { type: 'helped'; revealedLetters: RevealedLetterDto[] }
  /** Enter on a row short only of bought letters: they are filled in. */
  | { type: 'completed' };

export const initialGame: GameContext = {
  gameState: 'playing',
  rows: [],
  currentRow: 0,
  currentGuess: '',
  wordLength: 0,
  dayOfWeek: 0,
  usedKeys: {},
  revealedLetters: [],
  accountGameShown: false,
  submitting: false,
  typedAhead: '',
  revealingRow: null,
  pendingState: null,
  finishedAfterLoad: false,
  playedOnAccount: false,
  rejections: 0,
};

const typedRow = (guess: string, length: number): Row => ({
  submitted: false,
  tiles: Array.from({ length }, (_, i) => ({ letter: guess[i] ?? '', state: guess[i] ? 'filled' : 'empty' })),
});

const withRow = (rows: Row[], index: number, row: Row) => rows.map((r, i) => (i === index ? row : r));

/**
 * The row after typing `letter`: exactly what the player types (docs/product.md, "Helpers"). A bought
 * letter is a hint drawn in its empty tile, never in the way: a whole word typed over it stays that word.
 */
export const typeLetter = (guess: string, letter: string, length: number): string => (guess.length < length ? guess + letter : guess);

/** The row as Enter sends it: bought letters that end it are filled in (a row short only of them is complete). */
export function completedRow(guess: string, revealed: readonly RevealedLetterDto[], length: number): string {
  const known = hintsOf(revealed);
  let row = guess;
  while (row.length < length && known.has(row.length)) row += known.get(row.length)!;
  return row;
}

/** The game takes letters: set up (it has a length), playing, and not ended by the row that is flipping. */
export const canType = (game: GameContext) =>
  game.gameState === 'playing' &&
  !game.playedOnAccount &&
  game.wordLength > 0 &&
  (game.pendingState === null || game.pendingState === 'playing');

/** The typed row may be sent: a full row, nothing on its way, and no row still flipping. */
export const canSubmit = (game: GameContext) => canType(game) && !game.submitting && game.revealingRow === null;

export function gameReducer(game: GameContext, action: GameAction): GameContext {
  switch (action.type) {
    case 'configured': {
      const wordLength = Math.min(action.wordLength, MAX_COLUMNS);
      return { ...initialGame, wordLength, dayOfWeek: action.dayOfWeek, rows: emptyBoard(wordLength) };
    }
    case 'restored': {
      // Played on the account, and shown here before signing out: the board keeps those rows, locked.
      const shown = action.playedOnAccount === true && action.shown !== undefined;
      const loaded = sanitizeRows(shown ? action.shown!.rows : action.rows, game.wordLength).map((row) => ({ ...row, submitted: true }));
      // A finished game stays finished on screen: its result (share, countdown) is still the player's.
      const ended = shown ? action.shown!.status : undefined;
      const gameState = ended ?? stateOnLoad(action.won, action.guessesUsed);
      // What is being typed stays (a setup run again while typing), else the row typed before leaving the page.
      const typing =
        gameState === 'playing' && !shown && action.playedOnAccount !== true
          ? (game.currentGuess || action.typed || '').slice(0, game.wordLength)
          : '';
      const rows = emptyBoard(game.wordLength).map(
        (empty, i) => loaded[i] ?? (i === loaded.length && typing ? typedRow(typing, game.wordLength) : empty),
      );
      return {
        ...game,
        rows,
        currentGuess: typing,
        currentRow: Math.min(loaded.length, MAX_GUESSES),
        gameState,
        usedKeys: loaded.reduce((keys, row) => upgradeKeys(keys, row.tiles), {} as Record<string, TileState>),
        revealedLetters: action.revealedLetters,
        answer: ended ? action.shown!.answer : action.answer,
        date: action.date,
        hardMode: action.hardMode,
        playedOnAccount: action.playedOnAccount === true,
        accountGameShown: shown,
      };
    }
    case 'letter': {
      if (!canType(game)) return game;
      if (game.submitting) {
        // The row on its way is locked: the letter starts the next one.
        return game.typedAhead.length < game.wordLength
          ? { ...game, typedAhead: typeLetter(game.typedAhead, action.letter, game.wordLength) }
          : game;
      }
      if (game.currentGuess.length >= game.wordLength) return game;
      const currentGuess = typeLetter(game.currentGuess, action.letter, game.wordLength);
      return { ...game, currentGuess, rows: withRow(game.rows, game.currentRow, typedRow(currentGuess, game.wordLength)) };
    }
    case 'backspace': {
      if (!canType(game)) return game;
      if (game.submitting) return { ...game, typedAhead: game.typedAhead.slice(0, -1) };
      if (game.currentGuess.length === 0) return game;
      const currentGuess = game.currentGuess.slice(0, -1);
      return { ...game, currentGuess, rows: withRow(game.rows, game.currentRow, typedRow(currentGuess, game.wordLength)) };
    }
    case 'rejected':
      return { ...game, rejections: game.rejections + 1 };
    case 'submitting':
      return {
        ...game,
        submitting: true,
        typedAhead: '',
        rows: withRow(game.rows, game.currentRow, { ...game.rows[game.currentRow], submitted: true }),
      };
    case 'submitFailed':
      // The row becomes editable again with what was typed (letters typed ahead meant a next row that is not coming).
      return {
        ...game,
        submitting: false,
        typedAhead: '',
        rejections: game.rejections + 1,
        rows: withRow(game.rows, game.currentRow, typedRow(game.currentGuess, game.wordLength)),
      };
    case 'scored': {
      const scoredRow = game.currentRow;
      const rows = withRow(game.rows, scoredRow, { submitted: true, tiles: action.tiles });
      const continues = action.gameState === 'playing' && scoredRow + 1 < MAX_GUESSES;
      const next = continues ? game.typedAhead.slice(0, game.wordLength) : '';
      return {
        ...game,
        submitting: false,
        revealingRow: scoredRow,
        currentRow: continues ? scoredRow + 1 : scoredRow,
        currentGuess: next,
        typedAhead: '',
        rows: continues ? withRow(rows, scoredRow + 1, typedRow(next, game.wordLength)) : rows,
        pendingState: action.gameState,
        answer: action.answer ?? game.answer,
        hardMode: action.hardMode ?? game.hardMode,
      };
    }
    case 'helped':
      // What was typed stays as typed: the bought letter shows in its tile while that tile is empty.
      return { ...game, revealedLetters: action.revealedLetters };
    case 'completed': {
      if (!canType(game) || game.submitting) return game;
      const currentGuess = completedRow(game.currentGuess, game.revealedLetters, game.wordLength);
      return { ...game, currentGuess, rows: withRow(game.rows, game.currentRow, typedRow(currentGuess, game.wordLength)) };
    }
    case 'revealed': {
      if (game.revealingRow === null) return game;
      const ended = game.pendingState !== null && game.pendingState !== 'playing';
      return {
        ...game,
        usedKeys: upgradeKeys(game.usedKeys, game.rows[game.revealingRow].tiles),
        // A finished game points past its last row (the attempts used).
        currentRow: ended ? game.revealingRow + 1 : game.currentRow,
        revealingRow: null,
        pendingState: null,
        gameState: game.pendingState ?? game.gameState,
        finishedAfterLoad: game.finishedAfterLoad || ended,
      };
    }
  }
}
