/**
 * Whether this render is after hydration. The page's first render must match the HTML prerendered
 * at build time (the app shell), which knows nothing of the player: false on the server and during
 * hydration, true from the render right after it.
 */
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
