import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';
import { boundedText, stopAtFirstIssue, VALIDATION_MESSAGES } from '@shared/validation';

/**
 * The provider's portrait and experiences (docs/product/back-office.md#portrait-and-experiences): the portrait
 * is the HTML the back-office's `<pp-rich-text>` writes, which the server sanitises before storing it (so the
 * contract only bounds it), and the experiences a short list under it on the public profile.
 */

/** The longest portrait taken, in characters of HTML before sanitising: some four pages of text. */
export const PORTRAIT_MAX_LENGTH = 20_000;
/** Experiences a profile lists at most. */
export const EXPERIENCES_MAX = 20;
export const EXPERIENCE_TITLE_MAX_LENGTH = 120;
export const EXPERIENCE_DESCRIPTION_MAX_LENGTH = 600;
/** The years an experience may be of: the table's bounds (migration 024). */
export const EXPERIENCE_YEARS = { min: 1950, max: 2100 } as const;

const TITLE_INVALID = 'backOfficeProfile.portrait.experienceTitleInvalid';
const YEAR_INVALID = 'backOfficeProfile.portrait.experienceYearInvalid';

/**
 * One experience: a title, the year (four digits, as the form's field holds it), and a few words. The
 * answer gives the year back as text too, so that what is read is what the form edits.
 */
export const experienceSchema = v.object({
  title: stopAtFirstIssue(
    v.pipe(
      boundedText({ max: EXPERIENCE_TITLE_MAX_LENGTH, message: TITLE_INVALID }),
      v.minLength(1, TITLE_INVALID),
    ),
  ),
  year: stopAtFirstIssue(
    v.pipe(
      v.string(YEAR_INVALID),
      v.maxLength(10, YEAR_INVALID),
      v.trim(),
      v.regex(/^\d{4}$/, YEAR_INVALID),
      v.check((year) => {
        const value = Number(year);
        return value >= EXPERIENCE_YEARS.min && value <= EXPERIENCE_YEARS.max;
      }, YEAR_INVALID),
    ),
  ),
  description: v.optional(boundedText({ max: EXPERIENCE_DESCRIPTION_MAX_LENGTH, multiline: true }), ''),
});

export const portraitSchema = stopAtFirstIssue(
  v.pipe(
    v.string(VALIDATION_MESSAGES.value),
    v.maxLength(PORTRAIT_MAX_LENGTH, 'backOfficeProfile.portrait.portraitTooLong'),
  ),
);

const portraitExperiencesAnswer = v.object({
  /** The portrait as stored: sanitised HTML, '' when there is none. */
  portrait: v.string(),
  experiences: v.array(v.object({ title: v.string(), year: v.string(), description: v.string() })),
});

export const portraitExperiences = endpoint({
  name: 'portrait_experiences',
  method: 'GET',
  path: '/api/portrait-experiences',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'The provider’s portrait (sanitised HTML) and its experiences, in the order the profile shows them.',
  request: v.object({}),
  response: portraitExperiencesAnswer,
});

export const savePortraitExperiences = endpoint({
  name: 'portrait_experiences_save',
  method: 'POST',
  path: '/api/portrait-experiences',
  auth: 'provider',
  host: 'backOffice',
  summary: `Replaces the provider’s portrait and experiences. The portrait (at most ${PORTRAIT_MAX_LENGTH} characters of HTML) is sanitised before it is stored: scripts, event handlers, styles and links other than https, mailto and tel are removed, and the cards’ excerpt is written from it. At most ${EXPERIENCES_MAX} experiences, each a title, a year and a description (a refused row names its field, \`experiences.1.year\`). The public profile and the directory’s cards show them at once.`,
  request: v.object({
    portrait: portraitSchema,
    experiences: v.pipe(v.array(experienceSchema), v.maxLength(EXPERIENCES_MAX, VALIDATION_MESSAGES.value)),
  }),
  // The portrait and every experience written with each character escaped (`\u00e9`: six bytes each).
  maxBodyBytes:
    (PORTRAIT_MAX_LENGTH +
      EXPERIENCES_MAX * (EXPERIENCE_TITLE_MAX_LENGTH + EXPERIENCE_DESCRIPTION_MAX_LENGTH + 4)) *
      6 +
    16 * 1024,
  response: portraitExperiencesAnswer,
  example: {
    input: {
      portrait:
        '<p><strong>Atelier Lumière</strong> organise des mariages en Provence depuis douze ans.</p><ul><li>Organisation complète</li></ul>',
      experiences: [
        { title: 'Mariage au château de Lourmarin', year: '2024', description: '180 invités, trois jours.' },
      ],
    },
  },
});
