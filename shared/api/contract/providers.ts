import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { boundedText } from '@shared/validation';
import { databaseIdSchema } from './primitives';
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
  /** Logged in within the last 90 days. */
  hasLoggedInTheLastDays: v.boolean(),
  langues: v.array(languageSchema),
});
export type ProviderCard = v.InferOutput<typeof providerCardSchema>;

/** Failures the widget reacts to by name; any other `error` is a text to show. */
export const SEND_ERRORS = { noMessage: 'no-message', alreadySent: 'already-sent' } as const;

export const sendToProvider = endpoint({
  name: 'send_to_prestataire',
  method: 'POST',
  path: '/api/send-to-prestataire',
  auth: 'couple',
  summary:
    'Sends the project to a provider. `no-message` when neither the call nor the project has a message; `already-sent` when this project already contacted this provider.',
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

export const getSuggestedProviders = endpoint({
  name: 'get_prestataires',
  method: 'POST',
  path: '/api/get-prestataires',
  auth: 'couple',
  summary:
    'Up to three providers picked for the project: near its location, speaking its languages, favouring premium and recently active ones, never one it already contacted.',
  request: v.object({ project: databaseIdSchema }),
  response: v.variant('success', [
    v.object({ success: v.literal(true), prestataires: v.array(providerCardSchema) }),
    v.object({ success: v.literal(false), error: v.string(), error_slug: v.optional(v.string()) }),
  ]),
});
