/**
 * THE languages the game is played in, and each one's letters: the one table the word lists, the
 * guess check (domain/game.ts folds a guess before scoring and hard mode see it), the report's
 * solver, the keyboards and the contracts read (docs/product.md, "Languages").
 *
 * A word is played in its folded form: each letter a player of that language treats as another
 * (é as e in Spanish and French) becomes that letter, both in the lists and in every guess, so
 * "arbol" and "árbol" are one guess and score alike. A letter the language keeps apart (Spanish ñ)
 * is a letter of its own: it is in `letters`, has its key, and folds to nothing else.
 * Plain values, no imports: the browser reads it too (through the contracts).
 */

export const LANGUAGE_CODES = ['en', 'es', 'fr'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** A language's prefix in the site's addresses ("/es"): none for English, whose pages are at "/". */
export const pagePrefixOf = (language: LanguageCode): string => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);
/** A language's game page: "/", "/es/", "/fr/". */
export const homePathOf = (language: LanguageCode): string => `${pagePrefixOf(language)}/`;

export const KEYBOARD_LAYOUTS = ['qwerty', 'azerty', 'qwertz', 'alphabetical'] as const;
export type KeyboardLayout = (typeof KEYBOARD_LAYOUTS)[number];

/** Each layout's letter rows (lower case), as on a physical keyboard of that name; Enter and ⌫ frame the last row. */
export const KEYBOARD_ROWS: Readonly<Record<KeyboardLayout, readonly string[]>> = {
  qwerty: ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'],
  azerty: ['azertyuiop', 'qsdfghjklm', 'wxcvbn'],
  qwertz: ['qwertzuiop', 'asdfghjkl', 'yxcvbnm'],
  alphabetical: ['abcdefghij', 'klmnopqrs', 'tuvwxyz'],
};

export interface Language {
  code: LanguageCode;
  /** The letters a folded word is made of, in alphabetical order (lower case). */
  letters: string;
  /** Written letter → the letter(s) it is played as. A letter in neither table makes a word unplayable. */
  folds: Readonly<Record<string, string>>;
  /** The keyboard a player of this language gets until they choose another in Settings. */
  keyboard: KeyboardLayout;
  /** Letters no layout's rows have, each keyed after the letter it follows on that layout (Spanish Ñ after L, as on Spanish keyboards). */
  extraKeys?: readonly { letter: string; after: Readonly<Record<KeyboardLayout, string>> }[];
}

const ASCII_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

export const LANGUAGES: Readonly<Record<LanguageCode, Language>> = {
  en: { code: 'en', letters: ASCII_LETTERS, folds: {}, keyboard: 'qwerty' },
  es: {
    code: 'es',
    // Ñ is a letter of Spanish (after N), never an N with an accent.
    letters: 'abcdefghijklmnñopqrstuvwxyz',
    folds: { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', ü: 'u' },
    keyboard: 'qwerty',
    extraKeys: [{ letter: 'ñ', after: { qwerty: 'l', azerty: 'n', qwertz: 'l', alphabetical: 'n' } }],
  },
  fr: {
    code: 'fr',
    letters: ASCII_LETTERS,
    // French players type without accents and expect ç as c; œ and æ are written out, as on any keyboard.
    folds: {
      à: 'a',
      â: 'a',
      ä: 'a',
      æ: 'ae',
      ç: 'c',
      é: 'e',
      è: 'e',
      ê: 'e',
      ë: 'e',
      î: 'i',
      ï: 'i',
      ñ: 'n',
      ô: 'o',
      ö: 'o',
      œ: 'oe',
      ù: 'u',
      û: 'u',
      ü: 'u',
      ÿ: 'y',
    },
    keyboard: 'azerty',
  },
};

export const isLanguageCode = (value: unknown): value is LanguageCode => (LANGUAGE_CODES as readonly unknown[]).includes(value);
export const isKeyboardLayout = (value: unknown): value is KeyboardLayout => (KEYBOARD_LAYOUTS as readonly unknown[]).includes(value);

/**
 * The word as it is played in `language`: lower case, each letter folded. Undefined when a
 * character is neither a letter of the language nor one it folds (a digit, a hyphen, a Greek letter).
 */
export function foldWord(language: LanguageCode, word: string): string | undefined {
  const { letters, folds } = LANGUAGES[language];
  let folded = '';
  // NFC: a letter typed as e + a combining accent is the same é as the precomposed one.
  for (const char of word.normalize('NFC').toLowerCase()) {
    if (letters.includes(char)) folded += char;
    else if (folds[char] !== undefined) folded += folds[char];
    else return undefined;
  }
  return folded;
}

/** The letter keys of `layout` for `language`, row by row (lower case): the layout's rows with the language's own letters placed. */
export function keyboardRows(layout: KeyboardLayout, language: LanguageCode): string[][] {
  const rows = KEYBOARD_ROWS[layout].map((row) => [...row]);
  for (const { letter, after } of LANGUAGES[language].extraKeys ?? []) {
    const row = rows.find((keys) => keys.includes(after[layout]))!;
    row.splice(row.indexOf(after[layout]) + 1, 0, letter);
  }
  return rows;
}
