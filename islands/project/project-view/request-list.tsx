import { useTranslation } from 'react-i18next';
import type { SentRequest } from '@shared/api/contract/project-view';
import { ProviderCardArticle } from '@shared/ui/provider-card';
import { formatInstant } from './format-instant';
import { countByStatus, requestTimeline } from './request-timeline';

function RequestCard({ request, language }: { request: SentRequest; language: string }) {
  const { t } = useTranslation();
  return (
    <li>
      <ProviderCardArticle provider={request.prestataire}>
        <p className={`pp-request-status pp-request-status--${request.status}`}>
          {t(`projectView.requests.status.${request.status}`)}
        </p>
        <ol className="pp-request-timeline" aria-label={t('projectView.requests.history')}>
          {requestTimeline(request).map((change) => (
            <li key={change.status}>
              {t(`projectView.requests.change.${change.status}`, {
                date: formatInstant(change.at, language),
              })}
            </li>
          ))}
        </ol>
      </ProviderCardArticle>
    </li>
  );
}

/** The planners the project was sent to, newest first, each with where its request stands. */
export function RequestList({ requests, language }: { requests: readonly SentRequest[]; language: string }) {
  const { t } = useTranslation();
  const counts = countByStatus(requests);
  return (
    <section className="pp-project-site__section" aria-labelledby="pp-project-requests-title">
      <h2 id="pp-project-requests-title">{t('projectView.requests.title')}</h2>
      {requests.length === 0 ? (
        <p className="state">{t('projectView.requests.empty')}</p>
      ) : (
        <>
          <p>
            {t('projectView.requests.summary', {
              count: requests.length,
              answered: counts.accepted + counts.declined,
            })}
          </p>
          <ul className="pp-card-list">
            {requests.map((request) => (
              <RequestCard key={request.id} request={request} language={language} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
