import { updateLeagueRequest } from '../contracts/leagues';
import { api } from '../http/api';
import { identify } from '../http/identity';
import { limitStore } from '../store/limits';
import { updateLeague } from '../services/leagues';

/** POST update-league: the owner renames the league, makes a new invite link, or removes a member. */
export const handler = api('update-league', { identify, body: updateLeagueRequest, limits: limitStore }, async ({ body, caller }) => ({
  body: await updateLeague(caller.sub, body),
}));
