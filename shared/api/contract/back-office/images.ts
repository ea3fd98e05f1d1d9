import * as v from 'valibot';
import { endpoint, type UploadRule } from '@shared/api/endpoint';
import { boundedText } from '@shared/validation';
import { databaseIdTextSchema } from '../primitives';

/**
 * The provider's photos (docs/product/back-office.md#photos): its gallery and its profile photo, uploaded through
 * one pipeline (server/back-office/images/): each file's type read from its bytes, its size bounded while it
 * streams and its pixels from its header before it is decoded, turned upright, its metadata (GPS above all)
 * removed, re-encoded and stored under a new key.
 */

/** The image types accepted, as their bytes say (file-type), and how the page names them. */
export const UPLOAD_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
/** The longest caption, as migration 025 bounds it. */
export const CAPTION_MAX_LENGTH = 200;
/** How many photos a gallery holds at most. */
export const GALLERY_MAX_PHOTOS = 60;

/**
 * The limits of every upload: a phone's photo (12 to 50 megapixels, a few MB) passes; a 60 MB file is refused
 * while it streams, a 30 000 × 30 000 image from its header, before a byte of it is decoded.
 */
export const UPLOAD_LIMITS = {
  maxFileBytes: 25 * 1024 * 1024,
  maxPixels: 50_000_000,
  mediaTypes: UPLOAD_MEDIA_TYPES,
} as const;

export const GALLERY_UPLOAD = {
  field: 'files',
  maxFiles: 10,
  ...UPLOAD_LIMITS,
} as const satisfies UploadRule;
export const PROFILE_UPLOAD = { field: 'file', maxFiles: 1, ...UPLOAD_LIMITS } as const satisfies UploadRule;

export const captionSchema = boundedText({
  max: CAPTION_MAX_LENGTH,
  message: 'backOfficePhotos.captionTooLong',
});

export const providerImageSchema = v.object({
  id: v.number(),
  /** Its storage key: the image route serves it (`imageUrl(key, size)`). */
  key: v.string(),
  caption: v.string(),
  visible: v.boolean(),
  position: v.number(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
});
export type ProviderImage = v.InferOutput<typeof providerImageSchema>;

/** Every answer of the area: the whole gallery in its order, and the profile photo's key. */
const galleryAnswer = v.object({
  images: v.array(providerImageSchema),
  profileImage: v.nullable(v.string()),
});
export type Gallery = v.InferOutput<typeof galleryAnswer>;

const imageParams = v.object({ id: databaseIdTextSchema });

export const images = endpoint({
  name: 'images',
  method: 'GET',
  path: '/api/images',
  auth: 'provider',
  host: 'backOffice',
  summary: 'The provider’s gallery, in the order its profile shows it, and its profile photo.',
  request: v.object({}),
  response: galleryAnswer,
});

export const uploadImages = endpoint({
  name: 'upload_image',
  method: 'POST',
  path: '/api/images/upload-image',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Adds photos to the gallery, after the others: `multipart/form-data`, up to 10 files under `files`, each a JPEG, PNG, WebP or AVIF image (read from its bytes) of at most 25 MB and 50 megapixels. Each is turned upright, stripped of its metadata (GPS included) and re-encoded. A refused file (413 too large, 415 not an image, 422 too many pixels or unreadable) names its limit, and then none of the request’s files is kept.',
  request: v.object({}),
  upload: GALLERY_UPLOAD,
  response: galleryAnswer,
  errors: [409, 413, 415, 422, 429, 503],
});

export const deleteImage = endpoint({
  name: 'delete_image',
  method: 'DELETE',
  path: '/api/images/delete-image/:id',
  auth: 'provider',
  host: 'backOffice',
  summary: 'Removes a photo from the gallery (and its file). Another provider’s photo answers 404.',
  request: v.object({}),
  params: imageParams,
  response: galleryAnswer,
});

export const uploadProfileImage = endpoint({
  name: 'upload_profile_image',
  method: 'POST',
  path: '/api/images/upload-profile-image',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Replaces the profile photo: `multipart/form-data`, one file under `file`, with the gallery’s limits and processing.',
  request: v.object({}),
  upload: PROFILE_UPLOAD,
  response: galleryAnswer,
  errors: [413, 415, 422, 429, 503],
});

export const deleteProfileImage = endpoint({
  name: 'delete_profile_image',
  method: 'DELETE',
  path: '/api/images/delete-profile-image',
  auth: 'provider',
  host: 'backOffice',
  summary: 'Removes the profile photo: the profile then shows its initials.',
  request: v.object({}),
  response: galleryAnswer,
});

export const toggleImageVisibility = endpoint({
  name: 'toggle_image_visibility',
  method: 'PATCH',
  path: '/api/images/toggle-image-visibility/:id',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Shows a hidden photo on the public profile, or hides a shown one (it stays in the back-office). Another provider’s photo answers 404.',
  request: v.object({}),
  params: imageParams,
  response: galleryAnswer,
});

export const updateImage = endpoint({
  name: 'update_image',
  method: 'PATCH',
  path: '/api/images/update-image/:id',
  auth: 'provider',
  host: 'backOffice',
  summary: 'Changes a photo’s caption (empty for none). Another provider’s photo answers 404.',
  request: v.object({ caption: captionSchema }),
  params: imageParams,
  response: galleryAnswer,
});
