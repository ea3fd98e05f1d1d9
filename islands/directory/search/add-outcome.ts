import type * as providersApi from '@shared/api/contract/providers';
import { SEND_ERRORS } from '@shared/api/contract/providers';
import type { ResponseOf } from '@shared/api/endpoint';

/** What adding one planner to a project came to, as its card says it. */
export type AddOutcome = 'sent' | 'alreadySent' | 'noMessage' | 'refused';

/**
 * The outcome for `planner` of a choice of one (POST /api/choose-prestataires): sent, already contacted (by
 * the project, or lately by another of the couple's), or nothing sent because neither the call nor the project carries a message (the project's
 * message is what a search's addition sends).
 */
export function addOutcome(
  answer: ResponseOf<typeof providersApi.chooseProviders>,
  planner: number,
): AddOutcome {
  if (answer.sent.includes(planner)) return 'sent';
  if (answer.alreadySent.includes(planner)) return 'alreadySent';
  if (!answer.success && answer.error === SEND_ERRORS.noMessage) return 'noMessage';
  return 'refused';
}
