import { getLeagueRequest } from '../contracts/leagues';
import { api } from '../http/api';
import { identify } from '../http/identity';
import { getLeague } from '../services/league-board';

/** POST get-league: a league's day, week and all-time figures for its members; an invitation's name and size for anyone. */
export const handler = api('get-league', { identify, body: getLeagueRequest }, async ({ body, caller, now }) => ({
  body: await getLeague(caller, body, now),
}));
