/**
 * The signed-in player's credit balance: loaded when the user changes (and on demand, e.g. when the
 * purchase dialog opens or closes), updated from every answer that carries it, and kept in the
 * browser's `creditBalance` item so a reload shows it at once. Signed out, it is 0 (SPEC §7).
 */
import { useCallback, useEffect, useState } from 'react';
import type { GameApi } from '../lib/api';
import { readItem, STORAGE_KEYS, writeItem } from '../lib/storage';

function storedBalance(userId: string): number | null {
  try {
    const stored = JSON.parse(readItem(STORAGE_KEYS.creditBalance) ?? 'null') as { userId?: string; balance?: unknown } | null;
    return stored?.userId === userId && typeof stored.balance === 'number' ? stored.balance : null;
  } catch {
    return null;
  }
}

export function useCredits(api: GameApi, userId: string | null) {
  /** null while a signed-in player's balance is loading ('Loading...'). */
  const [balance, setBalanceState] = useState<number | null>(() => (userId ? storedBalance(userId) : 0));

  const setBalance = useCallback(
    (value: number) => {
      setBalanceState(value);
      if (userId) writeItem(STORAGE_KEYS.creditBalance, JSON.stringify({ userId, balance: value }));
    },
    [userId],
  );

  const reload = useCallback(async (): Promise<number | undefined> => {
    if (!userId) {
      setBalanceState(0);
      return 0;
    }
    try {
      const { balance: loaded } = await api.credits();
      setBalance(loaded);
      return loaded;
    } catch (error) {
      console.warn('Credit balance unavailable:', (error as Error).message); // SPEC §8: logged only
      return undefined;
    }
  }, [api, userId, setBalance]);

  useEffect(() => {
    setBalanceState(userId ? storedBalance(userId) : 0);
    void reload();
  }, [userId, reload]);

  return { balance, setBalance, reload };
}
