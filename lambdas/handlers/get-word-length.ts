import { wordLengthQuery, type WordLengthResponse } from '../contracts/word-length';
import { localDay } from '../domain/calendar';
import { api } from '../http/api';

/**
 * GET get-word-length?tzOffset= : today's code length and weekday (Sunday = 0) for the player. A
 * calendar rule and no table: the domain answers it, with no service between.
 */
export const handler = api('get-word-length', { query: wordLengthQuery }, ({ query, now }) => {
  const { wordLength, dayOfWeek, date } = localDay(now, query.tzOffset);
  const body: WordLengthResponse = { wordLength, dayOfWeek, date };
  return { body };
});
