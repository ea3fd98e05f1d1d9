import type { ProviderCard } from '@shared/api/contract/providers';
import type { JsonLd } from '../seo/json-ld';
import type { ProfileExtras } from './profile-extras';
import { reviewsJsonLd, type ProfileReviews } from './profile-reviews';

/** The provider as a schema.org LocalBusiness: its name, place, languages, image, public links and rating. */
export function localBusiness({
  provider,
  extras,
  reviews,
  url,
  image,
}: {
  provider: ProviderCard;
  extras: ProfileExtras;
  /** Its couples' reviews: its rating and review items, when it has any. */
  reviews: ProfileReviews;
  /** The profile's canonical address. */
  url: string;
  image: string | undefined;
}): JsonLd {
  const phone = extras.links.find((link) => link.type === 'phone')?.url.replace(/^tel:/, '');
  const sameAs = extras.links
    .filter((link) => link.type !== 'phone' && link.type !== 'email')
    .map((link) => link.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${url}#business`,
    name: provider.name,
    url,
    ...(image ? { image } : {}),
    ...(extras.excerpt ? { description: extras.excerpt } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(provider.city ? { addressLocality: provider.city } : {}),
      ...(extras.area ? { addressRegion: extras.area.name } : {}),
      addressCountry: extras.country,
    },
    ...(provider.langues.length > 0
      ? { knowsLanguage: provider.langues.map((language) => language.iso) }
      : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...reviewsJsonLd(reviews),
  };
}
