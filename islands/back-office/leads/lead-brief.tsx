import { useTranslation } from 'react-i18next';
import type { Lead } from '@shared/api/contract/back-office/event-requests';
import type { ProjectRange } from '@shared/api/contract/reference';
import { useEventTypes, useProjectRanges, useServiceTypes } from '@shared/queries/project-reference';

const rangeLabel = (ranges: readonly ProjectRange[] | undefined, id: number | null) =>
  id === null ? null : (ranges?.find((range) => range.id === id)?.label ?? null);

/** The names a lead's slugs and ids stand for, in the page's language (a list not there yet names nothing). */
export function useLeadNames(language: string) {
  const eventTypes = useEventTypes({ language }).data;
  const serviceTypes = useServiceTypes({ language }).data;
  const guests = useProjectRanges('guest', { language }).data;
  const budgets = useProjectRanges('budget', { language }).data;
  const plannerBudgets = useProjectRanges('planner-budget', { language }).data;
  const languageNames = new Intl.DisplayNames([language], { type: 'language' });
  return {
    eventType: (slug: string) => eventTypes?.find((type) => type.slug === slug)?.name ?? slug,
    serviceType: (slug: string | null) =>
      slug === null ? null : (serviceTypes?.find((type) => type.slug === slug)?.name ?? slug),
    serviceTypes: serviceTypes ?? [],
    guests: (id: number | null) => rangeLabel(guests, id),
    budget: (id: number | null) => rangeLabel(budgets, id),
    plannerBudget: (id: number | null) => rangeLabel(plannerBudgets, id),
    language: (iso: string) => languageNames.of(iso) ?? iso,
  };
}
export type LeadNames = ReturnType<typeof useLeadNames>;

export const formatDay = (language: string, date: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
export const formatInstant = (language: string, instant: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant));

/** What the couple asks for, without who they are: the lines of a lead's description list. */
export function LeadBrief({ lead, names, language }: { lead: Lead; names: LeadNames; language: string }) {
  const { t } = useTranslation();
  const notGiven = t('backOfficeLeads.notGiven');
  const { event } = lead;
  const place =
    event.city === null
      ? notGiven
      : event.distanceKm === null
        ? event.city
        : t('backOfficeLeads.placeAt', { city: event.city, km: event.distanceKm });
  const rows: [string, string][] = [
    [t('backOfficeLeads.place'), place],
    [t('backOfficeLeads.service'), names.serviceType(event.serviceType) ?? notGiven],
    [t('backOfficeLeads.guests'), names.guests(event.guestRangeId) ?? notGiven],
    [t('backOfficeLeads.budget'), names.budget(event.budgetRangeId) ?? notGiven],
    [t('backOfficeLeads.plannerBudget'), names.plannerBudget(event.plannerBudgetRangeId) ?? notGiven],
    [
      t('backOfficeLeads.languages'),
      event.languages.length === 0
        ? t('backOfficeLeads.anyLanguage')
        : new Intl.ListFormat(language, { type: 'conjunction' }).format(event.languages.map(names.language)),
    ],
    [t('backOfficeLeads.sentAt'), formatInstant(language, lead.sentAt)],
    [
      t('backOfficeLeads.competition'),
      t('backOfficeLeads.competitionText', { contacted: lead.contacted, unlocked: lead.unlockedBy }),
    ],
  ];
  return (
    <dl className="pp-leads__brief">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The lead quality card: a verified phone, a plausible date, the brief's completeness and what it lacks. */
export function QualityCard({ lead, language }: { lead: Lead; language: string }) {
  const { t } = useTranslation();
  const { phoneVerified, datePlausible, completeness } = lead.quality;
  const mark = (good: boolean) => (
    <span aria-hidden="true" className={good ? 'pp-leads__good' : 'pp-leads__bad'}>
      {good ? '✓' : '!'}
    </span>
  );
  return (
    <div className="pp-leads__quality">
      <h3>{t('backOfficeLeads.quality.title')}</h3>
      <ul>
        <li>
          {mark(phoneVerified)}{' '}
          {phoneVerified
            ? t('backOfficeLeads.quality.phoneVerified')
            : t('backOfficeLeads.quality.phoneNotVerified')}
        </li>
        <li>
          {mark(datePlausible)}{' '}
          {datePlausible
            ? t('backOfficeLeads.quality.datePlausible')
            : t('backOfficeLeads.quality.dateImplausible')}
        </li>
        <li>
          {mark(completeness.missing.length === 0)}{' '}
          {t('backOfficeLeads.quality.completeness', { score: completeness.score })}
          {completeness.missing.length > 0 &&
            ` ${t('backOfficeLeads.quality.missing', {
              items: new Intl.ListFormat(language, { type: 'conjunction' }).format(
                completeness.missing.map((item) => t(`backOfficeLeads.briefItems.${item}`)),
              ),
            })}`}
        </li>
      </ul>
    </div>
  );
}
