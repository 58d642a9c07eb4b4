import * as z from 'zod/mini';
import { language, tzOffsetQuery } from './common';

// GET get-word-length?tzOffset=
// The length is the weekday's in every language: `language` is checked, so a client's mistake shows at once.
export const wordLengthQuery = z.object({ tzOffset: tzOffsetQuery, language });
export interface WordLengthResponse {
  wordLength: number;
  /** 0 = Sunday ... 6 = Saturday. */
  dayOfWeek: number;
  /** The player's local date, YYYY-MM-DD. */
  date: string;
}
