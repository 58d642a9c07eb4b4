/** An ad slot of the page (docs/product.md, "Cookies, ads and consent"); the ad script itself is added by useAdScript. */
import { useEffect } from 'react';
import { useRuntimeConfig } from '../lib/config';

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
