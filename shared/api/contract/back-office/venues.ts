import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';
import { databaseIdTextSchema, zipCodeSchema } from '@shared/api/contract/primitives';
import { boundedText, stopAtFirstIssue, VALIDATION_MESSAGES } from '@shared/validation';
import { captionSchema, GALLERY_UPLOAD } from './images';

/**
 * The venues a provider works in (docs/product/back-office.md#venues): each a name, a description, an address
 * whose city is picked in the gazetteer (SPEC §5's back-office city rule), a capacity, a venue type, what it
 * offers (venue services, from the venue prestations) and photos, uploaded through the back-office's one
 * pipeline. A venue is a draft until published; the public profile shows the published ones, each with its
 * name, its city and its photos.
 */

export const VENUE_NAME_MAX_LENGTH = 120;
export const VENUE_DESCRIPTION_MAX_LENGTH = 2000;
export const VENUE_STREET_MAX_LENGTH = 200;
export const VENUE_CAPACITY_MAX = 100_000;
/** How many venues a provider keeps, and how many photos a venue: a profile shows them all. */
export const VENUES_MAX = 30;
export const VENUE_IMAGES_MAX = 20;
/** Venue prestations are a short list: a venue names each at most once. */
const VENUE_SERVICES_MAX = 30;

/** What a venue lacks to be published, in the order the refusal names them. */
export const VENUE_PUBLISH_REQUIREMENTS = ['name', 'city', 'image'] as const;
export type VenuePublishRequirement = (typeof VENUE_PUBLISH_REQUIREMENTS)[number];

const slugOfList = boundedText({ max: 60 });

/** The venue's own fields, as the form edits them: creating and updating take the same. */
export const venueFieldsSchema = v.object({
  /** Empty while a draft has none; a published venue keeps one. */
  name: boundedText({ max: VENUE_NAME_MAX_LENGTH, message: 'backOfficeVenues.nameTooLong' }),
  description: boundedText({
    max: VENUE_DESCRIPTION_MAX_LENGTH,
    multiline: true,
    message: 'backOfficeVenues.descriptionTooLong',
  }),
  street: boundedText({ max: VENUE_STREET_MAX_LENGTH }),
  /**
   * A city of the provider's country's gazetteer, as the back-office city field picks it, with its postal code
   * (empty outside France); both empty for none. A pair the gazetteer lacks is refused on `city`.
   */
  city: boundedText({ max: 120, message: VALIDATION_MESSAGES.cityWithPostalCode }),
  postalCode: zipCodeSchema,
  capacity: v.nullable(
    stopAtFirstIssue(
      v.pipe(
        v.number('backOfficeVenues.capacityInvalid'),
        v.integer('backOfficeVenues.capacityInvalid'),
        v.minValue(1, 'backOfficeVenues.capacityInvalid'),
        v.maxValue(VENUE_CAPACITY_MAX, 'backOfficeVenues.capacityInvalid'),
      ),
    ),
  ),
  /** A venue type's slug (GET /api/venues/venue-types), or null; an unknown one is refused on `venueType`. */
  venueType: v.nullable(slugOfList),
});
export type VenueFields = v.InferInput<typeof venueFieldsSchema>;

export const venueImageSchema = v.object({
  id: v.number(),
  /** Its storage key: the image route serves it (`imageUrl(key, size)`). */
  key: v.string(),
  caption: v.string(),
  width: v.number(),
  height: v.number(),
});
export type VenueImage = v.InferOutput<typeof venueImageSchema>;

export const venueSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  street: v.string(),
  /** The gazetteer's city, null until one is picked. */
  city: v.nullable(v.string()),
  postalCode: v.nullable(v.string()),
  capacity: v.nullable(v.number()),
  venueType: v.nullable(v.string()),
  /** The slugs of the venue prestations it offers, in the list's order. */
  services: v.array(v.string()),
  published: v.boolean(),
  /** In the venue's order: the first is the one the profile shows first. */
  images: v.array(venueImageSchema),
});
export type Venue = v.InferOutput<typeof venueSchema>;

const venuesAnswer = v.object({ venues: v.array(venueSchema) });
export type Venues = v.InferOutput<typeof venuesAnswer>;

const venueParams = v.object({ id: databaseIdTextSchema });
const venueImageParams = v.object({ id: databaseIdTextSchema, imageId: databaseIdTextSchema });

/** A reference list's entry, named in the caller's language. */
const namedEntry = v.object({ slug: v.string(), name: v.string() });

const EXAMPLE_FIELDS = {
  name: 'Château de la Roseraie',
  description: 'Un parc de six hectares au bord de la Saône.',
  street: '12 chemin des Roses',
  city: 'Lyon',
  postalCode: '69001',
  capacity: 180,
  venueType: 'castle',
} satisfies VenueFields;

