/**
 * The one dialog frame: the browser's own modal <dialog> (top layer, the page behind made inert,
 * Escape to close, focus returned to where it was), titled and described for screen readers. A
 * click on the backdrop closes it. Its markup can be prerendered: a first visit's instructions are
 * on screen at the first paint, before any script (index.html's boot script shows a prerendered
 * copy, which this dialog replaces when the app opens it).
 */
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { texts } from '../i18n/texts';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  narrow?: boolean;
  /** Lets the boot script find a dialog it must show at the first paint. */
  id?: string;
}

export function Modal({ open, onOpenChange, title, description, children, narrow = false, id }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // A click on the backdrop (the dialog element itself, outside its body) closes it, as Escape does.
  useLayoutEffect(() => {
    const dialog = ref.current;
    const onClick = (event: MouseEvent) => event.target === dialog && onOpenChange(false);
    dialog?.addEventListener('click', onClick);
    return () => dialog?.removeEventListener('click', onClick);
  }, [onOpenChange]);

  // The first paint's copy of this dialog (prerendered outside the app, web/src/prerender.tsx) gives way to it.
  useLayoutEffect(() => {
    if (id) document.querySelectorAll(`dialog[data-prerendered][id="${id}"]`).forEach((copy) => copy !== ref.current && copy.remove());
  }, [id]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.matches(':modal')) {
      dialog.showModal();
      document.documentElement.classList.remove('first-visit');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      className={`dialog${narrow ? ' dialog-narrow' : ''}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault(); // Escape: closed through the owner's state
        onOpenChange(false);
      }}
    >
      <div className="dialog-body">
        {/* First in order and focused on opening: the dialog opens at its top, and Escape or Enter closes it. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog must move focus into itself: autofocus is how */}
        <button type="button" className="dialog-close" aria-label={texts('shell').close} autoFocus onClick={() => onOpenChange(false)}>
          ×
        </button>
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="dialog-description">
            {description}
          </p>
        )}
        {children}
      </div>
    </dialog>
  );
}
