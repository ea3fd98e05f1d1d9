import * as eventRequestsApi from '@shared/api/contract/back-office/event-requests';
import type { LeadStatus } from '@shared/api/contract/back-office/event-requests';
import * as leadDisputesApi from '@shared/api/contract/back-office/lead-disputes';
import { useEndpointMutation, useEndpointQuery } from '@shared/api/query';

/**
 * The provider's leads (the back-office's GET /api/event-requests…): a page of the inbox by status, one lead
 * (reading it marks it read for the couple), unlocking and declining one, claiming an unlock's credits back. Each
 * changes what the lead shows (its status, its claim), so each refreshes the inbox's pages and the lead.
 */

export function useLeads({
  status,
  page,
  language,
}: {
  status?: LeadStatus | undefined;
  page: number;
  language: string;
}) {
  return useEndpointQuery(eventRequestsApi.eventRequests, status ? { status, page } : { page }, { language });
}

export function useLead(uuid: string, { language }: { language: string }) {
  return useEndpointQuery(eventRequestsApi.eventRequest, {}, { params: { uuid }, language });
}

const ANSWERED = [eventRequestsApi.eventRequests, eventRequestsApi.eventRequest];

export function useUnlockLead({ language }: { language: string }) {
  return useEndpointMutation(eventRequestsApi.unlockEventRequest, { language, invalidates: ANSWERED });
}

export function useRejectLead({ language }: { language: string }) {
  return useEndpointMutation(eventRequestsApi.rejectEventRequest, { language, invalidates: ANSWERED });
}

export function useDisputeLead({ language }: { language: string }) {
  return useEndpointMutation(leadDisputesApi.disputeEventRequest, { language, invalidates: ANSWERED });
}
