import { clientKey } from '../domain/client-address';
import { flagWordRequest } from '../contracts/flag-word';
import { api } from '../http/api';
import { identify } from '../http/identity';
import { limitStore } from '../store/limits';
import { flagWord } from '../services/word-flags';

/** POST flag-word: "this word is wrong" on a finished game's code, for the owner's review (409 while it is playing). */
export const handler = api(
  'flag-word',
  { identify, body: flagWordRequest, limits: limitStore },
  async ({ body, caller, now, clientAddress }) => ({
    body: await flagWord(caller, body, now, clientKey(clientAddress)),
  }),
);
