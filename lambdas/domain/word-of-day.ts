/**
 * The code of the day: a keyed permutation of a length's answer list.
 *
 * The k-th day with a code of a length (its occurrence, counted by domain/lengths.ts from the dated
 * length schedule, whichever weekdays share the length) takes entry (k mod N) of a shuffle of the
 * N answers; the shuffle is Fisher-Yates driven by HMAC-SHA256(secret, length, cycle) in counter
 * mode, and a new shuffle starts each time the list is exhausted (cycle = floor(k / N)). A length's
 * answers therefore never repeat within a cycle (N of its days, 17+ years at one day a week), and
 * without the secret nobody can compute them. Each language has its own shuffles (its label names
 * it; English keeps the label it had before there were languages, so no English day changed).
 */
import { createHmac } from 'node:crypto';
import type { LocalDay } from './calendar';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';

const cache = new Map<string, number[]>();

/** Uniform integers below `bound` from an HMAC counter-mode stream (rejection sampling: no bias). */
function keyedRandom(secret: string, label: string): (bound: number) => number {
  let block = Buffer.alloc(0);
  let offset = 0;
  let counter = 0;
  const nextUint32 = () => {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', secret).update(`${label}#${counter++}`).digest();
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value;
  };
  return (bound) => {
    const limit = Math.floor(0x1_0000_0000 / bound) * bound;
    for (;;) {
      const value = nextUint32();
      if (value < limit) return value % bound;
    }
  };
}

/** The order in which the N answers of `length` in `language` are used during `cycle`. */
export function answerOrder(
  secret: string,
  length: number,
  cycle: number,
  count: number,
  language: LanguageCode = DEFAULT_LANGUAGE,
): number[] {
  const label = language === DEFAULT_LANGUAGE ? `answers:${length}:${cycle}` : `answers:${language}:${length}:${cycle}`;
  const key = `${secret}:${label}:${count}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const random = keyedRandom(secret, label);
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = random(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  if (cache.size > 64) cache.clear();
  cache.set(key, order);
  return order;
}

/**
 * The answer of `day` from its length's answer list (sorted, as committed). A day whose answer is
 * withheld takes the answer half a cycle further in the same order (or the next one there that is
 * not withheld): every other day keeps its code, and the word it borrows comes back years apart.
 */
export function wordOfDay(
  secret: string,
  day: LocalDay,
  answers: readonly string[],
  withheld: ReadonlySet<string> = new Set(),
  language: LanguageCode = DEFAULT_LANGUAGE,
): string {
  if (!secret) throw new Error('the word secret is empty');
  if (answers.length === 0) throw new Error(`no answers for length ${day.wordLength}`);
  const { occurrence } = day;
  const cycle = Math.floor(occurrence / answers.length);
  const order = answerOrder(secret, day.wordLength, cycle, answers.length, language);
  const at = (position: number) => answers[order[position % answers.length]];
  const position = occurrence % answers.length;
  if (!withheld.has(at(position))) return at(position);
  const halfCycle = Math.floor(answers.length / 2);
  for (let step = 0; step < answers.length; step++) {
    const borrowed = at(position + halfCycle + step);
    if (!withheld.has(borrowed)) return borrowed;
  }
  throw new Error(`every answer of length ${day.wordLength} is withheld`);
}
