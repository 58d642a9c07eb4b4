import * as z from 'zod/mini';
import { inRange, language, playerFields, tzOffset, wholeNumber, type GameStatus, type Tile } from './common';

// POST submit-guess
export const submitGuessRequest = z.object({
  guess: z.string({ error: 'guess must be a string of letters' }).check(z.maxLength(32, { error: 'guess is too long' })),
  wordLength: wholeNumber('wordLength').check(...inRange('wordLength', 1, 32)),
  tzOffset,
  /** The row being submitted (0-5): makes a retried or doubled submission of one row store one guess. */
  row: z.optional(wholeNumber('row').check(...inRange('row', 0, 5))),
  /** The game's own date (from load-game-state): a game begun before local midnight may be finished after it. */
  date: z.optional(z.iso.date({ error: 'date must be YYYY-MM-DD' })),
  /**
   * Hard mode, as the player knows it: their setting for a game's first guess (the game keeps it),
   * the game's own mode after that (from load-game-state or the previous answer). The stored mode rules.
   */
  hardMode: z.optional(z.boolean({ error: 'hardMode must be true or false' })),
  language,
  ...playerFields,
});
export type SubmitGuessRequest = z.input<typeof submitGuessRequest>;
export interface SubmitGuessResponse {
  evaluation: Tile[];
  isCorrect: boolean;
  saved: boolean;
  /** The signed-in player's balance; null for anonymous players. */
  creditBalance: number | null;
  gameState: GameStatus;
  guessesUsed: number;
  /** The game's mode, fixed by its first guess. */
  hardMode: boolean;
  /** Only once the game is lost. */
  answer?: string;
}
