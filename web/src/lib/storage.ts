import { ANONYMOUS_ID_PATTERN } from '@contracts/constants';

/** The browser storage items (docs/product.md, "Browser storage"), named once. */
export const STORAGE_KEYS = {
  /** 'light' or 'dark' once chosen; absent (or 'system') follows the system's preference. */
  theme: 'theme',
  /** 'on': orange for correct and blue for present, as colour-blind players know from other word games. */
  highContrast: 'high-contrast',
  /** 'on': new games are played in hard mode (fixed for a day's game once its first guess is sent). */
  hardMode: 'hard-mode',
  /** 'azerty', 'qwertz' or 'alphabetical' once chosen; absent: the language's own layout (QWERTY for English). */
  keyboard: 'keyboard',
  cookieConsent: 'cookie-consent',
  analyticsConsent: 'analytics-consent',
  firstVisit: 'first-visit-done',
  /** 'offered' once another language was offered (never again), the language once the player took it. */
  languageOffer: 'language-offer',
  anonymousId: 'anonymousId',
  /** The server's proof that this browser played as its anonymousId: sent once, when it signs in. */
  anonymousCredential: 'anonymous-credential',
  creditBalance: 'creditBalance',
  /** The daily reminder this browser set (JSON: time, zone, quiet hours), while its push subscription lasts. */
  reminder: 'reminder',
  /** Session storage: show 'Signed out successfully' after the hosted UI's sign-out redirect. */
  signedOutNotice: 'signed-out-notice',
  /** Session storage: the language of the page signed out from: the redirect to `/` goes back to its page. */
  signedOutLanguage: 'signed-out-language',
  /** Session storage: the account's game of today as this tab showed it at sign-out (language, rows, how it ended), kept in view. */
  signedOutGame: 'signed-out-game',
  /** Session storage: the row being typed, by language and date, so leaving the game's page and coming back keeps it. */
  typedRow: 'typed-row',
  /** Session storage: send the anonymousId once after sign-in, so today's game moves to the account. */
  migrateAnonymousGame: 'migrate-anonymous-game',
} as const;

/** Auth keys of the product's previous sign-in client, cleared on sign-out (product.md §3). */
const LEGACY_AUTH_KEY = /^(sb-.+-auth-token(-code-verifier)?|supabase\.auth\.token)$/;

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

/** anon_ + a random UUID, created once and reused (product.md §9). */
export function anonymousId(): string {
  const existing = readItem(STORAGE_KEYS.anonymousId);
  if (existing && ANONYMOUS_ID_PATTERN.test(existing)) return existing;
  const created = `anon_${crypto.randomUUID()}`;
  writeItem(STORAGE_KEYS.anonymousId, created);
  return created;
}

/** product.md §3, on sign-out: the stored balance, the reminder shown and legacy auth keys go, from local and session storage. */
export function clearAccountData(): void {
  for (const storage of [() => localStorage, () => sessionStorage]) {
    try {
      const store = storage();
      store.removeItem(STORAGE_KEYS.creditBalance);
      // The account's reminder stays on the server (and on this browser's subscription) until turned off;
      // what this browser showed of it is the signed-out account's, not the next one's.
      store.removeItem(STORAGE_KEYS.reminder);
      Object.keys(store)
        .filter((key) => LEGACY_AUTH_KEY.test(key))
        .forEach((key) => store.removeItem(key));
    } catch {
      /* storage disabled: nothing stored */
    }
  }
}

/** Reads and removes a session-storage flag (one-shot notices across a redirect). */
export function takeSessionItem(key: string): string | null {
  try {
    const value = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return value;
  } catch {
    return null;
  }
}

export function readSessionItem(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** A session item written as JSON, or null when absent or not JSON (a tab's own data, never trusted further). */
export function readSessionJson(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

export function setSessionItem(key: string, value = '1'): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    /* storage disabled: the flag is lost with the redirect, nothing worse */
  }
}
