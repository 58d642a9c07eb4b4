/**
 * Which word a guess may be a form of ("trains" of "train", "cantamos" of "cantar"), by a language's
 * endings (lambdas/words/data/<language>/forms.json): the report uses it to say why a guess could
 * never be the code when codes are base words. Only a code it finds is named, so a word that merely
 * ends like a form ("news") names nothing unless a code is its base.
 */

/**
 * A word ending in `ending` may be a form of the word with `bases` in its place; `doubled`: also with
 * a doubled final consonant undone ("stopped").
 */
export interface FormRule {
  ending: string;
  bases: readonly string[];
  doubled?: boolean;
}

/** The words `word` may be a form of, most likely first (longer endings first, as the rules list them). */
export function possibleBases(word: string, rules: readonly FormRule[]): string[] {
  const bases: string[] = [];
  for (const { ending, bases: replacements, doubled } of rules) {
    if (!word.endsWith(ending) || word.length - ending.length < 2) continue;
    const stem = word.slice(0, -ending.length);
    for (const replacement of replacements) bases.push(stem + replacement);
    if (doubled && stem.length > 2 && stem.at(-1) === stem.at(-2) && !'aeiou'.includes(stem.at(-1)!)) bases.push(stem.slice(0, -1));
  }
  return bases.filter((base) => base !== word);
}

/** The code `word` is a form of, by `rules`, when one of its possible bases is a code. */
export const codeItIsAFormOf = (word: string, rules: readonly FormRule[], isCode: (word: string) => boolean): string | undefined =>
  possibleBases(word, rules).find(isCode);
