import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@shared/ui/button';
import { ModalDialog } from '@shared/ui/modal-dialog';
import type { ContactAction } from '../flow/contact-actions';
import { MESSAGE_MAX_LENGTH, type PresentationState } from '../flow/contact-state';

interface MessageDialogProps {
  presentation: PresentationState;
  dispatch: (action: ContactAction) => void;
}

/** Asks for a message when the project has none (SEND_ERRORS.noMessage); sending it sends the request again. */
export function MessageDialog({ presentation, dispatch }: MessageDialogProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const { messageFor, messageDraft, messageInvalid } = presentation;
  const introId = `${baseId}-intro`;
  const counterId = `${baseId}-counter`;
  const errorId = `${baseId}-error`;
  const textareaId = `${baseId}-message`;
  return (
    <ModalDialog
      open={messageFor !== null}
      onClose={() => dispatch({ type: 'messageCancelled' })}
      title={t('contactWidget.messageDialog.title')}
      initialFocus={textarea}
      className="pp-contact-widget__dialog pp-contact-widget__message-dialog"
    >
      <p className="pp-contact-widget__intro" id={introId}>
        {t('contactWidget.messageDialog.intro')}
      </p>
      <form
        className="pp-contact-widget__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          dispatch({ type: 'messageSubmitted' });
        }}
      >
        <div className="pp-ui-field">
          <label className="pp-ui-field__label" htmlFor={textareaId}>
            {t('contactWidget.messageDialog.label')}
          </label>
          <textarea
            ref={textarea}
            id={textareaId}
            className="pp-ui-field__input pp-contact-widget__textarea"
            rows={6}
            maxLength={MESSAGE_MAX_LENGTH}
            required
            value={messageDraft}
            onChange={(event) => dispatch({ type: 'messageChanged', text: event.target.value })}
            aria-invalid={messageInvalid || undefined}
            aria-describedby={[introId, counterId, messageInvalid ? errorId : ''].filter(Boolean).join(' ')}
          />
          <p className="pp-contact-widget__counter" id={counterId}>
            {t('contactWidget.messageDialog.counter', {
              length: messageDraft.length,
              max: MESSAGE_MAX_LENGTH,
            })}
          </p>
          {messageInvalid && (
            <p className="pp-ui-field__error" id={errorId}>
              {t('contactWidget.messageDialog.required')}
            </p>
          )}
        </div>
        <div className="pp-contact-widget__actions">
          <Button type="submit">{t('contactWidget.messageDialog.send')}</Button>
          <Button variant="secondary" onClick={() => dispatch({ type: 'messageCancelled' })}>
            {t('contactWidget.messageDialog.cancel')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
