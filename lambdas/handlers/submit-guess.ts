import { submitGuessRequest } from '../contracts/submit-guess';
import { api } from '../http/api';
import { submitGuess } from '../services/game';

/** POST submit-guess: scores the guess and appends it to the caller's game of the day. */
export const handler = api('submit-guess', { body: submitGuessRequest }, async ({ body, caller, now, client }) => ({
  body: await submitGuess(caller, body, now, client),
}));
