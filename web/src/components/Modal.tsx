/** The one dialog frame (Radix Dialog: focus trapped and restored, Escape closes, labelled). */
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  narrow?: boolean;
}

export function Modal({ open, onOpenChange, title, description, children, narrow = false }: ModalProps) {
  // Radix returns focus to a Dialog.Trigger; our dialogs open from other controls (header buttons,
  // or by themselves), so the element focused when the dialog opened gets focus back on close.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={`dialog${narrow ? ' dialog-narrow' : ''}`}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          {description && <Dialog.Description className="dialog-description">{description}</Dialog.Description>}
          {children}
          <Dialog.Close className="dialog-close" aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
