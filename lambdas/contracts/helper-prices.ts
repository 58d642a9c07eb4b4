import type { HelperType } from './constants';

// GET get-helper-prices
export type HelperPricesResponse = Record<HelperType, number>;
