import type { CountryCode } from '@shared/sites';
import { SERVICE_TYPES } from './catalog-data';
import { placeholdersAfter } from './placeholder-images';
import type { SeededRandom } from './seeded-random';

/** What provider_links accepts as a type (migration 005). */
export type LinkType =
  'website' | 'facebook' | 'instagram' | 'pinterest' | 'linkedin' | 'youtube' | 'tiktok' | 'phone' | 'email';

export interface ProviderExtras {
  /** Service type slugs, 1 to 3. */
  services: string[];
  links: { type: LinkType; url: string }[];
  /** The gallery, in position order. */
  images: { storageKey: string; visible: boolean }[];
}

/** Share of the providers on each network; each one is drawn on its own. */
const SOCIAL_NETWORK_SHARES = [
  ['instagram', 0.6],
  ['facebook', 0.5],
  ['pinterest', 0.25],
  ['linkedin', 0.15],
  ['youtube', 0.1],
  ['tiktok', 0.1],
] as const satisfies readonly (readonly [LinkType, number])[];

const PHONE_SHARE = 0.8;
const EMAIL_SHARE = 0.3;
/** Providers hide an image now and then; the gallery and its view counter must skip it. */
const HIDDEN_IMAGE_SHARE = 0.05;

/**
 * Numbers that reach nobody: the ranges regulators keep for fiction where there is one (France's
 * 06 39 98, the United Kingdom's 07700 900), else a national prefix followed by drawn digits.
 */
const PHONE_PREFIXES: Readonly<Record<CountryCode, { prefix: string; digits: number }>> = {
  FR: { prefix: '+3363998', digits: 4 },
  GB: { prefix: '+447700900', digits: 3 },
  BE: { prefix: '+32470', digits: 6 },
  DE: { prefix: '+49151', digits: 7 },
  IT: { prefix: '+39320', digits: 7 },
  ES: { prefix: '+34600', digits: 6 },
  PT: { prefix: '+35191', digits: 7 },
};

function digits(random: SeededRandom, count: number): string {
  return Array.from({ length: count }, () => random.int(10)).join('');
}

/**
 * A provider's services, outbound links and gallery. Addresses use the `.example` names kept for
 * documentation, so the demo never sends a visitor to a real business; the gallery shows the placeholder
 * photos after the portrait's.
 */
export function providerExtras(
  random: SeededRandom,
  provider: { slug: string; country: CountryCode; profileImage: string },
): ProviderExtras {
  const services = random.sample(
    SERVICE_TYPES.map((service) => service.slug),
    1 + random.int(SERVICE_TYPES.length),
  );

  const links: ProviderExtras['links'] = [{ type: 'website', url: `https://www.${provider.slug}.example/` }];
  for (const [type, share] of SOCIAL_NETWORK_SHARES) {
    if (random.chance(share)) links.push({ type, url: `https://${type}.example/${provider.slug}` });
  }
  if (random.chance(PHONE_SHARE)) {
    const { prefix, digits: count } = PHONE_PREFIXES[provider.country];
    links.push({ type: 'phone', url: `tel:${prefix}${digits(random, count)}` });
  }
  if (random.chance(EMAIL_SHARE)) {
    links.push({ type: 'email', url: `mailto:contact@${provider.slug}.example` });
  }

  const keys = placeholdersAfter(provider.profileImage, 3 + random.int(4));
  const images = keys.map((storageKey) => ({ storageKey, visible: !random.chance(HIDDEN_IMAGE_SHARE) }));
  return { services, links, images };
}
