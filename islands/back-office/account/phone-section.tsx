import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import * as accountApi from '@shared/api/contract/back-office/provider-account';
import type { ProviderUser } from '@shared/api/contract/back-office/provider-account';
import {
  FormTextField,
  SERVER_ERROR_TYPE,
  SubmitFooter,
  useContractForm,
  useSubmitNews,
  type SubmitNews,
} from '@shared/forms';
import { useChangePhone, useCheckPhone, useVerifyPhone } from '@shared/queries/provider-account';
import { Button } from '@shared/ui/button';
import { formatPhone } from '@shared/validation/phone/phone-display';
import { AccountSection } from './account-section';

/** The code's form: the number is the one the code went to. */
const codeSchema = v.pick(accountApi.verifyPhone.request, ['code']);

/**
 * The account's phone: the verified number, and a new one in two steps, the number (checked first, then a
 * code sent to it by SMS) and the code.
 */
export function PhoneSection({ user, language }: { user: ProviderUser; language: string }) {
  const { t } = useTranslation();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const saved = useSubmitNews();

  return (
    <AccountSection title={t('backOfficeAccount.phone.title')}>
      <p>
        {user.phone
          ? t('backOfficeAccount.phone.current', { phone: formatPhone(user.phone) })
          : t('backOfficeAccount.phone.none')}
      </p>
      {codeSentTo === null ? (
        <NumberForm
          language={language}
          done={saved.done}
          onCodeSent={(phone) => {
            saved.clear();
            setCodeSentTo(phone);
          }}
        />
      ) : (
        <CodeForm
          language={language}
          phone={codeSentTo}
          onVerified={() => {
            setCodeSentTo(null);
            saved.say(t('backOfficeAccount.phone.verified'));
          }}
          onOtherNumber={() => setCodeSentTo(null)}
        />
      )}
    </AccountSection>
  );
}

interface NumberFormProps {
  language: string;
  /** What the last verification did: said under the number's form, which comes back once it is done. */
  done: SubmitNews | null;
  onCodeSent: (phone: string) => void;
}

function NumberForm({ language, done, onCodeSent }: NumberFormProps) {
  const { t } = useTranslation();
  const form = useContractForm({ schema: accountApi.changePhone.request, defaultValues: { phone: '' } });
  const check = useCheckPhone({ language });
  const change = useChangePhone({ language });

  return (
    <form
      className="pp-back-office__form"
      noValidate
      onSubmit={form.submitWith(async ({ phone }) => {
        const { available } = await check.mutateAsync({ phone });
        if (!available) {
          form.methods.setError(
            'phone',
            { type: SERVER_ERROR_TYPE, message: t('backOfficeAccount.phone.unavailable') },
            { shouldFocus: true },
          );
          return;
        }
        await change.mutateAsync({ phone });
        onCodeSent(phone);
      })}
    >
      <FormTextField
        form={form}
        name="phone"
        label={t('backOfficeAccount.phone.number')}
        hint={t('backOfficeAccount.phone.numberHint')}
        type="tel"
        autoComplete="tel"
      />
      <SubmitFooter
        form={form}
        label={t('backOfficeAccount.phone.send')}
        busyLabel={t('backOfficeAccount.saving')}
        done={done}
      />
    </form>
  );
}

interface CodeFormProps {
  language: string;
  phone: string;
  onVerified: () => void;
  onOtherNumber: () => void;
}

function CodeForm({ language, phone, onVerified, onOtherNumber }: CodeFormProps) {
  const { t } = useTranslation();
  const form = useContractForm({ schema: codeSchema, defaultValues: { code: '' } });
  const verify = useVerifyPhone({ language });

  return (
    <form
      className="pp-back-office__form"
      noValidate
      onSubmit={form.submitWith(async ({ code }) => {
        await verify.mutateAsync({ phone, code });
        onVerified();
      })}
    >
      <FormTextField
        form={form}
        name="code"
        label={t('backOfficeAccount.phone.code')}
        hint={t('backOfficeAccount.phone.codeHint', { phone: formatPhone(phone) })}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <SubmitFooter
        form={form}
        label={t('backOfficeAccount.phone.verify')}
        busyLabel={t('backOfficeAccount.saving')}
        done={null}
      >
        <Button variant="link" onClick={onOtherNumber}>
          {t('backOfficeAccount.phone.otherNumber')}
        </Button>
      </SubmitFooter>
    </form>
  );
}
