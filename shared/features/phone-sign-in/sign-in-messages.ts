import type { TFunction } from 'i18next';
import { describeError } from '@shared/api/client/describe-error';
import { formatPhone } from '@shared/validation/phone/phone-display';
import type { SignInNotice } from './sign-in-state';

/** A message on show and how it is shown: news in a polite region, errors in an assertive one. */
export interface ShownMessage {
  /** Tells a new message from the same one shown again, so that it is announced again. */
  serial: number;
  tone: 'info' | 'success' | 'error';
  text: string;
}

/** What went wrong, in words: a server's text as it came, an error described (`Erreur 429 : …`). */
export function describeCause(cause: unknown, t: TFunction): string {
  return typeof cause === 'string' ? cause : describeError(cause, t);
}

/**
 * The notice's text in the language of `t`, with the verbatim French texts of
 * docs/product/errors-and-failure-screen.md#flow-errors.
 */
export function wordSignInNotice(notice: SignInNotice, t: TFunction): string {
  switch (notice.kind) {
    case 'code-sent':
      return t('contactWidget.account.codeSent', { phone: formatPhone(notice.phone) });
    case 'session-expired':
      return t('session.expired');
    case 'failed':
      return t('errors.withDetail', { detail: describeCause(notice.cause, t) });
    case 'register-failed':
      return t('errors.serverRequest', { detail: describeCause(notice.cause, t) });
  }
}

export function isSignInError(notice: SignInNotice): boolean {
  return notice.kind !== 'code-sent';
}
