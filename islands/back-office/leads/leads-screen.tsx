import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_STATUSES, type Lead, type LeadStatus } from '@shared/api/contract/back-office/event-requests';
import {
  PLANNER_BUDGET_STEPS,
  SERVICE_BASE_PRICE,
  UNNAMED_SERVICE_BASE_PRICE,
} from '@shared/leads/lead-price';
import { useLead, useLeads } from '@shared/queries/leads';
import { LiveRegion } from '@shared/ui/live-region';
import { QueryState } from '@shared/ui/query-state';
import { RejectAction, UnlockAction } from './lead-actions';
import { LeadCharge } from './lead-charge';
import { formatDay, formatInstant, LeadBrief, QualityCard, useLeadNames, type LeadNames } from './lead-brief';
import { leadsHref, leadsViewOf, type LeadsView } from './lead-location';
import './leads.css';
import { ResponseCountdown } from '../response-countdown';
import { RESPONSE_WINDOW_HOURS } from '@shared/validation/response-signal';

/** A message longer than this is cut in the inbox; the lead's page shows it whole. */
const EXCERPT_LENGTH = 280;

type Announce = (news: string) => void;

/**
 * The leads page (`/leads`): the inbox by status a page at a time, each lead with its brief, its quality card
 * and its price, unlocked or declined from there; `?lead=<uuid>` shows one lead, and once unlocked the
 * couple's contact. The address holds the view, so a filter, a page or a lead can be opened in a new tab.
 */
export default function LeadsScreen({ language }: { language: string }) {
  const [view] = useState(() => leadsViewOf(window.location.search));
  const [news, setNews] = useState({ text: '', key: 0 });
  const announce = (text: string) => setNews((previous) => ({ text, key: previous.key + 1 }));
  return (
    <div className="pp-back-office-island pp-leads">
      <LiveRegion politeness="polite">
        <span key={news.key}>{news.text}</span>
      </LiveRegion>
      {view.lead ? (
        <LeadPage uuid={view.lead} language={language} announce={announce} />
      ) : (
        <Inbox view={view} language={language} announce={announce} />
      )}
    </div>
  );
}

