import { describe, expect, it } from 'vitest';
import { ApiError } from '@shared/api/client/errors';
import { canResend } from './account-reducer';
import { MAX_RESENDS, type ContactState } from './contact-state';
import {
  freshState,
  LYON,
  NOW,
  onAccount,
  onCodeStep,
  onInscription,
  onPresentation,
  PHONE,
  project,
  provider,
  PROVIDER_ID,
  run,
  TODAY,
} from './test-states';

const failure = new ApiError(500, 'Internal Server Error', { message: 'boom' });

describe('start', () => {
  it('starts on account, waiting for the session check', () => {
    const state = freshState();
    expect([state.starting, state.page]).toEqual([true, 'account']);
  });

  it('goes to presentation when signed in, loading the projects', () => {
    const state = run(freshState(), { type: 'started', loggedIn: true });
    expect([state.starting, state.page, state.presentation.projectsLoading]).toEqual([
      false,
      'presentation',
      true,
    ]);
  });

  it('stays on account when not signed in', () => {
    const state = run(freshState(), { type: 'started', loggedIn: false });
    expect([state.starting, state.page]).toEqual([false, 'account']);
  });

  it('ignores an expiry during the start check: the failure is silent', () => {
    const state = run(freshState(), { type: 'sessionExpired' }, { type: 'started', loggedIn: false });
    expect([state.page, state.notice]).toEqual(['account', null]);
  });
});

describe('phone step', () => {
  it('checks the number at each change and at each change of country', () => {
    let state = run(onAccount(), { type: 'phoneChanged', input: '06 12 34 56 78' });
    expect(state.account.phoneValid).toBe(true);
    state = run(state, { type: 'countryChanged', country: 'BE' });
    expect(state.account.phoneValid).toBe(false);
    state = run(state, { type: 'phoneChanged', input: '0470 12 34 56' });
    expect(state.account.phoneValid).toBe(true);
  });

  it('shows the rule once the field is left with text, not before', () => {
    let state = run(onAccount(), { type: 'phoneLeft' });
    expect(state.account.phoneChecked).toBe(false);
    state = run(state, { type: 'phoneChanged', input: '06' }, { type: 'phoneLeft' });
    expect(state.account.phoneChecked).toBe(true);
  });

  it('refuses to send a code to an invalid number, and shows why', () => {
    const state = run(onAccount(), { type: 'phoneChanged', input: '06 12' }, { type: 'phoneSubmitted' });
    expect(state.account).toMatchObject({ phoneChecked: true, phoneValid: false, sendingCode: false });
    expect(state.account.phone).toBeNull();
  });

  it('sends the code to the E.164 form of a valid number', () => {
    const state = run(
      onAccount(),
      { type: 'phoneChanged', input: '06 12 34 56 78' },
      { type: 'phoneSubmitted' },
    );
    expect(state.account).toMatchObject({ sendingCode: true, phone: PHONE, step: 'phone' });
  });

  it('shows the code view once the code is sent, with the countdown at 60', () => {
    const state = onCodeStep();
    expect(state.account).toMatchObject({
      step: 'code',
      sendingCode: false,
      resendSeconds: 60,
      resendAvailableAt: NOW + 60_000,
      resendCount: 0,
    });
    expect(state.notice).toMatchObject({ kind: 'code-sent', phone: PHONE });
  });

  it('stays on the phone step with the error when the code could not be sent', () => {
    const state = run(
      onAccount(),
      { type: 'phoneChanged', input: '06 12 34 56 78' },
      { type: 'phoneSubmitted' },
      { type: 'codeSendFailed', cause: failure },
    );
    expect([state.account.step, state.account.sendingCode]).toEqual(['phone', false]);
    expect(state.notice).toMatchObject({ kind: 'failed', cause: failure });
  });

  it('goes back to the phone step to change the number', () => {
    const state = run(onCodeStep(), { type: 'phoneChangeRequested' });
    expect(state.account).toMatchObject({ step: 'phone', phoneInput: '06 12 34 56 78', resendSeconds: 0 });
    expect(state.notice).toBeNull();
  });
});

