/** Business constants of SPEC.md §1 and §9, in one place. */
export const MAX_GUESSES = 6;
export const MIN_WORD_LENGTH = 4;
export const MAX_WORD_LENGTH = 10;
/** Grid columns never exceed this (SPEC §9). */
export const MAX_COLUMNS = 10;
export const STARTING_CREDITS = 5;
export const DEFAULT_HELPER_PRICES = { revealRandomLetter: 1, revealSpecificLetter: 2 } as const;
/** Anonymous games are kept this long after their day, then DynamoDB's TTL removes them. */
export const ANONYMOUS_GAME_TTL_DAYS = 7;
