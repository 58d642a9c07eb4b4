/**
 * The signed-in player's credit balance: loaded when the user changes (and on demand, e.g. when the
 * purchase dialog opens or closes), updated from every answer that carries it, and kept in the
 * browser's `creditBalance` item so a reload shows it at once. Signed out, it is 0 (product.md §6).
 */
import { useCallback, useEffect, useState } from 'react';
import type { Api } from '../lib/api';
import type { Player } from './usePlayer';
import { readItem, STORAGE_KEYS, writeItem } from '../lib/storage';

function storedBalance(userId: string): number | null {
  try {
    const stored = JSON.parse(readItem(STORAGE_KEYS.creditBalance) ?? 'null') as { userId?: string; balance?: unknown } | null;
    return stored?.userId === userId && typeof stored.balance === 'number' ? stored.balance : null;
  } catch {
    return null;
  }
}

export function useCredits(api: Api, { userId }: Player) {
  /** null while a signed-in player's balance is loading ('Loading...'). */
  const [balance, setBalanceState] = useState<number | null>(() => (userId ? storedBalance(userId) : 0));
  // A new player (sign-in, sign-out) shows their own stored balance at once, in the same render.
  const [balanceOf, setBalanceOf] = useState(userId);
  if (balanceOf !== userId) {
    setBalanceOf(userId);
    setBalanceState(userId ? storedBalance(userId) : 0);
  }

  const setBalance = useCallback(
    (value: number) => {
      setBalanceState(value);
      if (userId) writeItem(STORAGE_KEYS.creditBalance, JSON.stringify({ userId, balance: value }));
    },
    [userId],
  );

  /** The server's balance, or undefined when it cannot be had (product.md §7: logged only). */
  const fetchBalance = useCallback(async (): Promise<number | undefined> => {
    try {
      return (await api.credits()).balance;
    } catch (error) {
      console.warn('Credit balance unavailable:', (error as Error).message);
      return undefined;
    }
  }, [api]);

  const reload = useCallback(async (): Promise<number | undefined> => {
    if (!userId) return 0; // signed out: 0, as every render for a signed-out player already shows
    const loaded = await fetchBalance();
    if (loaded !== undefined) setBalance(loaded);
    return loaded;
  }, [userId, fetchBalance, setBalance]);

  // A new signed-in player's balance is loaded at once.
  useEffect(() => {
    if (!userId) return;
    let current = true;
    void fetchBalance().then((loaded) => current && loaded !== undefined && setBalance(loaded));
    return () => {
      current = false;
    };
  }, [userId, fetchBalance, setBalance]);

  return { balance, setBalance, reload };
}
