/**
 * The cookie choice (docs/product.md, "Cookie notice"): stored once, never expiring. One store for
 * the two places that ask (the banner, and the instructions on a first visit), so one click records
 * it and both stop asking.
 */
import { useSyncExternalStore } from 'react';
import { readItem, STORAGE_KEYS, writeItem } from './storage';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener));
const decided = () => readItem(STORAGE_KEYS.cookieConsent) !== null;

export function decideConsent(accepted: boolean): void {
  writeItem(STORAGE_KEYS.cookieConsent, accepted ? 'accepted' : 'declined');
  writeItem(STORAGE_KEYS.analyticsConsent, accepted ? 'granted' : 'denied');
  document.documentElement.classList.remove('needs-consent');
  listeners.forEach((listener) => listener());
}

/** Whether the player has chosen; on the server (prerender) and while hydrating: not known yet. */
export const useConsentDecided = (): boolean | null => useSyncExternalStore(subscribe, decided, () => null);
