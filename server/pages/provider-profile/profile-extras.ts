import { toCountryCode, type CountryCode } from '@shared/sites';
import type { Queryable } from '@server/db/database';
import { AREA_LEVEL, areaLabel } from '@server/directory/areas';
import { LINK_TYPES, type LinkType } from '@server/directory/track-link-click';
import { loadProfilePortfolios, type ProfilePortfolio } from './profile-portfolios';

export interface ProfileImage {
  id: number;
  key: string;
  caption: string;
  /** The original's size in pixels; null where it is not known. */
  width: number | null;
  height: number | null;
}

/** What a profile page shows beyond the contact widget's card: for favourites, SEO, gallery and links. */
export interface ProfileExtras {
  publicId: string;
  slug: string;
  /** The provider's own country: its site is where the profile's canonical address is. */
  country: CountryCode;
  profileImageKey: string | null;
  excerpt: string;
  /** Its last login: the "recently active" mark its page shows ends with time alone (recent-activity.ts). */
  lastLoginAt: Date | null;
  /** Where the provider is in the directory, for the breadcrumbs; null where it is not placed. */
  area: { slug: string; name: string } | null;
  city: { slug: string; name: string } | null;
  images: ProfileImage[];
  /** In LINK_TYPES order. */
  links: { type: LinkType; url: string }[];
  /** The service types the provider offers, in the catalogue's order, named in French (the database's). */
  services: { slug: string; name: string }[];
  /** The experiences it lists under its portrait, in its order. */
  experiences: ProfileExperience[];
  /** Its published portfolios, newest first (server/pages/provider-profile/profile-portfolios.ts). */
  portfolios: ProfilePortfolio[];
}

export interface ProfileExperience {
  title: string;
  year: number;
  description: string;
}

interface ProviderRow {
  public_id: string;
  slug: string;
  country: string;
  profile_image: string | null;
  portrait_excerpt: string;
  last_login_at: Date | null;
  city_slug: string | null;
  city_name: string | null;
  department: { slug: string; name: string; code: string } | null;
  region: { slug: string; name: string; code: string } | null;
}

/** The extras of a published provider (seven indexed queries), or null when there is none with this id. */
export async function loadProfileExtras(db: Queryable, providerId: number): Promise<ProfileExtras | null> {
  const [row] = await db.query<ProviderRow>(
    `SELECT providers.public_id, providers.slug, providers.country, providers.profile_image,
            providers.portrait_excerpt, providers.last_login_at, cities.slug AS city_slug, cities.name AS city_name,
            CASE WHEN departments.id IS NULL THEN NULL ELSE json_build_object(
              'slug', departments.slug, 'name', departments.name, 'code', departments.code)
            END AS department,
            CASE WHEN regions.id IS NULL THEN NULL ELSE json_build_object(
              'slug', regions.slug, 'name', regions.name, 'code', regions.code)
            END AS region
     FROM providers
     LEFT JOIN cities ON cities.id = providers.city_id
     LEFT JOIN departments ON departments.id = providers.department_id
     LEFT JOIN regions ON regions.id = providers.region_id
     WHERE providers.id = $1 AND providers.published`,
    [providerId],
  );
  if (!row) return null;
  const country = toCountryCode(row.country) ?? 'FR';
  const images = await db.query<ProfileImage>(
    `SELECT id, storage_key AS key, caption, width, height FROM provider_images
     WHERE provider_id = $1 AND visible ORDER BY position`,
    [providerId],
  );
  const links = await db.query<{ type: LinkType; url: string }>(
    'SELECT type, url FROM provider_links WHERE provider_id = $1',
    [providerId],
  );
  const services = await db.query<{ slug: string; name: string }>(
    `SELECT service_types.slug, service_types.name FROM provider_services
     JOIN service_types ON service_types.id = provider_services.service_type_id
     WHERE provider_services.provider_id = $1 ORDER BY service_types.id`,
    [providerId],
  );
  const experiences = await db.query<ProfileExperience>(
    `SELECT title, year, description FROM provider_experiences WHERE provider_id = $1 ORDER BY position`,
    [providerId],
  );
  const portfolios = await loadProfilePortfolios(db, providerId);
  const level = AREA_LEVEL[country];
  const area = level === 'department' ? row.department : row.region;
  return {
    publicId: row.public_id,
    slug: row.slug,
    country,
    profileImageKey: row.profile_image,
    excerpt: row.portrait_excerpt,
    lastLoginAt: row.last_login_at,
    area: area && { slug: area.slug, name: areaLabel({ ...area, level }, country) },
    city: area && row.city_slug && row.city_name ? { slug: row.city_slug, name: row.city_name } : null,
    images,
    links: links.sort((a, b) => LINK_TYPES.indexOf(a.type) - LINK_TYPES.indexOf(b.type)),
    services,
    experiences,
    portfolios,
  };
}
