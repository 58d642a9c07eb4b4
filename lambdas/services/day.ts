/** The player's day: what get-word-length answers. No table, no words: pure calendar. */
import type { WordLengthResponse } from '../contracts/word-length';
import { localDay } from '../domain/calendar';

export function todayFor(tzOffset: number, now: Date): WordLengthResponse {
  const { wordLength, dayOfWeek, date } = localDay(now, tzOffset);
  return { wordLength, dayOfWeek, date };
}
