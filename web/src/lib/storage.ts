/** The browser storage items of SPEC §3, named once. */
export const STORAGE_KEYS = {
  theme: 'theme',
  cookieConsent: 'cookie-consent',
  analyticsConsent: 'analytics-consent',
  firstVisit: 'first-visit-done',
  anonymousId: 'anonymousId',
  creditBalance: 'creditBalance',
} as const;

export function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, policies): play on without it
  }
}

export function writeItem(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* storage disabled: the choice lasts for this page only */
  }
}

export function removeItem(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* nothing stored */
  }
}

/** anon_ + a random UUID, created once and reused (SPEC §3). */
export function anonymousId(): string {
  const existing = readItem(STORAGE_KEYS.anonymousId);
  if (existing && /^anon_[0-9a-f-]{36}$/.test(existing)) return existing;
  const created = `anon_${crypto.randomUUID()}`;
  writeItem(STORAGE_KEYS.anonymousId, created);
  return created;
}
