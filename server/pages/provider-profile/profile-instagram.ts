import { imageUrl } from '@shared/api/image-url';
import type { Queryable } from '@server/db/database';
import { dateTimeFormat } from '@server/i18n/formats';
import { html, type SafeHtml } from '@server/html/html';
import { translate } from '@server/i18n/translate';
import { instagramPostsOf } from '@server/instagram/instagram-connections';
import type { PublicSite } from '../seo/public-site';

/** The linked account's name and its posts, as the copy holds them (docs/product/back-office.md#instagram). */
export interface ProfileInstagram {
  username: string;
  posts: Awaited<ReturnType<typeof instagramPostsOf>>;
}

/** Each thumbnail's side on the page, and the square asked of the image route (twice it, for dense screens). */
const THUMBNAIL_SIDE = 160;
const RENDERED_SIDE = 320;

/**
 * The copy of the linked account's latest posts, read with the rest of the profile: the page never calls
 * Instagram, and a provider without a linked account, or whose copy is still empty, shows nothing.
 */
export async function loadProfileInstagram(
  db: Queryable,
  providerId: number,
): Promise<ProfileInstagram | null> {
  const [connection] = await db.query<{ username: string }>(
    'SELECT username FROM instagram_connections WHERE provider_id = $1',
    [providerId],
  );
  if (!connection) return null;
  const posts = await instagramPostsOf(db, providerId);
  return posts.length === 0 ? null : { username: connection.username, posts };
}

/**
 * The latest posts as square thumbnails, each a link to the post on Instagram: our own copies of the pictures
 * (the image route, on our origin, within the Content-Security-Policy), each with its width and height, so
 * the grid never moves as they arrive; complete without JavaScript.
 */
export function instagramSection(
  instagram: ProfileInstagram | null | undefined,
  providerName: string,
  site: PublicSite,
): SafeHtml | null {
  if (!instagram) return null;
  const day = dateTimeFormat(site.locale, { dateStyle: 'long', timeZone: 'UTC' });
  return html`<section class="provider-instagram" aria-labelledby="instagram-title">
    <h2 id="instagram-title">${translate(site.language, 'profileInstagram.title')}</h2>
    <ul class="pp-ui-square-thumbnails">
      ${instagram.posts.map(
        (post) =>
          html`<li>
            <a class="pp-ui-square-thumbnails__link" href="${post.permalink}" rel="noopener">
              <img
                class="pp-ui-square-thumbnails__picture"
                src="${imageUrl(post.image, { width: RENDERED_SIDE, height: RENDERED_SIDE })}"
                width="${THUMBNAIL_SIDE}"
                height="${THUMBNAIL_SIDE}"
                alt="${translate(site.language, 'profileInstagram.postAlt', {
                  name: providerName,
                  date: day.format(new Date(post.postedAt)),
                })}"
                loading="lazy"
                decoding="async"
              />
            </a>
          </li>`,
      )}
    </ul>
    <p class="provider-instagram__account">
      <a href="https://www.instagram.com/${encodeURIComponent(instagram.username)}/" rel="noopener"
        >${translate(site.language, 'profileInstagram.account', { username: instagram.username })}</a
      >
    </p>
  </section>`;
}
