/** The toast library's container, loaded with it (./notify.tsx). Toasts follow the app's theme. */
import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';

export default function LazyToaster({ onReady }: { onReady: (t: typeof toast) => void }) {
  useEffect(() => onReady(toast), [onReady]);
  return <Toaster position="top-center" toastOptions={{ duration: 4000, className: 'toast' }} />;
}
