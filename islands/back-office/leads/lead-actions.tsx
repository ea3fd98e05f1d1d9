import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ApiError, describeError } from '@shared/api/client';
import {
  DECLINE_REASONS,
  rejectSchema,
  type DeclineReason,
  type Lead,
} from '@shared/api/contract/back-office/event-requests';
import {
  DISPUTE_REASON_MAX_LENGTH,
  disputeEventRequest,
} from '@shared/api/contract/back-office/lead-disputes';
import { FormSelectField, FormTextAreaField, useContractForm, type ContractForm } from '@shared/forms';
import { useDisputeLead, useRejectLead, useUnlockLead } from '@shared/queries/leads';
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
    <LeadFormDialog
      label={t('backOfficeLeads.reject')}
      title={t('backOfficeLeads.rejectTitle')}
      announce={announce}
    >
      {(done, cancel) => <RejectForm lead={lead} language={language} done={done} onCancel={cancel} />}
    </LeadFormDialog>
  );
}

interface FormProps {
  lead: Lead;
  language: string;
  /** Closes the dialog and says what the form did. */
  done: (news: string) => void;
  onCancel: () => void;
}

function RejectForm({ lead, language, done, onCancel }: FormProps) {
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
    <LeadDialogForm
      form={form}
      text={t('backOfficeLeads.rejectText')}
      label={t('backOfficeLeads.rejectConfirm')}
      busyLabel={t('backOfficeLeads.rejecting')}
      onCancel={onCancel}
      send={async ({ reason, note }) => {
        await reject.mutateAsync({
          input: { ...(reason ? { reason } : {}), ...(note ? { note } : {}) },
          params: { uuid: lead.uuid },
        });
        done(t('backOfficeLeads.rejected'));
      }}
    >
      <FormSelectField form={form} name="reason" label={t('backOfficeLeads.reason')} options={options} />
      <FormTextAreaField form={form} name="note" label={t('backOfficeLeads.note')} />
    </LeadDialogForm>
  );
}

/** "Contest this charge": the provider's claim about an unlock, with its reason, for support to decide. */
export function DisputeAction({ lead, language, announce }: ActionProps) {
  const { t } = useTranslation();
  return (
    <LeadFormDialog
      label={t('backOfficeLeads.dispute')}
      title={t('backOfficeLeads.disputeTitle')}
      announce={announce}
    >
      {(done, cancel) => <DisputeForm lead={lead} language={language} done={done} onCancel={cancel} />}
    </LeadFormDialog>
  );
}

function DisputeForm({ lead, language, done, onCancel }: FormProps) {
  const { t } = useTranslation();
  const form = useContractForm({ schema: disputeEventRequest.request, defaultValues: { reason: '' } });
  const dispute = useDisputeLead({ language });
  return (
    <LeadDialogForm
      form={form}
      text={t('backOfficeLeads.disputeText')}
      label={t('backOfficeLeads.disputeConfirm')}
      busyLabel={t('backOfficeLeads.disputing')}
      onCancel={onCancel}
      send={async (input) => {
        await dispute.mutateAsync({ input, params: { uuid: lead.uuid } });
        done(t('backOfficeLeads.disputed'));
      }}
    >
      <FormTextAreaField
        form={form}
        name="reason"
        label={t('backOfficeLeads.disputeReason')}
        hint={t('backOfficeLeads.disputeReasonHint', { max: DISPUTE_REASON_MAX_LENGTH })}
      />
    </LeadDialogForm>
  );
}

/**
 * A lead's action asked for in a dialog (a decline, a claim): the button that opens it and, drawn while it is
 * open, its form, handed `done` (closes the dialog, then says the news in the page's live region) and `cancel`.
 */
function LeadFormDialog({
  label,
  title,
  announce,
  children,
}: {
  label: string;
  title: string;
  announce: (news: string) => void;
  children: (done: (news: string) => void, cancel: () => void) => ReactNode;
}) {
  return (
    <DialogButton label={label} title={title}>
      {(close) =>
        children((news) => {
          close();
          announce(news);
        }, close)
      }
    </DialogButton>
  );
}

/** The form of a lead's dialog: what it does in a sentence, its fields, then the footer that sends or cancels. */
function LeadDialogForm<Values extends FieldValues, Output>({
  form,
  text,
  label,
  busyLabel,
  onCancel,
  send,
  children,
}: {
  form: ContractForm<Values, Output>;
  text: string;
  label: string;
  busyLabel: string;
  onCancel: () => void;
  send: (values: Output) => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form className="pp-back-office__form" noValidate onSubmit={form.submitWith(send)}>
      <p>{text}</p>
      {children}
      <DialogFormFooter
        form={form}
        label={label}
        busyLabel={busyLabel}
        cancelLabel={t('backOfficeLeads.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}
