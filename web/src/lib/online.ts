/** The browser's own view of its connection (a phone in flight mode says so; a bad network may not). */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** What players read when a call cannot be made for want of a connection. */
export const OFFLINE_MESSAGE = "You're offline: CIPHERWORD needs a connection to load and score codes.";
