import { useEffect, useRef } from 'react';

/**
 * Where the game screen keeps the player's attention: a click on the header's buttons leaves no focus
 * there (Enter afterwards submits the row, it does not click again), and a new day's code (midnight in
 * an open tab, or Next code) shows the board from the top, header in view.
 */
export function usePlayFocus(date: string | undefined): void {
  useEffect(() => {
    const onMouseDown = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('header button, header a')) event.preventDefault();
    };
    document.addEventListener('mousedown', onMouseDown);
    return () => document.removeEventListener('mousedown', onMouseDown);
  }, []);
  const shownDate = useRef(date);
  useEffect(() => {
    if (shownDate.current !== undefined && date !== undefined && date !== shownDate.current) window.scrollTo({ top: 0 });
    shownDate.current = date;
  }, [date]);
}
