import type { ReactNode, Ref } from 'react';
import type { PhoneSignIn } from '../use-phone-sign-in';
import { AccountPage } from './account-page';
import { InscriptionSlot } from './inscription-slot';
import { SignInMessages } from './sign-in-messages';

export interface SignInPagesProps {
  signIn: PhoneSignIn;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** The account page's title: what signing in is for. */
  heading: string;
  /** Why a new couple fills in its profile here. */
  inscriptionIntro: string;
  /** What the host says between the page and the sign-in's messages (that the couple is signed in). */
  children?: ReactNode;
}

/**
 * The sign-in's page of the moment (the phone and its code, or a new couple's profile) and its messages, for a
 * host that has no messages of its own; nothing but the messages once signed in.
 */
export function SignInPages({
  signIn: { state, dispatch, register },
  headingId,
  headingRef,
  heading,
  inscriptionIntro,
  children,
}: SignInPagesProps) {
  const page = state.signedIn ? null : state.page;
  const pageProps = { dispatch, headingId, headingRef };
  return (
    <>
      {page === 'account' && <AccountPage account={state.account} {...pageProps} heading={heading} />}
      {page === 'inscription' && (
        <InscriptionSlot signIn={state} register={register} {...pageProps} intro={inscriptionIntro} />
      )}
      {children}
      <SignInMessages signIn={state} />
    </>
  );
}
