import { useTranslation } from 'react-i18next';
import { BACK_OFFICE_PATHS } from '@shared/islands/back-office-paths';
import { useProvider } from '@shared/queries/provider-account';
import { useStopImpersonating } from '@shared/queries/support-access';
import { Button } from '@shared/ui/button';
import type { GoTo } from '../browser-navigation';
import './support-banner.css';

export interface SupportBannerProps {
  language: string;
  /** Where the admin goes once the access is stopped: the support page, to start another. */
  goTo: GoTo;
}

/**
 * The banner of every back-office page while support acts as the provider in this session
 * (docs/product/back-office.md#support-access): who acts, for whom, until when, what is refused, and the way
 * to stop. It has no way to be closed: it goes only when the access ends. Nothing otherwise.
 */
export function SupportBanner({ language, goTo }: SupportBannerProps) {
  const { t } = useTranslation();
  const { query } = useProvider();
  const stop = useStopImpersonating({ language });
  const impersonation = query.data?.impersonation;
  if (!query.data || !impersonation) return null;

  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(
    new Date(impersonation.endsAt),
  );
  const label = t('backOfficeSupportAccess.banner.label');
  return (
    <section className="pp-support-banner" aria-label={label}>
      <p className="pp-support-banner__text">
        <strong>{label}</strong>{' '}
        {t('backOfficeSupportAccess.banner.text', {
          admin: impersonation.adminName,
          company: query.data.company.name,
          time,
        })}
      </p>
      <Button
        variant="secondary"
        aria-disabled={stop.isPending || undefined}
        onClick={() => {
          if (stop.isPending) return;
          stop.mutate({}, { onSuccess: () => goTo(BACK_OFFICE_PATHS.supportAccess) });
        }}
      >
        {stop.isPending
          ? t('backOfficeSupportAccess.banner.stopping')
          : t('backOfficeSupportAccess.banner.stop')}
      </Button>
      {stop.isError && (
        <p className="pp-support-banner__failure" role="alert">
          {t('backOfficeSupportAccess.banner.stopFailed')}
        </p>
      )}
    </section>
  );
}
