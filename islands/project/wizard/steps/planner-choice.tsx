import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderCard } from '@shared/api/contract/providers';
import {
  PROVIDER_CARD_CLASSES as CARD,
  ProviderLanguages,
  ProviderMarks,
  ProviderPhoto,
  useProviderCardView,
} from '@shared/ui/provider-card';
import { CheckboxField } from '@shared/ui/text-field';

/** The photo's largest CSS size (provider-card.css); the image route is asked for twice that. */
const PHOTO_SIZE = 160;

interface PlannerChoiceProps {
  planner: ProviderCard;
  chosen: boolean;
  /** The planner the couple came from, said above its card. */
  featured?: boolean;
  onChosen: (chosen: boolean) => void;
}

/** A suggested planner as every card shows one (marks, flags, city and département), and its box to tick. */
export function PlannerChoice({ planner, chosen, featured = false, onChosen }: PlannerChoiceProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const view = useProviderCardView(planner, { photoSize: PHOTO_SIZE });
  return (
    <li className="pp-project-wizard__planner">
      {featured && <p className="pp-project-wizard__featured">{t('projectWizard.wizard.featured')}</p>}
      <article className={`${CARD.card} ${CARD.listing}`} aria-labelledby={nameId}>
        <ProviderPhoto view={view} />
        <div className={CARD.main}>
          <h3 className={CARD.name} id={nameId}>
            {view.name}
          </h3>
          {view.place && <p className={CARD.place}>{view.place}</p>}
          <ProviderMarks marks={view.marks} />
          <ProviderLanguages view={view} />
          <CheckboxField
            label={t('projectWizard.wizard.contactName', { name: view.name })}
            checked={chosen}
            onCheckedChange={onChosen}
          />
        </div>
      </article>
    </li>
  );
}
