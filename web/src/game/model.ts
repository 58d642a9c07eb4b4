/** The browser's game model: pure functions, no React, tested in test/web. */
import type { Row, Tile, TileState } from '@contracts/common';
import { foldWord, MAX_GUESSES } from '@contracts/constants';
import { texts } from '../i18n/texts';
import { pageLanguage } from '../lib/language';

export type { Row, Tile, TileState };
export type GameState = 'playing' | 'won' | 'lost';

/**
 * product.md, "Motion": the flip of tile i starts at i × the stagger and takes 600 ms; the stagger is
 * 300 ms, shortened for long codes so that a whole row is scored within 2 s (a 10-letter row once took
 * 3.3 s). A typed letter pops for 150 ms.
 */
export const FLIP_STAGGER_MS = 300;
export const FLIP_DURATION_MS = 600;
export const MAX_REVEAL_MS = 2000;
export const POP_DURATION_MS = 150;
export const flipStaggerMs = (columns: number) =>
  columns <= 1 ? FLIP_STAGGER_MS : Math.min(FLIP_STAGGER_MS, Math.floor((MAX_REVEAL_MS - FLIP_DURATION_MS) / (columns - 1)));
export const revealDurationMs = (columns: number) => Math.max(0, columns - 1) * flipStaggerMs(columns) + FLIP_DURATION_MS;
/** A winning row bounces after its flip, tile i starting at i × 100 ms, each bounce taking 500 ms. */
export const BOUNCE_STAGGER_MS = 100;
export const BOUNCE_DURATION_MS = 500;
export const celebrationMs = (columns: number) => Math.max(0, columns - 1) * BOUNCE_STAGGER_MS + BOUNCE_DURATION_MS;

/** Players who ask their system for reduced motion see rows scored at once, without flips or bounces. */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);

/** What a screen reader hears once a row is scored: "Guess 2: C correct, R present, A absent." */
export const rowAnnouncement = (row: number, tiles: readonly Tile[]) =>
  texts('play').game.rowScored(
    row + 1,
    tiles.map((tile) => ({ letter: tile.letter.toUpperCase(), state: texts('shell').states[tile.state] })),
  );

export const outcomeAnnouncement = (state: GameState, guesses: number, answer?: string) =>
  state === 'won' ? texts('play').game.wonIn(guesses) : texts('play').game.lostTo(answer);

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
    // A tile shows the code as written (Á); its key is the letter as played (A).
    const key = normaliseLetter(letter) ?? letter.toUpperCase();
    if ((RANK[next[key]] ?? 0) < RANK[state]) next[key] = state;
  }
  return next;
}

/** product.md §3: state on load. */
export function stateOnLoad(won: boolean, guessesUsed: number): GameState {
  if (won) return 'won';
  return guessesUsed >= MAX_GUESSES ? 'lost' : 'playing';
}

/** Positions the player knows already: green in a played row, or revealed by a helper. */
export function knownPositions(rows: readonly Row[], revealed: readonly { position: number }[]): Set<number> {
  const known = new Set(revealed.map((r) => r.position));
  for (const row of rows) if (row.submitted) row.tiles.forEach((tile, i) => tile.state === 'correct' && known.add(i));
  return known;
}

/** product.md §4: only a single letter of the language is accepted (folded as it plays it), upper-cased. */
export function normaliseLetter(key: string): string | undefined {
  const letter = [...key].length === 1 ? foldWord(pageLanguage, key) : undefined;
  return letter?.length === 1 ? letter.toUpperCase() : undefined;
}

export const tileLabel = (tile: Tile, column: number, hint?: string) =>
  texts('shell').board.tile(column + 1, tile.letter, texts('shell').states[tile.state], hint);

/**
 * Revealed letters by position, as typed (upper case, folded: a revealed Á is the A key): shown as
 * hints in the row being typed, and filled into it.
 */
export const hintsOf = (revealed: readonly { position: number; letter: string }[]): ReadonlyMap<number, string> =>
  new Map(revealed.map((r) => [r.position, normaliseLetter(r.letter) ?? r.letter.toUpperCase()]));

/** The keyboard's colours: a revealed letter is in the code at its place, so its key is green. */
export function keyStatesWith(used: Record<string, TileState>, revealed: readonly { position: number; letter: string }[]) {
  return upgradeKeys(
    used,
    revealed.map((r) => ({ letter: r.letter, state: 'correct' as const })),
  );
}
