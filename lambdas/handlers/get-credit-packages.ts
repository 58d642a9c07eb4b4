import { api } from '../http/api';
import { listPackages } from '../services/payments';

/** GET get-credit-packages: the active credit packages, cheapest first. */
export const handler = api({ auth: 'none' }, async () => ({ body: await listPackages() }));
