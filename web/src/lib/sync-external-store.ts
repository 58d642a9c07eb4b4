/**
 * wouter imports useSyncExternalStore from the `use-sync-external-store` shim (for React 17 and
 * older); React 19 has it built in, so the build points the shim here (web/vite.config.mts) and the
 * shim's code stays out of the initial JavaScript.
 */
export { useSyncExternalStore } from 'react';
