/**
 * The letter-reveal helpers (product.md §3, §7): prices from the server (defaults 1 and 2 on failure),
 * one call in flight at a time, a client-side 'Not enough credits!' before calling, and the
 * server's message (or 'Helper failed') when a call is refused.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../lib/notify';
import type { RevealedLetterDto } from '@contracts';
import { BELOW_ZERO_REFUSAL, DEFAULT_HELPER_PRICES, type HelperType } from '@contracts/constants';
import { ApiError, type GameApi } from '../lib/api';

export interface HelperOptions {
  api: GameApi;
  userId: string | null;
  balance: number | null;
  setBalance: (balance: number) => void;
  reloadBalance: () => Promise<unknown>;
  onRevealed: (letters: RevealedLetterDto[]) => void;
}

export function useHelpers({ api, userId, balance, setBalance, reloadBalance, onRevealed }: HelperOptions) {
  const [prices, setPrices] = useState<Record<HelperType, number>>(DEFAULT_HELPER_PRICES);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    api.helperPrices().then(
      (loaded) => setPrices(loaded),
      (error: Error) => console.warn('Helper prices unavailable, using defaults:', error.message),
    );
  }, [api]);

  const reveal = useCallback(
    async (helperType: HelperType, letterPosition?: number) => {
      if (!userId || inFlight.current) return; // helpers need a signed-in user; one call at a time
      if ((balance ?? 0) < prices[helperType]) {
        notify.error((balance ?? 0) < 0 ? `${BELOW_ZERO_REFUSAL}.` : 'Not enough credits!');
        return;
      }
      inFlight.current = true;
      setBusy(true);
      try {
        const result = await api.useHelper({ helperType, letterPosition, userId, anonymousId: null });
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
    [api, userId, balance, prices, setBalance, reloadBalance, onRevealed],
  );

  return { prices, busy, reveal };
}
