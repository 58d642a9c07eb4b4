import * as z from 'zod/mini';
import { tzOffsetQuery } from './common';

// GET get-word-length?tzOffset=
export const wordLengthQuery = z.object({ tzOffset: tzOffsetQuery });
export interface WordLengthResponse {
  wordLength: number;
  /** 0 = Sunday ... 6 = Saturday. */
  dayOfWeek: number;
  /** The player's local date, YYYY-MM-DD. */
  date: string;
}
