import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivePromotion, useDismissPromotion } from '@shared/queries/marketing';
import { Button } from '@shared/ui/button';
import { ModalDialog } from '@shared/ui/modal-dialog';

/**
 * The dashboard's promotional popup (docs/product/back-office.md#marketing): the design system's modal dialog
 * (the focus kept inside, Escape and its close button close it, the focus back where it was), shown once the
 * page has loaded, until the provider closes it, which dismisses it. Nothing when there is none.
 */
export function PromotionalPopup({ language }: { language: string }) {
  const { t } = useTranslation();
  const active = useActivePromotion('popup');
  const dismiss = useDismissPromotion('popup', { language });
  const [closedId, setClosedId] = useState<number | null>(null);
  const promotion = active.data?.promotion;
  if (!promotion) return null;

  const close = () => {
    if (promotion.id === closedId) return;
    setClosedId(promotion.id);
    dismiss.mutate({ id: promotion.id });
  };

  return (
    <ModalDialog open={promotion.id !== closedId} onClose={close} title={promotion.title}>
      <p>{promotion.body}</p>
      <div className="pp-back-office__actions">
        {promotion.link && (
          <a href={promotion.link.path} onClick={close}>
            {promotion.link.label}
          </a>
        )}
        <Button variant="primary" onClick={close}>
          {t('backOfficeMarketing.gotIt')}
        </Button>
      </div>
    </ModalDialog>
  );
}
