import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@shared/i18n';
import { useProviderLanguages } from '@shared/queries/project-reference';
import { CheckboxField } from '@shared/ui/text-field';
import './project-fields.css';

export interface ProjectLanguagesFieldProps {
  id: string;
  /** The languages the planner should speak. */
  value: readonly Language[] | undefined;
  onChange: (value: Language[]) => void;
  language: string;
}

/** The languages the planner should speak: those of GET /api/langues a project can ask for, each a box. */
export function ProjectLanguagesField({ id, value, onChange, language }: ProjectLanguagesFieldProps) {
  const { t } = useTranslation();
  const languages = useProviderLanguages({ language });
  const spoken = value ?? [];
  const offered = (languages.data ?? []).filter((entry) => isLanguage(entry.iso));
  return (
    <fieldset className="pp-project-fields__choices" id={id}>
      <legend>{t('projectWizard.wizard.languages')}</legend>
      {offered.map((entry) => (
        <CheckboxField
          key={entry.iso}
          label={entry.label}
          checked={isLanguage(entry.iso) && spoken.includes(entry.iso)}
          onCheckedChange={(checked) => {
            if (!isLanguage(entry.iso)) return;
            onChange(checked ? [...spoken, entry.iso] : spoken.filter((iso) => iso !== entry.iso));
          }}
        />
      ))}
    </fieldset>
  );
}
