import { describe, expect, it } from 'vitest';
import { ApiError } from '@shared/api/client/errors';
import {
  freshState,
  onCodeStep,
  onInscription,
  onPresentation,
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
    expect([state.page, state.signIn.notice]).toEqual(['account', null]);
  });
});

describe('the sign-in inside the widget', () => {
  it("numbers its messages with the widget's one counter", () => {
    const state = run(
      onPresentation(),
      { type: 'sendRequested', providerId: PROVIDER_ID },
      { type: 'sendAnswered', providerId: PROVIDER_ID, projectId: 9, outcome: { kind: 'sent' } },
      { type: 'sessionExpired' },
    );
    expect(state.signIn.notice).toMatchObject({ kind: 'session-expired', serial: state.serial });
    expect(state.serial).toBeGreaterThan(1);
  });

  it('goes to presentation when the phone has an account, loading the projects', () => {
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
    expect([state.signIn.account.step, state.signIn.account.phone]).toEqual(['phone', null]);
  });

  it('goes to inscription when the phone has no account', () => {
    expect([onInscription().page, onInscription().signIn.page]).toEqual(['inscription', 'inscription']);
  });

  it('goes to presentation once registered', () => {
    const state = run(
      onInscription(),
      { type: 'registrationStarted' },
      { type: 'registered', loggedIn: true },
    );
    expect([state.page, state.loggedIn]).toEqual(['presentation', true]);
  });

  it('stays with the server error when the registration fails', () => {
    const state = run(onInscription(), { type: 'registrationFailed', cause: failure });
    expect(state.page).toBe('inscription');
    expect(state.signIn.notice).toMatchObject({ kind: 'register-failed', cause: failure });
  });

  it('ignores a late answer of the sign-in once on the presentation page', () => {
    const state = onPresentation();
    expect(run(state, { type: 'registered', loggedIn: true })).toBe(state);
    expect(run(state, { type: 'codeVerified' })).toBe(state);
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
    expect([state.page, state.signIn.account.step, state.signIn.notice]).toEqual(['account', 'phone', null]);
  });

  it('follows another widget that signs in', () => {
    const state = run(onCodeStep(), { type: 'sessionChanged', loggedIn: true });
    expect(state.page).toBe('presentation');
  });
});

describe('session expired', () => {
  it('goes back to account with the message', () => {
    const state = run(onPresentation(), { type: 'sessionExpired' });
    expect([state.page, state.loggedIn, state.signIn.notice?.kind]).toEqual([
      'account',
      false,
      'session-expired',
    ]);
  });

  it('keeps the message when the user was cleared just before the broadcast', () => {
    const state = run(
      onPresentation(),
      { type: 'sessionChanged', loggedIn: false },
      { type: 'sessionExpired' },
    );
    expect([state.page, state.signIn.notice?.kind]).toEqual(['account', 'session-expired']);
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

  it('keeps the button disabled after a success or an already-sent, until the project changes', () => {
    for (const kind of ['sent', 'already-sent'] as const) {
      const done = run(onPresentation(), send, answered(kind));
      expect(run(done, send), kind).toBe(done);
      const other = run(done, { type: 'projectSelected', projectId: 8 });
      expect(run(other, send).presentation.sends[PROVIDER_ID]?.status, kind).toBe('sending');
    }
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

  it('keeps the dialog closed over the confirmation: the couple opens it, and may close and reopen it', () => {
    const state = run(afterSend(), { type: 'suggestionsLoaded', projectId: 9, providers: [provider(41)] });
    expect(state.presentation.suggestions).toMatchObject({ loading: false, open: false });
    expect(state.presentation.sends[PROVIDER_ID]?.status).toBe('sent');
    const opened = run(state, { type: 'suggestionsOpened' });
    expect(opened.presentation.suggestions.open).toBe(true);
    const closed = run(opened, { type: 'suggestionsClosed' });
    expect(closed.presentation.suggestions.open).toBe(false);
    expect(run(closed, { type: 'suggestionsOpened' }).presentation.suggestions.open).toBe(true);
  });

  it('does not open it for an empty list, even when asked', () => {
    const state = run(afterSend(), { type: 'suggestionsLoaded', projectId: 9, providers: [] });
    expect(state.presentation.suggestions.open).toBe(false);
    expect(run(state, { type: 'suggestionsOpened' }).presentation.suggestions.open).toBe(false);
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
