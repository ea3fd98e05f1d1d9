import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';
import { databaseIdTextSchema } from '@shared/api/contract/primitives';
import { boundedText, stopAtFirstIssue } from '@shared/validation';
import { parseVideoUrl, VIDEO_URL_MAX_LENGTH } from '@shared/validation/video-url';

/**
 * The videos a provider shows on its public profile (docs/product/back-office.md#videos): a YouTube or Vimeo
 * address, read into its platform and id (shared/validation/video-url.ts), anything else refused on `url`.
 * The profile shows each visible one as a thumbnail and a play button, and loads the player only on a click.
 */

export const VIDEO_TITLE_MAX_LENGTH = 120;
/** How many videos a provider keeps: the profile shows every visible one. */
export const VIDEOS_MAX = 30;

const URL_INVALID = 'backOfficeVideos.urlInvalid';

export const videoUrlSchema = stopAtFirstIssue(
  v.pipe(
    boundedText({ max: VIDEO_URL_MAX_LENGTH, message: URL_INVALID }),
    v.check((url) => parseVideoUrl(url) !== null, URL_INVALID),
  ),
);

export const videoSchema = v.object({
  id: v.number(),
  platform: v.picklist(['youtube', 'vimeo']),
  /** The platform's id of the video: the profile builds its thumbnail, link and player from it. */
  videoId: v.string(),
  title: v.string(),
  visible: v.boolean(),
});
export type Video = v.InferOutput<typeof videoSchema>;

const videosAnswer = v.object({ videos: v.array(videoSchema) });
export type Videos = v.InferOutput<typeof videosAnswer>;

const videoParams = v.object({ id: databaseIdTextSchema });

export const videos = endpoint({
  name: 'videos',
  method: 'GET',
  path: '/api/videos',
  auth: 'provider',
  host: 'backOffice',
  summary: 'The provider’s videos, in the order they were added, shown on the profile or hidden.',
  request: v.object({}),
  response: videosAnswer,
});

export const addVideo = endpoint({
  name: 'video_new',
  method: 'POST',
  path: '/api/videos/new',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Adds a video, shown on the profile: the address of a YouTube video (`youtube.com/watch?v=`, `youtu.be/`, `youtube.com/shorts/`, `youtube.com/embed/`) or a Vimeo one (`vimeo.com/<number>`, `player.vimeo.com/video/<number>`), anything else refused on `url`, and an optional title (120 characters). A video already added, or a 31st, is refused (409).',
  request: v.object({
    url: videoUrlSchema,
    title: boundedText({ max: VIDEO_TITLE_MAX_LENGTH, message: 'backOfficeVideos.titleTooLong' }),
  }),
  response: videosAnswer,
  errors: [409],
  example: {
    input: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Notre mariage au château' },
  },
});

export const video = endpoint({
  name: 'video',
  method: 'GET',
  path: '/api/videos/:id',
  auth: 'provider',
  host: 'backOffice',
  summary: 'One of the provider’s videos. Another provider’s answers 404.',
  request: v.object({}),
  params: videoParams,
  response: videoSchema,
});

export const deleteVideo = endpoint({
  name: 'video_delete',
  method: 'DELETE',
  path: '/api/videos/:id',
  auth: 'provider',
  host: 'backOffice',
  summary: 'Removes a video from the provider’s list and its profile. Another provider’s answers 404.',
  request: v.object({}),
  params: videoParams,
  response: videosAnswer,
});

export const toggleVideoVisibility = endpoint({
  name: 'video_toggle_visibility',
  method: 'PATCH',
  path: '/api/videos/:id/toggle-visibility',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Shows a hidden video on the public profile, or hides a shown one (it stays in the back-office). Another provider’s answers 404.',
  request: v.object({}),
  params: videoParams,
  response: videosAnswer,
});
