/**
 * The cookie choice (docs/product.md, "Cookies, ads and consent"): stored once, never expiring, and
 * changeable in Settings. One store for every place that asks (the banner, the instructions on a
 * first visit, Settings), so one click records it and all of them follow.
 *
 * Nothing of the ad network loads before the player accepts: no script, no request, no cookie. The
 * Google Consent Mode v2 signals are set to denied by default, before any ad script could read them,
 * and updated on every choice, so a script loaded after acceptance and a later withdrawal both know.
 */
import { useSyncExternalStore } from 'react';
import { readItem, STORAGE_KEYS, writeItem } from './storage';

export type ConsentChoice = 'accepted' | 'declined';

/** Consent Mode v2's four signals, all denied until the player accepts. */
export const consentSignals = (accepted: boolean) => {
  const value = accepted ? 'granted' : 'denied';
  return { ad_storage: value, ad_user_data: value, ad_personalization: value, analytics_storage: value } as const;
};

type ConsentWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** gtag's queue, as Google's tags read it: the defaults first (denied), then each update. */
function signal(kind: 'default' | 'update', accepted: boolean): void {
  const w = window as ConsentWindow;
  w.dataLayer ??= [];
  // gtag pushes its `arguments` object, which is what Google's tags read from the queue.
  w.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag's documented form
    w.dataLayer!.push(arguments);
  };
  w.gtag('consent', kind, consentSignals(accepted));
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener));

/** The boot script's word that it recorded a choice (web/boot.js: a click in the prerendered instructions). */
export const CONSENT_EVENT = 'cipherword:consent';
if (typeof document !== 'undefined') document.addEventListener(CONSENT_EVENT, () => listeners.forEach((listener) => listener()));
const stored = (): ConsentChoice | null => {
  const value = readItem(STORAGE_KEYS.cookieConsent);
  return value === 'accepted' || value === 'declined' ? value : null;
};

/** What the signals last said: nothing yet, or granted (true) or denied (false). */
let signalled: boolean | undefined;
/** Says `accepted` to Consent Mode: the denied defaults first, then an update when it differs. */
function signalChoice(accepted: boolean): void {
  if (signalled === undefined) {
    signal('default', false);
    signalled = false;
  }
  if (signalled !== accepted) signal('update', accepted);
  signalled = accepted;
}

/** The signals for the player's stored choice: called before any ad script is added. */
export const applyConsentSignals = (): void => signalChoice(stored() === 'accepted');

export function decideConsent(accepted: boolean): void {
  writeItem(STORAGE_KEYS.cookieConsent, accepted ? 'accepted' : 'declined');
  writeItem(STORAGE_KEYS.analyticsConsent, accepted ? 'granted' : 'denied');
  document.documentElement.classList.remove('needs-consent');
  signalChoice(accepted);
  listeners.forEach((listener) => listener());
}

/** The player's choice; on the server (prerender) and while hydrating: not known yet (null). */
export const useConsent = (): ConsentChoice | null => useSyncExternalStore(subscribe, stored, () => null);

/** Whether the player has chosen; on the server (prerender) and while hydrating: not known yet. */
export const useConsentDecided = (): boolean | null =>
  useSyncExternalStore(
    subscribe,
    () => stored() !== null,
    () => null,
  );
