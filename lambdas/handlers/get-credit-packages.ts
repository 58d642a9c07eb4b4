import { api } from '../http/api';
import { listPackages } from '../services/packages';

/** GET get-credit-packages: the active credit packages, cheapest first. */
export const handler = api('get-credit-packages', {}, async () => ({ body: await listPackages() }));
