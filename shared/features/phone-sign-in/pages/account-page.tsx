import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInAction } from '../sign-in-actions';
import type { AccountState } from '../sign-in-state';
import { CodeStepSlot } from './code-step-slot';
import { PageHeading } from './page-heading';
import { PhoneStep } from './phone-step';
import '../phone-sign-in.css';

export interface AccountPageProps {
  account: AccountState;
  dispatch: (action: SignInAction) => void;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** The page's title: what the sign-in is for ("Contactez ce wedding planner"). */
  heading: string;
}

/** Page "account": the phone number, then the code sent to it. */
export function AccountPage({ account, dispatch, headingId, headingRef, heading }: AccountPageProps) {
  const { t } = useTranslation();
  return (
    <div className="pp-contact-widget__page">
      <PageHeading id={headingId} headingRef={headingRef}>
        {heading}
      </PageHeading>
      <p className="pp-contact-widget__intro">{t('contactWidget.account.intro')}</p>
      {account.step === 'phone' ? (
        // Back from the code step (to change the number), the focus goes to the number.
        <PhoneStep account={account} dispatch={dispatch} focusNumber={account.codeRound > 0} />
      ) : (
        <CodeStepSlot account={account} dispatch={dispatch} />
      )}
    </div>
  );
}
