import { submitArchiveGuessRequest } from '../contracts/archive';
import { api } from '../http/api';
import { identify } from '../http/identity';
import { submitArchiveGuess } from '../services/archive';

/** POST submit-archive-guess: scores a guess on an opened archive day and stores it there. */
export const handler = api('submit-archive-guess', { identify, body: submitArchiveGuessRequest }, async ({ body, caller, now }) => ({
  body: await submitArchiveGuess(caller.sub, body, now),
}));
