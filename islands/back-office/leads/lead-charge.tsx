import { useTranslation } from 'react-i18next';
import type { Lead } from '@shared/api/contract/back-office/event-requests';
import { FAIR_CHARGE_CLOSE_WINDOW_HOURS } from '@shared/api/contract/back-office/lead-disputes';
import { DisputeAction } from './lead-actions';
import { formatInstant } from './lead-brief';

/**
 * What became of an unlocked lead's credits (docs/product/back-office.md#fair-charge): the provider's claim as
 * support left it, or the refund a fair-charge rule made; while there is neither, the rules that refund by
 * themselves and the claim for any other case. One claim per unlock, and none once refunded: the action goes.
 */
export function LeadCharge({
  lead,
  language,
  announce,
}: {
  lead: Lead;
  language: string;
  announce: (news: string) => void;
}) {
  const { t } = useTranslation();
  const { dispute, refundedAt } = lead;
  if (dispute) {
    const opened = formatInstant(language, dispute.openedAt);
    const decided = dispute.decidedAt && formatInstant(language, dispute.decidedAt);
    return (
      <p>
        {dispute.status === 'open'
          ? t('backOfficeLeads.disputeOpen', { date: opened })
          : dispute.status === 'refunded'
            ? t('backOfficeLeads.disputeRefunded', { date: opened, decided })
            : t('backOfficeLeads.disputeRefused', { date: opened, decided })}
      </p>
    );
  }
  if (refundedAt) {
    return <p>{t('backOfficeLeads.refunded', { date: formatInstant(language, refundedAt) })}</p>;
  }
  return (
    <>
      <p className="pp-leads__muted">
        {t('backOfficeLeads.fairCharge', { hours: FAIR_CHARGE_CLOSE_WINDOW_HOURS })}
      </p>
      <div className="pp-back-office__actions">
        <DisputeAction lead={lead} language={language} announce={announce} />
      </div>
    </>
  );
}
