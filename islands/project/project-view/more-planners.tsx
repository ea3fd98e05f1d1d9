import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@shared/api/client/describe-error';
import * as projectViewApi from '@shared/api/contract/project-view';
import { MAX_CHOSEN_PER_CALL, type ProviderCard } from '@shared/api/contract/providers';
import { endpointKeyPrefix } from '@shared/api/query';
import { choiceOutcome, type ChoiceOutcome } from '@shared/features/choose-planners/choice-outcome';
import { RequestMessageField } from '@shared/features/choose-planners/request-message-field';
import { useChoosePlanners, useMorePlanners, useSuggestedPlanners } from '@shared/queries/planners';
import { Button } from '@shared/ui/button';
import { LiveRegion } from '@shared/ui/live-region';
import { ProviderCardArticle } from '@shared/ui/provider-card';
import { QueryState } from '@shared/ui/query-state';

interface MorePlannersProps {
  projectId: number;
  language: string;
  /** A choice was sent: the page's news. */
  onSent: (news: string) => void;
  /** The country site's origin, where the planners' profiles are (the project site has none). */
  profileOrigin?: string;
}

/** The suggestions' heading, which a declined request's link leads to. */
export const MORE_PLANNERS_TITLE_ID = 'pp-more-planners-title';

/** "Contact more planners": the suggestions for this project, shown once asked for. */
export function MorePlanners(props: MorePlannersProps) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button goes away as the suggestions come: the focus goes to their section.
  useEffect(() => {
    if (asked) heading.current?.focus();
  }, [asked]);
  return (
    <section className="pp-project-site__section" aria-labelledby={MORE_PLANNERS_TITLE_ID}>
      <h2 id={MORE_PLANNERS_TITLE_ID} ref={heading} tabIndex={-1}>
        {t('projectView.more.title')}
      </h2>
      {asked ? (
        <Suggestions {...props} />
      ) : (
        <Button variant="primary" onClick={() => setAsked(true)}>
          {t('projectView.more.open')}
        </Button>
      )}
    </section>
  );
}

function Suggestions({ projectId, language, onSent, profileOrigin }: MorePlannersProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const suggested = useSuggestedPlanners(projectId, { language });
  const [extra, setExtra] = useState<ProviderCard[]>([]);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ChoiceOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const more = useMorePlanners({
    language,
    onSuccess: (answer) => {
      if (answer.success) setExtra((shown) => [...shown, ...answer.prestataires]);
    },
  });
  const choose = useChoosePlanners({ language });

  const first = suggested.data?.success ? suggested.data.prestataires : [];
  const cards = [...first, ...extra.filter((card) => !first.some((shown) => shown.id === card.id))];
  const full = chosen.size >= MAX_CHOSEN_PER_CALL;

  const toggle = (id: number) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const send = () => {
    if (chosen.size === 0 || choose.isPending) return;
    if (message !== null && message.trim() === '') {
      setFailure(t('validation.messageRequired'));
      return;
    }
    setFailure(null);
    setOutcome(null);
    choose.mutate(
      { project: projectId, prestataires: [...chosen], ...(message ? { message } : {}) },
      {
        onSuccess: (answer) => {
          const result = choiceOutcome(answer);
          setOutcome(result);
          if (result.kind === 'needsMessage') {
            setMessage('');
            return;
          }
          if (result.kind === 'sent') {
            onSent(t('common.requestSent'));
            setChosen(new Set());
            setExtra([]);
            setMessage(null);
          }
          void queryClient.invalidateQueries({ queryKey: endpointKeyPrefix(projectViewApi.getProject) });
        },
        onError: (cause) => setFailure(t('errors.sendRequest', { detail: describeError(cause, t) })),
      },
    );
  };

  if (!suggested.isSuccess) {
    return (
      <QueryState
        query={suggested}
        loading={t('projectView.more.loading')}
        loadFailed={t('errors.providersFetch')}
      />
    );
  }

  return (
    <div className="pp-more-planners">
      {cards.length === 0 ? (
        <p className="state">{t('errors.noProvidersFound')}</p>
      ) : (
        <>
          <p>{t('projectView.more.intro', { max: MAX_CHOSEN_PER_CALL })}</p>
          <ul className="pp-card-list">
            {cards.map((card) => (
              <li key={card.id}>
                <ProviderCardArticle
                  provider={card}
                  profileOrigin={profileOrigin}
                  aside={
                    <label className="pp-planner-pick">
                      <input
                        type="checkbox"
                        checked={chosen.has(card.id)}
                        disabled={full && !chosen.has(card.id)}
                        onChange={() => toggle(card.id)}
                      />
                      <span>{t('projectView.more.pick', { name: card.name })}</span>
                    </label>
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="pp-project-site__actions">
        <Button
          variant="secondary"
          aria-disabled={more.isPending || undefined}
          onClick={() => {
            if (!more.isPending) more.mutate({ project: projectId, exclude: cards.map((card) => card.id) });
          }}
        >
          {more.isPending ? t('projectView.more.loading') : t('projectView.more.more')}
        </Button>
      </div>
      {message !== null && <RequestMessageField value={message} onValueChange={setMessage} />}
      <LiveRegion politeness="assertive">
        {failure && <p className="notice notice--error">{failure}</p>}
        {outcome?.kind === 'alreadySent' && <p className="notice">{t('errors.alreadyContacted')}</p>}
        {outcome?.kind === 'failed' && (
          <p className="notice notice--error">{t('errors.sendRequest', { detail: outcome.detail })}</p>
        )}
      </LiveRegion>
      <div className="pp-project-site__actions">
        <Button
          variant="primary"
          aria-disabled={chosen.size === 0 || choose.isPending || undefined}
          onClick={send}
        >
          {choose.isPending
            ? t('projectView.more.sending')
            : t('projectView.more.send', { count: chosen.size })}
        </Button>
      </div>
    </div>
  );
}
