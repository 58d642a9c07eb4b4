import * as z from 'zod/mini';
import { inRange, playerFields, tzOffset, wholeNumber, type GameStatus, type Tile } from './common';

// POST submit-guess
export const submitGuessRequest = z.object({
  guess: z.string({ error: 'guess must be a string of letters' }).check(z.maxLength(32, { error: 'guess is too long' })),
  wordLength: wholeNumber('wordLength').check(...inRange('wordLength', 1, 32)),
  tzOffset,
  /** The row being submitted (0-5): makes a retried or doubled submission of one row store one guess. */
  row: z.optional(wholeNumber('row').check(...inRange('row', 0, 5))),
  /** The game's own date (from load-game-state): a game begun before local midnight may be finished after it. */
  date: z.optional(z.iso.date({ error: 'date must be YYYY-MM-DD' })),
  ...playerFields,
});
export type SubmitGuessRequest = z.infer<typeof submitGuessRequest>;
export interface SubmitGuessResponse {
  evaluation: Tile[];
  isCorrect: boolean;
  saved: boolean;
  /** The signed-in player's balance; null for anonymous players. */
  creditBalance: number | null;
  gameState: GameStatus;
  guessesUsed: number;
  /** Only once the game is lost. */
  answer?: string;
}
