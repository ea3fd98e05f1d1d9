import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';
import { socialNetworkLinksSchema, SOCIAL_NETWORKS } from '@shared/validation';

/** The social networks the provider's public profile links to, one page per network. */

const linksAnswer = v.object({
  networks: v.array(v.object({ type: v.picklist(SOCIAL_NETWORKS), url: v.string() })),
});

export const socialNetworks = endpoint({
  name: 'social_networks',
  method: 'GET',
  path: '/api/social-networks',
  auth: 'provider',
  host: 'backOffice',
  summary: 'The provider’s social network pages, in the order the profile shows them.',
  request: v.object({}),
  response: linksAnswer,
});

export const saveSocialNetworks = endpoint({
  name: 'social_networks_save',
  method: 'POST',
  path: '/api/social-networks',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Replaces the provider’s social network pages: each network at most once, each address an https page of its network (a refused row names its field, `networks.1.url`). The public profile shows them at once.',
  request: v.object({ networks: socialNetworkLinksSchema }),
  response: linksAnswer,
});
