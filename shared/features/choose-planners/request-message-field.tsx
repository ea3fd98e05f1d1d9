import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@shared/api/contract/projects';
import { TextAreaField } from '@shared/ui/text-field';

export interface RequestMessageFieldProps {
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * The message a choice of planners asks for when the project has none (choose-prestataires answered
 * `needsMessage`): required, as long as a project's message may be. It appears after the send was refused, so
 * it takes the focus, which reads its label and why it is asked for.
 */
export function RequestMessageField({ value, onValueChange }: RequestMessageFieldProps) {
  const { t } = useTranslation();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <TextAreaField
      textAreaRef={field}
      label={t('contactWidget.messageDialog.label')}
      hint={t('contactWidget.messageDialog.intro')}
      value={value}
      onValueChange={onValueChange}
      necessity="required"
      maxLength={MESSAGE_MAX_LENGTH}
    />
  );
}
