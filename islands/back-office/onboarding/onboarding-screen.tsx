import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as onboardingApi from '@shared/api/contract/back-office/onboarding';
import type { OnboardingChecklist, OnboardingPart } from '@shared/api/contract/back-office/onboarding';
import { useEndpointQuery } from '@shared/api/query';
import { QueryState } from '@shared/ui/query-state';
import { FinishOnboardingButton } from '../finish-onboarding-button';
import './onboarding.css';

/**
 * The back-office page where each part is done: the company page for the company's parts, the pages the
 * profile and photos areas draw for the others.
 */
export const PART_PAGES: Readonly<Record<OnboardingPart, `/${string}`>> = {
  company: '/profile/company',
  address: '/profile/company',
  services: '/profile/services',
  portrait: '/profile/portrait',
  languages: '/profile/portrait',
  profilePhoto: '/profile/photos',
  gallery: '/profile/photos',
};

/** The score as a bar and in words, the heading of the checklist under it; the bar is a `meter`. */
function Score({ score }: { score: number }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="pp-onboarding__score">
      <h2 id={labelId} className="pp-onboarding__score-text">
        {t('backOfficeCompany.onboarding.score', { score })}
      </h2>
      <meter
        className="pp-onboarding__meter"
        min={0}
        max={100}
        low={50}
        high={99}
        optimum={100}
        value={score}
        aria-labelledby={labelId}
      />
    </div>
  );
}

function Finish({ checklist, language }: { checklist: OnboardingChecklist; language: string }) {
  const { t } = useTranslation();
  if (checklist.finished)
    return <p className="notice notice--success">{t('backOfficeCompany.onboarding.finished')}</p>;
  if (checklist.missing.length > 0) {
    const parts = new Intl.ListFormat(language, { type: 'conjunction' }).format(
      checklist.missing.map((part) => t(`backOfficeCompany.parts.${part}.title`)),
    );
    return <p>{t('backOfficeCompany.onboarding.missing', { parts })}</p>;
  }
  return (
    <>
      <p>{t('backOfficeCompany.onboarding.finishText')}</p>
      <FinishOnboardingButton language={language} />
    </>
  );
}

/** One part: its name, whether it is done and needed, what it brings, and the way to its page while to do. */
function PartItem({ part, done, required }: OnboardingChecklist['parts'][number]) {
  const { t } = useTranslation();
  const title = t(`backOfficeCompany.parts.${part}.title`);
  return (
    <li className={done ? 'pp-onboarding__part pp-onboarding__part--done' : 'pp-onboarding__part'}>
      <h3 className="pp-onboarding__part-title">
        <span aria-hidden="true" className="pp-onboarding__mark">
          {done ? '✓' : '○'}
        </span>{' '}
        {title}
      </h3>
      <p className="pp-onboarding__status">
        {done ? t('backOfficeCompany.onboarding.done') : t('backOfficeCompany.onboarding.toDo')}
        {' · '}
        {required
          ? t('backOfficeCompany.onboarding.required')
          : t('backOfficeCompany.onboarding.recommended')}
      </p>
      <p>{t(`backOfficeCompany.parts.${part}.brings`)}</p>
      {!done && (
        <p>
          <a href={PART_PAGES[part]}>{t('backOfficeCompany.onboarding.go', { part: title })}</a>
        </p>
      )}
    </li>
  );
}

/**
 * The onboarding page: the completeness score, each part of the checklist with what it brings and a link to
 * its page while it is to do, and the end of the onboarding once the required parts are done.
 */
export default function OnboardingScreen({ language }: { language: string }) {
  const { t } = useTranslation();
  const query = useEndpointQuery(onboardingApi.onboarding, {});
  if (!query.isSuccess) {
    return (
      <QueryState
        query={query}
        loading={t('backOfficeCompany.onboarding.loading')}
        loadFailed={t('backOfficeCompany.onboarding.loadFailed')}
      />
    );
  }
  const checklist = query.data;
  return (
    <>
      <p>{t('backOfficeCompany.onboarding.intro')}</p>
      <Score score={checklist.score} />
      <ol className="pp-back-office__steps">
        {checklist.parts.map((part) => (
          <PartItem key={part.part} {...part} />
        ))}
      </ol>
      <section className="pp-back-office__section" aria-label={t('backOfficeShell.dashboard.finish')}>
        <Finish checklist={checklist} language={language} />
      </section>
    </>
  );
}
