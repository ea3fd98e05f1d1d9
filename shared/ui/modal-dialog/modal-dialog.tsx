import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import './modal-dialog.css';

export interface ModalDialogProps {
  open: boolean;
  /** Called when the dialog closes itself (Escape, its close button); the caller then sets `open` to false. */
  onClose: () => void;
  title: ReactNode;
  /** The element focused when the dialog opens; else the browser's choice (its first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` and `showModal()`: the browser makes the rest of the page inert
 * (so the focus stays in the dialog), puts the dialog in the top layer and closes it on Escape. On close the
 * focus returns to the element that had it when the dialog opened, if that element is still there.
 */
export function ModalDialog({ open, onClose, title, initialFocus, className, children }: ModalDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      initialFocus?.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, initialFocus]);

  function restoreFocus(): void {
    const previous = opener.current;
    opener.current = null;
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
  }

  return (
    <dialog
      ref={dialog}
      className={className ? `pp-ui-dialog ${className}` : 'pp-ui-dialog'}
      aria-labelledby={titleId}
      onClose={() => {
        restoreFocus();
        onClose();
      }}
    >
      <div className="pp-ui-dialog__header">
        <h2 className="pp-ui-dialog__title" id={titleId}>
          {title}
        </h2>
        <Button
          variant="icon"
          label={t('ui.dialog.close')}
          className="pp-ui-dialog__close"
          onClick={() => dialog.current?.close()}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" stroke="currentColor" strokeWidth="1.75" />
          </svg>
        </Button>
      </div>
      <div className="pp-ui-dialog__body">{children}</div>
    </dialog>
  );
}
