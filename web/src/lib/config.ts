/** The stage's runtime configuration, /config.json (written by the CDK deploy or the local runtime). */
export interface RuntimeConfig {
  stage: string;
  apiBase: string;
  blogUrl: string;
  adsClientId: string | null;
  stripePublishableKey: string | null;
  /** Local runtime only, without Stripe keys: the local payment provider's test card form. */
  localPayments?: { apiUrl: string } | null;
  auth: null | {
    region: string;
    userPoolId: string;
    userPoolClientId: string;
    domain: string;
    redirectUrl: string;
    userPoolEndpoint?: string;
  };
}

export async function loadConfig(): Promise<RuntimeConfig> {
  // The preload in index.html (crossorigin="anonymous") is a cors request with same-origin
  // credentials: this fetch must match it exactly for the browser to reuse the preloaded answer.
  const response = await fetch('/config.json', { credentials: 'same-origin', mode: 'cors' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}
