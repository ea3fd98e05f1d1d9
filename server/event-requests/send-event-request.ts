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

export interface EventRequestToSend {
  /** The couple sending; their requests of the last 24 hours are capped. */
  userId: number;
  projectId: number;
  providerId: number;
  /** The message typed for this send, if any. */
  message: string | null;
  /** The project's own message, if any. */
  projectMessage: string | null;
  /** The back-office's address, which the provider's email links to. */
  backOfficeUrl: string;
  now: Date;
}

export type SendOutcome =
  | { sent: true; id: string }
  | { sent: false; error: (typeof SEND_ERRORS)[keyof typeof SEND_ERRORS] }
  | { sent: false; error: 'daily-limit'; retryAfterSeconds: number };

/**
 * Sends a project to a provider, with the rules of send-rules.ts: the request carries the message typed for
 * this send, or else the project's; with neither, nothing is written (`no-message`: the widget asks for one).
 * `already-sent` when the project already contacted the provider, or another of the couple's projects did
 * within the period (ONE_CONTACT_PERIOD_DAYS); a repeat costs nothing, so it is told before the daily cap.
 */
export async function sendEventRequest(db: Database, request: EventRequestToSend): Promise<SendOutcome> {
  const message = requestMessage(request.message, request.projectMessage);
  if (!message) return { sent: false, error: SEND_ERRORS.noMessage };
  return db.transaction(async (tx) => {
    await lockCoupleSends(tx, request.userId);
    const reached = await providersAlreadyReached(tx, { ...request, among: [request.providerId] });
    if (reached.size > 0) return { sent: false, error: SEND_ERRORS.alreadySent } as const;
    const room = await dailyCapRoom(tx, { userId: request.userId, adding: 1, now: request.now });
    if (!room.fits)
      return { sent: false, error: 'daily-limit', retryAfterSeconds: room.retryAfterSeconds } as const;
    const id = await insertEventRequest(tx, { ...request, message });
    // Every send of the couple takes the lock, so the constraint should never refuse one; if a writer that
    // does not ever beats this one, its request stands and this one is already sent.
    if (!id) return { sent: false, error: SEND_ERRORS.alreadySent } as const;
    await keepTypedMessage(tx, request.projectId, request.message);
    return { sent: true, id } as const;
  });
}
