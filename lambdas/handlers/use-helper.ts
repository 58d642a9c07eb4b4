import { useHelperRequest } from '../contracts';
import { api } from '../http/api';
import { userSub } from '../http/identity';
import { useHelper } from '../services/account';

/** POST use-helper: pays credits to reveal a letter of today's code (one transaction). */
export const handler = api({ auth: 'user', body: useHelperRequest }, async ({ body, caller, now }) => ({
  body: await useHelper(userSub(caller), body, now),
}));
