import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderCard } from '@shared/api/contract/providers';
import { ProviderCardArticle } from '@shared/ui/provider-card';
import { CheckboxField } from '@shared/ui/text-field';

interface PlannerChoiceProps {
  planner: ProviderCard;
  chosen: boolean;
  /** The planner the couple came from, said above its card. */
  featured?: boolean;
  onChosen: (chosen: boolean) => void;
  /** Why ticking it was refused (ten chosen already), said under its box. */
  refusal?: string | undefined;
  /** The country site's origin, where the planners' profiles are. */
  profileOrigin?: string;
}

/**
 * A suggested planner as every card shows one (marks, flags, city and département), and its box to tick. Its
 * name opens the profile in a new tab, to be looked at before choosing without leaving the step.
 */
export function PlannerChoice({
  planner,
  chosen,
  featured = false,
  onChosen,
  refusal,
  profileOrigin,
}: PlannerChoiceProps) {
  const { t } = useTranslation();
  const card = useRef<HTMLLIElement>(null);
  // The refusal is written under the box the couple just ticked, which may sit on the screen's bottom edge: the
  // card is brought whole into view so that the message is read where it was caused.
  useEffect(() => {
    if (refusal) card.current?.scrollIntoView({ block: 'nearest' });
  }, [refusal]);
  return (
    <li className="pp-project-wizard__planner" ref={card}>
      {featured && <p className="pp-project-wizard__featured">{t('projectWizard.wizard.featured')}</p>}
      <ProviderCardArticle provider={planner} profileOrigin={profileOrigin} profileInNewTab>
        <CheckboxField
          label={t('projectWizard.wizard.contactName', { name: planner.name })}
          checked={chosen}
          onCheckedChange={onChosen}
          error={refusal}
        />
      </ProviderCardArticle>
    </li>
  );
}
