import { useEffect } from 'react';
import { INSTRUCTIONS_CLOSED_EVENT } from './typed-ahead';
import { readItem, STORAGE_KEYS, writeItem } from './storage';
import type { Dialog } from './useDialog';

/**
 * The instructions open by themselves on the first visit (the flag is set on that load), never over a
 * past day. The boot script has already shown their prerendered copy, before any script, and answers
 * it until the app's dialog replaces it: closed there meanwhile, they stay closed here.
 */
export function useFirstVisitInstructions(instructions: Dialog, pastDay: boolean): void {
  useEffect(() => {
    if (readItem(STORAGE_KEYS.firstVisit) === null && !pastDay) instructions.setOpen(true);
    writeItem(STORAGE_KEYS.firstVisit, 'true');
    const closedBeforeTheApp = () => instructions.setOpen(false);
    document.addEventListener(INSTRUCTIONS_CLOSED_EVENT, closedBeforeTheApp);
    return () => document.removeEventListener(INSTRUCTIONS_CLOSED_EVENT, closedBeforeTheApp);
    // Once, on the first load.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setOpen is stable
  }, []);
}
