/**
 * After a payment, the credits arrive through Stripe's webhook, not through the payment itself:
 * the balance is polled once a second, up to 10 times, until it exceeds the prior one (product.md §3, §8).
 */
import { notify } from '../lib/notify';

export const POLL_INTERVAL_MS = 1000;
export const POLL_ATTEMPTS = 10;

export async function awaitCredits(reload: () => Promise<number | undefined>, prior: number, credits?: number): Promise<boolean> {
  for (let attempt = 0; attempt < POLL_ATTEMPTS; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    const balance = await reload();
    if (balance !== undefined && balance > prior) {
      notify.success(`Successfully purchased ${credits ?? balance - prior} credits!`);
      return true;
    }
  }
  return false; // the caller says so where the player looks (payments.slowCredits)
}

export const formatPrice = (priceCents: number, currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() }).format(priceCents / 100);
