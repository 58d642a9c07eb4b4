import { loadGameStateRequest } from '../contracts/load-game-state';
import { clientKey } from '../domain/client-address';
import { api } from '../http/api';
import { identify } from '../http/identity';
import { loadGameState } from '../services/game';

/** POST load-game-state: the caller's game of the day (rows scored, never the answer while playing). */
export const handler = api('load-game-state', { identify, body: loadGameStateRequest }, async ({ body, caller, now, clientAddress }) => ({
  body: await loadGameState(caller, body, now, clientKey(clientAddress)),
}));
