/**
 * The letter-reveal helpers: which position a helper may reveal, or why it may not (pure; the store
 * makes a reveal stick). A credit is never spent on a letter the player knows: a position green in a
 * played guess, or already revealed, is never chosen by a rule nor sold at the typing position.
 */
import type { RevealedLetter } from './game';
import { helperOf, type HelperType } from './rules';

/**
 * A reveal refused, in the player's words. `refusal` is the kind of no (lambdas/errors.ts names the
 * same kinds): `invalid` for a request that cannot be right, `conflict` for one the game's state
 * forbids now. The service throws it as it is, so a new way to say no is written here, next to its rule.
 */
export interface RevealRefusal {
  ok: false;
  refusal: 'invalid' | 'conflict';
  /** What tests and logs name; stable. */
  reason: string;
  message: string;
}
export type RevealChoice = { ok: true; position: number } | RevealRefusal;
/** The positions a rule may reveal, or its own refusal. */
export type RuleResult = { ok: true; positions: readonly number[] } | RevealRefusal;

const refuse = (refusal: RevealRefusal['refusal'], reason: string, message: string): RevealRefusal => ({
  ok: false,
  refusal,
  reason,
  message,
});

/**
 * Each helper's rule, given the code and its hidden positions (never empty: a code the player knows
 * whole is refused before any rule): the positions it may reveal, or why none. A helper at the typing
 * position (HELPERS' atTypingPosition) reveals the position asked for, checked in chooseReveal: its
 * rule here is never asked. A new helper is an entry in HELPERS and its rule here, with its refusal.
 */
export type HelperRule = (answer: string, hidden: readonly number[]) => RuleResult;
export const HELPER_RULES: Record<HelperType, HelperRule> = {
  revealRandomLetter: (_answer, hidden) => ({ ok: true, positions: hidden }),
  revealSpecificLetter: (_answer, hidden) => ({ ok: true, positions: hidden }),
};

/** The position a helper reveals in `answer`, given what the player knows, or why it refuses. */
export function chooseReveal(
  answer: string,
  known: { revealed: readonly RevealedLetter[]; green?: ReadonlySet<number> },
  request: { type: HelperType; position?: number },
  random: (bound: number) => number,
  rules: Readonly<Record<HelperType, HelperRule>> = HELPER_RULES,
): RevealChoice {
  const revealed = new Set(known.revealed.map((r) => r.position));
  const isKnown = (i: number) => revealed.has(i) || (known.green?.has(i) ?? false);
  if (helperOf(request.type).atTypingPosition) {
    const position = request.position;
    if (position === undefined || !Number.isInteger(position) || position < 0 || position >= answer.length)
      return refuse('invalid', 'position-out-of-range', `letterPosition must be from 0 to ${answer.length - 1}`);
    if (revealed.has(position)) return refuse('conflict', 'position-revealed', 'That letter is already revealed.');
    if (isKnown(position)) return refuse('conflict', 'position-known', 'You know that letter already: it is green in your guesses.');
    return { ok: true, position };
  }
  const hidden = [...answer].map((_, i) => i).filter((i) => !isKnown(i));
  if (hidden.length === 0) return refuse('conflict', 'all-known', 'You know every letter already.');
  const fitting = offeredAmong(answer, hidden, request.type, rules);
  if (!fitting.ok) return fitting;
  if (fitting.positions.length === 0) return refuse('conflict', 'none-offered', 'No letter you do not know fits this helper.');
  return { ok: true, position: fitting.positions[random(fitting.positions.length)] };
}

/** What a helper's rule offers among `candidates`: only those, whatever the rule returns (a credit buys only a hidden letter). */
function offeredAmong(
  answer: string,
  candidates: readonly number[],
  type: HelperType,
  rules: Readonly<Record<HelperType, HelperRule>> = HELPER_RULES,
): { ok: true; positions: number[] } | RevealRefusal {
  const fitting = rules[type](answer, candidates);
  return fitting.ok ? { ok: true, positions: fitting.positions.filter((position) => candidates.includes(position)) } : fitting;
}

/**
 * How many letters `type` can reveal in `answer` from a game with nothing known: every position for a
 * helper at the typing position, else those its rule offers. (The soak's race expects no more reveals.)
 */
export function revealablePositions(answer: string, type: HelperType): number {
  const all = [...answer].map((_, i) => i);
  if (helperOf(type).atTypingPosition) return all.length;
  const fitting = offeredAmong(answer, all, type);
  return fitting.ok ? new Set(fitting.positions).size : 0;
}
