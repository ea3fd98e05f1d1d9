import type { RequestStatus, SentRequest } from '@shared/api/contract/project-view';

/** One change of a request's status, and when it happened (an ISO 8601 instant). */
export interface StatusChange {
  status: RequestStatus;
  at: string;
}

/**
 * What happened to a request, oldest first: sent, then read, then accepted or declined, each with its date. A
 * provider may answer without the request ever showing as read first (declined from the inbox's list): the
 * read date is then the answer's, and only the answer is listed.
 */
export function requestTimeline({ status, sentAt, readAt, answeredAt }: SentRequest): StatusChange[] {
  const changes: StatusChange[] = [{ status: 'sent', at: sentAt }];
  const answered = (status === 'accepted' || status === 'declined') && answeredAt !== null;
  if (readAt !== null && !(answered && readAt === answeredAt)) changes.push({ status: 'read', at: readAt });
  if (answered) changes.push({ status, at: answeredAt });
  return changes;
}
