import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ApiError, describeError } from '@shared/api/client';
import {
  DECLINE_REASONS,
  rejectSchema,
  type DeclineReason,
  type Lead,
} from '@shared/api/contract/back-office/event-requests';
import { FormSelectField, FormTextAreaField, useContractForm } from '@shared/forms';
import { useRejectLead, useUnlockLead } from '@shared/queries/leads';
import { Button } from '@shared/ui/button';
import { DialogButton, ModalDialog } from '@shared/ui/modal-dialog';
import { DialogFormFooter } from '../dialog-form-footer';

/** Where a provider buys credits: the back-office's credits page. */
export const BUY_CREDITS_PATH = '/credits';

interface ActionProps {
  lead: Lead;
  language: string;
  /** What the action did, for the page's live region. */
  announce: (news: string) => void;
}

/**
 * "Unlock": a confirmation that says the price before anything is debited, then the unlock. Without enough
 * credits the dialog says so and leads to the credits page.
 */
export function UnlockAction({ lead, language, announce }: ActionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const unlock = useUnlockLead({ language });
  const close = () => {
    setOpen(false);
    unlock.reset();
  };
  const confirm = () => {
    if (unlock.isPending) return;
    unlock.mutate(
      { input: {}, params: { uuid: lead.uuid } },
      {
        onSuccess: () => {
          setOpen(false);
          announce(t('backOfficeLeads.unlocked', { credits: lead.price }));
        },
      },
    );
  };
  const short = unlock.error instanceof ApiError && unlock.error.status === 402;
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {t('backOfficeLeads.unlock', { credits: lead.price })}
      </Button>
      <ModalDialog open={open} onClose={close} title={t('backOfficeLeads.unlockTitle')}>
        {open && (
          <div className="pp-back-office__form">
            <p>{t('backOfficeLeads.unlockText', { credits: lead.price })}</p>
            {unlock.error && (
              <div role="alert" className="notice notice--error">
                <p>{describeError(unlock.error, t)}</p>
                {short && (
                  <p>
                    <a href={BUY_CREDITS_PATH}>{t('backOfficeLeads.buyCredits')}</a>
                  </p>
                )}
              </div>
            )}
            <div className="pp-back-office__actions">
              <Button variant="primary" onClick={confirm} aria-disabled={unlock.isPending || undefined}>
                {unlock.isPending
                  ? t('backOfficeLeads.unlocking')
                  : t('backOfficeLeads.unlockConfirm', { credits: lead.price })}
              </Button>
              <Button variant="secondary" onClick={close}>
                {t('backOfficeLeads.cancel')}
              </Button>
            </div>
          </div>
        )}
      </ModalDialog>
    </>
  );
}

/** The decline form: the request's reason and note, the reason picked from the list or left out. */
const declineFormSchema = v.object({
  reason: v.picklist(['', ...DECLINE_REASONS]),
  note: rejectSchema.entries.note,
});

/** "Decline": free, in a dialog that takes an optional reason and note. */
export function RejectAction({ lead, language, announce }: ActionProps) {
  const { t } = useTranslation();
  return (
    <DialogButton label={t('backOfficeLeads.reject')} title={t('backOfficeLeads.rejectTitle')}>
      {(close) => (
        <RejectForm
          lead={lead}
          language={language}
          onCancel={close}
          announce={(news) => {
            close();
            announce(news);
          }}
        />
      )}
    </DialogButton>
  );
}

function RejectForm({ lead, language, announce, onCancel }: ActionProps & { onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm({ schema: declineFormSchema, defaultValues: { reason: '', note: '' } });
  const reject = useRejectLead({ language });
  const options = [
    { value: '' as const, label: t('backOfficeLeads.reasons.none') },
    ...DECLINE_REASONS.map((reason: DeclineReason) => ({
      value: reason,
      label: t(`backOfficeLeads.reasons.${reason}`),
    })),
  ];
  return (
    <form
      className="pp-back-office__form"
      noValidate
      onSubmit={form.submitWith(async ({ reason, note }) => {
        await reject.mutateAsync({
          input: { ...(reason ? { reason } : {}), ...(note ? { note } : {}) },
          params: { uuid: lead.uuid },
        });
        announce(t('backOfficeLeads.rejected'));
      })}
    >
      <p>{t('backOfficeLeads.rejectText')}</p>
      <FormSelectField form={form} name="reason" label={t('backOfficeLeads.reason')} options={options} />
      <FormTextAreaField form={form} name="note" label={t('backOfficeLeads.note')} />
      <DialogFormFooter
        form={form}
        label={t('backOfficeLeads.rejectConfirm')}
        busyLabel={t('backOfficeLeads.rejecting')}
        cancelLabel={t('backOfficeLeads.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}
