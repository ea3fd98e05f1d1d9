import { useTranslation } from 'react-i18next';
import * as responseSignalApi from '@shared/api/contract/back-office/response-signal';
import { useEndpointQuery } from '@shared/api/query';
import { leadPath } from '@shared/islands/back-office-paths';
import { timeLeftToRespond } from '@shared/validation/response-signal';
import { formatDuration, MINUTE_MS, ResponseCountdown, useMinuteClock } from '../response-countdown';

/**
 * The dashboard's response signal (docs/product/back-office.md#response-signal): the provider's rate and median
 * over 90 days, the "responds quickly" mark and its rule, and the time left on each lead waiting for an answer.
 * Shows nothing until the figures have come: the rest of the dashboard does not wait for them.
 */
export function ResponseSignalPanel({ language }: { language: string }) {
  const { t } = useTranslation();
  const answer = useEndpointQuery(responseSignalApi.responseSignal, {});
  const now = useMinuteClock();
  if (!answer.isSuccess) return null;
  const { signal, rule, waiting } = answer.data;
  const percent = (value: number) =>
    new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value);
  const open = waiting.filter((lead) => timeLeftToRespond(lead.sentAt, now) > 0);

  return (
    <section className="pp-back-office__section" aria-labelledby="pp-dashboard-responses">
      <h2 id="pp-dashboard-responses">{t('backOfficeShell.dashboard.responsesTitle')}</h2>
      {signal.rate === null ? (
        <p className="state">{t('backOfficeShell.dashboard.responsesNone', { days: rule.windowDays })}</p>
      ) : (
        <p>
          {t('backOfficeShell.dashboard.responsesFigures', {
            days: rule.windowDays,
            rate: percent(signal.rate),
            responses: signal.responses,
            requests: signal.requests,
          })}
          {signal.medianMinutes !== null &&
            ` ${t('backOfficeShell.dashboard.responsesMedian', {
              median: formatDuration(signal.medianMinutes * MINUTE_MS, language),
            })}`}
        </p>
      )}
      <p>
        {t(
          signal.respondsQuickly
            ? 'backOfficeShell.dashboard.respondsQuickly'
            : 'backOfficeShell.dashboard.respondsQuicklyRule',
          {
            rate: percent(rule.minRate),
            hours: rule.maxMedianHours,
            requests: rule.minRequests,
          },
        )}
      </p>
      {open.length > 0 && (
        <ul className="pp-back-office__steps" aria-label={t('backOfficeShell.dashboard.waitingTitle')}>
          {open.map((lead) => (
            <li key={lead.id}>
              <a href={leadPath(lead.id)}>
                {t('backOfficeShell.dashboard.waitingLead', {
                  sent: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                    new Date(lead.sentAt),
                  ),
                })}
              </a>{' '}
              <ResponseCountdown sentAt={lead.sentAt} language={language}>
                {(time) => t('backOfficeShell.dashboard.timeLeft', { time, hours: rule.responseWindowHours })}
              </ResponseCountdown>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
