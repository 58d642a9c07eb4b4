/**
 * A card that needed the bank's check (3-D Secure) leaves for it and comes back with
 * ?payment_intent=…&redirect_status=… : the outcome is announced and the credits awaited.
 */
import { useEffect, useRef } from 'react';
import { notify } from '../lib/notify';
import { awaitCredits } from './poll';
import { GENERIC_PAYMENT_ERROR } from './types';

export function usePaymentReturn(signedIn: boolean, balance: number | null, reloadBalance: () => Promise<number | undefined>): void {
  // Once per page, as soon as the balance before the credits arrived is known.
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || !signedIn || balance === null) return;
    handled.current = true;
    const url = new URL(window.location.href);
    const status = url.searchParams.get('redirect_status');
    if (!url.searchParams.has('payment_intent') || !status) return;
    for (const name of ['payment_intent', 'payment_intent_client_secret', 'redirect_status']) url.searchParams.delete(name);
    window.history.replaceState(null, '', url);
    if (status === 'succeeded' || status === 'processing') void awaitCredits(reloadBalance, balance);
    else notify.error(GENERIC_PAYMENT_ERROR);
  }, [signedIn, balance, reloadBalance]);
}
