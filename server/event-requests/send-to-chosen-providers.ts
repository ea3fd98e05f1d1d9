import { SEND_ERRORS } from '@shared/api/contract/providers';
import type { Database } from '../db/database';
import {
  dailyCapRoom,
  insertEventRequest,
  keepTypedMessage,
  lockCoupleSends,
  providersAlreadyReached,
  requestMessage,
} from './send-rules';

export interface ChosenProviders {
  /** The couple sending; their requests of the last 24 hours are capped. */
  userId: number;
  projectId: number;
  /** Published providers, in the couple's order; one listed twice counts once. */
  providerIds: readonly number[];
  /** The message typed for these sends, if any. */
  message: string | null;
  /** The project's own message, if any. */
  projectMessage: string | null;
  /** The back-office's address, which the providers' emails link to. */
  backOfficeUrl: string;
  now: Date;
}

export type ChosenOutcome =
  | { done: true; sent: number[]; alreadySent: number[] }
  | { done: false; error: typeof SEND_ERRORS.noMessage; alreadySent: number[] }
  | { done: false; error: 'daily-limit'; retryAfterSeconds: number };

/**
 * Sends a project to each chosen provider it has not contacted yet, with send-to-prestataire's rules
 * (send-rules.ts), all or nothing: the requests are written in one transaction, and the daily cap counts them
 * together, so a choice that does not fit sends none. Providers already contacted, by this project or by
 * another of the couple's within the period (ONE_CONTACT_PERIOD_DAYS), are `alreadySent` while the others go
 * out, and need no message: `no-message` only when one is left to contact.
 */
export async function sendToChosenProviders(db: Database, choice: ChosenProviders): Promise<ChosenOutcome> {
  const providerIds = [...new Set(choice.providerIds)];
  return db.transaction(async (tx): Promise<ChosenOutcome> => {
    // Under the couple's lock, no other send of the couple can add a request until this one commits.
    await lockCoupleSends(tx, choice.userId);
    const contacted = await providersAlreadyReached(tx, { ...choice, among: providerIds });
    const alreadySent = providerIds.filter((id) => contacted.has(id));
    const toSend = providerIds.filter((id) => !contacted.has(id));
    if (toSend.length === 0) return { done: true, sent: [], alreadySent };

    const message = requestMessage(choice.message, choice.projectMessage);
    if (!message) return { done: false, error: SEND_ERRORS.noMessage, alreadySent };
    const room = await dailyCapRoom(tx, { userId: choice.userId, adding: toSend.length, now: choice.now });
    if (!room.fits) return { done: false, error: 'daily-limit', retryAfterSeconds: room.retryAfterSeconds };

    const sent: number[] = [];
    for (const providerId of toSend) {
      const id = await insertEventRequest(tx, {
        projectId: choice.projectId,
        providerId,
        message,
        backOfficeUrl: choice.backOfficeUrl,
        now: choice.now,
      });
      // Every send of the couple takes the lock, so the constraint should never refuse one; if a writer that
      // does not ever beats this one, its request stands and this one is already sent.
      (id ? sent : alreadySent).push(providerId);
    }
    await keepTypedMessage(tx, choice.projectId, choice.message);
    return { done: true, sent, alreadySent };
  });
}
