import { useEffect } from 'react';
import { useRuntimeConfig } from '../lib/config';

/** The ad network's script element (ad-script.ts adds it). */
const AD_SCRIPT_ID = 'ad-network-script';

/**
 * product.md §3: for anonymous players who accepted ads, the ad script is added once (only if this
 * stage has an ad client), after Consent Mode's signals say so. `showAds` false (signed in, or no
 * consent) removes it and every slot. Adding it is rare (an anonymous player who accepted ads), so
 * that code loads only then.
 */
export function useAdScript(showAds: boolean): void {
  const adsClientId = useRuntimeConfig()?.adsClientId ?? null;
  useEffect(() => {
    const existing = document.getElementById(AD_SCRIPT_ID);
    if (!showAds || !adsClientId) {
      existing?.remove();
      document.querySelectorAll('ins.adsbygoogle').forEach((el) => el.remove());
      return;
    }
    if (!existing) void import('./ad-script').then(({ addAdScript }) => addAdScript(AD_SCRIPT_ID, adsClientId));
  }, [showAds, adsClientId]);
}
