import { applyConsentSignals } from '../lib/consent';

/** Adds the ad network's script once, after Consent Mode's signals (useAdScript decides when). */
export function addAdScript(id: string, adsClientId: string): void {
  if (document.getElementById(id)) return;
  applyConsentSignals();
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(adsClientId)}`;
  document.head.appendChild(script);
}
