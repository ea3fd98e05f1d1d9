import type { ResponseOf } from '@shared/api/endpoint';
import type * as providersApi from '@shared/api/contract/providers';
import { SEND_ERRORS } from '@shared/api/contract/providers';

/** What the page says after a choice was sent: the outcome the couple acts on. */
export type ChoiceOutcome =
  | { kind: 'sent'; alreadySent: number }
  | { kind: 'alreadySent' }
  | { kind: 'needsMessage' }
  | { kind: 'failed'; detail: string };

/**
 * The outcome of choose-prestataires (docs/product/projects-and-requests.md#choosing-providers): some sent
 * (those already contacted counted), all already contacted, or no message to send with.
 */
export function choiceOutcome(answer: ResponseOf<typeof providersApi.chooseProviders>): ChoiceOutcome {
  if (answer.success) {
    return answer.sent.length > 0
      ? { kind: 'sent', alreadySent: answer.alreadySent.length }
      : { kind: 'alreadySent' };
  }
  if (answer.error === SEND_ERRORS.noMessage) return { kind: 'needsMessage' };
  return { kind: 'failed', detail: answer.error };
}
