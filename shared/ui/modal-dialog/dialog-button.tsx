import { useState, type ReactNode } from 'react';
import { Button } from '../button';
import { ModalDialog } from './modal-dialog';

export interface DialogButtonProps {
  /** The button's text ("Signaler"). */
  label: string;
  variant?: 'primary' | 'secondary' | 'link';
  /** The dialog's title. */
  title: string;
  /**
   * The dialog's content, drawn only while it is open (a form starts empty each time); `close` closes it, as
   * Escape and the close button do.
   */
  children: (close: () => void) => ReactNode;
}

/** A button that opens a modal dialog: an action asked for in a dialog (a report, a decline, a closing). */
export function DialogButton({ label, variant = 'secondary', title, children }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ModalDialog open={open} onClose={close} title={title}>
        {open && children(close)}
      </ModalDialog>
    </>
  );
}
