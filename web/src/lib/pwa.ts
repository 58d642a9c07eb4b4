/**
 * The service worker (made by web/scripts/build.mts): registered once the page is idle, in
 * production builds. When a new version has been installed behind a running page, the player is
 * offered a reload; choosing it activates the new version and reloads onto it.
 */
import { texts } from '../i18n/texts';
import { notify } from './notify';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  let reloadAsked = false;
  const offer = (worker: ServiceWorker) =>
    notify.message(texts('play').newVersion.text, {
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: texts('play').newVersion.reload,
        onClick: () => {
          reloadAsked = true;
          worker.postMessage({ type: 'SKIP_WAITING' });
        },
      },
    });
  // The waiting version took over because the player asked: reload onto it (not on a first install).
  navigator.serviceWorker.addEventListener('controllerchange', () => reloadAsked && window.location.reload());
  navigator.serviceWorker.register('/sw.js').then(
    (registration) => {
      if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
        });
      });
    },
    (error: Error) => console.warn('The app will not work offline:', error.message),
  );
}