export const venues = endpoint({
  name: 'venues',
  method: 'GET',
  path: '/api/venues',
  auth: 'provider',
  host: 'backOffice',
  summary: 'The provider’s venues, the oldest first, each with its photos and services, published or not.',
  request: v.object({}),
  response: venuesAnswer,
});

export const createVenue = endpoint({
  name: 'venue_create',
  method: 'POST',
  path: '/api/venues/create',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Creates a venue, unpublished. Every field may wait (a name, a city) but the city, when given, is a city of the provider’s country’s gazetteer with its postal code, as the city autocomplete picks it (refused on `city` otherwise). A provider keeps at most 30 venues (409).',
  request: venueFieldsSchema,
  response: venueSchema,
  errors: [409],
  example: { input: EXAMPLE_FIELDS },
});

export const venue = endpoint({
  name: 'venue',
  method: 'GET',
  path: '/api/venues/:id',
  auth: 'provider',
  host: 'backOffice',
  summary: 'One of the provider’s venues. Another provider’s answers 404.',
  request: v.object({}),
  params: venueParams,
  response: venueSchema,
});

export const updateVenue = endpoint({
  name: 'venue_update',
  method: 'POST',
  path: '/api/venues/:id',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Replaces a venue’s fields, with the creation’s rules. A published venue keeps its name and its city (409 naming what it would lose). Another provider’s venue answers 404.',
  request: venueFieldsSchema,
  params: venueParams,
  response: venueSchema,
  errors: [409],
});

export const deleteVenue = endpoint({
  name: 'venue_delete',
  method: 'DELETE',
  path: '/api/venues/:id',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Deletes a venue with its photos (their files too): the profile stops showing it at once. Another provider’s answers 404.',
  request: v.object({}),
  params: venueParams,
  response: venuesAnswer,
});

export const publishVenue = endpoint({
  name: 'venue_publish',
  method: 'PUT',
  path: '/api/venues/:id/publish',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Publishes a venue on the public profile (`published: true`) or takes it off (`false`). Publishing is refused (409, the message naming what is missing) while the venue lacks a name, a city or a photo.',
  request: v.object({ published: v.boolean() }),
  params: venueParams,
  response: venueSchema,
  errors: [409],
});

export const uploadVenueImages = endpoint({
  name: 'venue_images_upload',
  method: 'POST',
  path: '/api/venues/:id/images',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Adds photos to a venue, after the others, through the gallery’s pipeline and limits: `multipart/form-data`, up to 10 files under `files`, each a JPEG, PNG, WebP or AVIF image of at most 25 MB and 50 megapixels, turned upright, stripped of its metadata and re-encoded. A venue holds at most 20 photos (409). A refused file names its limit, and then none of the request’s files is kept.',
  request: v.object({}),
  params: venueParams,
  upload: GALLERY_UPLOAD,
  response: venueSchema,
  errors: [409, 413, 415, 422, 429, 503],
});

export const updateVenueImage = endpoint({
  name: 'venue_image_update',
  method: 'PUT',
  path: '/api/venues/:id/images/:imageId',
  auth: 'provider',
  host: 'backOffice',
  summary: 'Changes a venue photo’s caption (empty for none). Another provider’s photo answers 404.',
  request: v.object({ caption: captionSchema }),
  params: venueImageParams,
  response: venueSchema,
});

export const deleteVenueImage = endpoint({
  name: 'venue_image_delete',
  method: 'DELETE',
  path: '/api/venues/:id/images/:imageId',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Removes a venue’s photo and its file. A published venue keeps one photo at least (409). Another provider’s photo answers 404.',
  request: v.object({}),
  params: venueImageParams,
  response: venueSchema,
  errors: [409],
});

export const venueTypes = endpoint({
  name: 'venue_types',
  method: 'GET',
  path: '/api/venues/venue-types',
  auth: 'provider',
  host: 'backOffice',
  summary: 'Every venue type (château, estate…), named in the caller’s language.',
  request: v.object({}),
  response: v.object({ types: v.array(namedEntry) }),
});

export const venuePrestations = endpoint({
  name: 'venue_prestations',
  method: 'GET',
  path: '/api/venues/venue-prestations',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Every venue prestation (accommodation, catering…) a venue may offer, named in the caller’s language.',
  request: v.object({}),
  response: v.object({ prestations: v.array(namedEntry) }),
});

export const updateVenueServices = endpoint({
  name: 'venue_services_update',
  method: 'POST',
  path: '/api/venues/:id/venue-services/update',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Replaces what a venue offers: venue prestations by slug (an unknown one is refused on its place in `services`). Another provider’s venue answers 404.',
  request: v.object({
    services: v.pipe(
      v.array(slugOfList, VALIDATION_MESSAGES.value),
      v.maxLength(VENUE_SERVICES_MAX, VALIDATION_MESSAGES.value),
    ),
  }),
  params: venueParams,
  response: venueSchema,
});
