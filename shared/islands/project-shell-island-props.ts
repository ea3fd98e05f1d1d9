import * as v from 'valibot';
import { localeSchema } from '../validation/site';
import { pageEntries, pageLanguageEntries } from './page-props';

/**
 * What the server writes in the `data-props` of the project site's shell islands (the header's session, the
 * home, the phone sign-in), described once for the pages and the islands.
 */

/**
 * The header's session: a sign-in link for a visitor, the couple's first name and "log out" once signed in.
 * `chosenLocale`: the locale the couple has just chosen with the header's switch, which becomes theirs.
 */
export const projectSessionPropsSchema = v.object({
  ...pageEntries,
  chosenLocale: v.nullable(localeSchema),
});
export type ProjectSessionProps = v.InferInput<typeof projectSessionPropsSchema>;

/**
 * The couple's home on the project site: upcoming projects, an unfinished draft, a new project. The page's
 * visitor content (`visitorId`) is shown instead while nobody is signed in.
 */
export const projectHomePropsSchema = v.object({
  ...pageLanguageEntries,
  visitorId: v.string(),
});
export type ProjectHomeProps = v.InferInput<typeof projectHomePropsSchema>;

/**
 * The shared phone sign-in on a page of the project site. `then`: what follows a sign-in; `stay` leaves the
 * page to show the couple's content (the home), `home` goes to the home (the registration page).
 */
export const projectSignInPropsSchema = v.object({
  ...pageEntries,
  then: v.picklist(['stay', 'home']),
});
export type ProjectSignInProps = v.InferInput<typeof projectSignInPropsSchema>;
