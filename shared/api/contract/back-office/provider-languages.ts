import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';
import { stopAtFirstIssue, VALIDATION_MESSAGES } from '@shared/validation';
import { languageSchema } from '../reference';

/**
 * The languages a provider speaks (docs/product/back-office.md#languages-and-services), which its cards and
 * its profile show with their flags: chosen from the languages' catalogue, the same every host's
 * `GET /api/langues` lists. On the back-office's host that address answers the catalogue with the provider's
 * choice beside it, so that its page reads both at once.
 */

/** More than the catalogue holds, so that the bound never refuses a real choice. */
export const SPOKEN_LANGUAGES_MAX = 32;

const LANGUAGE_UNKNOWN = 'backOfficeProfile.languages.unknown';

export const spokenLanguagesSchema = v.pipe(
  v.array(
    stopAtFirstIssue(
      v.pipe(
        v.string(LANGUAGE_UNKNOWN),
        v.maxLength(3, LANGUAGE_UNKNOWN),
        v.regex(/^[a-z]{2,3}$/, LANGUAGE_UNKNOWN),
      ),
    ),
  ),
  v.maxLength(SPOKEN_LANGUAGES_MAX, VALIDATION_MESSAGES.value),
);

const languagesAnswer = v.object({
  /** The catalogue, in the caller's language and its alphabetical order (as `GET /api/langues` elsewhere). */
  langues: v.array(languageSchema),
  /** The ISO codes of the languages the provider speaks, in the catalogue's order. */
  spoken: v.array(v.string()),
});

export const providerLanguages = endpoint({
  name: 'langues_provider',
  method: 'GET',
  path: '/api/langues',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'The languages’ catalogue (ISO code and label, in the caller’s language), and the ISO codes of those the provider speaks.',
  request: v.object({}),
  response: languagesAnswer,
});

export const saveProviderLanguages = endpoint({
  name: 'langues_provider_save',
  method: 'POST',
  path: '/api/langues',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Replaces the languages the provider speaks, each an ISO code of the catalogue (an unknown one names its field, `spoken.1`). Its cards and its profile show them at once.',
  request: v.object({ spoken: spokenLanguagesSchema }),
  response: languagesAnswer,
  example: { input: { spoken: ['fr', 'en'] } },
});
