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
import { localDayFromDate, localDayFromNumber, type LocalDay } from './calendar';
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

/** A Fisher-Yates shuffle of `items` (a new array) driven by the keyed stream of `label`. */
function keyedShuffle<T>(secret: string, label: string, items: readonly T[]): T[] {
  const random = keyedRandom(secret, label);
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
  }
  return shuffled;
}

/**
 * The code at `position` of a cycle's order, or, when it is withheld, the answer half a cycle
 * further (or the next one there that is not withheld): every other day keeps its code, and the word
 * it borrows comes back years apart.
 */
function avoidingWithheld(at: (position: number) => string, position: number, count: number, withheld: ReadonlySet<string>): string {
  if (!withheld.has(at(position))) return at(position);
  const halfCycle = Math.floor(count / 2);
  for (let step = 0; step < count; step++) {
    const borrowed = at(position + halfCycle + step);
    if (!withheld.has(borrowed)) return borrowed;
  }
  throw new Error(`every answer of length ${at(position).length} is withheld`);
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
  const order = keyedShuffle(
    secret,
    label,
    Array.from({ length: count }, (_, i) => i),
  );
  if (cache.size > 64) cache.clear();
  cache.set(key, order);
  return order;
}

/** The answer of `day` from its length's answer list (sorted, as committed), a withheld one borrowed around (avoidingWithheld). */
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
  return avoidingWithheld(at, occurrence % answers.length, answers.length, withheld);
}

/** One edition of a language's answer lists: the date it is in force from (none: the first), its answers and withheld words per length. */
export interface Edition {
  /** The first date (YYYY-MM-DD) this edition gives the code of; undefined for the first edition. */
  from?: string;
  answers: (length: number) => readonly string[];
  withheld: (length: number) => ReadonlySet<string>;
}

/** The index of the edition in force on `date` (YYYY-MM-DD) among `editions`, oldest first: the first one before any other starts. */
export const editionIndexOn = (editions: readonly Edition[], date: string): number =>
  editions.findLastIndex((edition, i) => i === 0 || (edition.from !== undefined && edition.from <= date));

const editionOrders = new Map<string, string[]>();

const dayNumberOfDate = (date: string) => {
  const day = localDayFromDate(date);
  if (!day) throw new RangeError(`an edition's date must be YYYY-MM-DD, not ${date}`);
  return day.dayNumber;
};

/**
 * The code of `day` from the edition in force on its date (`editions` oldest first), so a new
 * edition changes no day before its start: the first edition is wordOfDay over its own lists,
 * exactly as before editions existed. A later edition counts its own days of a length from its
 * start; its first cycle gives first, in a keyed shuffle, every answer not played since `launchDate`
 * (by the editions before it), then the ones already played, so no code comes back before a cycle
 * of the new list would have brought it back. Later cycles are plain keyed shuffles.
 */
export function codeOfDay(
  secret: string,
  day: LocalDay,
  editions: readonly Edition[],
  launchDate: string,
  language: LanguageCode = DEFAULT_LANGUAGE,
): string {
  if (!secret) throw new Error('the word secret is empty');
  const index = editionIndexOn(editions, day.date);
  const edition = editions[index];
  const length = day.wordLength;
  if (index === 0) return wordOfDay(secret, day, edition.answers(length), edition.withheld(length), language);
  const answers = edition.answers(length);
  if (answers.length === 0) throw new Error(`no answers for length ${length} in the edition from ${edition.from}`);
  const start = dayNumberOfDate(edition.from!);
  // The edition's own count of this length's days: how many came between its start and this day.
  let first = start;
  while (first < day.dayNumber && localDayFromNumber(first).wordLength !== length) first++;
  const position = day.occurrence - localDayFromNumber(first).occurrence;
  const cycle = Math.floor(position / answers.length);
  const label = `edition:${edition.from}:answers:${language}:${length}:${cycle}`;
  const key = `${secret}:${label}:${answers.length}`;
  let order = editionOrders.get(key);
  if (!order) {
    if (cycle === 0) {
      const earlier = editions.slice(0, index);
      const played = new Set<string>();
      for (let n = Math.max(dayNumberOfDate(launchDate), 0); n < start; n++) {
        const past = localDayFromNumber(n);
        if (past.wordLength === length) played.add(codeOfDay(secret, past, earlier, launchDate, language));
      }
      const fresh = answers.filter((word) => !played.has(word));
      const again = answers.filter((word) => played.has(word));
      // Sorted first, so the order committed in the list file never matters.
      order = [...keyedShuffle(secret, `${label}:fresh`, fresh.sort()), ...keyedShuffle(secret, `${label}:again`, again.sort())];
    } else order = keyedShuffle(secret, label, [...answers].sort());
    if (editionOrders.size > 64) editionOrders.clear();
    editionOrders.set(key, order);
  }
  const inForce = order;
  return avoidingWithheld((offset) => inForce[offset % inForce.length], position % order.length, order.length, edition.withheld(length));
}
