/**
 * The letter-reveal helpers: which position a helper may reveal (pure; the store makes it stick).
 * A credit is never spent on a letter the player knows: a position green in a played guess, or
 * already revealed, is never chosen by a rule nor sold at the typing position.
 */
import type { RevealedLetter } from './game';
import { helperOf, type HelperType } from './rules';

/**
 * Each helper's rule, for the helpers that pick the letter themselves (HELPERS' atTypingPosition
 * false): may it reveal position `i` of `answer`? Only hidden positions are ever offered to it.
 */
export const HELPER_RULES: Record<HelperType, (answer: string, position: number) => boolean> = {
  revealRandomLetter: () => true,
  revealSpecificLetter: () => true, // reveals the typing position: no rule of its own
};

export type RevealChoice =
  { ok: true; position: number } | { ok: false; reason: 'all-known' | 'position-out-of-range' | 'position-revealed' | 'position-known' };

export function chooseReveal(
  answer: string,
  known: { revealed: readonly RevealedLetter[]; green?: ReadonlySet<number> },
  request: { type: HelperType; position?: number },
  random: (bound: number) => number,
): RevealChoice {
  const revealed = new Set(known.revealed.map((r) => r.position));
  const isKnown = (i: number) => revealed.has(i) || (known.green?.has(i) ?? false);
  if (helperOf(request.type).atTypingPosition) {
    const position = request.position;
    if (position === undefined || !Number.isInteger(position) || position < 0 || position >= answer.length)
      return { ok: false, reason: 'position-out-of-range' };
    if (revealed.has(position)) return { ok: false, reason: 'position-revealed' };
    return isKnown(position) ? { ok: false, reason: 'position-known' } : { ok: true, position };
  }
  const rule = HELPER_RULES[request.type];
  const free = [...answer].map((_, i) => i).filter((i) => !isKnown(i) && rule(answer, i));
  if (free.length === 0) return { ok: false, reason: 'all-known' };
  return { ok: true, position: free[random(free.length)] };
}
