/** What follows a return from the bank's check (usePaymentReturn): the credits awaited, or the refusal told. */
import { notify } from '../lib/notify';
import { awaitCredits } from './poll';
import { GENERIC_PAYMENT_ERROR } from './types';

export function paymentReturned(status: string, reloadBalance: () => Promise<number | undefined>, balance: number): void {
  if (status === 'succeeded' || status === 'processing') void awaitCredits(reloadBalance, balance);
  else notify.error(GENERIC_PAYMENT_ERROR);
}
