/**
 * Settings every stage starts with and operators edit without a deploy (CONFIG items): helper
 * prices, the archive's day price and launch date, and credit packages. Seeding writes only what is
 * absent, so an operator's edit survives restarts and deploys; the local runtime seeds on start,
 * `npm run seed` seeds a deployed stage.
 */
import type { HelperPricesResponse } from '../contracts/helper-prices';
import { packageStore } from '../store/packages';
import { settingsStore } from '../store/settings';

export const helperPrices = (): Promise<HelperPricesResponse> => settingsStore.helperPrices();

export async function seedConfiguration(): Promise<void> {
  await settingsStore.seedDefaults();
  await packageStore.seed();
}
