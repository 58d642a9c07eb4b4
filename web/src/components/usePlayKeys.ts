/**
 * The game page's physical keyboard: letters, Enter and Backspace go to the game while it takes keys
 * (lib/typed-ahead.ts says when), and keys typed before it was ready (from the first paint on, kept
 * by the boot script) are played once it is.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { routePhysicalKey } from './Keyboard';
import { gameTakesKeys, stopPlaying, takeTypedAhead } from '../lib/typed-ahead';

export function usePlayKeys({
  playing,
  rowBeingTyped,
  currentGuess,
  addLetter,
  removeLetter,
  submit,
}: {
  playing: boolean;
  rowBeingTyped: boolean;
  currentGuess: string;
  addLetter: (letter: string) => void;
  removeLetter: () => void;
  submit: () => Promise<unknown> | void;
}): void {
  // Read by the key handler (subscribed once per set of actions), kept current after each render.
  const typing = useRef(false);
  useEffect(() => {
    typing.current = rowBeingTyped;
  }, [rowBeingTyped]);
  // Layout effects, both: the listener is in place before the game takes keys, and the keys typed
  // ahead are dispatched as urgently as keys typed after (a passive effect's updates are of a lower
  // priority: a later Enter's render could skip them and find the row short, "Not enough letters").
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) =>
      gameTakesKeys() &&
      routePhysicalKey(event, {
        onLetter: addLetter,
        onEnter: () => void submit(),
        onBackspace: removeLetter,
        rowBeingTyped: () => typing.current,
      });
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [addLetter, removeLetter, submit]);

  // Keys typed before the game was ready (from the first paint on) are played once it is.
  const enterTypedAhead = useRef(false);
  useLayoutEffect(() => {
    if (!playing) return;
    for (const key of takeTypedAhead()) {
      if (key === 'Backspace') removeLetter();
      else if (key === 'Enter') enterTypedAhead.current = true;
      else addLetter(key.toUpperCase());
    }
    return stopPlaying;
  }, [playing, addLetter, removeLetter]);
  // An Enter typed ahead submits the row once the letters before it are in it.
  useEffect(() => {
    if (!enterTypedAhead.current) return;
    enterTypedAhead.current = false;
    void submit();
  }, [currentGuess, submit]);
}
