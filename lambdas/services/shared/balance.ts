/** Why a balance cannot pay: too low, or below zero since a refund or dispute took spent credits back. */
import { refused } from '../../errors';
import { profileStore } from '../../store/profiles';

export const notEnoughCredits = (balance: number) =>
  balance < 0 ? refused('payment-required', 'below-zero', { balance }) : refused('payment-required', 'not-enough-credits');

/** After a debit was refused by its condition: the balance as it is now says which refusal it was. */
export const refusalNow = async (sub: string) => notEnoughCredits((await profileStore.getAccount(sub))?.credits ?? 0);
