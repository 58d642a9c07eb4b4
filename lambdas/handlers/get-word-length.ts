import { wordLengthQuery } from '../contracts';
import { localDay } from '../domain/calendar';
import { api } from '../http/api';

/** GET get-word-length?tzOffset= : today's code length and weekday (Sunday = 0) for the player. */
export const handler = api({ auth: 'none', query: wordLengthQuery }, async ({ query, now }) => {
  const { wordLength, dayOfWeek, date } = localDay(now, query.tzOffset);
  return { body: { wordLength, dayOfWeek, date } };
});
