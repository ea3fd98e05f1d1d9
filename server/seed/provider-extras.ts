import type { CountryCode } from '@shared/sites';
import { FICTION_RANGES } from '@shared/validation';
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
  // Only numbers that reach nobody: a provider of a country whose regulator reserves no range shows none.
  const fiction = FICTION_RANGES.find((range) => range.country === provider.country);
  if (random.chance(PHONE_SHARE) && fiction) {
    links.push({ type: 'phone', url: `tel:${fiction.prefix}${digits(random, fiction.digitsAfter)}` });
  }
  if (random.chance(EMAIL_SHARE)) {
    links.push({ type: 'email', url: `mailto:contact@${provider.slug}.example` });
  }

  const keys = placeholdersAfter(provider.profileImage, 3 + random.int(4));
  const images = keys.map((storageKey) => ({ storageKey, visible: !random.chance(HIDDEN_IMAGE_SHARE) }));
  return { services, links, images };
}
