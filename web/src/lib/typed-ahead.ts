/**
 * The keys a player typed before the game was ready (web/boot.js keeps them from the first paint),
 * taken once: the game plays them when it is ready, so nothing typed during the takeover is lost.
 * `data-playing` on <html> tells the boot script the game takes keys itself from then on.
 */
declare global {
  interface Window {
    cipherwordTypedAhead?: string[];
  }
}

export function takeTypedAhead(): string[] {
  document.documentElement.setAttribute('data-playing', '');
  return window.cipherwordTypedAhead?.splice(0) ?? [];
}

/** The game is not taking keys (a new day loading, another page): the boot script keeps them again. */
export function stopPlaying(): void {
  document.documentElement.removeAttribute('data-playing');
}

/**
 * Whether the game takes keys itself now. Until it does, a key is the boot script's (kept, and
 * played once the game takes them): one owner per key, so a key pressed between the board's paint
 * and the game taking keys is played once, not twice.
 */
export const gameTakesKeys = (): boolean => {
  const root = document.documentElement;
  // While a first visit's prerendered instructions are on screen, keys are theirs (Escape closes them).
  return root.hasAttribute('data-playing') && !root.classList.contains('first-visit');
};

/** The boot script's word that it closed the prerendered instructions (web/boot.js): the app keeps them closed. */
export const INSTRUCTIONS_CLOSED_EVENT = 'cipherword:instructions-closed';
