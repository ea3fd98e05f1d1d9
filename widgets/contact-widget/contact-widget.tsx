import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { EventType } from '@shared/api/contract/reference';
import { formLanguage } from '@shared/features/phone-sign-in/form-language';
import { AccountPage } from '@shared/features/phone-sign-in/pages/account-page';
import { MessageList } from '@shared/features/phone-sign-in/pages/message-list';
import type { SignInAction } from '@shared/features/phone-sign-in/sign-in-actions';
import type { ShownMessage } from '@shared/features/phone-sign-in/sign-in-messages';
import { getI18n, type Language } from '@shared/i18n';
import { elementLanguage, pageLanguageSources } from '@shared/i18n/element-language';
import { hasSessionCookie } from '@shared/session/cookie-names';
import { resolveCountry, SITES, type CountryCode } from '@shared/sites';
import { Button } from '@shared/ui/button';
import { dispatchElementEvent, type HostProps } from '../define';
import { prefetchFlowCode, useFlowCode } from './flow-code/load-flow-code';
import { initialState, type ContactState } from './flow/contact-state';
import { carriedOver, phonePreview, previewReducer } from './flow/phone-preview';
import { newProjectUrl } from './new-project-url';
import { NewProjectLink } from './parts/new-project-link';
import { dateLocale, isProviderId } from './widget-config';
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
  /** `data-event-types` as it came: read by the flow's code, which the presentation page is part of. */
  eventTypes: unknown;
}

/** Tells a download that failed from the flow's own messages, which count from 1. */
const LOAD_FAILURE_SERIAL = 0;

/**
 * The widget's pages. A visitor without a stored session is shown the phone step at once, drawn from the
 * element's chunk with what the visitor types kept here (`PhonePreview`); the flow's code (its rules, the
 * phone metadata, the API client, the later pages: `flow-code/`) is fetched on intent (a pointer over the
 * widget, the focus in it) and takes over where the visitor is. With a stored session, the flow's code is
 * fetched at once and checks it, as the loading text says.
 */