function StatusFilters({ current }: { current: LeadStatus | undefined }) {
  const { t } = useTranslation();
  const filters: [LeadStatus | undefined, string][] = [
    [undefined, t('backOfficeLeads.filter.all')],
    ...LEAD_STATUSES.map((status): [LeadStatus, string] => [status, t(`backOfficeLeads.filter.${status}`)]),
  ];
  return (
    <nav aria-label={t('backOfficeLeads.filters')} className="pp-leads__filters">
      <ul>
        {filters.map(([status, label]) => (
          <li key={status ?? 'all'}>
            <a href={leadsHref({ status, page: 1 })} aria-current={status === current ? 'page' : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Inbox({ view, language, announce }: { view: LeadsView; language: string; announce: Announce }) {
  const { t } = useTranslation();
  const query = useLeads({ status: view.status, page: view.page, language });
  const names = useLeadNames(language);
  return (
    <>
      <p>{t('backOfficeLeads.intro')}</p>
      <StatusFilters current={view.status} />
      {!query.isSuccess ? (
        <QueryState
          query={query}
          loading={t('backOfficeLeads.loading')}
          loadFailed={t('backOfficeLeads.loadFailed')}
        />
      ) : query.data.requests.length === 0 ? (
        <p className="state">
          {view.status === undefined && view.page === 1
            ? t('backOfficeLeads.empty')
            : t('backOfficeLeads.emptyFiltered')}
        </p>
      ) : (
        <>
          <p className="pp-leads__count">{t('backOfficeLeads.count', { total: query.data.total })}</p>
          <ol className="pp-leads__list">
            {query.data.requests.map((lead) => (
              <li key={lead.uuid}>
                <LeadCard lead={lead} names={names} language={language} announce={announce} />
              </li>
            ))}
          </ol>
          <Pages view={view} pageCount={query.data.pageCount} />
        </>
      )}
      <PriceRule names={names} language={language} />
    </>
  );
}

function Pages({ view, pageCount }: { view: LeadsView; pageCount: number }) {
  const { t } = useTranslation();
  if (pageCount < 2 && view.page === 1) return null;
  return (
    <nav aria-label={t('backOfficeLeads.pages')} className="pp-leads__pages">
      {view.page > 1 && (
        <a href={leadsHref({ ...view, page: view.page - 1 })} rel="prev">
          {t('backOfficeLeads.previous')}
        </a>
      )}
      <span>{t('backOfficeLeads.pageOf', { page: view.page, pageCount })}</span>
      {view.page < pageCount && (
        <a href={leadsHref({ ...view, page: view.page + 1 })} rel="next">
          {t('backOfficeLeads.next')}
        </a>
      )}
    </nav>
  );
}

function LeadHeading({ lead, names, language }: { lead: Lead; names: LeadNames; language: string }) {
  const { t } = useTranslation();
  return (
    <header className="pp-leads__heading">
      <h2>
        {t('backOfficeLeads.event', {
          type: names.eventType(lead.event.type),
          date: formatDay(language, lead.event.date),
        })}
      </h2>
      <span className={`pp-leads__status pp-leads__status--${lead.status}`}>
        {t(`backOfficeLeads.status.${lead.status}`)}
      </span>
    </header>
  );
}

/** What a provider can still do with a lead, and what it did. */
function LeadAnswer({ lead, language, announce }: { lead: Lead; language: string; announce: Announce }) {
  const { t } = useTranslation();
  switch (lead.status) {
    case 'new':
      return (
        <>
          <p>
            {t('backOfficeLeads.price', { credits: lead.price })}{' '}
            <ResponseCountdown sentAt={lead.sentAt} language={language}>
              {(time) => t('backOfficeLeads.timeLeft', { time, hours: RESPONSE_WINDOW_HOURS })}
            </ResponseCountdown>{' '}
            <span className="pp-leads__muted">
              {t('backOfficeLeads.expiresAt', { date: formatInstant(language, lead.expiresAt) })}
            </span>
          </p>
          <div className="pp-back-office__actions">
            <UnlockAction lead={lead} language={language} announce={announce} />
            <RejectAction lead={lead} language={language} announce={announce} />
          </div>
        </>
      );
    case 'expired':
      return (
        <>
          <p>{t('backOfficeLeads.expiredText')}</p>
          <div className="pp-back-office__actions">
            <RejectAction lead={lead} language={language} announce={announce} />
          </div>
        </>
      );
    case 'declined':
      return (
        <p>
          {lead.decline?.reason
            ? t('backOfficeLeads.declinedBecause', {
                reason: t(`backOfficeLeads.reasons.${lead.decline.reason}`),
              })
            : t('backOfficeLeads.declined')}
          {lead.decline?.note && (
            <>
              {' '}
              <q>{lead.decline.note}</q>
            </>
          )}
        </p>
      );
    case 'unlocked':
      return <LeadCharge lead={lead} language={language} announce={announce} />;
  }
}

function LeadCard({
  lead,
  names,
  language,
  announce,
}: {
  lead: Lead;
  names: LeadNames;
  language: string;
  announce: Announce;
}) {
  const { t } = useTranslation();
  const excerpt =
    lead.message.length > EXCERPT_LENGTH ? `${lead.message.slice(0, EXCERPT_LENGTH)}…` : lead.message;
  return (
    <article className={lead.readAt === null ? 'pp-leads__card pp-leads__card--unread' : 'pp-leads__card'}>
      <LeadHeading lead={lead} names={names} language={language} />
      <LeadBrief lead={lead} names={names} language={language} />
      <p className="pp-leads__message">{excerpt}</p>
      <QualityCard lead={lead} language={language} />
      <p>
        <a href={leadsHref({ page: 1, lead: lead.uuid })}>
          {lead.status === 'unlocked' ? t('backOfficeLeads.openContact') : t('backOfficeLeads.open')}
        </a>
      </p>
      <LeadAnswer lead={lead} language={language} announce={announce} />
    </article>
  );
}

/** One lead, opened (which marks it read for the couple): the whole message, and the contact once unlocked. */
function LeadPage({ uuid, language, announce }: { uuid: string; language: string; announce: Announce }) {
  const { t } = useTranslation();
  const query = useLead(uuid, { language });
  const names = useLeadNames(language);
  return (
    <>
      <p>
        <a href={leadsHref({ page: 1 })}>{t('backOfficeLeads.back')}</a>
      </p>
      {!query.isSuccess ? (
        <QueryState
          query={query}
          loading={t('backOfficeLeads.loadingLead')}
          loadFailed={t('backOfficeLeads.loadLeadFailed')}
        />
      ) : (
        <article className="pp-leads__card pp-leads__detail">
          <LeadHeading lead={query.data.request} names={names} language={language} />
          <LeadBrief lead={query.data.request} names={names} language={language} />
          <h3>{t('backOfficeLeads.message')}</h3>
          <p className="pp-leads__message">{query.data.request.message}</p>
          <QualityCard lead={query.data.request} language={language} />
          <Contact lead={query.data.request} />
          <LeadAnswer lead={query.data.request} language={language} announce={announce} />
        </article>
      )}
    </>
  );
}

function Contact({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const { contact } = lead;
  return (
    <section aria-labelledby="pp-leads-contact" className="pp-leads__contact">
      <h3 id="pp-leads-contact">{t('backOfficeLeads.contact.title')}</h3>
      {contact === null ? (
        <p>{t('backOfficeLeads.contact.hidden')}</p>
      ) : (
        <dl className="pp-leads__brief">
          <div>
            <dt>{t('backOfficeLeads.contact.name')}</dt>
            <dd>
              {[contact.firstname, contact.lastname].filter(Boolean).join(' ') ||
                t('backOfficeLeads.notGiven')}
            </dd>
          </div>
          <div>
            <dt>{t('backOfficeLeads.contact.phone')}</dt>
            <dd>
              {contact.phone ? (
                <a href={`tel:${contact.phone}`}>{contact.phone}</a>
              ) : (
                t('backOfficeLeads.notGiven')
              )}
            </dd>
          </div>
          <div>
            <dt>{t('backOfficeLeads.contact.email')}</dt>
            <dd>
              {contact.email ? (
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              ) : (
                t('backOfficeLeads.notGiven')
              )}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}

/** The price rule, from the table the server prices with (shared/leads/lead-price.ts). */
function PriceRule({ names, language }: { names: LeadNames; language: string }) {
  const { t } = useTranslation();
  const euros = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  return (
    <details className="pp-leads__rule">
      <summary>{t('backOfficeLeads.priceRule.title')}</summary>
      <p>{t('backOfficeLeads.priceRule.text')}</p>
      <ul>
        {Object.entries(SERVICE_BASE_PRICE).map(([slug, count]) => (
          <li key={slug}>
            {t('backOfficeLeads.priceRule.base', { service: names.serviceType(slug), credits: count })}
          </li>
        ))}
        <li>{t('backOfficeLeads.priceRule.none', { credits: UNNAMED_SERVICE_BASE_PRICE })}</li>
        {[...PLANNER_BUDGET_STEPS].reverse().map(({ from, add }) => (
          <li key={from}>
            {t('backOfficeLeads.priceRule.step', { amount: euros.format(from), credits: add })}
          </li>
        ))}
      </ul>
    </details>
  );
}
