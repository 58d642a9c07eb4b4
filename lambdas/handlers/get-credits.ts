import { api } from '../http/api';
import { userSub } from '../http/identity';
import { getCredits } from '../services/account';

/** GET get-credits: the signed-in player's balance (the profile, with 5 credits, is made on first call). */
export const handler = api({ auth: 'user' }, async ({ caller, now }) => ({
  body: await getCredits(userSub(caller), now),
}));
