import * as v from 'valibot';
import { NAMESPACES } from '../i18n/catalogs/namespaces';
import { COUNTRY_CODES } from '../sites';
import { pageEntries, pageLanguageEntries } from './page-props';

/**
 * What the server writes in the `data-props` of the back-office's islands (islands/back-office/), described
 * once for the pages and the islands. Every page of the back-office speaks the visitor's locale and assumes a
 * country (server/pages/visitor-locale.ts).
 */

/** The header's session, and the pages only a signed-in provider sees (the dashboard, the account). */
export const backOfficePagePropsSchema = v.object(pageEntries);
export type BackOfficePageProps = v.InferInput<typeof backOfficePagePropsSchema>;

/**
 * A path of the back-office to go to once signed in (`/account`): only a path of this host, so that a link
 * crafted elsewhere cannot send a provider who just signed in to another site.
 */
export const nextPathSchema = v.pipe(v.string(), v.maxLength(512), v.regex(/^\/(?![/\\])/));

/** The sign-in: `next`, where to go once signed in (the page a signed-out provider was sent away from). */
export const backOfficeLoginPropsSchema = v.object({
  ...pageLanguageEntries,
  next: v.nullable(nextPathSchema),
});
export type BackOfficeLoginProps = v.InferInput<typeof backOfficeLoginPropsSchema>;

/** The sign-up: the page's country and language are the form's defaults. */
export const backOfficeRegisterPropsSchema = v.object(pageEntries);

/** The forgotten password's form. */
export const backOfficeForgotPasswordPropsSchema = v.object(pageLanguageEntries);

/**
 * The pages an emailed link opens (a new password, an address's confirmation): the link's token as the
 * address gave it, null when it had none (the page says the link is not valid).
 */
export const backOfficeLinkPropsSchema = v.object({
  ...pageLanguageEntries,
  token: v.nullable(v.pipe(v.string(), v.maxLength(128))),
});
export type BackOfficeLinkProps = v.InferInput<typeof backOfficeLinkPropsSchema>;

/**
 * The dashboard: `siteOrigins`, each country site's origin, where the provider's public profile is once
 * published (on its company's country site, whatever the page's country).
 */
export const backOfficeDashboardPropsSchema = v.object({
  ...pageEntries,
  siteOrigins: v.record(v.picklist(COUNTRY_CODES), v.pipe(v.string(), v.url())),
});
export type BackOfficeDashboardProps = v.InferInput<typeof backOfficeDashboardPropsSchema>;

/**
 * A resource's page (`BACK_OFFICE_AREAS`' screens): which one, and the text namespaces its screen reads besides
 * the back-office's own.
 */
export const backOfficeScreenPropsSchema = v.object({
  ...pageLanguageEntries,
  screen: v.pipe(v.string(), v.maxLength(60), v.regex(/^[a-z][A-Za-z]*$/)),
  texts: v.pipe(v.array(v.picklist(NAMESPACES)), v.maxLength(4)),
});
