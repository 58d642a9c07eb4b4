import { listLeaguesQuery } from '../contracts/leagues';
import { api } from '../http/api';
import { identify } from '../http/identity';
import { listLeagues } from '../services/league-board';

/** GET list-leagues: the caller's leagues, with their place on a date's code once their game of it is over. */
export const handler = api('list-leagues', { identify, query: listLeaguesQuery }, async ({ query, caller, now }) => ({
  body: await listLeagues(caller.sub, query, now),
}));
