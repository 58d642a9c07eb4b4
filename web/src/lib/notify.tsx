/**
 * Toasts, loaded when first needed: the toast library (sonner) is not part of the first paint. The
 * first notice loads it (and mounts its Toaster); once the page is idle it is fetched ahead, so a
 * notice never waits for the network in practice. Calls made before it is there are shown once it is.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from './idle';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Toast = typeof sonnerToast;

let resolveToast: (toast: Toast) => void;
const toastReady = new Promise<Toast>((resolve) => (resolveToast = resolve));
let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the toaster (and so loads the library); idempotent. */
function want(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

const show = (kind: 'success' | 'error' | 'warning' | 'message', message: string, options?: ExternalToast) => {
  want();
  void toastReady.then((toast) => (kind === 'message' ? toast(message, options) : toast[kind](message, options)));
};

export const notify = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  message: (message: string, options?: ExternalToast) => show('message', message, options),
};

/** Fetches the toast library once the page is idle, so the first notice shows at once. */
export function preloadNotifications(): void {
  whenIdle(want);
}

const LazyToaster = lazy(() => import('./toaster'));

/** Where toasts appear; renders nothing until the first notice (or the idle preload). */
export function Notifications() {
  const [mounted, setMounted] = useState(wanted);
  useEffect(() => {
    const listener = () => setMounted(true);
    listeners.add(listener);
    if (wanted) listener();
    return () => void listeners.delete(listener);
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <LazyToaster onReady={resolveToast} />
    </Suspense>
  ) : null;
}