describe('code step', () => {
  it('verifies by itself once six digits are in', () => {
    let state = run(onCodeStep(), { type: 'codeChanged', digits: ['1', '2', '3', '4', '5', ''] });
    expect(state.account.verifying).toBe(false);
    state = run(state, { type: 'codeChanged', digits: [...'123456'] });
    expect(state.account.verifying).toBe(true);
  });

  it('says "Code invalide" when an incomplete code is submitted', () => {
    const state = run(
      onCodeStep(),
      { type: 'codeChanged', digits: ['1', '2', '', '', '', ''] },
      {
        type: 'codeSubmitted',
      },
    );
    expect([state.account.codeInvalid, state.account.verifying]).toEqual([true, false]);
  });

  it('checks the account after a verified code', () => {
    const state = run(onCodeStep(), { type: 'codeChanged', digits: [...'123456'] }, { type: 'codeVerified' });
    expect([state.account.verifying, state.account.checkingAccount]).toEqual([false, true]);
  });

  it('clears the boxes and shows the error when the server refuses the code', () => {
    const state = run(
      onCodeStep(),
      { type: 'codeChanged', digits: [...'654321'] },
      { type: 'codeRejected', cause: failure },
    );
    expect(state.account).toMatchObject({
      verifying: false,
      codeInvalid: true,
      digits: ['', '', '', '', '', ''],
    });
    expect(state.notice).toMatchObject({ kind: 'failed', cause: failure });
  });

  it('ignores typing while the code is being verified', () => {
    const verifying = run(onCodeStep(), { type: 'codeChanged', digits: [...'123456'] });
    expect(run(verifying, { type: 'codeChanged', digits: [...'12345 '] })).toBe(verifying);
  });

  it('goes to presentation when the phone has an account', () => {
    const state = run(
      onCodeStep(),
      { type: 'codeChanged', digits: [...'123456'] },
      { type: 'codeVerified' },
      { type: 'accountChecked', hasAccount: true, loggedIn: true },
    );
    expect([state.page, state.loggedIn, state.presentation.projectsLoading]).toEqual([
      'presentation',
      true,
      true,
    ]);
  });

  it('goes to inscription when the phone has no account', () => {
    expect(onInscription().page).toBe('inscription');
  });

  it('stays on the code step with the error when the account check fails', () => {
    const state = run(
      onCodeStep(),
      { type: 'codeChanged', digits: [...'123456'] },
      { type: 'codeVerified' },
      { type: 'accountCheckFailed', cause: failure },
    );
    expect([state.page, state.account.step, state.account.checkingAccount]).toEqual([
      'account',
      'code',
      false,
    ]);
    expect(state.notice?.kind).toBe('failed');
  });
});

describe('resend timer', () => {
  it('counts down with the clock, whole seconds, down to 0', () => {
    let state = run(onCodeStep(), { type: 'clockTicked', now: NOW + 1000 });
    expect(state.account.resendSeconds).toBe(59);
    state = run(state, { type: 'clockTicked', now: NOW + 59_500 });
    expect(state.account.resendSeconds).toBe(1);
    state = run(state, { type: 'clockTicked', now: NOW + 61_000 });
    expect(state.account.resendSeconds).toBe(0);
  });

  it('refuses a resend while it runs', () => {
    const state = run(onCodeStep(), { type: 'clockTicked', now: NOW + 30_000 });
    expect(canResend(state.account)).toBe(false);
    expect(run(state, { type: 'resendRequested' })).toBe(state);
  });

  it('resets to 60, clears the boxes and counts the resend', () => {
    const state = run(
      onCodeStep(),
      { type: 'codeChanged', digits: ['1', '2', '', '', '', ''] },
      { type: 'clockTicked', now: NOW + 60_000 },
      { type: 'resendRequested' },
    );
    expect(state.account.sendingCode).toBe(true);
    const resent = run(state, { type: 'codeSent', now: NOW + 61_000 });
    expect(resent.account).toMatchObject({
      resendSeconds: 60,
      resendAvailableAt: NOW + 121_000,
      resendCount: 1,
      digits: ['', '', '', '', '', ''],
    });
  });

  it('allows resends only while the counter is below 4', () => {
    let state = onCodeStep();
    let now = NOW;
    for (let resend = 1; resend <= MAX_RESENDS; resend++) {
      now += 60_000;
      state = run(
        state,
        { type: 'clockTicked', now },
        { type: 'resendRequested' },
        { type: 'codeSent', now },
      );
      expect(state.account.resendCount).toBe(resend);
    }
    state = run(state, { type: 'clockTicked', now: now + 60_000 });
    expect(canResend(state.account)).toBe(false);
    expect(run(state, { type: 'resendRequested' }).account.sendingCode).toBe(false);
  });
});

