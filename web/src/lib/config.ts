/**
 * The stage's runtime configuration, /config.json (written by the CDK deploy or the local runtime).
 * The page does not wait for it: the prerendered shell paints and hydrates first, and whatever needs
 * the configuration (the API's address, sign-in, ads) asks for it. Fetched once; after a failure the
 * next request fetches it again (the game's setup retries with backoff).
 */
import { useSyncExternalStore } from 'react';

export interface RuntimeConfig {
  stage: string;
  /** The release deployed (its commit): written so that each release rewrites the entry files. */
  release?: string;
  apiBase: string;
  blogUrl: string;
  adsClientId: string | null;
  stripePublishableKey: string | null;
  /** Web Push's public key, which reminders subscribe with; null: the stage sends no reminders. */
  vapidPublicKey?: string | null;
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

/** The blog's address before the configuration has arrived (the prerendered shell's links). */
export const DEFAULT_BLOG_URL = 'https://blog.cipherword.app';

let loaded: RuntimeConfig | null = null;
let pending: Promise<RuntimeConfig> | null = null;
const listeners = new Set<() => void>();

async function fetchConfig(): Promise<RuntimeConfig> {
  // The preload in index.html (crossorigin="anonymous") is a cors request with same-origin
  // credentials: this fetch must match it exactly for the browser to reuse the preloaded answer.
  const response = await fetch('/config.json', { credentials: 'same-origin', mode: 'cors' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}

/** The configuration, fetched on the first call (and again on a call after a failure). */
export function runtimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetchConfig().then(
    (config) => {
      loaded = config;
      listeners.forEach((listener) => listener());
      return config;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener));

/** The configuration once it has arrived; null before, and on the server and while hydrating. */
export const useRuntimeConfig = (): RuntimeConfig | null =>
  useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );

/** For what only opens once the game is set up (the configuration has arrived by then). */
export function useLoadedConfig(): RuntimeConfig {
  const config = useRuntimeConfig();
  if (!config) throw new Error('the runtime configuration has not arrived');
  return config;
}
