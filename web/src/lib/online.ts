/** The browser's own view of its connection (a phone in flight mode says so; a bad network may not). */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
