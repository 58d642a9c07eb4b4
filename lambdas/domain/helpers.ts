/** The letter-reveal helpers: which position a helper may reveal (pure; the store makes it stick). */
import type { RevealedLetter } from './game';
import type { HelperType } from './rules';

export type RevealChoice =
  { ok: true; position: number } | { ok: false; reason: 'all-revealed' | 'position-out-of-range' | 'position-revealed' };

export function chooseReveal(
  answer: string,
  revealed: readonly RevealedLetter[],
  request: { type: HelperType; position?: number },
  random: (bound: number) => number,
): RevealChoice {
  const taken = new Set(revealed.map((r) => r.position));
  if (request.type === 'revealSpecificLetter') {
    const position = request.position;
    if (position === undefined || !Number.isInteger(position) || position < 0 || position >= answer.length)
      return { ok: false, reason: 'position-out-of-range' };
    return taken.has(position) ? { ok: false, reason: 'position-revealed' } : { ok: true, position };
  }
  const free = [...answer].map((_, i) => i).filter((i) => !taken.has(i));
  if (free.length === 0) return { ok: false, reason: 'all-revealed' };
  return { ok: true, position: free[random(free.length)] };
}