function ContactWidgetBody({
  host,
  providerId,
  siteCountry,
  language,
  locale,
  baseUrl,
  eventTypes,
}: ContactWidgetBodyProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const setupLanguage = formLanguage(language, siteCountry);
  const firstState = useMemo(
    () => initialState({ providerId, siteCountry, language: setupLanguage }),
    [providerId, siteCountry, setupLanguage],
  );
  const [visitor] = useState(() => !hasSessionCookie());
  const [preview, dispatchPreview] = useReducer(previewReducer, firstState.signIn.account, phonePreview);
  const { code, failed } = useFlowCode(!visitor || preview.submitted, language);
  const prefetch = () => prefetchFlowCode(language);

  // A new provider, country or language is a new widget: its flow starts again (the session stays).
  const flow = useMemo(
    () =>
      code &&
      new code.ContactFlow(
        {
          providerId,
          siteCountry,
          language: setupLanguage,
          widgetLanguage: language,
          ...(visitor ? { shownPage: 'account' as const } : {}),
        },
        code.browserContactPorts((name, detail) => dispatchElementEvent(host, name, detail)),
      ),
    [code, host, providerId, siteCountry, setupLanguage, language, visitor],
  );
  // The preview is handed over once, to the first flow: a later one (another language) starts afresh.
  const previewNow = useRef(preview);
  const handedOver = useRef(false);
  useEffect(() => {
    previewNow.current = preview;
  }, [preview]);
  useEffect(() => {
    if (!flow) return;
    flow.start(() => {
      if (handedOver.current) return [];
      handedOver.current = true;
      return carriedOver(previewNow.current, siteCountry);
    });
    return () => flow.stop();
  }, [flow, siteCountry]);
  useEffect(() => {
    if (visitor) dispatchElementEvent(host, 'pp-contact-widget-step', { step: 'account' });
  }, [host, visitor]);

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

  // Read through React's store hook rather than `useSignals`: the signals come with the flow's code.
  const followFlow = useCallback(
    (changed: () => void) => (flow ? flow.state.subscribe(changed) : () => undefined),
    [flow],
  );
  const flowState = useSyncExternalStore(followFlow, () => flow?.state.value);
  // A visitor's flow takes over once it has started on the page the preview shows (or another, signed in).
  const running =
    code && flow && flowState && !(visitor && flowState.starting)
      ? { code, flow, state: flowState }
      : undefined;
  const loadFailed = !running && failed && (!visitor || preview.submitted);
  const shellState: ContactState = visitor
    ? {
        ...firstState,
        starting: false,
        signIn: {
          ...firstState.signIn,
          account: { ...preview.account, sendingCode: preview.submitted && !loadFailed },
        },
      }
    : firstState;
  const state = running?.state ?? shellState;
  const page = state.starting ? null : state.page;
  // On a page change (not on the first page shown), the focus goes to the new page's title.
  const shownPages = useRef(0);
  useEffect(() => {
    if (page === null) return;
    if (shownPages.current > 0 && focusInside.current) heading.current?.focus();
    shownPages.current += 1;
  }, [page]);

  const types = useMemo(() => code?.readEventTypes(eventTypes) ?? [], [code, eventTypes]);
  // Decided when the visitor acts, not at the last render: a key typed just as the flow took over is its.
  const signInDispatch = (action: SignInAction) => {
    const now = flow?.state.value;
    if (flow && now && !(visitor && now.starting)) flow.dispatch(action);
    else {
      prefetch();
      dispatchPreview(action);
    }
  };
  const messages: ShownMessage[] = running
    ? running.code.showMessages(running.code.pageMessages(running.state), t)
    : loadFailed
      ? [{ serial: LOAD_FAILURE_SERIAL, tone: 'error', text: t('contactWidget.loadFailed') }]
      : [];
  const pageProps = { headingId, headingRef: heading };
  const projectUrl = newProjectUrl(baseUrl, providerId, document.baseURI, `${language}-${siteCountry}`);
  return (
    <section
      className="pp-ui-theme pp-contact-widget"
      aria-labelledby={headingId}
      aria-busy={state.starting}
      lang={language}
      onPointerEnter={prefetch}
      onPointerDown={prefetch}
      onFocus={prefetch}
    >
      {page === null && (
        <p className="pp-contact-widget__loading" id={headingId}>
          {t('contactWidget.loading')}
        </p>
      )}
      {page === 'account' && (
        <AccountPage
          account={state.signIn.account}
          dispatch={signInDispatch}
          {...pageProps}
          heading={t('contactWidget.account.heading')}
        />
      )}
      {/* A visitor may start a project before signing in: the project site asks for the phone at the end. */}
      {page === 'account' && projectUrl && <NewProjectLink href={projectUrl} variant="link" />}
      {page === 'inscription' && running && (
        <running.code.InscriptionSlot
          signIn={state.signIn}
          register={running.flow.register}
          dispatch={running.flow.dispatch}
          {...pageProps}
          intro={t('contactWidget.inscription.intro')}
        />
      )}
      {page === 'presentation' && running && (
        <running.code.PresentationPage
          state={state}
          dispatch={running.flow.dispatch}
          {...pageProps}
          eventTypes={types}
          locale={locale}
          newProjectUrl={projectUrl}
        />
      )}
      <MessageList messages={messages} />
      {loadFailed && (
        <Button variant="secondary" onClick={prefetch}>
          {t('ui.queryState.retry')}
        </Button>
      )}
      {/* After the confirmation, never over it: the other providers are offered, not imposed. */}
      {page === 'presentation' && running && (
        <running.code.SuggestionsOffer presentation={state.presentation} dispatch={running.flow.dispatch} />
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
        eventTypes={eventTypes}
      />
    </I18nextProvider>
  );
}
