import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '@shared/api/client';
import type { Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';
import { ModalDialog } from '@shared/ui/modal-dialog';
import { browserClock, browserSession, webOtpReceiver } from '@widgets/contact-widget/effects/browser-ports';
import { ContactFlow } from '@widgets/contact-widget/effects/contact-flow';
import { pageMessages } from '@widgets/contact-widget/flow/flow-messages';
import { AccountPage } from '@widgets/contact-widget/pages/account-page';
import { InscriptionPage } from '@widgets/contact-widget/pages/inscription-page';
import { FlowMessageList } from '@widgets/contact-widget/parts/flow-message-list';
import { formLanguage } from '@widgets/contact-widget/widget-config';
import '@widgets/contact-widget/contact-widget.css';
import '@shared/ui/theme/theme.css';
import '../directory-theme.css';
import './sign-in-dialog.css';

/** The contact flow needs a provider for its presentation page, which a sign-in-only flow never shows. */
const NO_PROVIDER = 0;

export interface SignInDialogProps {
  country: CountryCode;
  language: Language;
  /** The provider whose heart was clicked, named in the title. */
  providerName: string;
  /** The dialog has closed: after a sign-in, or given up (Escape, its close button). */
  onClosed: (signedIn: boolean) => void;
}

/**
 * The phone sign-in offered to an anonymous visitor who clicks a heart: the contact widget's own account
 * and inscription pages and flow (phone, SMS code, then the profile of a new couple), in a modal dialog that
 * closes once the session is stored. The page's hearts follow the session from there.
 */
export default function SignInDialog({ country, language, providerName, onClosed }: SignInDialogProps) {
  useSignals();
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const signedIn = useRef(false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const flow = useMemo(
    () =>
      new ContactFlow(
        { providerId: NO_PROVIDER, siteCountry: country, language: formLanguage(language, country) },
        {
          api: apiClient,
          session: browserSession,
          clock: browserClock,
          receiveSmsCode: webOtpReceiver(),
          // The contact widget's events are for the pages that hold a widget, not an island's dialog.
          emit: () => {},
          onPageShown: () => () => {},
        },
        { signInOnly: true },
      ),
    [country, language],
  );

  useEffect(() => {
    flow.start();
    return () => flow.stop();
  }, [flow]);

  const state = flow.state.value;
  useEffect(() => {
    if (!state.loggedIn || signedIn.current) return;
    signedIn.current = true;
    flow.stop();
    setOpen(false);
  }, [flow, state.loggedIn]);

  const page = state.starting || state.loggedIn ? null : state.page;
  // Each page shown (the first one included: the dialog opens before it) takes the focus to its title.
  useEffect(() => {
    if (page !== null) heading.current?.focus();
  }, [page]);

  const pageProps = { dispatch: flow.dispatch, headingId, headingRef: heading };
  return (
    <ModalDialog
      open={open}
      onClose={() => onClosed(signedIn.current)}
      title={t('directoryIslands.favorite.signInTitle', { name: providerName })}
      className="pp-ui-theme pp-directory-island pp-favorite-sign-in"
    >
      <div className="pp-contact-widget pp-favorite-sign-in__flow" lang={language}>
        {page === null && <p className="pp-contact-widget__loading">{t('contactWidget.loading')}</p>}
        {page === 'account' && (
          <AccountPage
            account={state.account}
            {...pageProps}
            heading={t('directoryIslands.favorite.signInHeading')}
          />
        )}
        {page === 'inscription' && (
          <InscriptionPage
            state={state}
            {...pageProps}
            intro={t('directoryIslands.favorite.inscriptionIntro')}
          />
        )}
        <FlowMessageList messages={pageMessages(state)} />
      </div>
    </ModalDialog>
  );
}
