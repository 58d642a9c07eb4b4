/**
 * The letter-reveal helpers (product.md §3, §7): prices from the server (the defaults on failure),
 * one call in flight at a time, a client-side 'Not enough credits!' before calling, and the
 * server's message (or 'Helper failed') when a call is refused. The new balance goes to the account.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RevealedLetterDto } from '@contracts/common';
import { DEFAULT_HELPER_PRICES, type HelperType } from '@contracts/constants';
import { withTexts } from '../i18n/texts';
import type { GameApi } from '../lib/api';
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
      const userId = player.userId;
      if (!userId || inFlight.current) return; // helpers need a signed-in user; one call at a time
      inFlight.current = true;
      setBusy(true);
      try {
        // Only signed-in players reveal letters: that code loads with the first reveal.
        const { revealLetter } = await withTexts('play', () => import('./reveal-letter'))();
        await revealLetter({
          api,
          userId,
          balance,
          price: prices[helperType],
          helperType,
          letterPosition,
          setBalance,
          reloadBalance,
          onRevealed,
        });
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [api, player.userId, balance, prices, setBalance, reloadBalance, onRevealed],
  );

  return { prices, busy, reveal };
}
