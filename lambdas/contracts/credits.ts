import * as z from 'zod/mini';
import { inRange, language, playerFields, tzOffset, wholeNumber, type RevealedLetterDto } from './common';
import { HELPER_TYPES } from './constants';

// GET get-credits (user token)
export interface CreditsResponse {
  balance: number;
}

// POST use-helper (user token)
export const useHelperRequest = z.object({
  helperType: z.enum(HELPER_TYPES, { error: `helperType must be ${HELPER_TYPES.slice(0, -1).join(', ')} or ${HELPER_TYPES.at(-1)}` }),
  tzOffset,
  /** A past day opened from the archive: the helper works on that game instead of today's. */
  archiveDate: z.optional(z.iso.date({ error: 'archiveDate must be YYYY-MM-DD' })),
  /** Only for a helper at the typing position (HELPERS' atTypingPosition): the 0-based position. */
  letterPosition: z.optional(wholeNumber('letterPosition').check(...inRange('letterPosition', 0, 31))),
  language,
  ...playerFields,
});
export type UseHelperRequest = z.input<typeof useHelperRequest>;
export interface UseHelperResponse {
  revealedLetters: RevealedLetterDto[];
  newBalance: number;
}
