import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { boundedText } from '@shared/validation';
import { LANGUAGES } from '@shared/i18n/languages';
import { siteCountrySchema } from '@shared/validation';
import { databaseIdSchema, databaseIdTextSchema, latitudeSchema, longitudeSchema } from './primitives';
import { MESSAGE_BODY_BYTES, MESSAGE_MAX_LENGTH } from './projects';
import { languageSchema } from './reference';

/** A provider as a card shows it (docs/product/provider-card.md#what-a-card-shows). */
export const providerCardSchema = v.object({
  id: v.number(),
  name: v.string(),
  city: v.nullable(v.string()),
  /** The postal code's first two characters only (docs/product/provider-card.md#postal-code). */
  cp: v.nullable(v.string()),
  /** Sanitised at write time; safe to render as HTML. */
  portrait: v.string(),
  profileUrl: v.string(),
  /** A URL of the image route, or null when the provider has no image. */
  profileImage: v.nullable(v.string()),
  isPremium: v.boolean(),
  /** Logged in within the one-contact period. */
  hasLoggedInTheLastDays: v.boolean(),
  langues: v.array(languageSchema),
  /**
   * Present when the provider earns the "responds quickly" mark (docs/product/back-office.md#response-signal):
   * it answers most of its requests, and soon.
   */
  respondsQuickly: v.optional(v.literal(true)),
});
export type ProviderCard = v.InferOutput<typeof providerCardSchema>;

/** Failures the widget reacts to by name; any other `error` is a text to show. */
export const SEND_ERRORS = { noMessage: 'no-message', alreadySent: 'already-sent' } as const;

export const sendToProvider = endpoint({
  name: 'send_to_prestataire',
  method: 'POST',
  path: '/api/send-to-prestataire',
  auth: 'couple',
  errors: [404, 409],
  summary:
    'Sends the project to a provider. `no-message` when neither the call nor the project has a message; `already-sent` (nothing written) when this project already contacted this provider, or another project of the couple did within the one-contact period.',
  request: v.object({
    project: databaseIdSchema,
    prestataire: databaseIdSchema,
    message: v.optional(v.nullable(boundedText({ max: MESSAGE_MAX_LENGTH, multiline: true }))),
  }),
  maxBodyBytes: MESSAGE_BODY_BYTES,
  response: v.variant('success', [
    v.object({ success: v.literal(true), eventRequest: v.object({ id: v.string() }) }),
    v.object({ success: v.literal(false), error: v.string() }),
  ]),
});

export const SUGGESTION_ERRORS = { cityNotFound: 'city-not-found' } as const;

/** Suggested providers, or why there are none (`city-not-found`: the project's place is unknown). */
const suggestionsSchema = v.variant('success', [
  v.object({ success: v.literal(true), prestataires: v.array(providerCardSchema) }),
  v.object({ success: v.literal(false), error: v.string(), error_slug: v.optional(v.string()) }),
]);

export const getSuggestedProviders = endpoint({
  name: 'get_prestataires',
  method: 'POST',
  path: '/api/get-prestataires',
  auth: 'couple',
  errors: [404],
  summary:
    'Up to three providers picked for the project: near its location, speaking its languages, favouring premium and recently active ones, never one a send would answer `already-sent` (contacted by the project, or by another project of the couple within the one-contact period).',
  request: v.object({ project: databaseIdSchema }),
  response: suggestionsSchema,
});

/**
 * The most providers a "more suggestions" call may leave out: every card the wizard has shown, three at a
 * time, far beyond what a couple browses.
 */
export const MAX_EXCLUDED_SUGGESTIONS = 200;

export const getMoreSuggestedProviders = endpoint({
  name: 'get_more_prestataires',
  method: 'POST',
  path: '/api/get-more-prestataires',
  auth: 'couple',
  errors: [404],
  summary:
    'The next three providers for the project, ranked as get-prestataires ranks them, leaving out those in `exclude` (the cards already shown) and those a send would answer `already-sent`.',
  request: v.object({
    project: databaseIdSchema,
    exclude: v.optional(v.pipe(v.array(databaseIdSchema), v.maxLength(MAX_EXCLUDED_SUGGESTIONS))),
  }),
  response: suggestionsSchema,
});

/**
 * The project wizard's suggestions, before any project exists (a visitor has no account yet): the answers that
 * rank (the event's coordinates and country, the languages), ranked exactly as get-prestataires ranks a saved
 * project's, leaving out `exclude` (the cards already shown, the planner the couple came from) and, when a
 * couple asks, the providers it cannot reach again yet.
 */
export const suggestPlannersForAnswers = endpoint({
  name: 'suggest_prestataires',
  method: 'POST',
  path: '/api/suggest-prestataires',
  auth: 'optional',
  summary:
    'Up to three providers for the wizard’s answers so far (no saved project needed): near the event’s coordinates, speaking one of `languages` when some are given, ranked as get-prestataires ranks, never one in `exclude` nor, for a signed-in couple, one it reached within the one-contact period.',
  request: v.object({
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    country: v.optional(v.nullable(siteCountrySchema)),
    languages: v.optional(v.pipe(v.array(v.picklist(LANGUAGES)), v.maxLength(LANGUAGES.length))),
    exclude: v.optional(v.pipe(v.array(databaseIdSchema), v.maxLength(MAX_EXCLUDED_SUGGESTIONS))),
  }),
  response: v.object({ success: v.literal(true), prestataires: v.array(providerCardSchema) }),
});

export const getPlanner = endpoint({
  name: 'get_planner',
  method: 'GET',
  path: '/api/get-planner/:id',
  auth: 'none',
  summary:
    'One published provider as a card (the fields of get-prestataires), for a wizard opened from its page; 404 when unknown or unpublished.',
  request: v.object({}),
  params: v.object({ id: databaseIdTextSchema }),
  response: v.object({ success: v.literal(true), prestataire: providerCardSchema }),
});

/**
 * The most providers one choose-prestataires call may contact: a couple picks a handful per project
 * (docs/product/projects-and-requests.md#choosing-providers).
 */
export const MAX_CHOSEN_PER_CALL = 10;

export const chooseProviders = endpoint({
  name: 'choose_prestataires',
  method: 'POST',
  path: '/api/choose-prestataires',
  auth: 'couple',
  errors: [404, 409],
  summary:
    'Sends the project to each chosen provider not reached yet, all in one transaction (`sent`); those this project already contacted, or another project of the couple within the one-contact period, are listed in `alreadySent`. A provider listed twice counts once. An unknown or unpublished provider is a 400 and nothing is sent; `no-message` (nothing sent) when a provider is left to contact and neither the call nor the project has a message; 429 past the daily cap, nothing sent.',
  request: v.object({
    project: databaseIdSchema,
    prestataires: v.pipe(v.array(databaseIdSchema), v.minLength(1), v.maxLength(MAX_CHOSEN_PER_CALL)),
    message: v.optional(v.nullable(boundedText({ max: MESSAGE_MAX_LENGTH, multiline: true }))),
  }),
  maxBodyBytes: MESSAGE_BODY_BYTES,
  response: v.variant('success', [
    v.object({
      success: v.literal(true),
      sent: v.array(v.number()),
      alreadySent: v.array(v.number()),
    }),
    v.object({
      success: v.literal(false),
      error: v.string(),
      sent: v.array(v.number()),
      alreadySent: v.array(v.number()),
    }),
  ]),
});
