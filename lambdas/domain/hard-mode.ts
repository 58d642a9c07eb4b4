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

/** A rule of hard mode a guess breaks: a green letter out of its place (1 for the first), or a yellow one it lacks (`count` of it). */
export type HardModeRule = { position: number; letter: string } | { letter: string; count: number };

/** A rule in English words: "3rd letter must be R", "Guess must contain A", "Guess must contain 2 Es". */
export const hardModeRuleWords = (rule: HardModeRule): string =>
  'position' in rule
    ? `${ordinal(rule.position)} letter must be ${rule.letter}`
    : rule.count > 1
      ? `Guess must contain ${rule.count} ${rule.letter}s`
      : `Guess must contain ${rule.letter}`;

/** The first rule `guess` breaks, in words ("3rd letter must be R", "Guess must contain A"), or undefined. */
export function hardModeProblem(
  guess: string,
  played: readonly (readonly Tile[])[],
  revealed: readonly { position: number; letter: string }[],
): string | undefined {
  const rule = brokenHardModeRule(guess, played, revealed);
  return rule && hardModeRuleWords(rule);
}

/** The first rule `guess` breaks, or undefined. */
export function brokenHardModeRule(
  guess: string,
  played: readonly (readonly Tile[])[],
  revealed: readonly { position: number; letter: string }[],
): HardModeRule | undefined {
  const letters = guess.toUpperCase();
  const greens = new Map<number, string>();
  for (const { position, letter } of revealed) greens.set(position, letter.toUpperCase());
  for (const tiles of played) tiles.forEach((tile, i) => tile.state === 'correct' && greens.set(i, tile.letter.toUpperCase()));
  for (const position of [...greens.keys()].sort((a, b) => a - b)) {
    if (letters[position] !== greens.get(position)) return { position: position + 1, letter: greens.get(position)! };
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
      if ([...letters].filter((l) => l === letter).length < count) return { letter, count };
    }
  }
  return undefined;
}
