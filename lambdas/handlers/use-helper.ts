import { useHelperRequest } from '../contracts/credits';
import { api } from '../http/api';
import { identify } from '../http/identity';
import { limitStore } from '../store/limits';
import { useHelper } from '../services/account';

/** POST use-helper: pays credits to reveal a letter of today's code (one transaction). */
export const handler = api('use-helper', { identify, body: useHelperRequest, limits: limitStore }, async ({ body, caller, now }) => ({
  body: await useHelper(caller.sub, body, now),
}));
