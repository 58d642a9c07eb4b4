import * as z from 'zod/mini';
import type { LanguageCode } from '../domain/languages';
import { language, playerFields, tzOffset } from './common';

// POST flag-word (a token or an anonymousId, as game-report): "this word is wrong", after the game.
export const flagWordRequest = z.object({
  tzOffset,
  language,
  ...playerFields,
  /** The game's date when it is not today's: yesterday's game finished after midnight, or a past code (an account's). */
  date: z.optional(z.iso.date({ error: 'date must be YYYY-MM-DD' })),
});
export type FlagWordRequest = z.input<typeof flagWordRequest>;

export interface FlagWordResponse {
  /** The code flagged, as it is written, and its date and language: what the owner reviews. */
  word: string;
  date: string;
  language: LanguageCode;
  /** This player had flagged it before: counted once, whatever the taps. */
  alreadyFlagged: boolean;
}
