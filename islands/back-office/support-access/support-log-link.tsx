import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_LOG_PATH } from '@shared/api/contract/back-office/support-access';

/** The account page's way to the support log: what support did in the account, and when. */
export function SupportLogLink() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="pp-back-office__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('backOfficeSupportAccess.log.title')}</h2>
      <p>
        {t('backOfficeSupportAccess.log.intro')}{' '}
        <a href={SUPPORT_LOG_PATH}>{t('backOfficeSupportAccess.log.open')}</a>
      </p>
    </section>
  );
}
