import * as v from 'valibot';
import { endpoint } from '../endpoint';

/** The provider back-office: every endpoint takes a provider's session and works on that provider's company. */

export const companySummarySchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  /** Shown in the public directory. */
  published: v.boolean(),
});
export type CompanySummary = v.InferOutput<typeof companySummarySchema>;

export const myCompany = endpoint({
  name: 'pro_company',
  method: 'GET',
  path: '/api/pro/company',
  auth: 'provider',
  summary: "The signed-in provider's company, as the back-office's header shows it.",
  request: v.object({}),
  response: v.object({ company: companySummarySchema }),
});
