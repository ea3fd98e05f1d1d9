import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportLogEntry } from '@shared/api/contract/back-office/support-access';
import { entriesOfPages } from '@shared/api/query';
import { useSupportLogPages } from '@shared/queries/support-access';
import { LoadFailedState, LoadingState, MorePages } from '@shared/ui/query-state';
import type { ScreenProps } from '../screen/screens';

/** An instant (ISO 8601) as the log says it, in the reader's own time zone: "3 janv. 2030, 10:00". */
function formatInstant(instant: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(instant),
  );
}

/** One line of the log, as a sentence: who, when, and what. */
function EntryText({ entry, language }: { entry: SupportLogEntry; language: string }) {
  const { t } = useTranslation();
  const values = {
    date: formatInstant(entry.at, language),
    admin: entry.adminName,
    action: entry.action ?? '',
    until: entry.endsAt ? formatInstant(entry.endsAt, language) : '',
  };
  switch (entry.kind) {
    case 'started':
      return <>{t('backOfficeSupportAccess.log.started', values)}</>;
    case 'changed':
      // A change whose answer was a refusal (or never came) did not happen: the log says it was tried.
      return entry.status !== null && entry.status < 400 ? (
        <>{t('backOfficeSupportAccess.log.changed', values)}</>
      ) : (
        <>{t('backOfficeSupportAccess.log.notDone', values)}</>
      );
    case 'refused':
      return <>{t('backOfficeSupportAccess.log.refused', values)}</>;
    case 'stopped':
      return <>{t('backOfficeSupportAccess.log.stopped', values)}</>;
    case 'revoked':
      return <>{t('backOfficeSupportAccess.log.revoked', values)}</>;
  }
}

/**
 * `/account/support-access`: what support did in the provider's account (docs/product/back-office.md#support-access),
 * newest first, a page at a time; the admin acting as the provider reads the same.
 */
export default function SupportAccessScreen({ language }: ScreenProps) {
  const { t } = useTranslation();
  const log = useSupportLogPages({ language });
  const list = useRef<HTMLOListElement>(null);

  if (log.isPending) return <LoadingState>{t('backOfficeSupportAccess.log.loading')}</LoadingState>;
  if (log.data === undefined) {
    return (
      <LoadFailedState
        title={t('backOfficeSupportAccess.log.loadFailed')}
        error={log.error}
        onRetry={() => log.refetch()}
      />
    );
  }
  const entries = entriesOfPages(log.data.pages, (page) => page.entries);
  return (
    <div className="pp-back-office__section">
      <p>{t('backOfficeSupportAccess.log.intro')}</p>
      {/* Where the focus goes once the last page is read (MorePages): the list it grew. */}
      <ol
        className="pp-back-office__steps"
        ref={list}
        tabIndex={-1}
        aria-label={t('backOfficeSupportAccess.log.title')}
      >
        {entries.length === 0 ? (
          <li className="state">{t('backOfficeSupportAccess.log.empty')}</li>
        ) : (
          entries.map((entry) => (
            <li key={entry.id}>
              <EntryText entry={entry} language={language} />
            </li>
          ))
        )}
      </ol>
      <MorePages
        query={log}
        more={t('backOfficeSupportAccess.log.more')}
        loading={t('backOfficeSupportAccess.log.loading')}
        loadFailed={t('backOfficeSupportAccess.log.loadFailed')}
        focusAtEnd={list}
      />
    </div>
  );
}
