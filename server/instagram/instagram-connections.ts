import type { InstagramConnectionAnswer } from '@shared/api/contract/back-office/instagram';
import { INSTAGRAM_POSTS_SHOWN } from '@shared/api/contract/back-office/instagram';
import type { UploadRule } from '@shared/api/endpoint';
import { forgetUpload, storeUploads } from '@server/back-office/uploads/receive-uploads';
import type { Database, Queryable } from '@server/db/database';
import type { ImageService } from '@server/media/image-service';
import { prepareUpload, type PreparedImage } from '@server/media/prepare-upload';
import { InstagramApiError, type InstagramApi, type InstagramMedia } from './instagram-api';
import { openToken, SealedTokenRefused, sealToken } from './token-cipher';

/*
 * A provider's Instagram account and the copy of its latest posts (migration 038). Only the background refresh
 * and the back-office's routes call Instagram; the public profile reads the copy (instagramPostsOf) and never
 * waits for Instagram.
 */

const HOUR_MS = 3_600_000;
/** How often the posts are copied again. */
export const POSTS_REFRESH_MS = 6 * HOUR_MS;
/** A long-lived token (sixty days) is renewed once it has less than this left. */
export const TOKEN_RENEWAL_MARGIN_MS = 10 * 24 * HOUR_MS;
/** The first retry after a failure; each further failure doubles it, up to `POSTS_REFRESH_MS`. */
export const FIRST_RETRY_MS = HOUR_MS / 4;
/** How long a refresh holds its row: past it, a refresh that died is taken up again. */
const LEASE_MS = 5 * 60_000;
/** A picture copied from Instagram: its CDN's are a few hundred kilobytes. */
const PICTURE_RULE = {
  field: 'instagram',
  maxFiles: 1,
  maxFileBytes: 8 * 1024 * 1024,
  maxPixels: 40_000_000,
  mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const satisfies UploadRule;
const ERROR_MAX_LENGTH = 500;

export interface InstagramWork {
  db: Database;
  api: InstagramApi;
  images: ImageService;
  /** The key tokens are sealed with (`INSTAGRAM_TOKEN_KEY`). */
  tokenKey: Uint8Array;
}

interface ConnectionRow {
  username: string;
  connected_at: Date;
  posts_refreshed_at: Date | null;
  failures: number;
  needs_reconnection: boolean;
  token_expires_at: Date;
}

/** The posts the profile shows, newest first, from the copy: no call to Instagram. */
export async function instagramPostsOf(db: Queryable, providerId: number) {
  const rows = await db.query<{
    image_key: string;
    width: number;
    height: number;
    permalink: string;
    caption: string;
    posted_at: Date;
  }>(
    `SELECT image_key, width, height, permalink, caption, posted_at FROM instagram_posts
     WHERE provider_id = $1 ORDER BY position`,
    [providerId],
  );
  return rows.map((row) => ({
    image: row.image_key,
    width: row.width,
    height: row.height,
    permalink: row.permalink,
    caption: row.caption,
    postedAt: new Date(row.posted_at).toISOString(),
  }));
}

/** The provider's connection as the back-office shows it. */
export async function instagramConnectionOf(
  db: Queryable,
  providerId: number,
  configured: boolean,
  now: Date,
): Promise<InstagramConnectionAnswer> {
  const [row] = await db.query<ConnectionRow>(
    `SELECT username, connected_at, posts_refreshed_at, failures, needs_reconnection, token_expires_at
     FROM instagram_connections WHERE provider_id = $1`,
    [providerId],
  );
  if (!row) return { configured, connection: null };
  return {
    configured,
    connection: {
      username: row.username,
      connectedAt: new Date(row.connected_at).toISOString(),
      postsRefreshedAt: row.posts_refreshed_at && new Date(row.posts_refreshed_at).toISOString(),
      refreshFailing: row.failures > 0,
      needsReconnection: row.needs_reconnection || new Date(row.token_expires_at) <= now,
      posts: await instagramPostsOf(db, providerId),
    },
  };
}

/**
 * Links the account of the code Instagram sent back: the code for an hour's token, that token for a sixty
 * days' one, the account's name; the token is stored sealed, and the posts are due at once. Another account
 * than the one linked before replaces it, its posts forgotten.
 */
export async function connectInstagram(
  work: InstagramWork,
  providerId: number,
  { code, redirectUri }: { code: string; redirectUri: string },
  now: Date,
): Promise<void> {
  const shortLived = await work.api.exchangeCode(code, redirectUri);
  const token = await work.api.longLivedToken(shortLived.accessToken, now);
  const profile = await work.api.profile(token.accessToken);
  const sealed = sealToken(work.tokenKey, providerId, token.accessToken).toString('base64');
  const forgotten = await work.db.transaction(async (tx) => {
    const keys = await tx.query<{ image_key: string }>(
      `DELETE FROM instagram_posts p USING instagram_connections c
       WHERE p.provider_id = $1 AND c.provider_id = p.provider_id AND c.account_id <> $2
       RETURNING p.image_key`,
      [providerId, profile.accountId],
    );
    await tx.query(
      `INSERT INTO instagram_connections
         (provider_id, account_id, username, token_sealed, token_expires_at, connected_at, posts_due_at)
       VALUES ($1, $2, $3, decode($4, 'base64'), $5, $6, $6)
       ON CONFLICT (provider_id) DO UPDATE SET
         account_id = excluded.account_id, username = excluded.username, token_sealed = excluded.token_sealed,
         token_expires_at = excluded.token_expires_at, connected_at = excluded.connected_at,
         posts_due_at = excluded.posts_due_at, refreshing_until = NULL, failures = 0, last_error = NULL,
         needs_reconnection = false`,
      [providerId, profile.accountId, profile.username.slice(0, 64), sealed, token.expiresAt, now],
    );
    return keys.map((row) => row.image_key);
  });
  await forgetAll(work.images, providerId, forgotten);
}

/** Unlinks the account: the token and the copied posts are forgotten, their pictures removed. */
export async function forgetInstagram(db: Database, images: ImageService, providerId: number): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const rows = await tx.query<{ image_key: string }>(
      'DELETE FROM instagram_posts WHERE provider_id = $1 RETURNING image_key',
      [providerId],
    );
    await tx.query('DELETE FROM instagram_connections WHERE provider_id = $1', [providerId]);
    return rows.map((row) => row.image_key);
  });
  await forgetAll(images, providerId, keys);
}

