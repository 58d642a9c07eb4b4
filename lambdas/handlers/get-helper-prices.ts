import { api } from '../http/api';
import { settingsStore } from '../store/settings';

/** GET get-helper-prices: credits each helper costs (CONFIG item, defaults 1 and 2). */
export const handler = api({ auth: 'none' }, async () => ({ body: await settingsStore.helperPrices() }));
