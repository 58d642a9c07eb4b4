import { createLeagueRequest } from '../contracts/leagues';
import { api } from '../http/api';
import { identify } from '../http/identity';
import { limitStore } from '../store/limits';
import { createLeague } from '../services/leagues';

/** POST create-league: a new league, the caller its owner and first member, with its invite code. */
export const handler = api('create-league', { identify, body: createLeagueRequest, limits: limitStore }, async ({ body, caller, now }) => ({
  body: await createLeague(caller.sub, body, now),
}));
