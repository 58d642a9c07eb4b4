import { setDisplayNameRequest } from '../contracts/leagues';
import { api } from '../http/api';
import { identify } from '../http/identity';
import { limitStore } from '../store/limits';
import { setDisplayName } from '../services/leagues';

/** POST set-display-name: the name fellow league members see (never the e-mail address). */
export const handler = api(
  'set-display-name',
  { identify, body: setDisplayNameRequest, limits: limitStore },
  async ({ body, caller, now }) => ({
    body: await setDisplayName(caller.sub, body.displayName, now),
  }),
);