describe('inscription', () => {
  function filled(): ContactState {
    return run(
      onInscription(),
      { type: 'inscriptionChanged', field: 'email', value: 'camille@example.fr' },
      { type: 'inscriptionChanged', field: 'lastname', value: 'Martin' },
      { type: 'inscriptionChanged', field: 'firstname', value: 'Camille' },
      { type: 'cityTyped', text: 'Lyo' },
      { type: 'cityPicked', locality: LYON },
      { type: 'termsChanged', accepted: true },
    );
  }

  it('shows every wrong field on submit, then follows the changes', () => {
    let state = run(onInscription(), { type: 'inscriptionSubmitted' });
    expect(state.inscription.errors).toEqual({
      email: 'validation.emailInvalid',
      lastname: 'validation.lastnameInvalid',
      firstname: 'validation.firstnameInvalid',
      city: 'validation.cityInvalid',
      terms: 'validation.termsRequired',
    });
    expect([state.inscription.registering, state.inscription.refusedSubmits]).toEqual([false, 1]);
    state = run(state, { type: 'inscriptionChanged', field: 'email', value: 'camille@example.fr' });
    expect(state.inscription.errors.email).toBeUndefined();
  });

  it('does not show errors while typing before the first submit', () => {
    const state = run(onInscription(), { type: 'inscriptionChanged', field: 'email', value: 'x' });
    expect(state.inscription.errors).toEqual({});
  });

  it('registers a valid form', () => {
    const state = run(filled(), { type: 'inscriptionSubmitted' });
    expect([state.inscription.registering, state.inscription.errors]).toEqual([true, {}]);
  });

  it('asks for cities as the city is typed, and keeps only the answer to the latest text', () => {
    let state = run(onInscription(), { type: 'cityTyped', text: ' Ly ' });
    expect(state.inscription.cityQuery).toBe('Ly');
    state = run(state, { type: 'cityTyped', text: 'Lyo' });
    state = run(state, { type: 'citySuggestionsLoaded', query: 'Ly', localities: [LYON] });
    expect(state.inscription.citySuggestions).toEqual([]);
    state = run(state, { type: 'citySuggestionsLoaded', query: 'Lyo', localities: [LYON] });
    expect(state.inscription.citySuggestions).toEqual([LYON]);
  });

  it('forgets the picked city when the text changes', () => {
    const state = run(filled(), { type: 'cityTyped', text: 'Lyon 3e' });
    expect(state.inscription.cityPick).toBeNull();
    expect(run(filled(), { type: 'cityTyped', text: 'Lyon' }).inscription.cityPick).toEqual(LYON);
  });

  it('accepts a typed city longer than 2 characters without a pick', () => {
    const state = run(filled(), { type: 'cityTyped', text: 'Oye' }, { type: 'inscriptionSubmitted' });
    expect(state.inscription.registering).toBe(true);
    const short = run(filled(), { type: 'cityTyped', text: ' Oy ' }, { type: 'inscriptionSubmitted' });
    expect(short.inscription.errors.city).toBe('validation.cityInvalid');
  });

  it('goes to presentation once registered', () => {
    const state = run(filled(), { type: 'inscriptionSubmitted' }, { type: 'registered', loggedIn: true });
    expect([state.page, state.loggedIn]).toEqual(['presentation', true]);
  });

  it('stays with the server error when the registration fails', () => {
    const state = run(
      filled(),
      { type: 'inscriptionSubmitted' },
      { type: 'registrationFailed', cause: failure },
    );
    expect([state.page, state.inscription.registering]).toEqual(['inscription', false]);
    expect(state.notice).toMatchObject({ kind: 'register-failed', cause: failure });
  });
});

