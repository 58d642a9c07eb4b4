/** The game screen's state as a reducer: every transition of docs/product.md's "Rules" in one pure function. */
import type { RevealedLetterDto } from '@contracts';
import { MAX_COLUMNS, MAX_GUESSES } from '@contracts/constants';
import { emptyBoard, sanitizeRows, stateOnLoad, upgradeKeys, type GameState, type Row, type Tile, type TileState } from './model';

export interface GameContext {
  gameState: GameState;
  rows: Row[];
  currentRow: number;
  currentGuess: string;
  maxGuesses: number;
  wordLength: number;
  maxCols: number;
  dayOfWeek: number;
  usedKeys: Record<string, TileState>;
  revealedLetters: RevealedLetterDto[];
  isRestoring: boolean;
  submitting: boolean;
  /** The row whose tiles are flipping, until the reveal completes. */
  revealingRow: number | null;
  /** The state the server decided for the flipping row, applied once its reveal completes. */
  pendingState: GameState | null;
  /** Shown only once the game is lost. */
  answer?: string;
  /** The game's own date (server's), sent with guesses so a game begun before midnight can be finished. */
  date?: string;
  /** The game was won or lost on this page (not found finished on load). */
  finishedAfterLoad: boolean;
  /** Increments on every rejected submission, to shake the row. */
  rejections: number;
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
    }
  | { type: 'restoreFailed' }
  | { type: 'letter'; letter: string }
  | { type: 'backspace' }
  | { type: 'rejected' }
  | { type: 'submitting' }
  | { type: 'submitFailed' }
  | { type: 'scored'; tiles: Tile[]; gameState: GameState; answer?: string }
  | { type: 'revealed' }
  | { type: 'helped'; revealedLetters: RevealedLetterDto[] };

export const initialGame: GameContext = {
  gameState: 'playing',
  rows: [],
  currentRow: 0,
  currentGuess: '',
  maxGuesses: MAX_GUESSES,
  wordLength: 0,
  maxCols: MAX_COLUMNS,
  dayOfWeek: 0,
  usedKeys: {},
  revealedLetters: [],
  isRestoring: true,
  submitting: false,
  revealingRow: null,
  pendingState: null,
  finishedAfterLoad: false,
  rejections: 0,
};

const typedRow = (guess: string, length: number): Row => ({
  submitted: false,
  tiles: Array.from({ length }, (_, i) => ({ letter: guess[i] ?? '', state: guess[i] ? 'filled' : 'empty' })),
});

const withRow = (rows: Row[], index: number, row: Row) => rows.map((r, i) => (i === index ? row : r));

export const canType = (game: GameContext) =>
  game.gameState === 'playing' && !game.isRestoring && !game.submitting && game.revealingRow === null;

export function gameReducer(game: GameContext, action: GameAction): GameContext {
  switch (action.type) {
    case 'configured':
      return {
        ...game,
        wordLength: Math.min(action.wordLength, MAX_COLUMNS),
        dayOfWeek: action.dayOfWeek,
        rows: emptyBoard(Math.min(action.wordLength, MAX_COLUMNS)),
      };
    case 'restored': {
      const loaded = sanitizeRows(action.rows, game.wordLength).map((row) => ({ ...row, submitted: true }));
      const rows = emptyBoard(game.wordLength).map((empty, i) => loaded[i] ?? empty);
      return {
        ...game,
        rows,
        currentRow: Math.min(loaded.length, MAX_GUESSES),
        gameState: stateOnLoad(action.won, action.guessesUsed),
        usedKeys: loaded.reduce((keys, row) => upgradeKeys(keys, row.tiles), {} as Record<string, TileState>),
        revealedLetters: action.revealedLetters,
        answer: action.answer,
        date: action.date,
        isRestoring: false,
      };
    }
    case 'restoreFailed':
      return { ...game, isRestoring: false };
    case 'letter': {
      if (!canType(game) || game.currentGuess.length >= game.wordLength) return game;
      const currentGuess = game.currentGuess + action.letter;
      return { ...game, currentGuess, rows: withRow(game.rows, game.currentRow, typedRow(currentGuess, game.wordLength)) };
    }
    case 'backspace': {
      if (!canType(game) || game.currentGuess.length === 0) return game;
      const currentGuess = game.currentGuess.slice(0, -1);
      return { ...game, currentGuess, rows: withRow(game.rows, game.currentRow, typedRow(currentGuess, game.wordLength)) };
    }
    case 'rejected':
      return { ...game, rejections: game.rejections + 1 };
    case 'submitting':
      return { ...game, submitting: true, rows: withRow(game.rows, game.currentRow, { ...game.rows[game.currentRow], submitted: true }) };
    case 'submitFailed':
      // The row becomes editable again with what was typed (product.md §7).
      return {
        ...game,
        submitting: false,
        rejections: game.rejections + 1,
        rows: withRow(game.rows, game.currentRow, typedRow(game.currentGuess, game.wordLength)),
      };
    case 'scored':
      return {
        ...game,
        submitting: false,
        revealingRow: game.currentRow,
        rows: withRow(game.rows, game.currentRow, { submitted: true, tiles: action.tiles }),
        pendingState: action.gameState,
        answer: action.answer ?? game.answer,
      };
    case 'helped':
      return { ...game, revealedLetters: action.revealedLetters };
    case 'revealed': {
      if (game.revealingRow === null) return game;
      const tiles = game.rows[game.revealingRow].tiles;
      return {
        ...game,
        usedKeys: upgradeKeys(game.usedKeys, tiles),
        currentRow: game.revealingRow + 1,
        currentGuess: '',
        revealingRow: null,
        pendingState: null,
        gameState: game.pendingState ?? game.gameState,
        finishedAfterLoad: game.finishedAfterLoad || (game.pendingState !== null && game.pendingState !== 'playing'),
      };
    }
  }
}
