import type {
  Portfolio,
  PortfolioImage,
  PortfolioSummary,
  PublishRequirement,
} from '@shared/api/contract/back-office/portfolios';
import { routePath } from '@shared/api/routes';
import type { Queryable } from '@server/db/database';
import { slugify } from '@server/geography/slugify';
import { HttpError } from '@server/http/http-error';
import type { OwnedResource } from '../ownership';
import type { StoredUpload } from '../uploads/receive-uploads';

/** A portfolio, named in a path by its id: another provider's answers the same 404 as an unknown one. */
export const PORTFOLIOS = {
  table: 'portfolios',
  key: 'id',
  owner: 'portfolios.provider_id',
  id: 'integer',
  notFound: 'server.portfolioNotFound',
} as const satisfies OwnedResource;

/** A portfolio's photo, named by its id: the handler also checks it is the path's portfolio's. */
export const PORTFOLIO_IMAGES = {
  table: 'portfolio_images',
  key: 'id',
  owner: 'portfolio_images.provider_id',
  id: 'integer',
  notFound: 'server.portfolioImageNotFound',
} as const satisfies OwnedResource;

interface PortfolioRow {
  id: number;
  provider_id: number;
  title: string;
  description: string;
  slug: string | null;
  published: boolean;
  key_image_id: number | null;
  updated_at: Date;
}

/** Where a portfolio's public address starts: the origin of its provider's country site. */
export type SiteOriginOf = (country: string) => string;

/** The address of the provider's portfolio `slug`, read in the caller's transaction. */
export async function portfolioUrlOf(
  db: Queryable,
  providerId: number,
  slug: string,
  originOf: SiteOriginOf,
): Promise<string> {
  const [provider] = await db.query<{ slug: string; country: string }>(
    'SELECT slug, country FROM providers WHERE id = $1',
    [providerId],
  );
  if (!provider) throw new HttpError(404, 'server.portfolioNotFound');
  return (
    originOf(provider.country) +
    routePath('front_provider_portfolio', { slug: provider.slug, portfolio: slug })
  );
}

export async function imagesOf(db: Queryable, portfolioId: number): Promise<PortfolioImage[]> {
  return db.query<PortfolioImage>(
    `SELECT id, storage_key AS key, caption, width, height FROM portfolio_images
     WHERE portfolio_id = $1 ORDER BY position, id`,
    [portfolioId],
  );
}

/** What publishing `row` still needs, in PUBLISH_REQUIREMENTS's order. */
function missingOf(row: PortfolioRow, imageCount: number): PublishRequirement[] {
  return [
    ...(row.title === '' ? (['title'] as const) : []),
    ...(imageCount === 0 ? (['images'] as const) : []),
    ...(row.key_image_id === null ? (['keyImage'] as const) : []),
  ];
}

async function rowOf(db: Queryable, portfolioId: number, lock = false): Promise<PortfolioRow> {
  const [row] = await db.query<PortfolioRow>(
    `SELECT id, provider_id, title, description, slug, published, key_image_id, updated_at
     FROM portfolios WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [portfolioId],
  );
  // Ownership was checked before the handler ran; a row deleted since by a concurrent call is as unknown.
  if (!row) throw new HttpError(404, 'server.portfolioNotFound');
  return row;
}

/**
 * Locks the portfolio's row for the rest of the transaction: every write to its photos (upload, delete,
 * reorder, key) takes this lock first, so that two of them at once run one after the other and each sees the
 * photos the other left.
 */
export async function lockPortfolio(db: Queryable, portfolioId: number): Promise<void> {
  await rowOf(db, portfolioId, true);
}

/** The whole portfolio, as every write of the area answers it. */
export async function portfolioOf(
  db: Queryable,
  portfolioId: number,
  originOf: SiteOriginOf,
): Promise<Portfolio> {
  const row = await rowOf(db, portfolioId);
  const images = await imagesOf(db, portfolioId);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    published: row.published,
    images,
    keyImageId: row.key_image_id,
    services: await servicesOfPortfolio(db, portfolioId),
    missing: missingOf(row, images.length),
    url: row.slug === null ? null : await portfolioUrlOf(db, row.provider_id, row.slug, originOf),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function portfoliosOf(db: Queryable, providerId: number): Promise<PortfolioSummary[]> {
  const rows = await db.query<{
    id: number;
    title: string;
    published: boolean;
    image_count: number;
    cover_key: string | null;
    cover_width: number | null;
    cover_height: number | null;
    updated_at: Date;
  }>(
    `SELECT portfolios.id, portfolios.title, portfolios.published, portfolios.updated_at,
            (SELECT count(*)::integer FROM portfolio_images WHERE portfolio_id = portfolios.id) AS image_count,
            cover.storage_key AS cover_key, cover.width AS cover_width, cover.height AS cover_height
     FROM portfolios LEFT JOIN portfolio_images cover ON cover.id = portfolios.key_image_id
     WHERE portfolios.provider_id = $1 ORDER BY portfolios.created_at DESC, portfolios.id DESC`,
    [providerId],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    published: row.published,
    imageCount: row.image_count,
    cover:
      row.cover_key && row.cover_width && row.cover_height
        ? { key: row.cover_key, width: row.cover_width, height: row.cover_height }
        : null,
    updatedAt: row.updated_at.toISOString(),
  }));
}

/**
 * Creates a portfolio within `max` per provider: the provider's row is locked first, so that two creations at
 * once cannot both pass the count.
 */
export async function createPortfolio(
  tx: Queryable,
  providerId: number,
  { title, description }: { title: string; description: string },
  { now, max }: { now: Date; max: number },
): Promise<number> {
  await tx.query('SELECT id FROM providers WHERE id = $1 FOR UPDATE', [providerId]);
  const [count] = await tx.query<{ count: number }>(
    'SELECT count(*)::integer AS count FROM portfolios WHERE provider_id = $1',
    [providerId],
  );
  if ((count?.count ?? 0) >= max) throw new HttpError(409, 'server.portfoliosFull', { limit: max });
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO portfolios (provider_id, title, description, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $4) RETURNING id`,
    [providerId, title, description, now],
  );
  if (!row) throw new Error('the portfolio was not created');
  return row.id;
}

