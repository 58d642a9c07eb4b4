/** Runs `callback` once the page is idle (or after 1.5 s where the browser cannot tell): for code fetched ahead of need. */
export function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback);
  else setTimeout(callback, 1500);
}
