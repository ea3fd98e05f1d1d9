import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SentRequest } from '@shared/api/contract/project-view';
import { entriesOfPages } from '@shared/api/query';
import type { useProject } from '@shared/queries/projects';
import { ProviderCardArticle } from '@shared/ui/provider-card';
import { MorePages } from '@shared/ui/query-state';
import { formatInstant } from './format-instant';
import { requestTimeline } from './request-timeline';

interface RequestCardProps {
  request: SentRequest;
  language: string;
  profileOrigin?: string;
  /** Where the project's suggestions are, offered under a declined request while the project is open. */
  othersHref?: string | undefined;
}

function RequestCard({ request, language, profileOrigin, othersHref }: RequestCardProps) {
  const { t } = useTranslation();
  const changes = requestTimeline(request).map((change) => ({
    status: change.status,
    text: t(`projectView.requests.change.${change.status}`, { date: formatInstant(change.at, language) }),
  }));
  return (
    <li>
      <ProviderCardArticle provider={request.prestataire} profileOrigin={profileOrigin}>
        <p className={`pp-request-status pp-request-status--${request.status}`}>
          {t(`projectView.requests.status.${request.status}`)}
        </p>
        {/* A request only sent has no history yet: its one date is a line, not a list of one. */}
        {changes.length === 1 ? (
          <p className="pp-request-timeline">{changes[0]?.text}</p>
        ) : (
          <ol className="pp-request-timeline" aria-label={t('projectView.requests.history')}>
            {changes.map((change) => (
              <li key={change.status}>{change.text}</li>
            ))}
          </ol>
        )}
        {request.status === 'declined' && othersHref && (
          <p>
            <a href={othersHref}>{t('projectView.requests.othersAfterDecline')}</a>
          </p>
        )}
      </ProviderCardArticle>
    </li>
  );
}

/** The project's view read so far: its first page (the project, the counts) and the pages of requests after it. */
type ProjectPages = ReturnType<typeof useProject>;

/**
 * The planners the project was sent to, newest first, each with where its request stands: a page of requests
 * at a time, "more" reading the next; the summary counts all of them.
 */
export function RequestList({
  pages,
  language,
  profileOrigin,
  othersHref,
}: {
  pages: ProjectPages;
  language: string;
  /** The country site's origin, where the planners' profiles are (the project site has none). */
  profileOrigin?: string;
  /** Where the project's suggestions are: a declined request leads there (the project still open). */
  othersHref?: string | undefined;
}) {
  const { t } = useTranslation();
  const title = useRef<HTMLHeadingElement>(null);
  const read = pages.data?.pages ?? [];
  const requests = entriesOfPages(read, (page) => page.requests);
  const counts = read[0]?.requestCounts;
  return (
    <section className="pp-project-site__section" aria-labelledby="pp-project-requests-title">
      <h2 id="pp-project-requests-title" ref={title} tabIndex={-1}>
        {t('projectView.requests.title')}
      </h2>
      {requests.length === 0 || counts === undefined ? (
        <p className="state">{t('projectView.requests.empty')}</p>
      ) : (
        <>
          <p>{t('projectView.requests.summary', { count: counts.contacted, answered: counts.answered })}</p>
          <ul className="pp-card-list">
            {requests.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                language={language}
                profileOrigin={profileOrigin}
                othersHref={othersHref}
              />
            ))}
          </ul>
          <MorePages
            query={pages}
            more={t('projectView.requests.more')}
            loading={t('projectView.requests.moreLoading')}
            loadFailed={t('projectView.requests.moreFailed')}
            focusAtEnd={title}
          />
        </>
      )}
    </section>
  );
}