export async function updatePortfolio(
  tx: Queryable,
  portfolioId: number,
  { title, description }: { title: string; description: string },
  now: Date,
): Promise<void> {
  const row = await rowOf(tx, portfolioId, true);
  if (row.published && title === '') throw new HttpError(409, 'server.portfolioTitleRequired');
  if (row.title === title && row.description === description) return;
  await tx.query('UPDATE portfolios SET title = $2, description = $3, updated_at = $4 WHERE id = $1', [
    portfolioId,
    title,
    description,
    now,
  ]);
}

/** Removes a portfolio (its photos' and services' rows go with it), answering the keys of its photos' files. */
export async function deletePortfolio(tx: Queryable, portfolioId: number): Promise<string[]> {
  const keys = await tx.query<{ storage_key: string }>(
    'SELECT storage_key FROM portfolio_images WHERE portfolio_id = $1',
    [portfolioId],
  );
  await tx.query('DELETE FROM portfolios WHERE id = $1', [portfolioId]);
  return keys.map(({ storage_key: key }) => key);
}

/**
 * Publishes a portfolio, or refuses with what it lacks (`missing`, for the caller to name). The first
 * publication gives it its address: its title's slug, `-2`, `-3`… when another of the provider's has it.
 */
export async function publishPortfolio(
  tx: Queryable,
  portfolioId: number,
  now: Date,
): Promise<{ missing: PublishRequirement[] }> {
  const row = await rowOf(tx, portfolioId, true);
  const [count] = await tx.query<{ count: number }>(
    'SELECT count(*)::integer AS count FROM portfolio_images WHERE portfolio_id = $1',
    [portfolioId],
  );
  const missing = missingOf(row, count?.count ?? 0);
  if (missing.length > 0) return { missing };
  if (row.published) return { missing };
  // Cut short of the column's bound (room for `-2`…), never ending on a hyphen.
  const base = slugify(row.title).slice(0, 72).replace(/-+$/, '') || 'mariage';
  const slug = row.slug ?? (await freeSlug(tx, row.provider_id, base));
  await tx.query('UPDATE portfolios SET published = true, slug = $2, updated_at = $3 WHERE id = $1', [
    portfolioId,
    slug,
    now,
  ]);
  return { missing };
}

