/**
 * Request and response shapes of every call (docs/product.md, "Calls"), as zod schemas. The handlers
 * validate with them; the web app imports their types (type-only: no zod reaches the browser) and
 * the shared constants from ./constants. Keep this file free of Node imports.
 */
import * as z from 'zod';
import { ANONYMOUS_ID_PATTERN, HELPER_TYPES, MAX_TZ_OFFSET as MAX_TZ, MIN_TZ_OFFSET as MIN_TZ } from './constants';

export * from './constants';

/**
 * Minutes as Date.prototype.getTimezoneOffset() gives them: UTC+14 is -840, UTC-12 is +720. In a
 * JSON body only a JSON number is one (not "60", true, null or [60]).
 */
export const tzOffset = z
  .number({ error: 'tzOffset must be a number of minutes' })
  .int({ error: 'tzOffset must be a whole number of minutes' })
  .min(MIN_TZ, { error: `tzOffset must be from ${MIN_TZ} to ${MAX_TZ}` })
  .max(MAX_TZ, { error: `tzOffset must be from ${MIN_TZ} to ${MAX_TZ}` });

/** In a query string only an integer literal is a tzOffset ("60", "-330"; not " 60 ", "1e2" or "0x3c"). */
export const tzOffsetQuery = z
  .string({ error: 'tzOffset must be a whole number of minutes' })
  .regex(/^-?\d{1,4}$/, { error: 'tzOffset must be a whole number of minutes' })
  .transform(Number)
  .pipe(tzOffset);

export const anonymousId = z.string().regex(ANONYMOUS_ID_PATTERN, { error: 'anonymousId must be anon_ followed by a UUID' });

/** Identity fields of the request bodies. Neither is trusted: the server checks them against the token. */
const playerFields = {
  userId: z.string().max(128).nullish(),
  anonymousId: anonymousId.nullish(),
};

export const tileState = z.enum(['empty', 'filled', 'correct', 'present', 'absent']);
export const tile = z.object({ letter: z.string(), state: tileState });
export const row = z.object({ tiles: z.array(tile), submitted: z.boolean() });
export const revealedLetter = z.object({ position: z.number().int().min(0), letter: z.string().length(1) });
export const gameStatus = z.enum(['playing', 'won', 'lost']);

export const errorResponse = z.object({ error: z.string() });

// GET get-word-length?tzOffset=
export const wordLengthQuery = z.object({ tzOffset: tzOffsetQuery });
export const wordLengthResponse = z.object({
  wordLength: z.number().int(),
  /** 0 = Sunday ... 6 = Saturday. */
  dayOfWeek: z.number().int().min(0).max(6),
  /** The player's local date, YYYY-MM-DD. */
  date: z.string(),
});

// GET get-helper-prices
export const helperPricesResponse = z.object({
  revealRandomLetter: z.number().int().min(0),
  revealSpecificLetter: z.number().int().min(0),
});

// POST submit-guess
export const submitGuessRequest = z.object({
  guess: z.string({ error: 'guess must be a string of letters' }).max(32, { error: 'guess is too long' }),
  wordLength: z.number({ error: 'wordLength must be a number' }).int().min(1).max(32),
  tzOffset,
  /** The row being submitted (0-5): makes a retried or doubled submission of one row store one guess. */
  row: z.number().int().min(0).max(5).optional(),
  /** The game's own date (from load-game-state): a game begun before local midnight may be finished after it. */
  date: z.iso.date({ error: 'date must be YYYY-MM-DD' }).optional(),
  ...playerFields,
});
export const submitGuessResponse = z.object({
  evaluation: z.array(tile),
  isCorrect: z.boolean(),
  saved: z.boolean(),
  /** The signed-in player's balance; null for anonymous players. */
  creditBalance: z.number().int().nullable(),
  gameState: gameStatus,
  guessesUsed: z.number().int(),
  /** Only once the game is lost. */
  answer: z.string().optional(),
});

