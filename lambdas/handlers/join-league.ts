import { joinLeagueRequest } from '../contracts/leagues';
import { api } from '../http/api';
import { identify } from '../http/identity';
import { limitStore } from '../store/limits';
import { joinLeague } from '../services/leagues';

/** POST join-league: joins the league of an invite code (409 naming the limit when full, or when the player has too many). */
export const handler = api('join-league', { identify, body: joinLeagueRequest, limits: limitStore }, async ({ body, caller, now }) => ({
  body: await joinLeague(caller.sub, body, now),
}));
