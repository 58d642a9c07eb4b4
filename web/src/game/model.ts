/** The browser's game model: pure functions, no React, tested in test/web. */
import type { Row, Tile, TileState } from '@contracts';
import { MAX_GUESSES, PRODUCT_NAME, WEEKDAYS } from '@contracts/constants';

export type { Row, Tile, TileState };
export type GameState = 'playing' | 'won' | 'lost';

/** product.md §8: the flip of tile i starts at i × 300 ms and takes 600 ms; a typed letter pops for 150 ms. */
export const FLIP_STAGGER_MS = 300;
export const FLIP_DURATION_MS = 600;
export const POP_DURATION_MS = 150;
export const revealDurationMs = (columns: number) => Math.max(0, columns - 1) * FLIP_STAGGER_MS + FLIP_DURATION_MS;

const TILE_STATES: readonly TileState[] = ['empty', 'filled', 'correct', 'present', 'absent'];

export const emptyRow = (length: number): Row => ({
  submitted: false,
  tiles: Array.from({ length }, () => ({ letter: '', state: 'empty' as const })),
});
export const emptyBoard = (length: number): Row[] => Array.from({ length: MAX_GUESSES }, () => emptyRow(length));

/**
 * product.md §4: tiles loaded from the server are trusted only in shape: a letter must be a string, a
 * state one of the five, each row cut or padded to the word length, at most 6 rows.
 */
export function sanitizeRows(rows: unknown, wordLength: number): Row[] {
  const list = Array.isArray(rows) ? rows.slice(0, MAX_GUESSES) : [];
  return list.map((row) => {
    const source = row && typeof row === 'object' ? (row as { tiles?: unknown; submitted?: unknown }) : {};
    const tiles = Array.isArray(source.tiles) ? source.tiles : [];
    return {
      submitted: source.submitted === true,
      tiles: Array.from({ length: wordLength }, (_, i) => {
        const tile = tiles[i] && typeof tiles[i] === 'object' ? (tiles[i] as { letter?: unknown; state?: unknown }) : {};
        const letter = typeof tile.letter === 'string' ? tile.letter.slice(0, 1).toUpperCase() : '';
        const state = TILE_STATES.includes(tile.state as TileState) ? (tile.state as TileState) : letter ? 'filled' : 'empty';
        return { letter, state };
      }),
    };
  });
}

const RANK: Record<string, number> = { absent: 1, present: 2, correct: 3 };

/** product.md §3: a key's colour only upgrades: absent, then present, then correct. */
export function upgradeKeys(used: Record<string, TileState>, tiles: readonly Tile[]): Record<string, TileState> {
  const next = { ...used };
  for (const { letter, state } of tiles) {
    if (!letter || !(state in RANK)) continue;
    const key = letter.toUpperCase();
    if ((RANK[next[key]] ?? 0) < RANK[state]) next[key] = state;
  }
  return next;
}

/** product.md §3: state on load. */
export function stateOnLoad(won: boolean, guessesUsed: number): GameState {
  if (won) return 'won';
  return guessesUsed >= MAX_GUESSES ? 'lost' : 'playing';
}

/** product.md §6: the text shared or copied. */
export function shareText(opts: {
  dayOfWeek: number;
  wordLength: number;
  state: GameState;
  guessesUsed: number;
  pageAddress: string;
}): string {
  const result = opts.state === 'won' ? `Solved in ${opts.guessesUsed}/${MAX_GUESSES} guesses` : 'Not solved';
  return `${PRODUCT_NAME} (${WEEKDAYS[opts.dayOfWeek] ?? ''}) - ${opts.wordLength} letters\n${result}\nPlay at: ${opts.pageAddress}`;
}

/** product.md §4: only a single letter a-z is accepted, upper-cased. */
export function normaliseLetter(key: string): string | undefined {
  return /^[a-z]$/i.test(key) ? key.toUpperCase() : undefined;
}

export const tileLabel = (tile: Tile, column: number) =>
  tile.letter
    ? `Letter ${column + 1}: ${tile.letter}, ${tile.state === 'filled' ? 'not yet checked' : tile.state}`
    : `Letter ${column + 1}: empty`;
