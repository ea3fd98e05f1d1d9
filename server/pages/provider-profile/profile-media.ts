import { imageUrl } from '@shared/api/image-url';
import { VISUALLY_HIDDEN_CLASS } from '@shared/ui/visually-hidden/visually-hidden-class';
import {
  videoPageUrl,
  videoPlayerUrl,
  videoThumbnailUrl,
  type VideoReference,
} from '@shared/validation/video-url';
import type { Queryable } from '@server/db/database';
import { html, type SafeHtml } from '@server/html/html';
import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import type { PublicSite } from '../seo/public-site';
import { instagramSection, loadProfileInstagram, type ProfileInstagram } from './profile-instagram';

/** A published venue as the profile shows it: its name, its city and its photos, each with its size. */
export interface ProfileVenue {
  name: string;
  city: string;
  images: { key: string; caption: string; width: number; height: number }[];
}

export interface ProfileVideo extends VideoReference {
  title: string;
}

/** The provider's showcase beside its gallery (docs/product/back-office.md#venues, #videos). */
export interface ProfileMedia {
  venues: ProfileVenue[];
  videos: ProfileVideo[];
  /** The copy of the linked Instagram account's latest posts, if any. */
  instagram?: ProfileInstagram | null;
}

/** The published venues (a published one has a name, a city and a photo) and the visible videos, in order. */
export async function loadProfileMedia(db: Queryable, providerId: number): Promise<ProfileMedia> {
  const venues = await db.query<ProfileVenue>(
    `SELECT v.name, v.city,
            coalesce((SELECT json_agg(json_build_object('key', i.storage_key, 'caption', i.caption,
                                                        'width', i.width, 'height', i.height)
                                      ORDER BY i.position, i.id)
                      FROM venue_images i WHERE i.venue_id = v.id), '[]') AS images
     FROM venues v WHERE v.provider_id = $1 AND v.published ORDER BY v.id`,
    [providerId],
  );
  const videos = await db.query<ProfileVideo>(
    // The row's own id orders them: `id` alone would name the answer's (the video's id on its platform).
    `SELECT platform, video_id AS id, title FROM provider_videos
     WHERE provider_id = $1 AND visible ORDER BY created_at, provider_videos.id`,
    [providerId],
  );
  return { venues, videos, instagram: await loadProfileInstagram(db, providerId) };
}

/** The widths asked of the image route: a venue's first photo as the card's picture, the others as thumbnails. */
const VENUE_WIDTHS = { main: 600, thumbnail: 160 } as const;
/** Thumbnails under a venue's picture: more would crowd a phone's row. */
const VENUE_THUMBNAILS = 4;
/** YouTube's `hqdefault` thumbnail: 480 × 360, the 16:9 frame letterboxed, which the facade crops. */
const YOUTUBE_THUMBNAIL = { width: 480, height: 360 } as const;

interface MediaView {
  media: ProfileMedia;
  providerName: string;
  site: PublicSite;
}

function venuePhoto(
  image: ProfileVenue['images'][number],
  shownWidth: number,
  alt: string,
  className: string,
): SafeHtml {
  return html`<img
    class="${className}"
    src="${imageUrl(image.key, { width: shownWidth })}"
    width="${shownWidth}"
    height="${Math.round((shownWidth * image.height) / image.width)}"
    alt="${alt}"
    loading="lazy"
    decoding="async"
  />`;
}

/** The published venues, each a card: its first photo, its name and city, and a few more photos. */
export function venuesSection({ media, site }: MediaView): SafeHtml | null {
  if (media.venues.length === 0) return null;
  const t = (key: ServerTranslationKey, values?: Record<string, string | number>) =>
    translate(site.language, key, values);
  return html`<section class="provider-venues" aria-labelledby="venues-title">
    <h2 id="venues-title">${t('profileMedia.venuesTitle')}</h2>
    <ul class="provider-venues__list">
      ${media.venues.map((venue) => {
        const alt = (image: ProfileVenue['images'][number], index: number) =>
          image.caption || t('profileMedia.venueImageAlt', { venue: venue.name, position: index + 1 });
        const [first, ...others] = venue.images;
        return html`<li class="provider-venue">
          ${first && venuePhoto(first, VENUE_WIDTHS.main, alt(first, 0), 'provider-venue__photo')}
          <h3 class="provider-venue__name">${venue.name}</h3>
          <p class="provider-venue__city">${venue.city}</p>
          ${
            others.length > 0 &&
            html`<div class="provider-venue__thumbnails">
              ${others
                .slice(0, VENUE_THUMBNAILS)
                .map((image, index) =>
                  venuePhoto(
                    image,
                    VENUE_WIDTHS.thumbnail,
                    alt(image, index + 1),
                    'provider-venue__thumbnail',
                  ),
                )}
            </div>`
          }
        </li>`;
      })}
    </ul>
  </section>`;
}

/**
 * One video as a light facade: its thumbnail (YouTube's; Vimeo's needs a call to its API, so a plain poster
 * stands for it) and a play button, in a link to the video's own page, which is all a browser without scripts
 * gets. `<pp-video-facade>` (widgets/video-facade/) turns the click into the player, loaded only then.
 */
function videoFacade(video: ProfileVideo, label: string, site: PublicSite): SafeHtml {
  const thumbnail = videoThumbnailUrl(video);
  return html`<pp-video-facade data-player="${videoPlayerUrl(video)}" data-title="${label}">
    <a class="video-facade" href="${videoPageUrl(video)}">
      ${
        thumbnail
          ? html`<img
              class="video-facade__poster"
              src="${thumbnail}"
              width="${YOUTUBE_THUMBNAIL.width}"
              height="${YOUTUBE_THUMBNAIL.height}"
              alt=""
              loading="lazy"
              decoding="async"
            />`
          : html`<span class="video-facade__poster video-facade__poster--plain" aria-hidden="true"
              >${translate(site.language, 'profileMedia.vimeo')}</span
            >`
      }
      <span class="video-facade__play" aria-hidden="true"></span>
      <span class="${VISUALLY_HIDDEN_CLASS}"
        >${translate(site.language, 'profileMedia.playVideo', { title: label })}</span
      >
    </a>
  </pp-video-facade>`;
}

/** The visible videos, each a facade with its title under it. */
export function videosSection({ media, providerName, site }: MediaView): SafeHtml | null {
  if (media.videos.length === 0) return null;
  return html`<section class="provider-videos" aria-labelledby="videos-title">
    <h2 id="videos-title">${translate(site.language, 'profileMedia.videosTitle')}</h2>
    <ul class="provider-videos__list">
      ${media.videos.map((video, index) => {
        const label =
          video.title ||
          translate(site.language, 'profileMedia.untitledVideo', { position: index + 1, name: providerName });
        return html`<li class="provider-video">
          ${videoFacade(video, label, site)}
          ${video.title && html`<p class="provider-video__title">${video.title}</p>`}
        </li>`;
      })}
    </ul>
  </section>`;
}

/** The venues, then the videos: what the profile shows of them, after the gallery. */
export function profileMediaSections(view: MediaView): SafeHtml {
  return html`${venuesSection(view)} ${videosSection(view)}
  ${instagramSection(view.media.instagram, view.providerName, view.site)}`;
}