async function freeSlug(tx: Queryable, providerId: number, base: string): Promise<string> {
  const taken = new Set(
    (
      await tx.query<{ slug: string }>(
        `SELECT slug FROM portfolios WHERE provider_id = $1 AND (slug = $2 OR slug LIKE $2 || '-%')`,
        [providerId, base],
      )
    ).map(({ slug }) => slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

export async function unpublishPortfolio(tx: Queryable, portfolioId: number, now: Date): Promise<void> {
  await tx.query('UPDATE portfolios SET published = false, updated_at = $2 WHERE id = $1 AND published', [
    portfolioId,
    now,
  ]);
}

/**
 * Adds stored uploads after the portfolio's photos, in the order they were sent, within `max` photos (false,
 * adding nothing, past it). Run in a transaction, the portfolio locked (lockPortfolio) by the caller.
 */
export async function addImages(
  tx: Queryable,
  portfolioId: number,
  uploads: readonly StoredUpload[],
  { now, max }: { now: Date; max: number },
): Promise<boolean> {
  const row = await rowOf(tx, portfolioId, true);
  const [last] = await tx.query<{ count: number; position: number }>(
    `SELECT count(*)::integer AS count, coalesce(max(position), -1)::integer AS position
     FROM portfolio_images WHERE portfolio_id = $1`,
    [portfolioId],
  );
  if ((last?.count ?? 0) + uploads.length > max) return false;
  let position = last?.position ?? -1;
  for (const { key, width, height } of uploads) {
    position += 1;
    await tx.query(
      `INSERT INTO portfolio_images (portfolio_id, provider_id, storage_key, position, width, height, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [portfolioId, row.provider_id, key, position, width, height, now],
    );
  }
  await touch(tx, portfolioId, now);
  return true;
}

async function touch(tx: Queryable, portfolioId: number, now: Date): Promise<void> {
  await tx.query('UPDATE portfolios SET updated_at = $2 WHERE id = $1', [portfolioId, now]);
}

/** The photo `imageId` of the portfolio, or a 404 when it is another portfolio's (the provider's own or not). */
export async function imageOfPortfolio(
  tx: Queryable,
  portfolioId: number,
  imageId: number,
): Promise<{ key: string }> {
  const [image] = await tx.query<{ key: string }>(
    'SELECT storage_key AS key FROM portfolio_images WHERE id = $1 AND portfolio_id = $2',
    [imageId, portfolioId],
  );
  if (!image) throw new HttpError(404, 'server.portfolioImageNotFound');
  return image;
}

/**
 * Removes a photo, answering its file's key. The key photo of a published portfolio is refused: the public
 * pages would be left without a cover (the provider picks another first, or unpublishes).
 */
export async function removeImage(
  tx: Queryable,
  portfolioId: number,
  imageId: number,
  now: Date,
): Promise<string> {
  const row = await rowOf(tx, portfolioId, true);
  const { key } = await imageOfPortfolio(tx, portfolioId, imageId);
  if (row.published && row.key_image_id === imageId) {
    throw new HttpError(409, 'server.portfolioKeyImagePublished');
  }
  await tx.query('DELETE FROM portfolio_images WHERE id = $1', [imageId]);
  await touch(tx, portfolioId, now);
  return key;
}

/**
 * Puts the photos in `order` (every photo's id, each once): positions 0, 1, 2… rewritten in one statement
 * under the portfolio's lock, so that of two reorders at once the second applies to what the first left, and
 * the photos always have one order. An order naming other photos than the portfolio's (a page that missed an
 * upload or a deletion) is refused whole.
 */
export async function reorderImages(
  tx: Queryable,
  portfolioId: number,
  order: readonly number[],
  now: Date,
): Promise<void> {
  await rowOf(tx, portfolioId, true);
  const current = await tx.query<{ id: number }>('SELECT id FROM portfolio_images WHERE portfolio_id = $1', [
    portfolioId,
  ]);
  const ids = new Set(current.map(({ id }) => id));
  const sameImages =
    order.length === ids.size && new Set(order).size === order.length && order.every((id) => ids.has(id));
  if (!sameImages) throw new HttpError(409, 'server.portfolioOrderStale');
  await tx.query(
    `UPDATE portfolio_images SET position = given.position - 1
     FROM unnest($2::int[]) WITH ORDINALITY AS given (id, position)
     WHERE portfolio_images.id = given.id AND portfolio_images.portfolio_id = $1
       AND portfolio_images.position <> given.position - 1`,
    [portfolioId, order],
  );
  await touch(tx, portfolioId, now);
}

export async function setCaption(
  tx: Queryable,
  portfolioId: number,
  imageId: number,
  caption: string,
): Promise<void> {
  await imageOfPortfolio(tx, portfolioId, imageId);
  await tx.query('UPDATE portfolio_images SET caption = $2 WHERE id = $1 AND caption <> $2', [
    imageId,
    caption,
  ]);
}

export async function setKeyImage(
  tx: Queryable,
  portfolioId: number,
  imageId: number,
  now: Date,
): Promise<void> {
  await rowOf(tx, portfolioId, true);
  await imageOfPortfolio(tx, portfolioId, imageId);
  await tx.query(
    'UPDATE portfolios SET key_image_id = $2, updated_at = $3 WHERE id = $1 AND key_image_id IS DISTINCT FROM $2',
    [portfolioId, imageId, now],
  );
}

/** The slugs of the services the portfolio names, in the catalogue's order. */
export async function servicesOfPortfolio(db: Queryable, portfolioId: number): Promise<string[]> {
  const rows = await db.query<{ slug: string }>(
    `SELECT service_types.slug FROM portfolio_services
     JOIN service_types ON service_types.id = portfolio_services.service_type_id
     WHERE portfolio_services.portfolio_id = $1 ORDER BY service_types.id`,
    [portfolioId],
  );
  return rows.map(({ slug }) => slug);
}

export async function replacePortfolioServices(
  tx: Queryable,
  portfolioId: number,
  serviceTypeIds: readonly number[],
): Promise<void> {
  const row = await rowOf(tx, portfolioId, true);
  await tx.query(
    'DELETE FROM portfolio_services WHERE portfolio_id = $1 AND NOT service_type_id = ANY($2::int[])',
    [portfolioId, serviceTypeIds],
  );
  await tx.query(
    `INSERT INTO portfolio_services (portfolio_id, provider_id, service_type_id)
     SELECT $1, $2, unnest($3::int[]) ON CONFLICT DO NOTHING`,
    [portfolioId, row.provider_id, serviceTypeIds],
  );
}
