import type { TFunction } from 'i18next';
import { messageKeyOf } from '@shared/validation/messages';

/** The type of the errors the server put on a field: their message is already in the caller's language. */
export const SERVER_ERROR_TYPE = 'server';

/**
 * What a field's error says: the server's text as it came, or the schema rule's message key translated
 * (valibot's own English texts become the generic "Valeur invalide").
 */
export function fieldErrorText(error: { type?: unknown; message?: unknown }, t: TFunction): string {
  const message = typeof error.message === 'string' ? error.message : '';
  return error.type === SERVER_ERROR_TYPE ? message : t(messageKeyOf(message));
}
