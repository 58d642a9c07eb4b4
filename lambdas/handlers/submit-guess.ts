import { submitGuessRequest } from '../contracts/submit-guess';
import { clientKey } from '../domain/client-address';
import { api } from '../http/api';
import { identify } from '../http/identity';
import { submitGuess } from '../services/game';

/** POST submit-guess: scores the guess and appends it to the caller's game of the day. */
export const handler = api('submit-guess', { identify, body: submitGuessRequest }, async ({ body, caller, now, clientAddress }) => ({
  body: await submitGuess(caller, body, now, clientKey(clientAddress)),
}));
