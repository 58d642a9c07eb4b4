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

export function isAllCorrect(tiles: Tile[]): boolean {
  return tiles.length > 0 && tiles.every((t) => t.state === 'correct');
}
