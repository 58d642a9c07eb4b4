import { loadGameStateRequest } from '../contracts/load-game-state';
import { api } from '../http/api';
import { loadGameState } from '../services/game';

/** POST load-game-state: the caller's game of the day (rows scored, never the answer while playing). */
export const handler = api('load-game-state', { body: loadGameStateRequest }, async ({ body, caller, now, client }) => ({
  body: await loadGameState(caller, body.tzOffset, now, body.anonymousCredential, client),
}));
