/**
 * The letter-reveal helpers (product.md §3, §7): prices from the server (the defaults on failure),
 * one call in flight at a time, a client-side 'Not enough credits!' before calling, and the
 * server's message (or 'Helper failed') when a call is refused. The new balance goes to the account.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RevealedLetterDto } from '@contracts/common';
import { BELOW_ZERO_REFUSAL, DEFAULT_HELPER_PRICES, type HelperType } from '@contracts/constants';
import { ApiError, type GameApi } from '../lib/api';
import { notify } from '../lib/notify';
import type { Account } from './useAccount';

export function useHelpers(api: GameApi, account: Account, onRevealed: (letters: RevealedLetterDto[]) => void) {
  const [prices, setPrices] = useState<Record<HelperType, number>>(DEFAULT_HELPER_PRICES);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const { player, balance, setBalance, reloadBalance } = account;

  useEffect(() => {
    api.helperPrices().then(
      (loaded) => setPrices(loaded),
      (error: Error) => console.warn('Helper prices unavailable, using defaults:', error.message),
    );
  }, [api]);

  const reveal = useCallback(
    async (helperType: HelperType, letterPosition?: number) => {
      if (!player.userId || inFlight.current) return; // helpers need a signed-in user; one call at a time
      if ((balance ?? 0) < prices[helperType]) {
        notify.error((balance ?? 0) < 0 ? `${BELOW_ZERO_REFUSAL}.` : 'Not enough credits!');
        return;
      }
      inFlight.current = true;
      setBusy(true);
      try {
        const result = await api.useHelper({ helperType, letterPosition, userId: player.userId, anonymousId: null });
        setBalance(result.newBalance);
        onRevealed(result.revealedLetters);
      } catch (error) {
        notify.error(error instanceof ApiError && error.message ? error.message : 'Helper failed');
        if (error instanceof ApiError && error.status === 402) void reloadBalance();
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [api, player.userId, balance, prices, setBalance, reloadBalance, onRevealed],
  );

  return { prices, busy, reveal };
}
