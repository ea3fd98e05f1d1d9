import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';
import { listPageEntries } from '../page-number';
import { pageNumberSchema, slugSchema } from '../primitives';
import { successSchema } from '../session';

/**
 * Support access (docs/product/back-office.md#support-access): an admin acts as a provider for a limited time,
 * in their own session; every change is written to a log the provider reads. The rule of what is refused
 * meanwhile is each endpoint's `forbiddenWhileImpersonating`.
 */

/** The provider's page of the support log, in the account's section. */
export const SUPPORT_LOG_PATH = '/account/support-access';

/** How long one support access lasts at most, from its start: an admin who needs more starts another. */
export const IMPERSONATION_MINUTES = 60;

/** A support access under way, as the back-office's banner shows it. */
export const impersonationSchema = v.object({
  /** The admin's name (or address, when the account has no name). */
  adminName: v.string(),
  /** ISO 8601: when it ends by itself. */
  endsAt: v.string(),
});
export type Impersonation = v.InferOutput<typeof impersonationSchema>;

export const impersonate = endpoint({
  name: 'pro_impersonate',
  method: 'POST',
  path: '/api/impersonate',
  auth: 'admin',
  host: 'backOffice',
  errors: [404, 409],
  summary: `For support staff (an admin’s session): this session acts as the provider whose profile slug is given, for ${IMPERSONATION_MINUTES} minutes at most. Written to the provider’s support log. 404 for a provider without an account to act as; 409 while this session is already acting as one.`,
  request: v.object({ provider: slugSchema }),
  example: { input: { provider: 'maison-rivage' } },
  response: v.object({
    impersonation: impersonationSchema,
    company: v.object({ id: v.number(), name: v.string(), slug: v.string() }),
  }),
});

export const stopImpersonating = endpoint({
  name: 'pro_stop_impersonating',
  method: 'POST',
  path: '/api/stop-impersonating',
  auth: 'provider',
  host: 'backOffice',
  errors: [409],
  summary:
    'Ends the support access this session is in: only the admin’s session that started it can (409 for any other, the provider’s own included). Written to the provider’s support log.',
  request: v.object({}),
  response: successSchema,
});

export const SUPPORT_LOG_KINDS = ['started', 'changed', 'refused', 'stopped', 'revoked'] as const;
export type SupportLogKind = (typeof SUPPORT_LOG_KINDS)[number];

export const supportLogEntrySchema = v.object({
  id: v.number(),
  /** ISO 8601. */
  at: v.string(),
  kind: v.picklist(SUPPORT_LOG_KINDS),
  adminName: v.string(),
  /** What support asked for (`POST /api/company/name`), for a change or a refusal. */
  action: v.nullable(v.string()),
  /** For a change: the answer's HTTP status (2xx done), null while it ran. */
  status: v.nullable(v.number()),
  /** For a start: when that access ends by itself. */
  endsAt: v.nullable(v.string()),
});
export type SupportLogEntry = v.InferOutput<typeof supportLogEntrySchema>;

export const SUPPORT_LOG_PAGE_SIZE = 50;

export const supportAccessLog = endpoint({
  name: 'pro_support_access_log',
  method: 'GET',
  path: '/api/support-access/log',
  auth: 'provider',
  host: 'backOffice',
  summary: `What support did in the provider’s account, newest first, ${SUPPORT_LOG_PAGE_SIZE} a page: each access’s start and end, and each change it asked for (refused ones too).`,
  request: v.object({ page: v.optional(pageNumberSchema, 1) }),
  example: { input: { page: 1 } },
  response: v.object({ entries: v.array(supportLogEntrySchema), ...listPageEntries }),
});
