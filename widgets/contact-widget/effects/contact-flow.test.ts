import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/client/errors';
import { EXAMPLE_USER } from '@shared/api/contract/examples';
import type { Endpoint } from '@shared/api/endpoint';
import type { Language } from '@shared/i18n';
import type { ContactPage } from '../flow/contact-state';
import { project, PROJECTS, provider } from '../flow/test-states';
import type { ContactPorts, SessionPort } from './contact-ports';
import { ContactFlow } from './contact-flow';

type Handler = (input: unknown) => unknown;

/** A stand-in for the API: answers by endpoint name, records each call. */
function fakeApi(handlers: Record<string, Handler>) {
  const calls: { name: string; input: unknown }[] = [];
  /** The language each call asked the server's texts in. */
  const languages: (string | undefined)[] = [];
  const api: ContactPorts['api'] = {
    call: (async (endpoint: Endpoint, input: unknown, options?: { language?: string }) => {
      calls.push({ name: endpoint.name, input });
      languages.push(options?.language);
      const handler = handlers[endpoint.name];
      if (!handler) throw new Error(`no fake for ${endpoint.name}`);
      return handler(input);
    }) as ContactPorts['api']['call'],
  };
  return { api, calls, languages, names: () => calls.map((call) => call.name) };
}

function fakeSession(signedIn: boolean) {
  let loggedIn = signedIn;
  const listeners = new Set<(loggedIn: boolean) => void>();
  const expiry = new Set<() => void>();
  const session: SessionPort = {
    restore: async () => loggedIn,
    isLoggedIn: () => loggedIn,
    watchLoggedIn: (listener) => {
      listeners.add(listener);
      listener(loggedIn);
      return () => listeners.delete(listener);
    },
    onExpired: (listener) => {
      expiry.add(listener);
      return () => expiry.delete(listener);
    },
    store: vi.fn(({ user }) => {
      loggedIn = user.has_finished_onboarding;
      for (const listener of listeners) listener(loggedIn);
    }),
  };
  return { session, expire: () => expiry.forEach((listener) => listener()), listeners };
}

const defaultHandlers: Record<string, Handler> = {
  check_phone: () => ({ success: true }),
  verify_phone: () => ({ success: true }),
  check_account: () => ({ hasAccount: true, user: EXAMPLE_USER, token: 'a', refresh_token: 'r' }),
  get_projects: () => ({ success: true, projects: PROJECTS, page: 1, pageCount: 1, total: PROJECTS.length }),
  send_to_prestataire: () => ({ success: true, eventRequest: { id: 'x' } }),
  get_prestataires: () => ({ success: true, prestataires: [provider(41)] }),
};

