import * as v from 'valibot';
import { pageEntries, profileOriginEntries } from './page-props';

/**
 * What the server writes in the project wizard's `data-props`: the page's language and the country its phone
 * sign-in and city search start from, and the country site whose planners' profiles step 4 opens. The step and the planner the couple came from are in the address,
 * which the wizard reads itself (back, forward and reload change it without the server).
 */
export const projectWizardPropsSchema = v.object({ ...pageEntries, ...profileOriginEntries });
export type ProjectWizardProps = v.InferInput<typeof projectWizardPropsSchema>;

/**
 * `/projects/{id}/sent`: the project the wizard just sent, and the planners the send found contacted already
 * (its address's `already`).
 */
export const projectSentPropsSchema = v.object({
  ...pageEntries,
  ...profileOriginEntries,
  projectId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  alreadySent: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type ProjectSentProps = v.InferInput<typeof projectSentPropsSchema>;
