/**
 * The icons' path data (24 × 24), split at their commands so the lines stay readable. Build-time
 * only: the page carries them once as an inline sprite (IconSprite, prerendered into index.html),
 * and the app's icons point into it (Icons.tsx), so none of this is in the initial JavaScript.
 */
export const ICON_PATHS = {
  help: [
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20 Zm0 16.2a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6',
    'Zm1.3-5.3v.6h-2.4v-1c0-1.2.8-1.9 1.6-2.5.7-.5 1.2-.9 1.2-1.6 0-.8-.7-1.4-1.7-1.4-1 0-1.7.6-1.9 1.5l-2.3-.5',
    'C8.2 6.3 9.8 5 12 5c2.4 0 4.1 1.4 4.1 3.4 0 1.5-.9 2.3-1.8 3-.6.4-1 .8-1 1.5',
    'Z',
  ],
  stats: ['M4 20V10h4v10H4 Zm6 0V4h4v16h-4 Zm6 0v-7h4v7h-4 Z'],
  settings: [
    'M19.4 13a7.6 7.6 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.4 7.4 0 0 0-1.7-1L15 3.2h-4l-.4 2.7a7.4 7.4 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11',
    'a7.6 7.6 0 0 0 0 2l-2.2 1.6 2 3.5 2.5-1c.5.4 1.1.7 1.7 1l.4 2.7h4l.4-2.7c.6-.3 1.2-.6 1.7-1l2.5 1 2-3.5L19.4 13',
    'Z M13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7 Z',
  ],
  more: ['M12 7a2 2 0 1 1 0-4 2 2 0 0 1 0 4 Zm0 7a2 2 0 1 1 0-4 2 2 0 0 1 0 4', 'Zm0 7a2 2 0 1 1 0-4 2 2 0 0 1 0 4 Z'],
  person: ['M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10 Zm0 2c-4.4 0-9 2.2-9 5v3h18v-3c0-2.8-4.6-5-9-5 Z'],
  coin: [
    'M12 2C6.5 2 2 6.5 2 12s4.5 10 10 10 10-4.5 10-10S17.5 2 12 2',
    'Zm0 17a7 7 0 1 1 0-14 7 7 0 0 1 0 14 Zm-1-11h2v2h2v2h-2v2h-2v-2H9v-2h2V8 Z',
  ],
  archive: ['M3 4h18v4H3V4 Zm1 5h16v11H4V9 Zm5 2v2h6v-2H9 Z'],
  leagues: [
    'M8 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7 Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6 Zm-8 2c-3.3 0-6 1.6-6 3.6V19h12v-2.4',
    'C14 14.6 11.3 13 8 13 Zm8 0c-.6 0-1.2.1-1.7.2 1 .9 1.7 2 1.7 3.4V19h6v-2.4c0-2-2.7-3.6-6-3.6 Z',
  ],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof ICON_PATHS;
