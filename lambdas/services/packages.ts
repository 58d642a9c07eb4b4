/** The credit packages on sale (read-only: no payment provider is needed to list them). */
import type { CreditPackagesResponse } from '../contracts/payments';
import { packageStore } from '../store/packages';

export async function listPackages(): Promise<CreditPackagesResponse> {
  const packages = await packageStore.listActive();
  return { packages: packages.map(({ id, name, credits, price_cents, currency }) => ({ id, name, credits, price_cents, currency })) };
}
