import { LEAD_STATUSES, type LeadStatus } from '@shared/api/contract/back-office/event-requests';
import { MAX_PAGE_NUMBER } from '@shared/api/contract/page-number';
import { BACK_OFFICE_PATHS, leadPath } from '@shared/islands/back-office-paths';

/** The leads page's address: `/leads`, its filter and page (`?status=new&page=2`), or one lead (`leadPath`). */
export const LEADS_PATH = BACK_OFFICE_PATHS.leads;

export interface LeadsView {
  status?: LeadStatus | undefined;
  page: number;
  /** The lead shown alone, when the address names one. */
  lead?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the address's query asks for; anything it cannot be is left out (the inbox's first page). */
export function leadsViewOf(search: string): LeadsView {
  const query = new URLSearchParams(search);
  const status = query.get('status');
  const page = Number(query.get('page') ?? '1');
  const lead = query.get('lead');
  return {
    status: (LEAD_STATUSES as readonly string[]).includes(status ?? '') ? (status as LeadStatus) : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE_NUMBER ? page : 1,
    lead: lead !== null && UUID.test(lead) ? lead : undefined,
  };
}

/** The address of a view of the leads page. */
export function leadsHref({ status, page, lead }: LeadsView): string {
  if (lead) return leadPath(lead);
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${LEADS_PATH}?${text}` : LEADS_PATH;
}
