import type { TFunction } from 'i18next';
import {
  describeCause,
  isSignInError,
  wordSignInNotice,
} from '@shared/features/phone-sign-in/sign-in-messages';
import type { SignInNotice } from '@shared/features/phone-sign-in/sign-in-state';
import type { ContactState, SendState } from './contact-state';

/** A message the widget shows and announces; `serial` tells a new message from the same one shown again. */
export type FlowMessage =
  | (SignInNotice & { serial: number })
  | { kind: 'request-sent'; serial: number }
  | { kind: 'already-sent'; serial: number }
  | { kind: 'send-failed'; cause: unknown; serial: number }
  | { kind: 'suggestions-failed'; cause: unknown; serial: number };

/** News are polite (role=status), errors assertive (role=alert). */
export function isError(message: FlowMessage): boolean {
  switch (message.kind) {
    case 'request-sent':
    case 'already-sent':
      return false;
    case 'send-failed':
    case 'suggestions-failed':
      return true;
    default:
      return isSignInError(message);
  }
}

/** The outcome of a request to one provider, as a message; none while it is being sent. */
export function sendMessage(send: SendState | undefined): FlowMessage | null {
  switch (send?.status) {
    case 'sent':
      return { kind: 'request-sent', serial: send.serial };
    case 'already-sent':
      return { kind: 'already-sent', serial: send.serial };
    case 'failed':
      return { kind: 'send-failed', cause: send.cause, serial: send.serial };
    default:
      return null;
  }
}

/**
 * The messages of the page on show: the sign-in's on the account and inscription pages; on presentation,
 * the page's own (those of the suggested providers' cards are on their cards).
 */
export function pageMessages(state: ContactState): FlowMessage[] {
  if (state.page !== 'presentation') return state.signIn.notice ? [state.signIn.notice] : [];
  const messages: FlowMessage[] = [];
  const { projectsFailure, sends, suggestions } = state.presentation;
  if (projectsFailure) messages.push({ kind: 'failed', ...projectsFailure });
  const own = sendMessage(sends[state.providerId]);
  if (own) messages.push(own);
  if (suggestions.failure) messages.push({ kind: 'suggestions-failed', ...suggestions.failure });
  return messages;
}

/** Every error on show, the suggested providers' included: what the host page hears about. */
export function errorMessages(state: ContactState): FlowMessage[] {
  const cards = Object.entries(state.presentation.sends)
    .filter(([providerId]) => Number(providerId) !== state.providerId)
    .map(([, send]) => sendMessage(send));
  return [...pageMessages(state), ...cards].filter(
    (message): message is FlowMessage => message !== null && isError(message),
  );
}

/**
 * The message's text in the language of `t`, with the verbatim French texts of
 * docs/product/errors-and-failure-screen.md#flow-errors.
 */
export function wordMessage(message: FlowMessage, t: TFunction): string {
  switch (message.kind) {
    case 'request-sent':
      return t('common.requestSent');
    case 'already-sent':
      return t('errors.alreadyContacted');
    case 'send-failed':
      return t('errors.sendRequest', { detail: describeCause(message.cause, t) });
    case 'suggestions-failed':
      // The text ends with a colon and has no placeholder: the detail follows it.
      return `${t('errors.providersFetch')} ${describeCause(message.cause, t)}`;
    default:
      return wordSignInNotice(message, t);
  }
}
