import { deleteAccountRequest } from '../contracts/my-data';
import { api } from '../http/api';
import { identify } from '../http/identity';
import { limitStore } from '../store/limits';
import { deleteAccount } from '../services/my-data';

/** POST delete-account: the signed-in player's account goes, with everything of it (docs/product.md, "Your data"). */
export const handler = api('delete-account', { identify, body: deleteAccountRequest, limits: limitStore }, async ({ caller, now }) => ({
  body: await deleteAccount(caller.sub, now),
}));
