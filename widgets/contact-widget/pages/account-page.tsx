import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactAction } from '../flow/contact-actions';
import type { AccountState } from '../flow/contact-state';
import { PageHeading } from '../parts/page-heading';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';

interface AccountPageProps {
  account: AccountState;
  dispatch: (action: ContactAction) => void;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** The page's title where the sign-in serves something else than contacting the provider. */
  heading?: string;
}

/** Page "account": the phone number, then the code sent to it. */
export function AccountPage({ account, dispatch, headingId, headingRef, heading }: AccountPageProps) {
  const { t } = useTranslation();
  return (
    <div className="pp-contact-widget__page">
      <PageHeading id={headingId} headingRef={headingRef}>
        {heading ?? t('contactWidget.account.heading')}
      </PageHeading>
      <p className="pp-contact-widget__intro">{t('contactWidget.account.intro')}</p>
      {account.step === 'phone' ? (
        // Back from the code step (to change the number), the focus goes to the number.
        <PhoneStep account={account} dispatch={dispatch} focusNumber={account.codeRound > 0} />
      ) : (
        <CodeStep account={account} dispatch={dispatch} />
      )}
    </div>
  );
}
