import { getArchiveQuery } from '../contracts/archive';
import { api } from '../http/api';
import { getArchive } from '../services/archive';

/** GET get-archive: the past days the caller may open, how they went, and the archive's statistics. */
export const handler = api('get-archive', { query: getArchiveQuery }, async ({ query, caller, now }) => ({
  body: await getArchive(caller.sub, query.tzOffset, now),
}));
