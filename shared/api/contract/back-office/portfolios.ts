import * as v from 'valibot';
import { endpoint, type UploadRule } from '@shared/api/endpoint';
import { boundedText, VALIDATION_MESSAGES } from '@shared/validation';
import { databaseIdSchema, databaseIdTextSchema } from '../primitives';
import { serviceTypeSchema } from '../reference';
import { UPLOAD_LIMITS } from './images';
import { offeredServicesSchema } from './provider-services';

/**
 * The provider's portfolios, its real weddings (docs/product/back-office.md#portfolios): a title, a few words,
 * photos in the provider's order with one key photo (the cover), the services it gave, and whether its public
 * profile shows it. Photos go through the back-office's one upload pipeline, with the gallery's limits.
 */

export const PORTFOLIO_TITLE_MAX_LENGTH = 120;
export const PORTFOLIO_DESCRIPTION_MAX_LENGTH = 2000;
export const PORTFOLIO_CAPTION_MAX_LENGTH = 200;
/** How many portfolios a provider keeps: far more than a profile shows well, bounded like everything. */
export const PORTFOLIOS_MAX = 50;
/** How many photos a portfolio holds at most. */
export const PORTFOLIO_MAX_PHOTOS = 40;

export const PORTFOLIO_UPLOAD = {
  field: 'files',
  maxFiles: 10,
  ...UPLOAD_LIMITS,
} as const satisfies UploadRule;

/** What publishing needs that a draft may lack, in the order the refusal names them. */
export const PUBLISH_REQUIREMENTS = ['title', 'images', 'keyImage'] as const;
export type PublishRequirement = (typeof PUBLISH_REQUIREMENTS)[number];

export const portfolioTitleSchema = boundedText({
  max: PORTFOLIO_TITLE_MAX_LENGTH,
  message: 'backOfficePortfolios.titleTooLong',
});
export const portfolioDescriptionSchema = boundedText({
  max: PORTFOLIO_DESCRIPTION_MAX_LENGTH,
  multiline: true,
  message: 'backOfficePortfolios.descriptionTooLong',
});
export const portfolioCaptionSchema = boundedText({
  max: PORTFOLIO_CAPTION_MAX_LENGTH,
  message: 'backOfficePortfolios.captionTooLong',
});

export const portfolioImageSchema = v.object({
  id: v.number(),
  /** Its storage key: the image route serves it (`imageUrl(key, size)`). */
  key: v.string(),
  caption: v.string(),
  width: v.number(),
  height: v.number(),
});
export type PortfolioImage = v.InferOutput<typeof portfolioImageSchema>;

const portfolioSchema = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  published: v.boolean(),
  /** Its photos, in the order the public pages show them. */
  images: v.array(portfolioImageSchema),
  keyImageId: v.nullable(v.number()),
  /** The slugs of the service types it names, in the catalogue's order. */
  services: v.array(v.string()),
  /** What publishing still needs (empty when it can be published). */
  missing: v.array(v.picklist(PUBLISH_REQUIREMENTS)),
  /** Its public address, once it has been published (kept after). */
  url: v.nullable(v.string()),
  updatedAt: v.string(),
});
export type Portfolio = v.InferOutput<typeof portfolioSchema>;

const portfolioSummarySchema = v.object({
  id: v.number(),
  title: v.string(),
  published: v.boolean(),
  imageCount: v.number(),
  /** The key photo, for the list's thumbnail. */
  cover: v.nullable(v.object({ key: v.string(), width: v.number(), height: v.number() })),
  updatedAt: v.string(),
});
export type PortfolioSummary = v.InferOutput<typeof portfolioSummarySchema>;

const portfolioParams = v.object({ id: databaseIdTextSchema });
const portfolioImageParams = v.object({ id: databaseIdTextSchema, imageId: databaseIdTextSchema });

const portfolioFields = v.object({
  title: portfolioTitleSchema,
  description: v.optional(portfolioDescriptionSchema, ''),
});

const servicesAnswer = v.object({
  /** The service types' catalogue, named in the caller's language, in its order. */
  prestations: v.array(serviceTypeSchema),
  /** The slugs of the services the portfolio names, in the catalogue's order. */
  offered: v.array(v.string()),
});

const BACK_OFFICE = { auth: 'provider', host: 'backOffice' } as const;

export const portfolios = endpoint({
  ...BACK_OFFICE,
  name: 'portfolios',
  method: 'GET',
  path: '/api/portfolios',
  summary: 'The provider’s portfolios, newest first, each with its key photo and whether it is published.',
  request: v.object({}),
  response: v.object({ portfolios: v.array(portfolioSummarySchema) }),
});

export const createPortfolio = endpoint({
  ...BACK_OFFICE,
  name: 'portfolio_create',
  method: 'POST',
  path: '/api/portfolios',
  summary: `Starts a portfolio, unpublished (its title may be left empty until it is published). At most ${PORTFOLIOS_MAX} per provider (409 past it).`,
  request: portfolioFields,
  response: portfolioSchema,
  errors: [409],
  example: { input: { title: 'Camille et Louis au château', description: 'Un mariage champêtre en juin.' } },
});

export const portfolio = endpoint({
  ...BACK_OFFICE,
  name: 'portfolio',
  method: 'GET',
  path: '/api/portfolios/:id',
  summary: 'One portfolio, its photos in order. Another provider’s answers 404.',
  request: v.object({}),
  params: portfolioParams,
  response: portfolioSchema,
});

