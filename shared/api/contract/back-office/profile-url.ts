import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';

/**
 * Where the provider's public profile is: its address on its company's country site. The address's slug is
 * not the provider's to change: the directory keeps no former slugs of providers, so a changed one would
 * break every link to the profile already shared (docs/product/back-office.md#profile-url).
 */
export const profileUrl = endpoint({
  name: 'profile_url',
  method: 'GET',
  path: '/api/profile-url',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'The address of the provider’s public profile on its country site, and whether the directory shows it yet.',
  request: v.object({}),
  response: v.object({
    url: v.string(),
    slug: v.string(),
    /** Whether the directory lists the profile: until then its address answers 404. */
    published: v.boolean(),
  }),
});
