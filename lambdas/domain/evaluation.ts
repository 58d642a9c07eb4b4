/** Scoring a guess against the answer, with exact duplicate-letter rules. */

export type TileState = 'empty' | 'filled' | 'correct' | 'present' | 'absent';
export type ScoredState = Extract<TileState, 'correct' | 'present' | 'absent'>;

export interface Tile {
  letter: string;
  state: TileState;
}

/**
 * Greens first; then each remaining guess letter, left to right, is yellow only while the answer
 * still has an unmatched copy of it. So guess "SPEED" on answer "ABIDE" gives one yellow E, not two.
 */
export function evaluateGuess(guess: string, answer: string): Tile[] {
  const g = guess.toUpperCase();
  const a = answer.toUpperCase();
  if (g.length !== a.length) throw new RangeError('guess and answer differ in length');
  const states = Array.from<ScoredState>({ length: g.length }).fill('absent');
  const leftOver = new Map<string, number>();
  for (let i = 0; i < g.length; i++) {
    if (g[i] === a[i]) states[i] = 'correct';
    else leftOver.set(a[i], (leftOver.get(a[i]) ?? 0) + 1);
  }
  for (let i = 0; i < g.length; i++) {
    if (states[i] === 'correct') continue;
    const left = leftOver.get(g[i]) ?? 0;
    if (left > 0) {
      states[i] = 'present';
      leftOver.set(g[i], left - 1);
    }
  }
  return [...g].map((letter, i) => ({ letter, state: states[i] }));
}

/**
 * The tiles as the code is written (docs/product.md, "Languages"): a correct tile shows the code's own
 * letter ("Á" where "A" was typed, the Spanish code being "árbol"); the others show the guess's
 * letters as played. A code is never written with a letter played as two (the word build keeps œ and
 * æ out of codes), so its written letters stand where its played ones do.
 */
export function asWritten(tiles: Tile[], written: string): Tile[] {
  const letters = [...written.toUpperCase()];
  if (letters.length !== tiles.length) return tiles;
  return tiles.map((tile, i) => (tile.state === 'correct' ? { ...tile, letter: letters[i] } : tile));
}

/** Letters revealed by helpers (stored as played), each as the code writes it at its position. */
export function revealedAsWritten<T extends { position: number; letter: string }>(revealed: readonly T[], written: string): T[] {
  const letters = [...written];
  return revealed.map((reveal) => ({ ...reveal, letter: letters[reveal.position] ?? reveal.letter }));
}

export function isAllCorrect(tiles: Tile[]): boolean {
  return tiles.length > 0 && tiles.every((t) => t.state === 'correct');
}
