import { leaveLeagueRequest } from '../contracts/leagues';
import { api } from '../http/api';
import { identify } from '../http/identity';
import { limitStore } from '../store/limits';
import { leaveLeague } from '../services/leagues';

/** POST leave-league: the caller leaves (an owner's league passes to the earliest member; the last one's is deleted). */
export const handler = api('leave-league', { identify, body: leaveLeagueRequest, limits: limitStore }, async ({ body, caller }) => ({
  body: await leaveLeague(caller.sub, body.leagueId),
}));
