/**
 * Whether a response carries a word, checked field by field. Searching the whole JSON text for the
 * word lies on the days whose code is also part of a key (the code "launch" is in `launchDate`).
 */
export function fieldsCarrying(body: unknown, word: string, path = '$'): string[] {
  const wanted = word.toLowerCase();
  if (typeof body === 'string') return body.toLowerCase() === wanted ? [path] : [];
  if (Array.isArray(body)) {
    // A word can also travel as its letters, one per element.
    const letters = body.every((item) => typeof item === 'string' && item.length === 1);
    if (letters && body.length > 0 && body.join('').toLowerCase() === wanted) return [path];
    return body.flatMap((item, index) => fieldsCarrying(item, word, `${path}[${index}]`));
  }
  if (body && typeof body === 'object') {
    return Object.entries(body).flatMap(([key, value]) => fieldsCarrying(value, word, `${path}.${key}`));
  }
  return [];
}
