import { useEffect } from 'react';
import { useRuntimeConfig } from '../lib/config';
import { applyConsentSignals } from '../lib/consent';

const SCRIPT_ID = 'ad-network-script';

/**
 * product.md §3: for anonymous players who accepted ads, the ad script is added once (only if this
 * stage has an ad client), after Consent Mode's signals say so. `showAds` false (signed in, or no
 * consent) removes it and every slot.
 */
export function useAdScript(showAds: boolean): void {
  const adsClientId = useRuntimeConfig()?.adsClientId ?? null;
  useEffect(() => {
    const existing = document.getElementById(SCRIPT_ID);
    if (!showAds || !adsClientId) {
      existing?.remove();
      document.querySelectorAll('ins.adsbygoogle').forEach((el) => el.remove());
      return;
    }
    if (existing) return;
    applyConsentSignals();
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(adsClientId)}`;
    document.head.appendChild(script);
  }, [showAds, adsClientId]);
}

/** An ad slot: nothing at all (no empty box) unless this stage has an ad client. */
export function AdSlot({ slot, wide = false }: { slot: string; wide?: boolean }) {
  const adsClientId = useRuntimeConfig()?.adsClientId ?? null;
  useEffect(() => {
    if (!adsClientId) return;
    try {
      ((window as unknown as { adsbygoogle?: unknown[] }).adsbygoogle ??= []).push({});
    } catch {
      /* the ad network is blocked or failed: the slot stays empty */
    }
  }, [adsClientId]);
  if (!adsClientId) return null;
  return (
    <aside className={`ad-slot${wide ? ' ad-wide' : ''}`} aria-label="Advertisement" data-testid={`ad-${slot}`}>
      <ins
        className="adsbygoogle"
        style={{ display: 'block' }}
        data-ad-client={adsClientId}
        data-ad-format="auto"
        data-full-width-responsive="true"
      />
    </aside>
  );
}
