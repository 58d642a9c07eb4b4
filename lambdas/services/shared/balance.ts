/** Why a balance cannot pay: too low, or below zero since a refund or dispute took spent credits back. */
import { BELOW_ZERO_REFUSAL } from '../../domain/rules';
import { paymentRequired } from '../../errors';
import { profileStore } from '../../store/profiles';

export const notEnoughCredits = (balance: number) =>
  paymentRequired(balance < 0 ? `${BELOW_ZERO_REFUSAL} (${balance} credits).` : 'Not enough credits!');

/** After a debit was refused by its condition: the balance as it is now says which refusal it was. */
export const refusalNow = async (sub: string) => notEnoughCredits((await profileStore.getAccount(sub))?.credits ?? 0);
