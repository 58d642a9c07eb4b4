/** What follows a return from the bank's check (usePaymentReturn): the credits awaited, or the refusal told. */
import { notify } from '../lib/notify';
import { texts } from '../i18n/texts';
import { awaitCredits } from './poll';
import { genericPaymentError } from './types';

export function paymentReturned(status: string, reloadBalance: () => Promise<number | undefined>, balance: number): void {
  if (status === 'succeeded' || status === 'processing')
    void awaitCredits(reloadBalance, balance).then((arrived) => arrived || notify.warning(texts('payments').slowCredits));
  else notify.error(genericPaymentError());
}