describe('presentation without a signed-in user', () => {
  it('returns to account', () => {
    const state = run(
      onCodeStep(),
      { type: 'codeChanged', digits: [...'123456'] },
      { type: 'codeVerified' },
      { type: 'accountChecked', hasAccount: true, loggedIn: false },
    );
    expect(state.page).toBe('account');
  });

  it('returns to account when another widget signs out', () => {
    const state = run(onPresentation(), { type: 'sessionChanged', loggedIn: false });
    expect([state.page, state.account.step, state.notice]).toEqual(['account', 'phone', null]);
  });

  it('follows another widget that signs in', () => {
    const state = run(onCodeStep(), { type: 'sessionChanged', loggedIn: true });
    expect(state.page).toBe('presentation');
  });
});

describe('session expired', () => {
  it('goes back to account with the message', () => {
    const state = run(onPresentation(), { type: 'sessionExpired' });
    expect([state.page, state.loggedIn, state.notice?.kind]).toEqual(['account', false, 'session-expired']);
  });

  it('keeps the message when the user was cleared just before the broadcast', () => {
    const state = run(
      onPresentation(),
      { type: 'sessionChanged', loggedIn: false },
      { type: 'sessionExpired' },
    );
    expect([state.page, state.notice?.kind]).toEqual(['account', 'session-expired']);
  });
});

describe('projects', () => {
  it('offers only upcoming projects, newest first, and preselects the first', () => {
    const state = onPresentation();
    expect(state.presentation.projects?.map((p) => p.id)).toEqual([9, 8, 7]);
    expect(state.presentation.selectedProjectId).toBe(9);
  });

  it('selects none while there is no upcoming project', () => {
    const state = onPresentation([project(1, '2020-01-01')]);
    expect([state.presentation.projects, state.presentation.selectedProjectId]).toEqual([[], null]);
  });

  it('shows the error when the projects cannot be loaded, and can try again', () => {
    let state = run(
      freshState(),
      { type: 'started', loggedIn: true },
      { type: 'projectsFailed', cause: failure },
    );
    expect(state.presentation.projectsFailure?.cause).toBe(failure);
    state = run(state, { type: 'projectsRequested' });
    expect([state.presentation.projectsLoading, state.presentation.projectsFailure]).toEqual([true, null]);
  });

  it('selects a project created meanwhile when the list is loaded again', () => {
    const state = run(
      onPresentation(),
      { type: 'projectSelected', projectId: 7 },
      { type: 'projectsRequested' },
      {
        type: 'projectsLoaded',
        projects: [...[project(12, '2032-01-01')], project(7, '2030-09-12')],
        today: TODAY,
      },
    );
    expect(state.presentation.selectedProjectId).toBe(12);
    const same = run(
      onPresentation(),
      { type: 'projectSelected', projectId: 7 },
      { type: 'projectsRequested' },
      {
        type: 'projectsLoaded',
        projects: [project(9, '2031-05-20'), project(7, '2030-09-12')],
        today: TODAY,
      },
    );
    expect(same.presentation.selectedProjectId).toBe(7);
  });
});

