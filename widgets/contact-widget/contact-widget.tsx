import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo, useRef } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { EventType } from '@shared/api/contract/reference';
import { getI18n, type Language } from '@shared/i18n';
import { resolveCountry, SITES, type CountryCode } from '@shared/sites';
import { dispatchElementEvent, type HostProps } from '../define';
import { browserSignInPorts } from '@shared/features/phone-sign-in/browser-ports';
import { formLanguage } from '@shared/features/phone-sign-in/form-language';
import { AccountPage } from '@shared/features/phone-sign-in/pages/account-page';
import { InscriptionSlot } from '@shared/features/phone-sign-in/pages/inscription-slot';
import { browserSession, onPageShown } from './effects/browser-ports';
import { ContactFlow } from './effects/contact-flow';
import { pageMessages } from './flow/flow-messages';
import { newProjectUrl } from './new-project-url';
import { PresentationPage } from './pages/presentation-page';
import { FlowMessageList } from './parts/flow-message-list';
import { NewProjectLink } from './parts/new-project-link';
import { SuggestionsOffer } from './parts/suggestions-offer';
import { dateLocale, isProviderId, readEventTypes } from './widget-config';
import { elementLanguage, pageLanguageSources } from '@shared/i18n/element-language';
import '@shared/ui/theme/theme.css';
import './contact-widget.css';

export interface ContactWidgetProps extends HostProps {
  /** The project-creation app's URL; the new-project button opens it with `?project=new&prestataire={id}`. */
  baseUrl?: string;
  /** The provider of the page, whom the request goes to. Without it the widget shows nothing. */
  providerId?: number;
  /** JSON list of `{slug, name}`: names the event type of each project. */
  eventTypes?: readonly EventType[];
  /** The site's country code (any case; `UK` is GB); else the host name's country, else France. */
  country?: string;
  /** The widget's language or locale (`fr-FR`); else the locale cookie, the browser, the site's default. */
  locale?: string;
}

interface ContactWidgetBodyProps {
  host: HTMLElement;
  providerId: number;
  siteCountry: CountryCode;
  language: Language;
  locale: string;
  baseUrl: string | undefined;
  eventTypes: readonly EventType[];
}

function ContactWidgetBody({
  host,
  providerId,
  siteCountry,
  language,
  locale,
  baseUrl,
  eventTypes,
}: ContactWidgetBodyProps) {
  useSignals();
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new provider, country or language is a new widget: its flow starts again (the session stays).
  const flow = useMemo(
    () =>
      new ContactFlow(
        { providerId, siteCountry, language: formLanguage(language, siteCountry), widgetLanguage: language },
        {
          ...browserSignInPorts(),
          session: browserSession,
          emit: (name, detail) => dispatchElementEvent(host, name, detail),
          onPageShown,
        },
      ),
    [host, providerId, siteCountry, language],
  );
  useEffect(() => {
    flow.start();
    return () => flow.stop();
  }, [flow]);

  // Whether the visitor's focus was last in this widget: a page change moves the focus only then, so that
  // a widget following another one's sign-in does not take the focus from it.
  const focusInside = useRef(false);
  useEffect(() => {
    const follow = (event: FocusEvent) => {
      focusInside.current = event.target instanceof Node && host.contains(event.target);
    };
    document.addEventListener('focusin', follow);
    return () => document.removeEventListener('focusin', follow);
  }, [host]);

  const state = flow.state.value;
  const page = state.starting ? null : state.page;
  // On a page change (not on the first page shown), the focus goes to the new page's title.
  const shownPages = useRef(0);
  useEffect(() => {
    if (page === null) return;
    if (shownPages.current > 0 && focusInside.current) heading.current?.focus();
    shownPages.current += 1;
  }, [page]);

  const pageProps = { dispatch: flow.dispatch, headingId, headingRef: heading };
  const projectUrl = newProjectUrl(baseUrl, providerId, document.baseURI, `${language}-${siteCountry}`);
  return (
    <section
      className="pp-ui-theme pp-contact-widget"
      aria-labelledby={headingId}
      aria-busy={state.starting}
      lang={language}
    >
      {page === null && (
        <p className="pp-contact-widget__loading" id={headingId}>
          {t('contactWidget.loading')}
        </p>
      )}
      {page === 'account' && (
        <AccountPage
          account={state.signIn.account}
          {...pageProps}
          heading={t('contactWidget.account.heading')}
        />
      )}
      {/* A visitor may start a project before signing in: the project site asks for the phone at the end. */}
      {page === 'account' && projectUrl && <NewProjectLink href={projectUrl} variant="link" />}
      {page === 'inscription' && (
        <InscriptionSlot
          signIn={state.signIn}
          register={flow.register}
          {...pageProps}
          intro={t('contactWidget.inscription.intro')}
        />
      )}
      {page === 'presentation' && (
        <PresentationPage
          state={state}
          {...pageProps}
          eventTypes={eventTypes}
          locale={locale}
          newProjectUrl={projectUrl}
        />
      )}
      <FlowMessageList messages={pageMessages(state)} />
      {/* After the confirmation, never over it: the other providers are offered, not imposed. */}
      {page === 'presentation' && (
        <SuggestionsOffer presentation={state.presentation} dispatch={flow.dispatch} />
      )}
    </section>
  );
}

/**
 * The provider contact flow (docs/product/contact-widget.md): verify a phone number by SMS, create a small
 * profile, pick an upcoming project (or start one) and send it to the provider; then contact other suggested
 * providers.
 */
export function ContactWidget({
  host,
  baseUrl,
  providerId,
  eventTypes,
  country,
  locale,
}: ContactWidgetProps) {
  const siteCountry = resolveCountry({ hostname: location.hostname, attribute: country });
  const language = elementLanguage({
    locale,
    ...pageLanguageSources(),
    siteLocale: SITES[siteCountry].defaultLocale,
  });
  const types = useMemo(() => readEventTypes(eventTypes), [eventTypes]);
  const validProvider = isProviderId(providerId);
  useEffect(() => {
    if (!validProvider)
      console.error("<pp-contact-widget> needs data-provider-id: the id of the page's provider.");
  }, [validProvider]);
  if (!validProvider) return null;
  return (
    <I18nextProvider i18n={getI18n(language)}>
      <ContactWidgetBody
        host={host}
        providerId={providerId}
        siteCountry={siteCountry}
        language={language}
        locale={dateLocale(locale, language)}
        baseUrl={baseUrl}
        eventTypes={types}
      />
    </I18nextProvider>
  );
}