// POST load-game-state
export const loadGameStateRequest = z.object({ tzOffset, ...playerFields });
export const streaks = z.object({ currentStreak: z.number().int(), longestStreak: z.number().int() });
/** A signed-in player's statistics; `distribution[i]` = wins in i+1 guesses at today's word length. */
export const statistics = z.object({ played: z.number().int(), won: z.number().int(), distribution: z.array(z.number().int()) });
export const loadGameStateResponse = z.object({
  data: z.object({
    guesses: z.array(row),
    guesses_used: z.number().int(),
    won: z.boolean(),
    revealed_letters: z.array(revealedLetter),
    status: gameStatus,
    word_length: z.number().int(),
    date: z.string(),
    /** Only once the game is lost. */
    answer: z.string().optional(),
  }),
  streaks,
  /** Null for anonymous players. */
  statistics: statistics.nullable(),
});

export type Tile = z.infer<typeof tile>;
export type TileState = z.infer<typeof tileState>;
export type Row = z.infer<typeof row>;
export type RevealedLetterDto = z.infer<typeof revealedLetter>;
export type WordLengthResponse = z.infer<typeof wordLengthResponse>;
export type HelperPricesResponse = z.infer<typeof helperPricesResponse>;
export type SubmitGuessRequest = z.infer<typeof submitGuessRequest>;
export type SubmitGuessResponse = z.infer<typeof submitGuessResponse>;
export type LoadGameStateRequest = z.infer<typeof loadGameStateRequest>;
export type LoadGameStateResponse = z.infer<typeof loadGameStateResponse>;
export type Streaks = z.infer<typeof streaks>;
export type Statistics = z.infer<typeof statistics>;

// GET get-credits (user token)
export const creditsResponse = z.object({ balance: z.number().int() });

// POST use-helper (user token)
export const useHelperRequest = z.object({
  helperType: z.enum(HELPER_TYPES, {
    error: 'helperType must be revealRandomLetter or revealSpecificLetter',
  }),
  tzOffset,
  /** Only for revealSpecificLetter: the 0-based position to reveal. */
  letterPosition: z.number().int().min(0).max(31).optional(),
  ...playerFields,
});
export const useHelperResponse = z.object({ revealedLetters: z.array(revealedLetter), newBalance: z.number().int() });

export type CreditsResponse = z.infer<typeof creditsResponse>;
export type UseHelperRequest = z.infer<typeof useHelperRequest>;
export type UseHelperResponse = z.infer<typeof useHelperResponse>;

// GET get-credit-packages
export const creditPackageDto = z.object({
  id: z.string(),
  name: z.string(),
  credits: z.number().int(),
  price_cents: z.number().int(),
  currency: z.string(),
});
export const creditPackagesResponse = z.object({ packages: z.array(creditPackageDto) });

// POST create-payment-intent (user token). The amount is never the client's: only the package id.
export const createPaymentIntentRequest = z.object({
  packageId: z.string({ error: 'packageId must be a string' }).min(1, { error: 'packageId: required' }).max(64),
  /** One id per checkout attempt (the browser makes it): a doubled request creates one PaymentIntent. */
  checkoutId: z.uuid({ error: 'checkoutId must be a UUID' }).optional(),
  ...playerFields,
});
export const createPaymentIntentResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  credits: z.number().int(),
});

export type CreditPackageDto = z.infer<typeof creditPackageDto>;
export type CreditPackagesResponse = z.infer<typeof creditPackagesResponse>;
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentRequest>;
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponse>;

// POST stripe-webhook: what the game reads of Stripe's (signed) events. Other event types pass.
export const paymentIntentObject = z.object({
  id: z.string().startsWith('pi_', { error: 'must be a PaymentIntent id (pi_...)' }),
  object: z.literal('payment_intent'),
  amount: z.number().int().min(0),
  amount_received: z.number().int().min(0).optional(),
  currency: z.string().min(3),
  metadata: z.record(z.string(), z.string()).nullish(),
  last_payment_error: z.object({ code: z.string().nullish() }).nullish(),
});
/** A payment_intent.* event: its data.object must be a PaymentIntent (the signature says who sent it, not that it is whole). */
export const paymentIntentEvent = z.object({
  id: z.string(),
  type: z.enum(['payment_intent.succeeded', 'payment_intent.payment_failed']),
  data: z.object({ object: paymentIntentObject }, { error: 'data: an object with the PaymentIntent is required' }),
});
export type PaymentIntentEvent = z.infer<typeof paymentIntentEvent>;
export type PaymentIntentObject = z.infer<typeof paymentIntentObject>;
