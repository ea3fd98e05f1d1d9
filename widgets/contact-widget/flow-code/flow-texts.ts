import type { Namespace } from '@shared/i18n/catalogs/namespaces';

/**
 * The texts the flow shows beyond the first page's (the rules of the number and the code, the server's errors,
 * the session's expiry):
 * fetched with its code, in the widget's language, not before the first render as the element's own are
 * (`definition.ts`). A module of its own: the bench's size report reads it too.
 */
export const FLOW_TEXTS: readonly Namespace[] = ['common', 'validation'];
