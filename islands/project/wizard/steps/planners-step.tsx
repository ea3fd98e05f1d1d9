import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderCard } from '@shared/api/contract/providers';
import { describeError } from '@shared/api/client';
import { MAX_CHOSEN_PLANNERS, type WizardAnswers } from '@shared/features/project-wizard/wizard-answers';
import { useMoreSuggestionsForAnswers, usePlanner, useSuggestionsForAnswers } from '@shared/queries/planners';
import { Button } from '@shared/ui/button';
import { VISUALLY_HIDDEN_CLASS } from '@shared/ui/visually-hidden';
import '@shared/features/project-fields/project-fields.css';
import { fieldId } from '../field-ids';
import type { StepProps } from '../step-props';
import { PlannerChoice } from './planner-choice';

/** What the ranking reads of the answers: the event's place and the languages asked for. */
function rankingAnswers(answers: WizardAnswers, featured: number | null) {
  if (answers.latitude == null || answers.longitude == null) return undefined;
  return {
    latitude: answers.latitude,
    longitude: answers.longitude,
    country: answers.country ?? null,
    languages: answers.languages ?? [],
    exclude: featured === null ? [] : [featured],
  };
}

/** A chosen planner the suggestions do not hold (the one the couple came from, one chosen before): its card. */
function ChosenPlanner({
  id,
  chosen,
  featured,
  onChosen,
  refusal,
  language,
  profileOrigin,
}: {
  id: number;
  chosen: boolean;
  featured: boolean;
  onChosen: (chosen: boolean) => void;
  refusal?: string | undefined;
  language: string;
  profileOrigin?: string;
}) {
  const planner = usePlanner(id, { language });
  if (!planner.data) return null;
  return (
    <PlannerChoice
      planner={planner.data}
      chosen={chosen}
      featured={featured}
      onChosen={onChosen}
      refusal={refusal}
      profileOrigin={profileOrigin}
    />
  );
}

/**
 * Step 4: the algorithm's three planners for the answers so far, more on demand, the one the couple came
 * from first and chosen already; the couple ticks whom to contact.
 */
export function PlannersStep({ wizard, language, profileOrigin }: StepProps) {
  const { t } = useTranslation();
  const { answers, errors, featuredPlanner } = wizard.state;
  const ranking = rankingAnswers(answers, featuredPlanner);
  const suggestions = useSuggestionsForAnswers(ranking, { language });
  const [more, setMore] = useState<ProviderCard[]>([]);
  const [noMore, setNoMore] = useState(false);
  const moreCall = useMoreSuggestionsForAnswers({ language });
  const chosen = answers.prestataires;
  const errorId = useId();
  const limitId = useId();
  // An 11th ticked is refused by the wizard: the couple is told why on that planner's card, where they look
  // (on a phone the list's top is screens away), and the list's live region says it, until they untick one.
  const [refused, setRefused] = useState<number | null>(null);
  const limitText = t('projectWizard.wizard.plannerLimit', { max: MAX_CHOSEN_PLANNERS });
  const refusalOf = (id: number) => (id === refused ? limitText : undefined);

  const cards = [...(suggestions.data?.prestataires ?? []), ...more];
  const shown = new Set(cards.map((card) => card.id));
  // The chosen ones the lists do not hold, the planner the couple came from first.
  const chosenElsewhere = [
    ...(featuredPlanner !== null && !shown.has(featuredPlanner) ? [featuredPlanner] : []),
    ...chosen.filter((id) => id !== featuredPlanner && !shown.has(id)),
  ];
  const choose = (id: number) => (isChosen: boolean) => {
    const overLimit = isChosen && chosen.length >= MAX_CHOSEN_PLANNERS;
    setRefused(overLimit ? id : null);
    if (!overLimit) wizard.dispatch({ type: isChosen ? 'plannerChosen' : 'plannerUnchosen', id });
  };

  const askMore = () => {
    if (!ranking || moreCall.isPending) return;
    const exclude = [...new Set([...ranking.exclude, ...chosenElsewhere, ...shown])];
    moreCall.mutate(
      { ...ranking, exclude },
      {
        onSuccess: ({ prestataires }) => {
          setMore((before) => [...before, ...prestataires]);
          if (prestataires.length === 0) setNoMore(true);
        },
      },
    );
  };

  return (
    <>
      <p>{t('projectWizard.wizard.plannersIntro')}</p>
      <fieldset
        className="pp-project-fields__choices"
        id={fieldId('prestataires')}
        tabIndex={-1}
        aria-describedby={[errors.prestataires && errorId, limitId].filter(Boolean).join(' ')}
      >
        <legend>{t('projectWizard.wizard.chosenCount', { count: chosen.length })}</legend>
        <div role="status" id={limitId} className={VISUALLY_HIDDEN_CLASS}>
          {refused !== null && limitText}
        </div>
        {errors.prestataires && (
          <p className="pp-ui-field__error" id={errorId}>
            {t(errors.prestataires)}
          </p>
        )}
        {!ranking && <p>{t('projectWizard.wizard.plannersNeedPlace')}</p>}
        {suggestions.isPending && ranking && <p role="status">{t('projectWizard.wizard.loading')}</p>}
        {suggestions.isError && (
          <p role="alert">{`${t('errors.providersFetch')} ${describeError(suggestions.error, t)}`}</p>
        )}
        <ul className="pp-project-wizard__planner-list">
          {chosenElsewhere.map((id) => (
            <ChosenPlanner
              key={id}
              id={id}
              chosen={chosen.includes(id)}
              featured={id === featuredPlanner}
              onChosen={choose(id)}
              refusal={refusalOf(id)}
              language={language}
              profileOrigin={profileOrigin}
            />
          ))}
          {cards.map((planner) => (
            <PlannerChoice
              key={planner.id}
              planner={planner}
              chosen={chosen.includes(planner.id)}
              onChosen={choose(planner.id)}
              refusal={refusalOf(planner.id)}
              profileOrigin={profileOrigin}
            />
          ))}
        </ul>
        {suggestions.isSuccess && cards.length === 0 && chosenElsewhere.length === 0 && (
          <p>{t('errors.noProvidersFound')}</p>
        )}
      </fieldset>
      {ranking && suggestions.isSuccess && !noMore && (
        <Button variant="secondary" aria-disabled={moreCall.isPending || undefined} onClick={askMore}>
          {t('projectWizard.wizard.more')}
        </Button>
      )}
      {noMore && <p role="status">{t('projectWizard.wizard.noMore')}</p>}
      {moreCall.isError && (
        <p role="alert">{`${t('errors.providersFetch')} ${describeError(moreCall.error, t)}`}</p>
      )}
    </>
  );
}
