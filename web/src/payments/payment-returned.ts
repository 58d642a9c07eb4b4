/** What follows a return from the bank's check (usePaymentReturn): the credits awaited, or the refusal told. */
import { notify } from '../lib/notify';
import { awaitCredits, SLOW_CREDITS_WARNING } from './poll';
import { GENERIC_PAYMENT_ERROR } from './types';

export function paymentReturned(status: string, reloadBalance: () => Promise<number | undefined>, balance: number): void {
  if (status === 'succeeded' || status === 'processing')
    void awaitCredits(reloadBalance, balance).then((arrived) => arrived || notify.warning(SLOW_CREDITS_WARNING));
  else notify.error(GENERIC_PAYMENT_ERROR);
}
