import { useState } from 'react';

/** A lazily loaded dialog: its code loads when it first opens, then it stays mounted so it can close properly. */
export interface Dialog {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Opened once already: its code is loaded and it stays mounted. */
  loaded: boolean;
}

export function useDialog(initiallyOpen = false): Dialog {
  const [open, setOpen] = useState(initiallyOpen);
  const [loaded, setLoaded] = useState(initiallyOpen);
  if (open && !loaded) setLoaded(true);
  return { open, setOpen, loaded: loaded || open };
}
