import { openArchiveDayRequest } from '../contracts/archive';
import { api } from '../http/api';
import { identify } from '../http/identity';
import { limitStore } from '../store/limits';
import { openArchiveDay } from '../services/archive';

/** POST open-archive-day: opens a past day for its price (once), or reopens it for free. */
export const handler = api(
  'open-archive-day',
  { identify, body: openArchiveDayRequest, limits: limitStore },
  async ({ body, caller, now }) => ({
    body: await openArchiveDay(caller.sub, body, now),
  }),
);
