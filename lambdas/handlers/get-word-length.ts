import { wordLengthQuery } from '../contracts/word-length';
import { api } from '../http/api';
import { todayFor } from '../services/day';

/** GET get-word-length?tzOffset= : today's code length and weekday (Sunday = 0) for the player. */
export const handler = api('get-word-length', { query: wordLengthQuery }, ({ query, now }) => ({ body: todayFor(query.tzOffset, now) }));
