import { wordLengthQuery } from '../contracts';
import { api } from '../http/api';
import { today } from '../services/game';

/** GET get-word-length?tzOffset= : today's code length and weekday (Sunday = 0) for the player. */
export const handler = api({ auth: 'none', query: wordLengthQuery }, async ({ query, now }) => {
  const { wordLength, dayOfWeek, date } = today(now, query.tzOffset);
  return { body: { wordLength, dayOfWeek, date } };
});
