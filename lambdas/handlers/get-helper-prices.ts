import { api } from '../http/api';
import { helperPrices } from '../services/settings';

/** GET get-helper-prices: credits each helper costs (CONFIG item, defaults 1 and 2). */
export const handler = api('get-helper-prices', {}, async () => ({ body: await helperPrices() }));
