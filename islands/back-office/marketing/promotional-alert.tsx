import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivePromotion, useDismissPromotion } from '@shared/queries/marketing';
import { Button } from '@shared/ui/button';
import './promotions.css';

/**
 * The dashboard's promotional alert (docs/product/back-office.md#marketing): a banner in the page's flow, until
 * the provider dismisses it; nothing when there is none. Once dismissed, the focus stays where it was, on the
 * region that held it, never lost on the page's body.
 */
export function PromotionalAlert({ language }: { language: string }) {
  const { t } = useTranslation();
  const active = useActivePromotion('alert');
  const dismiss = useDismissPromotion('alert', { language });
  const region = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const promotion = active.data?.promotion;

  return (
    <div ref={region} tabIndex={-1} className="pp-promotion-region">
      {promotion && (
        <section className="pp-promotion-alert" aria-labelledby={titleId}>
          <div className="pp-promotion-alert__text">
            <h2 id={titleId} className="pp-promotion-alert__title">
              <span className="pp-promotion-alert__label">{t('backOfficeMarketing.alertLabel')}</span>{' '}
              {promotion.title}
            </h2>
            <p>
              {promotion.body}
              {promotion.link && (
                <>
                  {' '}
                  <a href={promotion.link.path}>{promotion.link.label}</a>
                </>
              )}
            </p>
          </div>
          <Button
            variant="secondary"
            aria-disabled={dismiss.isPending || undefined}
            onClick={() => {
              if (dismiss.isPending) return;
              dismiss.mutate({ id: promotion.id }, { onSuccess: () => region.current?.focus() });
            }}
          >
            {t('backOfficeMarketing.dismissAlert')}
          </Button>
        </section>
      )}
    </div>
  );
}
