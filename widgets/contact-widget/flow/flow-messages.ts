import type { TFunction } from 'i18next';
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { describeError } from '@shared/api/client/describe-error';
import { SITE_PHONE_METADATA } from '@shared/validation';
import type { ContactState, SendState } from './contact-state';

/** A message the widget shows and announces; `serial` tells a new message from the same one shown again. */
export type FlowMessage =
  | { kind: 'code-sent'; phone: string; serial: number }
  | { kind: 'session-expired'; serial: number }
  | { kind: 'failed'; cause: unknown; serial: number }
  | { kind: 'register-failed'; cause: unknown; serial: number }
  | { kind: 'request-sent'; serial: number }
  | { kind: 'already-sent'; serial: number }
  | { kind: 'send-failed'; cause: unknown; serial: number }
  | { kind: 'suggestions-failed'; cause: unknown; serial: number };

const POLITE: ReadonlySet<FlowMessage['kind']> = new Set(['code-sent', 'request-sent', 'already-sent']);

/** News are polite (role=status), errors assertive (role=alert). */
export function isError(message: FlowMessage): boolean {
  return !POLITE.has(message.kind);
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

/** The messages of the page on show (those of the suggested providers' cards are on their cards). */
export function pageMessages(state: ContactState): FlowMessage[] {
  const messages: FlowMessage[] = [];
  if (state.notice) messages.push(state.notice);
  if (state.page !== 'presentation') return messages;
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

/** A phone number as people read it: `+33 6 12 34 56 78`. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164, SITE_PHONE_METADATA)?.formatInternational() ?? e164;
}

/** What went wrong, in words: a server's text as it came, an error described (`Erreur 429 : …`). */
function detailOf(cause: unknown, t: TFunction): string {
  return typeof cause === 'string' ? cause : describeError(cause, t);
}

/** The message's text in the language of `t`, with the verbatim French texts of SPEC §8. */
export function wordMessage(message: FlowMessage, t: TFunction): string {
  switch (message.kind) {
    case 'code-sent':
      return t('contactWidget.account.codeSent', { phone: formatPhone(message.phone) });
    case 'session-expired':
      return t('session.expired');
    case 'failed':
      return t('errors.withDetail', { detail: detailOf(message.cause, t) });
    case 'register-failed':
      return t('errors.serverRequest', { detail: detailOf(message.cause, t) });
    case 'request-sent':
      return t('common.requestSent');
    case 'already-sent':
      return t('errors.alreadyContacted');
    case 'send-failed':
      return t('errors.sendRequest', { detail: detailOf(message.cause, t) });
    case 'suggestions-failed':
      // The text ends with a colon and has no placeholder: the detail follows it.
      return `${t('errors.providersFetch')} ${detailOf(message.cause, t)}`;
  }
}
