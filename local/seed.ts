/** Settings every environment starts with (local runtime here; `npm run seed` for AWS, see docs/deploy.md). */
import { packageStore } from '../lambdas/store/packages';
import { settingsStore } from '../lambdas/store/settings';

/** Writes only what is absent, so operators' edits survive restarts and deploys. */
export async function seedConfiguration(): Promise<void> {
  await settingsStore.seedHelperPrices();
  await packageStore.seed();
}
