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

export interface CreditPackage {
  id: string;
  name: string;
  credits: number;
  price_cents: number;
  /** ISO currency code, lower case as Stripe takes it. */
  currency: string;
  active: boolean;
}

/** The packages every environment starts with (seeded if absent; operators edit the CONFIG items). */
export const DEFAULT_CREDIT_PACKAGES: readonly CreditPackage[] = [
  { id: 'pack-10', name: 'Starter Cache', credits: 10, price_cents: 199, currency: 'usd', active: true },
  { id: 'pack-30', name: 'Cipher Bundle', credits: 30, price_cents: 499, currency: 'usd', active: true },
  { id: 'pack-75', name: 'Codebreaker Vault', credits: 75, price_cents: 999, currency: 'usd', active: true },
];