async function forgetAll(images: ImageService, providerId: number, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => forgetUpload(images, providerId, key)));
}

/**
 * The picture of each post, downloaded (all at once: a connection's first copy is waited for by its page), then
 * prepared one after the other as an upload is (re-encoded, its metadata dropped), in the renders' slots.
 */
async function preparePictures(
  work: InstagramWork,
  media: readonly InstagramMedia[],
): Promise<PreparedImage[]> {
  const downloads = await Promise.all(
    media.map((item) => work.api.downloadImage(item.imageUrl, PICTURE_RULE.maxFileBytes)),
  );
  const prepared: PreparedImage[] = [];
  for (const [index, bytes] of downloads.entries()) {
    prepared.push(
      await work.images.prepare('instagram-refresh', bytes.length * 4, () =>
        prepareUpload(bytes, PICTURE_RULE, `instagram-${media[index]?.id ?? index}`),
      ),
    );
  }
  return prepared;
}

/** The token, renewed first when it nears its end; null (and the connection marked) once it cannot be used. */
async function usableToken(work: InstagramWork, providerId: number, now: Date): Promise<string | null> {
  const [row] = await work.db.query<{ token: string; token_expires_at: Date }>(
    `SELECT encode(token_sealed, 'base64') AS token, token_expires_at FROM instagram_connections
     WHERE provider_id = $1`,
    [providerId],
  );
  if (!row) return null;
  let token: string;
  try {
    token = openToken(work.tokenKey, providerId, Buffer.from(row.token, 'base64'));
  } catch (error) {
    if (error instanceof SealedTokenRefused) return null;
    throw error;
  }
  const expiresAt = new Date(row.token_expires_at);
  if (expiresAt <= now) return null;
  if (expiresAt.getTime() - now.getTime() > TOKEN_RENEWAL_MARGIN_MS) return token;
  const renewed = await work.api.refreshToken(token, now);
  await work.db.query(
    `UPDATE instagram_connections SET token_sealed = decode($2, 'base64'), token_expires_at = $3
     WHERE provider_id = $1`,
    [
      providerId,
      sealToken(work.tokenKey, providerId, renewed.accessToken).toString('base64'),
      renewed.expiresAt,
    ],
  );
  return renewed.accessToken;
}

