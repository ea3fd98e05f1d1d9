import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';
import { stopAtFirstIssue, VALIDATION_MESSAGES, type ValidationMessageKey } from '@shared/validation';

/**
 * The social networks a provider's profile links to (docs/product/back-office.md#social-networks), each with
 * the host names of its pages: an address elsewhere is refused, so that a profile's "Instagram" button never
 * leads to another site. The network's name under `.example`, the name kept for fiction that resolves
 * nowhere, stands for it in the demo's data (`https://instagram.example/…`).
 */
export const SOCIAL_NETWORK_HOSTS = {
  instagram: ['instagram.com'],
  facebook: ['facebook.com', 'fb.com'],
  pinterest: [
    'pinterest.com',
    'pinterest.fr',
    'pinterest.co.uk',
    'pinterest.de',
    'pinterest.it',
    'pinterest.es',
    'pinterest.pt',
  ],
  linkedin: ['linkedin.com'],
  youtube: ['youtube.com', 'youtu.be'],
  tiktok: ['tiktok.com'],
} as const satisfies Record<string, readonly string[]>;

export type SocialNetwork = keyof typeof SOCIAL_NETWORK_HOSTS;

const fictionHost = (network: SocialNetwork) => `${network}.example`;
export const SOCIAL_NETWORKS = Object.keys(SOCIAL_NETWORK_HOSTS) as SocialNetwork[];

/** The rules' messages, in the back-office profile's texts. */
const URL_INVALID = 'backOfficeProfile.socialNetworks.urlInvalid' satisfies ValidationMessageKey;

/** The longest address kept: enough for any profile page, bounded before the URL is parsed. */
export const SOCIAL_URL_MAX_LENGTH = 300;

/** Whether `url` is an https page of `network` (its host or one of its subdomains, `www.` included). */
export function isPageOf(network: SocialNetwork, url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname, username, password } = new URL(url);
  if (protocol !== 'https:' || username !== '' || password !== '') return false;
  return [...SOCIAL_NETWORK_HOSTS[network], fictionHost(network)].some(
    (host) => hostname === host || hostname.endsWith(`.${host}`),
  );
}

/** One link of the list: its network and the address of the provider's page there. */
export const socialNetworkLinkSchema = v.pipe(
  v.object({
    type: v.picklist(SOCIAL_NETWORKS, 'backOfficeProfile.socialNetworks.networkInvalid'),
    url: stopAtFirstIssue(
      v.pipe(
        v.string(URL_INVALID),
        v.trim(),
        v.maxLength(SOCIAL_URL_MAX_LENGTH, URL_INVALID),
        v.regex(/^\S+$/, URL_INVALID),
      ),
    ),
  }),
  v.forward(
    v.check((link) => isPageOf(link.type, link.url), URL_INVALID),
    ['url'],
  ),
);

/** Every network at most once: a profile has one Instagram button. */
export const socialNetworkLinksSchema = v.pipe(
  v.array(socialNetworkLinkSchema),
  v.maxLength(SOCIAL_NETWORKS.length, VALIDATION_MESSAGES.value),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const seen = new Set<SocialNetwork>();
    dataset.value.forEach((link, index) => {
      if (seen.has(link.type)) {
        addIssue({
          message: 'backOfficeProfile.socialNetworks.networkTwice',
          path: [
            { type: 'array', origin: 'value', input: dataset.value, key: index, value: link },
            { type: 'object', origin: 'value', input: link, key: 'type', value: link.type },
          ],
        });
      }
      seen.add(link.type);
    });
  }),
);

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
  example: { input: { networks: [{ type: 'instagram', url: 'https://www.instagram.com/atelier.lumiere' }] } },
});
