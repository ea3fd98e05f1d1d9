import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@shared/api/contract/projects';
import { TextAreaField } from '@shared/ui/text-field';

export interface RequestMessageFieldProps {
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * The message a choice of planners asks for when the project has none (choose-prestataires answered
 * `needsMessage`): required, as long as a project's message may be.
 */
export function RequestMessageField({ value, onValueChange }: RequestMessageFieldProps) {
  const { t } = useTranslation();
  return (
    <TextAreaField
      label={t('contactWidget.messageDialog.label')}
      hint={t('contactWidget.messageDialog.intro')}
      value={value}
      onValueChange={onValueChange}
      necessity="required"
      maxLength={MESSAGE_MAX_LENGTH}
    />
  );
}
