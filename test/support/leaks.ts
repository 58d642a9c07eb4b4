/**
 * Whether a response carries a word, looking only where letters can appear: a tile's or a revealed
 * letter's `letter` (a row's tiles read as the word they spell), a guess, an answer, a word of the
 * report. Never in every string: a miss can be a colour (`absent`), a code can be inside a key
 * (`launch` in `launchDate`), and neither is a leak. A field that carries letters is named in
 * LETTER_FIELDS; a response gaining one must add it here (docs/architecture.md, "Tests and the calendar").
 */
export const LETTER_FIELDS: ReadonlySet<string> = new Set([
  'letter',
  'guess',
  'guesses',
  'evaluation',
  'tiles',
  'answer',
  'word',
  'lemma',
  'revealed_letters',
  'revealedLetters',
]);

type Lettered = { letter: string; position?: number };
const isLettered = (item: unknown): item is Lettered =>
  typeof item === 'object' && item !== null && typeof (item as Lettered).letter === 'string';

/** The word an array spells: its one-letter strings, or its items' letters (by position when they have one). */
function spelled(items: unknown[]): string | undefined {
  if (items.length === 0) return undefined;
  if (items.every((item) => typeof item === 'string' && item.length === 1)) return items.join('');
  if (!items.every(isLettered)) return undefined;
  const byPosition = items.every((item) => typeof item.position === 'number')
    ? [...items].sort((a, b) => a.position! - b.position!)
    : items;
  return byPosition.map((item) => item.letter).join('');
}

/** The paths at which `body` carries `word` in a place letters can appear. */
export function fieldsCarrying(body: unknown, word: string, path = '$', inLetters = false): string[] {
  const wanted = word.toLowerCase();
  if (typeof body === 'string') return inLetters && body.toLowerCase() === wanted ? [path] : [];
  if (Array.isArray(body)) {
    const here = inLetters && spelled(body)?.toLowerCase() === wanted ? [path] : [];
    return [...here, ...body.flatMap((item, index) => fieldsCarrying(item, word, `${path}[${index}]`, inLetters))];
  }
  if (body && typeof body === 'object') {
    // A string counts only under a field of letters (a tile's `state` beside its `letter` does not).
    return Object.entries(body).flatMap(([key, value]) =>
      fieldsCarrying(value, word, `${path}.${key}`, LETTER_FIELDS.has(key) || (inLetters && typeof value !== 'string')),
    );
  }
  return [];
}
