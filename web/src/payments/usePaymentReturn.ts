/**
 * A card that needed the bank's check (3-D Secure) leaves for it and comes back with
 * ?payment_intent=…&redirect_status=… : the outcome is announced and the credits awaited.
 */
import { useEffect, useRef } from 'react';
import { withTexts } from '../i18n/texts';

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
    // Rare, so the code that follows it up is not in the initial JavaScript.
    void withTexts('payments', () => import('./payment-returned'))().then(({ paymentReturned }) =>
      paymentReturned(status, reloadBalance, balance),
    );
  }, [signedIn, balance, reloadBalance]);
}
