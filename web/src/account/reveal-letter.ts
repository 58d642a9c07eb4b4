/**
 * One letter revealed (useHelpers): a client-side 'Not enough credits!' before calling, then the
 * call; the new balance and the letters go to the page, a refusal is told in the server's words (or
 * 'Helper failed').
 */
import type { RevealedLetterDto } from '@contracts/common';
import type { HelperType } from '@contracts/constants';
import { texts } from '../i18n/texts';
import { ApiError, type GameApi } from '../lib/api';
import { notify } from '../lib/notify';

export async function revealLetter(request: {
  api: GameApi;
  userId: string;
  balance: number | null;
  price: number;
  helperType: HelperType;
  letterPosition?: number;
  setBalance: (balance: number) => void;
  reloadBalance: () => Promise<number | undefined>;
  onRevealed: (letters: RevealedLetterDto[]) => void;
}): Promise<void> {
  const { api, userId, balance, price, helperType, letterPosition } = request;
  if ((balance ?? 0) < price) {
    notify.error((balance ?? 0) < 0 ? texts('shell').helpers.belowZero : texts('play').helper.notEnough);
    return;
  }
  try {
    const result = await api.useHelper({ helperType, letterPosition, userId, anonymousId: null });
    request.setBalance(result.newBalance);
    request.onRevealed(result.revealedLetters);
  } catch (error) {
    notify.error(error instanceof ApiError && error.message ? error.message : texts('play').helper.failed);
    if (error instanceof ApiError && error.status === 402) void request.reloadBalance();
  }
}
