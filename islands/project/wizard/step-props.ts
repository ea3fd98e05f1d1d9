import type { ProjectWizard } from '@shared/features/project-wizard/use-project-wizard';
import type { Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';

/** What every step's view receives. */
export interface StepProps {
  wizard: ProjectWizard;
  language: Language;
  country: CountryCode;
  /** The country site's origin: the planners' profiles are there, the project site has none. */
  profileOrigin?: string;
}
