import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/client/errors';
import { EXAMPLE_USER, exampleRegistration } from '@shared/api/contract/examples';
import type { Endpoint } from '@shared/api/endpoint';
import { PhoneSignInFlow } from './phone-sign-in-flow';
import type { SignInPorts, SignInSessionPort } from './sign-in-ports';
import { PHONE } from './sign-in-test-states';

type Handler = (input: unknown) => unknown;

const SESSION = { user: EXAMPLE_USER, token: 'a', refresh_token: 'r' };

const REGISTRATION = exampleRegistration(PHONE);

const defaultHandlers: Record<string, Handler> = {
  check_phone: () => ({ success: true }),
  verify_phone: () => ({ success: true }),
  check_account: () => ({ hasAccount: true, ...SESSION }),
  register: () => SESSION,
};

/** A sign-in on fake ports: an API answering by endpoint name, the page's session, the inscription's code. */
function setUp(handlers: Record<string, Handler> = {}) {
  const calls: { name: string; input: unknown }[] = [];
  const answers = { ...defaultHandlers, ...handlers };
  let loggedIn = false;
  const listeners = new Set<(loggedIn: boolean) => void>();
  const session: SignInSessionPort = {
    isLoggedIn: () => loggedIn,
    watchLoggedIn: (listener) => {
      listeners.add(listener);
      listener(loggedIn);
      return () => listeners.delete(listener);
    },
    onExpired: () => () => {},
    store: vi.fn(() => {
      loggedIn = true;
      for (const listener of listeners) listener(true);
    }),
  };
  let inscriptionLoaded: () => void = () => {};
  const ports: SignInPorts = {
    api: {
      call: (async (endpoint: Endpoint, input: unknown) => {
        calls.push({ name: endpoint.name, input });
        const handler = answers[endpoint.name];
        if (!handler) throw new Error(`no fake for ${endpoint.name}`);
        return handler(input);
      }) as SignInPorts['api']['call'],
    },
    session,
    clock: {
      now: () => Date.now(),
      today: () => '2030-01-15',
      setInterval: (run, ms) => setInterval(run, ms),
      clearInterval: (handle) => clearInterval(handle),
    },
    receiveSmsCode: undefined,
    prepareInscription: vi.fn(() => new Promise<void>((resolve) => (inscriptionLoaded = resolve))),
  };
  const flow = new PhoneSignInFlow({ siteCountry: 'FR', language: 'fr' }, ports);
  return {
    flow,
    ports,
    session,
    listeners,
    names: () => calls.map((call) => call.name),
    calls,
    loadInscription: () => inscriptionLoaded(),
    signInElsewhere: () => {
      loggedIn = true;
      for (const listener of listeners) listener(true);
    },
  };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

async function toCheckedCode(flow: PhoneSignInFlow) {
  flow.start();
  flow.dispatch({ type: 'phoneChanged', input: '06 12 34 56 78' });
  flow.dispatch({ type: 'phoneSubmitted' });
  await settle();
  flow.dispatch({ type: 'codeChanged', digits: [...'123456'] });
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2030, 0, 15, 10) });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PhoneSignInFlow', () => {
  it('signs a returning couple in with no provider and no project: phone, code, account, session', async () => {
    const { flow, names, session } = setUp();
    await toCheckedCode(flow);
    expect(names()).toEqual(['check_phone', 'verify_phone', 'check_account']);
    expect(session.store).toHaveBeenCalledWith(SESSION);
    expect(flow.state.value.signedIn).toBe(true);
  });

  it("shows a new phone the inscription page once that page's code is there", async () => {
    const { flow, ports, loadInscription } = setUp({
      check_account: () => ({ hasAccount: false, user: null, token: null, refresh_token: null }),
    });
    await toCheckedCode(flow);
    expect(ports.prepareInscription).toHaveBeenCalledOnce();
    expect([flow.state.value.page, flow.state.value.account.checkingAccount]).toEqual(['account', true]);
    loadInscription();
    await settle();
    expect(flow.state.value.page).toBe('inscription');
  });

  it('registers the new couple, stores the session and is signed in', async () => {
    const { flow, calls, session, loadInscription } = setUp({
      check_account: () => ({ hasAccount: false, user: null, token: null, refresh_token: null }),
    });
    await toCheckedCode(flow);
    loadInscription();
    await settle();
    await flow.register(REGISTRATION);
    expect(calls.at(-1)).toEqual({ name: 'register', input: REGISTRATION });
    expect(session.store).toHaveBeenCalledWith(SESSION);
    expect(flow.state.value.signedIn).toBe(true);
  });

  it('hands a refused registration back to its form, without a message of its own', async () => {
    const refusal = new ApiError(400, 'Bad Request', {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Email invalide',
      fields: { email: 'Email invalide' },
    });
    const { flow, session, loadInscription } = setUp({
      check_account: () => ({ hasAccount: false, user: null, token: null, refresh_token: null }),
      register: () => {
        throw refusal;
      },
    });
    await toCheckedCode(flow);
    loadInscription();
    await settle();
    await expect(flow.register(REGISTRATION)).rejects.toBe(refusal);
    expect([flow.state.value.signedIn, flow.state.value.notice]).toEqual([false, null]);
    expect(session.store).not.toHaveBeenCalled();
  });

  it('is signed in when another element of the page signs in', () => {
    const { flow, signInElsewhere } = setUp();
    flow.start();
    signInElsewhere();
    expect(flow.state.value.signedIn).toBe(true);
  });

  it('stops everything when stopped: the clock, the session listener, late answers', async () => {
    let answer: (value: unknown) => void = () => {};
    const { flow, listeners } = setUp({ check_phone: () => new Promise((resolve) => (answer = resolve)) });
    flow.start();
    flow.dispatch({ type: 'phoneChanged', input: '06 12 34 56 78' });
    flow.dispatch({ type: 'phoneSubmitted' });
    flow.stop();
    answer({ success: true });
    await settle();
    expect(flow.state.value.account.step).toBe('phone');
    expect(listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
