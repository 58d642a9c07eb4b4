/**
 * Hard mode (docs/product.md, "Rules"): every guess after the first keeps each green letter in its
 * place and uses each yellow letter (as many times as a row showed it green or yellow). Letters
 * revealed by a helper count as green. The server decides it; the first broken rule is named.
 */
import type { Tile } from './evaluation';

const ordinal = (n: number) => {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** The first rule `guess` breaks, in words ("3rd letter must be R", "Guess must contain A"), or undefined. */
export function hardModeProblem(
  guess: string,
  played: readonly (readonly Tile[])[],
  revealed: readonly { position: number; letter: string }[],
): string | undefined {
  const letters = guess.toUpperCase();
  const greens = new Map<number, string>();
  for (const { position, letter } of revealed) greens.set(position, letter.toUpperCase());
  for (const tiles of played) tiles.forEach((tile, i) => tile.state === 'correct' && greens.set(i, tile.letter.toUpperCase()));
  for (const position of [...greens.keys()].sort((a, b) => a - b)) {
    if (letters[position] !== greens.get(position)) return `${ordinal(position + 1)} letter must be ${greens.get(position)}`;
  }
  // Each letter at least as often as one row showed it (green or yellow).
  const needed = new Map<string, number>();
  for (const tiles of played) {
    const inRow = new Map<string, number>();
    for (const tile of tiles)
      if (tile.state === 'correct' || tile.state === 'present')
        inRow.set(tile.letter.toUpperCase(), (inRow.get(tile.letter.toUpperCase()) ?? 0) + 1);
    for (const [letter, count] of inRow) needed.set(letter, Math.max(needed.get(letter) ?? 0, count));
  }
  for (const tiles of played) {
    for (const tile of tiles) {
      const letter = tile.letter.toUpperCase();
      const count = needed.get(letter);
      if (tile.state !== 'present' || count === undefined) continue;
      if ([...letters].filter((l) => l === letter).length < count)
        return count > 1 ? `Guess must contain ${count} ${letter}s` : `Guess must contain ${letter}`;
    }
  }
  return undefined;
}
