import * as z from 'zod/mini';
import { inRange, language, tzOffset, tzOffsetQuery, wholeNumber, type GameStatus } from './common';
import type { LoadGameStateResponse } from './load-game-state';
import type { SubmitGuessResponse } from './submit-guess';

const archiveDate = z.iso.date({ error: 'date must be YYYY-MM-DD' });

// GET get-archive?tzOffset=<minutes>&language=<code> (user token): each language has its own archive
export const getArchiveQuery = z.object({ tzOffset: tzOffsetQuery, language });
export type GetArchiveQuery = z.input<typeof getArchiveQuery>;
/** One past day: its code's length, and how far the player got with it (from the archive, or played on its day). */
export interface ArchiveDayDto {
  date: string;
  dayOfWeek: number;
  wordLength: number;
  /** null: never opened nor played. */
  status: GameStatus | null;
  guesses_used: number;
  /** 'daily': played on its own day (free to revisit, read-only); 'archive': opened from the archive. */
  source: 'daily' | 'archive' | null;
}
export interface ArchiveStatisticsDto {
  played: number;
  won: number;
  winPercent: number;
  distribution: number[];
}
export interface ArchiveResponse {
  /** The archive's first day. */
  launchDate: string;
  /** Credits to open a day not yet opened nor played. */
  price: number;
  balance: number;
  /** Yesterday back to the launch date, newest first. */
  days: ArchiveDayDto[];
  /** The next date to join the archive, and when (ISO instant): once its day has ended everywhere (at UTC−12). */
  next: { date: string; dayOfWeek: number; opensAt: string };
  /** Archive games only: they never count in the daily statistics or streaks. */
  statistics: ArchiveStatisticsDto;
}

// POST open-archive-day (user token): opens a past day (paying its price once), or reopens it for free.
export const openArchiveDayRequest = z.object({ date: archiveDate, tzOffset, language });
export type OpenArchiveDayRequest = z.input<typeof openArchiveDayRequest>;
export interface OpenArchiveDayResponse {
  /** The day's game as load-game-state shapes it (the answer only once it is won or lost). */
  data: LoadGameStateResponse['data'] & { day_of_week: number };
  source: 'daily' | 'archive';
  /** Credits debited by this call: the price on the first opening, then 0. */
  charged: number;
  balance: number;
}

// POST submit-archive-guess (user token): a guess on an opened archive day.
export const submitArchiveGuessRequest = z.object({
  date: archiveDate,
  guess: z.string({ error: 'guess must be a string of letters' }).check(z.maxLength(32, { error: 'guess is too long' })),
  wordLength: wholeNumber('wordLength').check(...inRange('wordLength', 1, 32)),
  tzOffset,
  row: z.optional(wholeNumber('row').check(...inRange('row', 0, 5))),
  hardMode: z.optional(z.boolean({ error: 'hardMode must be true or false' })),
  language,
});
export type SubmitArchiveGuessRequest = z.input<typeof submitArchiveGuessRequest>;
export type SubmitArchiveGuessResponse = SubmitGuessResponse;
