import { describe, expect, it } from 'vitest';
import { ApiError } from '@shared/api/client/errors';
import { canResend } from './sign-in-reducer';
import { MAX_RESENDS, restartSignIn } from './sign-in-state';
import { freshSignIn, NOW, onCodeStep, onInscription, PHONE, run } from './sign-in-test-states';

const failure = new ApiError(500, 'Internal Server Error', { message: 'boom' });

describe('phone step', () => {
  it('checks the number at each change and at each change of country', () => {
    let state = run(freshSignIn(), { type: 'phoneChanged', input: '06 12 34 56 78' });
    expect(state.account.phoneValid).toBe(true);
    state = run(state, { type: 'countryChanged', country: 'BE' });
    expect(state.account.phoneValid).toBe(false);
    state = run(state, { type: 'phoneChanged', input: '0470 12 34 56' });
    expect(state.account.phoneValid).toBe(true);
  });

  it('shows the rule once the field is left with text, not before', () => {
    let state = run(freshSignIn(), { type: 'phoneLeft' });
    expect(state.account.phoneChecked).toBe(false);
    state = run(state, { type: 'phoneChanged', input: '06' }, { type: 'phoneLeft' });
    expect(state.account.phoneChecked).toBe(true);
  });

  it('refuses to send a code to an invalid number, and shows why', () => {
    const state = run(freshSignIn(), { type: 'phoneChanged', input: '06 12' }, { type: 'phoneSubmitted' });
    expect(state.account).toMatchObject({ phoneChecked: true, phoneValid: false, sendingCode: false });
    expect(state.account.phone).toBeNull();
  });

  it('sends the code to the E.164 form of a valid number', () => {
    const state = run(
      freshSignIn(),
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
      freshSignIn(),
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
      { type: 'codeSubmitted' },
    );
    expect([state.account.codeInvalid, state.account.verifying]).toEqual([true, false]);
  });

  it('checks the account after a verified code', () => {
    const state = run(onCodeStep(), { type: 'codeChanged', digits: [...'123456'] }, { type: 'codeVerified' });
    expect([state.account.verifying, state.account.checkingAccount]).toEqual([false, true]);
  });

  it('says a refused code once, on the code field, and clears the boxes', () => {
    const refusal = new ApiError(400, 'Bad Request', {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Code invalide',
      fields: { code: 'Code invalide' },
    });
    const state = run(
      onCodeStep(),
      { type: 'codeChanged', digits: [...'654321'] },
      { type: 'codeRejected', cause: refusal },
    );
    expect(state.account).toMatchObject({
      verifying: false,
      codeInvalid: true,
      digits: ['', '', '', '', '', ''],
    });
    expect(state.notice).toBeNull();
  });

  it('shows a failed check as a notice, not as a wrong code, and keeps the code to try again', () => {
    const state = run(
      onCodeStep(),
      { type: 'codeChanged', digits: [...'654321'] },
      { type: 'codeRejected', cause: failure },
    );
    expect(state.account).toMatchObject({ verifying: false, codeInvalid: false, digits: [...'654321'] });
    expect(state.notice).toMatchObject({ kind: 'failed', cause: failure });
    expect(run(state, { type: 'codeSubmitted' }).account.verifying).toBe(true);
  });

  it('ignores typing while the code is being verified', () => {
    const verifying = run(onCodeStep(), { type: 'codeChanged', digits: [...'123456'] });
    expect(run(verifying, { type: 'codeChanged', digits: [...'12345 '] })).toBe(verifying);
  });

  it('is signed in when the phone has an account, and the session counts it signed in', () => {
    const state = run(
      onCodeStep(),
      { type: 'codeChanged', digits: [...'123456'] },
      { type: 'codeVerified' },
      { type: 'accountChecked', hasAccount: true, loggedIn: true },
    );
    expect([state.page, state.signedIn, state.notice]).toEqual(['account', true, null]);
  });

  it('goes to inscription when the phone has no account', () => {
    const state = onInscription();
    expect([state.page, state.signedIn, state.notice]).toEqual(['inscription', false, null]);
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
  it('is signed in once registered', () => {
    const state = run(
      onInscription(),
      { type: 'registrationStarted' },
      { type: 'registered', loggedIn: true },
    );
    expect([state.page, state.signedIn]).toEqual(['inscription', true]);
  });

  it('says why the registration failed, and forgets it at the next try', () => {
    let state = run(onInscription(), { type: 'registrationFailed', cause: failure });
    expect(state.notice).toMatchObject({ kind: 'register-failed', cause: failure });
    state = run(state, { type: 'registrationStarted' });
    expect(state.notice).toBeNull();
  });

  it('ignores the inscription outside its page', () => {
    const state = onCodeStep();
    expect(run(state, { type: 'registered', loggedIn: true }, { type: 'registrationStarted' })).toBe(state);
  });
});

describe('session', () => {
  it('follows a sign-in made elsewhere on the page', () => {
    expect(run(onCodeStep(), { type: 'sessionChanged', loggedIn: true }).signedIn).toBe(true);
  });

  it('goes back to the phone with the message when the session expires', () => {
    const state = run(onInscription(), { type: 'sessionExpired' });
    expect([state.page, state.account.step, state.notice?.kind]).toEqual([
      'account',
      'phone',
      'session-expired',
    ]);
  });

  it('starts again in the phone country last chosen, keeping the numbering of its messages', () => {
    const before = run(freshSignIn(), { type: 'countryChanged', country: 'BE' });
    const sent = run(
      before,
      { type: 'phoneChanged', input: '0470 12 34 56' },
      { type: 'phoneSubmitted' },
      { type: 'codeSent', now: NOW },
    );
    const restarted = restartSignIn(sent);
    expect([restarted.account.country, restarted.account.step, restarted.notice]).toEqual([
      'BE',
      'phone',
      null,
    ]);
    expect(restarted.serial).toBe(sent.serial);
  });
});
