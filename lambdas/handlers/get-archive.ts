import { getArchiveQuery } from '../contracts/archive';
import { api } from '../http/api';
import { identify } from '../http/identity';
import { getArchive } from '../services/archive';

/**
 * GET get-archive: the past days the caller may open, how they went, and the archive's statistics.
 * tzOffset is still validated (clients send it) but no longer moves the archive's edge.
 */
export const handler = api('get-archive', { identify, query: getArchiveQuery }, async ({ query, caller, now }) => ({
  body: await getArchive(caller.sub, query.language, now),
}));
