import * as v from 'valibot';
import { siteCountrySchema } from '../validation/site';

/** What an island takes from its page: the page's language (`fr`, `nl`…), which the island speaks. */
export const pageLanguageEntries = {
  language: v.string(),
};

/**
 * The page's language and the country it assumes: a phone number's default country, the city search's, a new
 * profile's.
 */
export const pageEntries = {
  ...pageLanguageEntries,
  country: siteCountrySchema,
};

/**
 * On a page of another host than the country site (the project site), the country site's origin: planners'
 * profiles are there, and a card's name links to them; left out, profiles are on the page's own site.
 */
export const profileOriginEntries = {
  profileOrigin: v.optional(v.pipe(v.string(), v.url())),
};