export const updatePortfolio = endpoint({
  ...BACK_OFFICE,
  name: 'portfolio_update',
  method: 'PUT',
  path: '/api/portfolios/:id',
  summary:
    'Changes a portfolio’s title and description. A published one keeps its address; its title cannot be emptied (409).',
  request: portfolioFields,
  params: portfolioParams,
  response: portfolioSchema,
  errors: [409],
});

export const deletePortfolio = endpoint({
  ...BACK_OFFICE,
  name: 'portfolio_delete',
  method: 'DELETE',
  path: '/api/portfolios/:id',
  summary: 'Deletes a portfolio, its photos (their files too) and its services.',
  request: v.object({}),
  params: portfolioParams,
  response: v.object({ deleted: v.literal(true) }),
});

export const publishPortfolio = endpoint({
  ...BACK_OFFICE,
  name: 'portfolio_publish',
  method: 'POST',
  path: '/api/portfolios/:id/publish',
  summary:
    'Shows the portfolio on the public profile, at an address made from its title the first time. Refused (409, the message naming what is missing) without a title, photos or a key photo.',
  request: v.object({}),
  params: portfolioParams,
  response: portfolioSchema,
  errors: [409],
});

export const unpublishPortfolio = endpoint({
  ...BACK_OFFICE,
  name: 'portfolio_unpublish',
  method: 'POST',
  path: '/api/portfolios/:id/unpublish',
  summary:
    'Takes the portfolio off the public profile (its address answers 404 until it is published again).',
  request: v.object({}),
  params: portfolioParams,
  response: portfolioSchema,
});

export const uploadPortfolioImages = endpoint({
  ...BACK_OFFICE,
  name: 'portfolio_images_upload',
  method: 'POST',
  path: '/api/portfolios/:id/images',
  summary: `Adds photos after the portfolio’s others, through the gallery’s pipeline: \`multipart/form-data\`, up to 10 files under \`files\`, each a JPEG, PNG, WebP or AVIF image of at most 25 MB and 50 megapixels, turned upright, stripped of its metadata and re-encoded. At most ${PORTFOLIO_MAX_PHOTOS} photos (409).`,
  request: v.object({}),
  params: portfolioParams,
  upload: PORTFOLIO_UPLOAD,
  response: portfolioSchema,
  errors: [409, 413, 415, 422, 429, 503],
});

export const deletePortfolioImage = endpoint({
  ...BACK_OFFICE,
  name: 'portfolio_image_delete',
  method: 'DELETE',
  path: '/api/portfolios/:id/images/:imageId',
  summary:
    'Removes a photo (and its file). The key photo of a published portfolio is refused (409): choose another first.',
  request: v.object({}),
  params: portfolioImageParams,
  response: portfolioSchema,
  errors: [409],
});

export const reorderPortfolioImages = endpoint({
  ...BACK_OFFICE,
  name: 'portfolio_images_reorder',
  method: 'POST',
  path: '/api/portfolios/:id/images/reorder',
  summary:
    'Puts the photos in the order given: every photo’s id, each once. An order that does not name exactly the portfolio’s photos (a page out of date) is refused (409) and nothing moves.',
  request: v.object({
    order: v.pipe(v.array(databaseIdSchema), v.maxLength(PORTFOLIO_MAX_PHOTOS, VALIDATION_MESSAGES.value)),
  }),
  params: portfolioParams,
  response: portfolioSchema,
  errors: [409],
});

export const setPortfolioImageCaption = endpoint({
  ...BACK_OFFICE,
  name: 'portfolio_image_caption',
  method: 'PUT',
  path: '/api/portfolios/:id/images/:imageId/caption',
  summary:
    'Changes a photo’s caption (empty for none), which is also its alternative text on the public pages.',
  request: v.object({ caption: portfolioCaptionSchema }),
  params: portfolioImageParams,
  response: portfolioSchema,
});

export const setPortfolioKeyImage = endpoint({
  ...BACK_OFFICE,
  name: 'portfolio_image_key',
  method: 'PUT',
  path: '/api/portfolios/:id/images/:imageId/key',
  summary: 'Makes a photo the portfolio’s key photo: its cover, shown first.',
  request: v.object({}),
  params: portfolioImageParams,
  response: portfolioSchema,
});

export const portfolioServices = endpoint({
  ...BACK_OFFICE,
  name: 'portfolio_prestations',
  method: 'GET',
  path: '/api/portfolios/:id/prestations',
  summary:
    'The service types’ catalogue (named in the caller’s language) and the slugs of those the portfolio names.',
  request: v.object({}),
  params: portfolioParams,
  response: servicesAnswer,
});

export const savePortfolioServices = endpoint({
  ...BACK_OFFICE,
  name: 'portfolio_prestations_save',
  method: 'PUT',
  path: '/api/portfolios/:id/prestations',
  summary:
    'Replaces the services the portfolio names, each a service type’s slug (an unknown one names its field, `offered.1`).',
  request: v.object({ offered: offeredServicesSchema }),
  params: portfolioParams,
  response: servicesAnswer,
});

export const portfolioUrl = endpoint({
  ...BACK_OFFICE,
  name: 'portfolio_url',
  method: 'GET',
  path: '/api/portfolios/:id/url',
  summary:
    'The portfolio’s public address (on the provider’s country site, under its profile), null until it is first published, and whether it is shown now.',
  request: v.object({}),
  params: portfolioParams,
  response: v.object({ url: v.nullable(v.string()), published: v.boolean() }),
});