/** What a failure leaves on the row: counted, its message kept, tried again later (doubling, up to 6 h). */
async function recordFailure(db: Queryable, providerId: number, error: unknown, now: Date): Promise<void> {
  const message =
    error instanceof InstagramApiError
      ? `${error.status} ${error.message}`
      : String((error as Error).message);
  await db.query(
    `UPDATE instagram_connections SET failures = failures + 1, last_error = $2, refreshing_until = NULL,
       posts_due_at = $3::timestamptz + least($4::double precision * power(2, failures), $5) * interval '1 millisecond'
     WHERE provider_id = $1`,
    [providerId, message.slice(0, ERROR_MAX_LENGTH), now, FIRST_RETRY_MS, POSTS_REFRESH_MS],
  );
}

/**
 * Copies the account's latest posts: the token renewed when it nears its end, the posts read, their pictures
 * copied into our image storage, then the copy replaced in one transaction (the old pictures removed after
 * it). Any failure is recorded on the connection and tried again later; the profile keeps the copy it had.
 * Answers whether the copy was replaced.
 */
export async function refreshInstagram(work: InstagramWork, providerId: number, now: Date): Promise<boolean> {
  let prepared: PreparedImage[];
  let media: InstagramMedia[];
  try {
    const token = await usableToken(work, providerId, now);
    if (token === null) {
      await work.db.query(
        `UPDATE instagram_connections SET needs_reconnection = true, refreshing_until = NULL,
           posts_due_at = $2::timestamptz + interval '1 day' WHERE provider_id = $1`,
        [providerId, now],
      );
      return false;
    }
    // Only posts the profile may link to: Instagram's own addresses (migration 038 holds it too).
    media = (await work.api.latestMedia(token, INSTAGRAM_POSTS_SHOWN)).filter(
      (item) => item.permalink.startsWith('https://www.instagram.com/') && item.permalink.length <= 220,
    );
    prepared = await preparePictures(work, media);
  } catch (error) {
    await recordFailure(work.db, providerId, error, now);
    return false;
  }
  let replaced: string[];
  try {
    replaced = await storeUploads(work.images, providerId, prepared, (stored) =>
      work.db.transaction(async (tx) => {
        const [still] = await tx.query<{ provider_id: number }>(
          'SELECT provider_id FROM instagram_connections WHERE provider_id = $1 FOR UPDATE',
          [providerId],
        );
        // Unlinked meanwhile: nothing is kept (storeUploads removes the pictures just stored).
        if (!still) throw new ConnectionGone();
        const old = await tx.query<{ image_key: string }>(
          'DELETE FROM instagram_posts WHERE provider_id = $1 RETURNING image_key',
          [providerId],
        );
        for (const [position, item] of media.entries()) {
          const picture = stored[position];
          if (!picture) continue;
          await tx.query(
            `INSERT INTO instagram_posts
               (provider_id, media_id, position, image_key, width, height, permalink, caption, posted_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
            [
              providerId,
              item.id,
              position,
              picture.key,
              picture.width,
              picture.height,
              item.permalink,
              item.caption.slice(0, 2200),
              item.timestamp,
            ],
          );
        }
        await tx.query(
          `UPDATE instagram_connections SET posts_refreshed_at = $2, posts_due_at = $3, refreshing_until = NULL,
             failures = 0, last_error = NULL, needs_reconnection = false
           WHERE provider_id = $1`,
          [providerId, now, new Date(now.getTime() + POSTS_REFRESH_MS)],
        );
        return old.map((row) => row.image_key);
      }),
    );
  } catch (error) {
    if (error instanceof ConnectionGone) return false;
    await recordFailure(work.db, providerId, error, now);
    return false;
  }
  await forgetAll(work.images, providerId, replaced);
  return true;
}

class ConnectionGone extends Error {}

/**
 * Refreshes every connection due at `now`, each claimed for a lease first (several instances never take one
 * row; a refresh that died is taken up once its lease is over). Answers the providers refreshed.
 */
export async function refreshDueInstagram(work: InstagramWork, now: Date, batch = 20): Promise<number[]> {
  const claimed = await work.db.query<{ provider_id: number }>(
    `UPDATE instagram_connections SET refreshing_until = $2
     WHERE provider_id IN (
       SELECT provider_id FROM instagram_connections
       WHERE posts_due_at <= $1 AND (refreshing_until IS NULL OR refreshing_until <= $1)
       ORDER BY posts_due_at LIMIT $3 FOR UPDATE SKIP LOCKED)
     RETURNING provider_id`,
    [now, new Date(now.getTime() + LEASE_MS), batch],
  );
  const refreshed: number[] = [];
  for (const { provider_id: providerId } of claimed) {
    if (await refreshInstagram(work, providerId, now)) refreshed.push(providerId);
  }
  return refreshed.sort((a, b) => a - b);
}
