/** Settings every environment starts with (local runtime here; `docs/deploy.md` for AWS). */
import { settingsStore } from '../lambdas/store/settings';

export async function seedConfiguration(): Promise<void> {
  await settingsStore.seedHelperPrices();
}
