import { api } from '../http/api';
import { identify } from '../http/identity';
import { getCredits } from '../services/account';

/** GET get-credits: the signed-in player's balance (the profile, with the starting credits, is made on first call). */
export const handler = api('get-credits', { identify }, async ({ caller, now }) => ({ body: await getCredits(caller.sub, now) }));