describe('send request', () => {
  const send = { type: 'sendRequested', providerId: PROVIDER_ID } as const;
  const answered = (kind: 'sent' | 'no-message' | 'already-sent') =>
    ({ type: 'sendAnswered', providerId: PROVIDER_ID, projectId: 9, outcome: { kind } }) as const;

  it('marks the request as sending, which disables the button', () => {
    const state = run(onPresentation(), send);
    expect(state.presentation.sends[PROVIDER_ID]).toEqual({ status: 'sending', message: null });
    expect(run(state, send)).toBe(state);
  });

  it('does nothing without a project', () => {
    const state = onPresentation([]);
    expect(run(state, send)).toBe(state);
  });

  it('on success shows the success and reloads the suggestions', () => {
    const state = run(onPresentation(), send, answered('sent'));
    expect(state.presentation.sends[PROVIDER_ID]?.status).toBe('sent');
    expect(state.presentation.suggestions.loading).toBe(true);
  });

  it('on already-sent shows it and reloads the suggestions', () => {
    const state = run(onPresentation(), send, answered('already-sent'));
    expect(state.presentation.sends[PROVIDER_ID]?.status).toBe('already-sent');
    expect(state.presentation.suggestions.loading).toBe(true);
  });

  it('on another error shows it and enables the button again', () => {
    const state = run(onPresentation(), send, {
      type: 'sendAnswered',
      providerId: PROVIDER_ID,
      projectId: 9,
      outcome: { kind: 'failed', cause: 'Prestataire indisponible' },
    });
    expect(state.presentation.sends[PROVIDER_ID]).toMatchObject({
      status: 'failed',
      cause: 'Prestataire indisponible',
    });
    expect(state.presentation.suggestions.loading).toBe(false);
    expect(run(state, send).presentation.sends[PROVIDER_ID]?.status).toBe('sending');
  });

  it('on no-message asks for a message, then sends again with it', () => {
    let state = run(onPresentation(), send, answered('no-message'));
    expect([state.presentation.messageFor, state.presentation.sends[PROVIDER_ID]]).toEqual([
      PROVIDER_ID,
      undefined,
    ]);
    state = run(state, { type: 'messageSubmitted' });
    expect(state.presentation.messageInvalid).toBe(true);
    state = run(state, { type: 'messageChanged', text: '  Bonjour, nous nous marions en juin.  ' });
    state = run(state, { type: 'messageSubmitted' });
    expect(state.presentation.messageFor).toBeNull();
    expect(state.presentation.sends[PROVIDER_ID]).toEqual({
      status: 'sending',
      message: 'Bonjour, nous nous marions en juin.',
    });
  });

  it('on no-message can be cancelled', () => {
    const state = run(onPresentation(), send, answered('no-message'), { type: 'messageCancelled' });
    expect([state.presentation.messageFor, state.presentation.sends[PROVIDER_ID]]).toEqual([null, undefined]);
  });

  it('never sends a text the couple typed and then cancelled', () => {
    const state = run(
      onPresentation(),
      send,
      answered('no-message'),
      { type: 'messageChanged', text: 'Finalement non' },
      { type: 'messageCancelled' },
      send,
    );
    expect(state.presentation.sends[PROVIDER_ID]).toEqual({ status: 'sending', message: null });
  });

  it('clears every message when the project changes, and drops the late answer of the old project', () => {
    let state = run(onPresentation(), send, answered('sent'), { type: 'projectSelected', projectId: 7 });
    expect(state.presentation.sends).toEqual({});
    expect(state.presentation.suggestions).toEqual({
      loading: false,
      providers: [],
      open: false,
      failure: null,
    });
    state = run(state, send);
    const late = run(state, answered('sent'));
    expect(late).toBe(state);
  });

  it('keeps the state of each suggested provider apart from the page provider', () => {
    const state = run(
      onPresentation(),
      { type: 'sendRequested', providerId: 41 },
      { type: 'sendAnswered', providerId: 41, projectId: 9, outcome: { kind: 'sent' } },
    );
    expect(state.presentation.sends[41]?.status).toBe('sent');
    expect(state.presentation.sends[PROVIDER_ID]).toBeUndefined();
    expect(state.presentation.suggestions.loading).toBe(false);
  });
});

describe('suggested providers', () => {
  const afterSend = () =>
    run(
      onPresentation(),
      { type: 'sendRequested', providerId: PROVIDER_ID },
      { type: 'sendAnswered', providerId: PROVIDER_ID, projectId: 9, outcome: { kind: 'sent' } },
    );

  it('opens the dialog when the list is not empty', () => {
    const state = run(afterSend(), { type: 'suggestionsLoaded', projectId: 9, providers: [provider(41)] });
    expect(state.presentation.suggestions).toMatchObject({ loading: false, open: true });
    expect(run(state, { type: 'suggestionsClosed' }).presentation.suggestions.open).toBe(false);
  });

  it('does not open it for an empty list', () => {
    const state = run(afterSend(), { type: 'suggestionsLoaded', projectId: 9, providers: [] });
    expect(state.presentation.suggestions.open).toBe(false);
  });

  it('clears the list silently on city-not-found', () => {
    const state = run(afterSend(), { type: 'suggestionsCityNotFound', projectId: 9 });
    expect(state.presentation.suggestions).toEqual({
      loading: false,
      providers: [],
      open: false,
      failure: null,
    });
  });

  it('shows other failures', () => {
    const state = run(afterSend(), { type: 'suggestionsFailed', projectId: 9, cause: failure });
    expect(state.presentation.suggestions.failure?.cause).toBe(failure);
  });

  it('ignores the suggestions of another project', () => {
    const state = afterSend();
    expect(run(state, { type: 'suggestionsLoaded', projectId: 7, providers: [provider(41)] })).toBe(state);
  });
});