function setUp({
  signedIn = false,
  handlers = {} as Record<string, Handler>,
  sms = false,
  widgetLanguage = 'fr' as Language,
  shownPage = undefined as ContactPage | undefined,
} = {}) {
  const api = fakeApi({ ...defaultHandlers, ...handlers });
  const session = fakeSession(signedIn);
  const emitted: { name: string; detail: unknown }[] = [];
  let deliverSms: (code: string | null) => void = () => {};
  const shownListeners = new Set<() => void>();
  const receiveSmsCode = vi.fn(
    (signal: AbortSignal) =>
      new Promise<string | null>((resolve, reject) => {
        deliverSms = resolve;
        signal.addEventListener('abort', () => reject(signal.reason));
      }),
  );
  const flow = new ContactFlow(
    {
      providerId: 123,
      siteCountry: 'FR',
      language: 'fr',
      widgetLanguage,
      ...(shownPage ? { shownPage } : {}),
    },
    {
      api: api.api,
      session: session.session,
      clock: {
        now: () => Date.now(),
        today: () => '2030-01-15',
        setInterval: (run, ms) => setInterval(run, ms),
        clearInterval: (handle) => clearInterval(handle),
      },
      receiveSmsCode: sms ? receiveSmsCode : undefined,
      prepareInscription: async () => undefined,
      emit: (name, detail) => emitted.push({ name, detail }),
      onPageShown: (listener) => {
        shownListeners.add(listener);
        return () => shownListeners.delete(listener);
      },
    },
  );
  return {
    flow,
    api,
    session,
    emitted,
    receiveSmsCode,
    sms: (code: string | null) => deliverSms(code),
    showPage: () => shownListeners.forEach((listener) => listener()),
    shownListeners,
  };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2030, 0, 15, 10) });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ContactFlow', () => {
  it('does not tell the page again the step its first chunk already showed and told', async () => {
    const { flow, emitted } = setUp({ shownPage: 'account' });
    flow.start();
    await settle();
    expect([flow.state.value.page, emitted]).toEqual(['account', []]);
  });

  it('tells the page the step when it starts on another than the one shown', async () => {
    const { flow, emitted } = setUp({ shownPage: 'account', signedIn: true });
    flow.start();
    await settle();
    expect(emitted).toEqual([{ name: 'pp-contact-widget-step', detail: { step: 'presentation' } }]);
  });

  it('does again, once started on account, what the visitor did on the phone step before it came', async () => {
    const { flow, api } = setUp();
    flow.start(() => [
      { type: 'countryChanged', country: 'BE' },
      { type: 'phoneChanged', input: '0470 12 34 56' },
      { type: 'phoneSubmitted' },
    ]);
    await settle();
    expect(flow.state.value.signIn.account).toMatchObject({ country: 'BE', phone: '+32470123456' });
    expect(api.names()).toContain('check_phone');
  });

  it('drops what was done on the phone step when it starts signed in', async () => {
    const { flow, api } = setUp({ signedIn: true });
    flow.start(() => [{ type: 'phoneChanged', input: '06 12 34 56 78' }, { type: 'phoneSubmitted' }]);
    await settle();
    expect([flow.state.value.page, flow.state.value.signIn.account.phoneInput]).toEqual(['presentation', '']);
    expect(api.names()).not.toContain('check_phone');
  });

  it('checks the session at start and tells the page the first step', async () => {
    const { flow, emitted } = setUp();
    flow.start();
    expect(emitted).toEqual([]);
    await settle();
    expect(flow.state.value.page).toBe('account');
    expect(emitted).toEqual([{ name: 'pp-contact-widget-step', detail: { step: 'account' } }]);
  });

  it('sends the code, counts the resend delay down every second, and stops counting when it is over', async () => {
    const { flow, api } = setUp();
    flow.start();
    await settle();
    flow.dispatch({ type: 'phoneChanged', input: '06 12 34 56 78' });
    flow.dispatch({ type: 'phoneSubmitted' });
    await settle();
    expect(api.calls).toEqual([{ name: 'check_phone', input: { phone: '+33612345678' } }]);
    expect(flow.state.value.signIn.account.resendSeconds).toBe(60);
    await vi.advanceTimersByTimeAsync(1000);
    expect(flow.state.value.signIn.account.resendSeconds).toBe(59);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(flow.state.value.signIn.account.resendSeconds).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the code of the SMS where the browser can, then verifies, signs in and loads the projects', async () => {
    const { flow, api, session, receiveSmsCode, sms } = setUp({ sms: true });
    flow.start();
    await settle();
    flow.dispatch({ type: 'phoneChanged', input: '06 12 34 56 78' });
    flow.dispatch({ type: 'phoneSubmitted' });
    await settle();
    expect(receiveSmsCode).toHaveBeenCalledOnce();
    sms('123456');
    await settle();
    expect(api.names()).toEqual(['check_phone', 'verify_phone', 'check_account', 'get_projects']);
    expect(api.calls[1]?.input).toEqual({ phone: '+33612345678', code: '123456' });
    expect(session.session.store).toHaveBeenCalledWith({
      user: EXAMPLE_USER,
      token: 'a',
      refresh_token: 'r',
    });
    expect(flow.state.value.page).toBe('presentation');
    expect(flow.state.value.presentation.selectedProjectId).toBe(9);
  });

  it('listens for a new SMS after each code sent, and stops listening when leaving the code step', async () => {
    const { flow, receiveSmsCode } = setUp({ sms: true });
    flow.start();
    await settle();
    flow.dispatch({ type: 'phoneChanged', input: '06 12 34 56 78' });
    flow.dispatch({ type: 'phoneSubmitted' });
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    flow.dispatch({ type: 'resendRequested' });
    await settle();
    expect(receiveSmsCode).toHaveBeenCalledTimes(2);
    expect(receiveSmsCode.mock.calls[0]?.[0].aborted).toBe(true);
    flow.dispatch({ type: 'phoneChangeRequested' });
    expect(receiveSmsCode.mock.calls[1]?.[0].aborted).toBe(true);
  });

  it('sends the request, tells the page, and brings the suggestions to offer after the confirmation', async () => {
    const { flow, api, emitted } = setUp({ signedIn: true });
    flow.start();
    await settle();
    flow.dispatch({ type: 'sendRequested', providerId: 123 });
    await settle();
    expect(api.calls.slice(1)).toEqual([
      { name: 'send_to_prestataire', input: { project: 9, prestataire: 123 } },
      { name: 'get_prestataires', input: { project: 9 } },
    ]);
    expect(emitted.at(-1)).toEqual({
      name: 'pp-contact-widget-sent',
      detail: { providerId: 123, projectId: 9 },
    });
    const { suggestions } = flow.state.value.presentation;
    // Confirm first, then offer: the couple opens the suggestions from the confirmation.
    expect([suggestions.providers.length > 0, suggestions.open]).toEqual([true, false]);
  });

  it('sends the message typed in the dialog with the request', async () => {
    const { flow, api } = setUp({
      signedIn: true,
      handlers: {
        send_to_prestataire: (input) =>
          (input as { message?: string }).message
            ? { success: true, eventRequest: { id: 'x' } }
            : { success: false, error: 'no-message' },
      },
    });
    flow.start();
    await settle();
    flow.dispatch({ type: 'sendRequested', providerId: 123 });
    await settle();
    expect(flow.state.value.presentation.messageFor).toBe(123);
    flow.dispatch({ type: 'messageChanged', text: 'Bonjour !' });
    flow.dispatch({ type: 'messageSubmitted' });
    await settle();
    expect(api.calls.filter((call) => call.name === 'send_to_prestataire').map((call) => call.input)).toEqual(
      [
        { project: 9, prestataire: 123 },
        { project: 9, prestataire: 123, message: 'Bonjour !' },
      ],
    );
    expect(flow.state.value.presentation.sends[123]?.status).toBe('sent');
  });

  it('tells the page about each error shown, once, in the widget language', async () => {
    const { flow, emitted } = setUp({
      signedIn: true,
      handlers: {
        send_to_prestataire: () => {
          throw new ApiError(502, 'Bad Gateway', { message: 'Passerelle' });
        },
      },
    });
    flow.start();
    await settle();
    flow.dispatch({ type: 'sendRequested', providerId: 123 });
    await settle();
    flow.dispatch({ type: 'projectSelected', projectId: 7 });
    const errors = emitted.filter((event) => event.name === 'pp-contact-widget-error');
    expect(errors).toEqual([
      {
        name: 'pp-contact-widget-error',
        detail: {
          message: "Erreur lors de l'envoie de la demande : Erreur 502 : Passerelle",
          step: 'presentation',
        },
      },
    ]);
  });

  it('words the messages in the widget language where the site does not offer it (Dutch on the French site)', async () => {
    const { flow, api, emitted } = setUp({
      signedIn: true,
      widgetLanguage: 'nl',
      handlers: {
        send_to_prestataire: () => {
          throw new ApiError(502, 'Bad Gateway', { message: 'Gateway' });
        },
      },
    });
    flow.start();
    await settle();
    flow.dispatch({ type: 'sendRequested', providerId: 123 });
    await settle();
    expect(emitted.filter((event) => event.name === 'pp-contact-widget-error')).toEqual([
      {
        name: 'pp-contact-widget-error',
        detail: {
          message: 'Fout bij het verzenden van de aanvraag: Fout 502: Gateway',
          step: 'presentation',
        },
      },
    ]);
    expect(new Set(api.languages)).toEqual(new Set(['nl']));
  });

  it('loads the projects again when the visitor comes back to the page, selecting a new one', async () => {
    let projects = PROJECTS;
    const { flow, api, showPage } = setUp({
      signedIn: true,
      handlers: {
        get_projects: () => ({ success: true, projects, page: 1, pageCount: 1, total: projects.length }),
      },
    });
    flow.start();
    await settle();
    projects = [...PROJECTS, project(12, '2032-01-01')];
    showPage();
    await settle();
    expect(api.names()).toEqual(['get_projects', 'get_projects']);
    expect(flow.state.value.presentation.selectedProjectId).toBe(12);
  });

  it('does not ask for projects when the page comes back before sign-in', async () => {
    const { flow, api, showPage } = setUp();
    flow.start();
    await settle();
    showPage();
    await settle();
    expect(api.calls).toEqual([]);
  });

  it('goes back to account with the message when the session expires', async () => {
    const { flow, session } = setUp({ signedIn: true });
    flow.start();
    await settle();
    session.expire();
    expect(flow.state.value.page).toBe('account');
    expect(flow.state.value.signIn.notice?.kind).toBe('session-expired');
  });

  it('stops everything when stopped: timers, listeners, late answers', async () => {
    let answer: (value: unknown) => void = () => {};
    const { flow, session, shownListeners } = setUp({
      handlers: { check_phone: () => new Promise((resolve) => (answer = resolve)) },
    });
    flow.start();
    await settle();
    flow.dispatch({ type: 'phoneChanged', input: '06 12 34 56 78' });
    flow.dispatch({ type: 'phoneSubmitted' });
    flow.stop();
    answer({ success: true });
    await settle();
    expect(flow.state.value.signIn.account.step).toBe('phone');
    expect(session.listeners.size).toBe(0);
    expect(shownListeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
