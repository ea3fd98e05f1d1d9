import * as v from 'valibot';
import { endpoint } from '../endpoint';
import {
  boundedText,
  cityNameSchema,
  eventDateSchema,
  siteCountrySchema,
  type TextRules,
  VALIDATION_MESSAGES,
} from '@shared/validation';
import { LANGUAGES } from '@shared/i18n/languages';
import { listPageEntries } from './page-number';
import {
  databaseIdSchema,
  databaseIdTextSchema,
  latitudeSchema,
  longitudeSchema,
  pageNumberSchema,
  slugSchema,
  zipCodeSchema,
} from './primitives';

const optionalText = (rules: TextRules) => v.optional(v.nullable(boundedText(rules)));

/** The longest message a couple can send with a project or a request. */
export const MESSAGE_MAX_LENGTH = 5000;

/**
 * The body limit of the endpoints that carry a message: JSON may escape each of its characters as `\uXXXX`
 * (six bytes), plus room for the other fields.
 */
export const MESSAGE_BODY_BYTES = MESSAGE_MAX_LENGTH * 6 + 16 * 1024;

/** Where the couple wants their planner: near the event, or wherever they are. */
export const PLANNER_LOCATIONS = ['near-event', 'anywhere'] as const;
export type PlannerLocation = (typeof PLANNER_LOCATIONS)[number];

/**
 * Open: the couple can change it and send it (docs/product/projects-and-requests.md#closing-a-project);
 * closed: kept with its requests, read-only.
 */
export const PROJECT_STATUSES = ['open', 'closed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const projectSchema = v.object({
  id: v.number(),
  /** `YYYY-MM-DD` */
  eventDate: v.string(),
  /** An event type's slug. */
  eventType: v.string(),
  /** The city as the couple typed or picked it. */
  eventLocation: v.nullable(v.string()),
  zipCode: v.nullable(v.string()),
  country: v.nullable(v.string()),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  serviceType: v.nullable(v.string()),
  theme: v.nullable(v.string()),
  guestRange: v.nullable(v.number()),
  plannerBudgetRange: v.nullable(v.number()),
  budgetRange: v.nullable(v.number()),
  languages: v.array(v.string()),
  plannerLocation: v.nullable(v.picklist(PLANNER_LOCATIONS)),
  message: v.nullable(v.string()),
  status: v.picklist(PROJECT_STATUSES),
  /** ISO 8601 instant. */
  createdAt: v.string(),
  /** ISO 8601 instant; null while the project is open. */
  closedAt: v.nullable(v.string()),
});
export type Project = v.InferOutput<typeof projectSchema>;

/** What a project's requests have become so far, for the home's "contacted, answered" line. */
export const requestCountsSchema = v.object({
  /** Providers the project was sent to. */
  contacted: v.number(),
  /** Those who accepted or declined it. */
  answered: v.number(),
  /** Those who accepted it (their contact details are shared). */
  accepted: v.number(),
});

/*
 * How many projects a couple may have and make (docs/product/projects-and-requests.md#project-limits): a couple
 * plans a wedding and a few events around it, so more is a script filling the database.
 */

/** Open projects a couple keeps at once; one more waits until one is closed (409). */
export const MAX_OPEN_PROJECTS = 10;
/** Projects a couple creates in any hour; one more waits until the oldest of the hour is an hour old (429). */
export const MAX_PROJECTS_PER_HOUR = 5;
/** Projects a couple creates in any 24 hours, on the same terms. */
export const MAX_PROJECTS_PER_DAY = 20;

/**
 * Projects a page of `get_projects` lists. At least MAX_OPEN_PROJECTS, so that the first page of the open ones
 * holds every project a request can be sent from (the contact widget and the project choices read only it).
 */
export const PROJECTS_PAGE_SIZE = 20;

/** Which of the couple's projects to list: open ones by default, as a request can only present those. */
export const PROJECT_LIST_FILTERS = ['open', 'closed', 'all'] as const;

export const getProjects = endpoint({
  name: 'get_projects',
  method: 'GET',
  path: '/api/get-projects',
  auth: 'couple',
  summary: `The projects of the signed-in couple, newest first, ${PROJECTS_PAGE_SIZE} a page: the open ones unless \`status\` asks for the closed ones or all; each with its request counts. A page past the last is empty.`,
  request: v.object({
    status: v.optional(v.picklist(PROJECT_LIST_FILTERS), 'open'),
    page: v.optional(pageNumberSchema, 1),
  }),
  response: v.object({
    success: v.literal(true),
    projects: v.array(v.object({ ...projectSchema.entries, requests: requestCountsSchema })),
    ...listPageEntries,
  }),
});

export const newProjectSchema = v.object({
  eventType: slugSchema,
  eventDate: eventDateSchema(),
  eventLocation: cityNameSchema,
  zipCode: v.optional(v.nullable(zipCodeSchema)),
  country: v.optional(v.nullable(siteCountrySchema)),
  latitude: v.optional(v.nullable(latitudeSchema)),
  longitude: v.optional(v.nullable(longitudeSchema)),
  /** A service type's slug. */
  serviceType: v.optional(v.nullable(slugSchema)),
  theme: optionalText({ max: 200 }),
  guestRange: v.optional(v.nullable(databaseIdSchema)),
  plannerBudgetRange: v.optional(v.nullable(databaseIdSchema)),
  budgetRange: v.optional(v.nullable(databaseIdSchema)),
  languages: v.optional(v.pipe(v.array(v.picklist(LANGUAGES)), v.maxLength(LANGUAGES.length))),
  plannerLocation: v.optional(v.nullable(v.picklist(PLANNER_LOCATIONS))),
  /** The message sent to the providers this project contacts. */
  message: optionalText({ max: MESSAGE_MAX_LENGTH, multiline: true }),
});
export type NewProject = v.InferInput<typeof newProjectSchema>;

/**
 * The message of a project sent to planners: the wizard asks for it before the send, and a change to an open
 * project cannot clear it (docs/product/projects-and-requests.md#changing-a-project). One rule for the wizard,
 * the project's edit form and update_project.
 */
export const projectMessageSchema = v.pipe(
  v.nonNullish(newProjectSchema.entries.message, VALIDATION_MESSAGES.message),
  v.nonEmpty(VALIDATION_MESSAGES.message),
);

export const saveProject = endpoint({
  name: 'save_project',
  method: 'POST',
  path: '/api/save-project',
  auth: 'couple',
  errors: [409, 429],
  summary: `Creates a project for the signed-in couple; the server places its location with the gazetteer. Past ${MAX_OPEN_PROJECTS} open projects it answers 409 (close one first), past ${MAX_PROJECTS_PER_HOUR} created in an hour or ${MAX_PROJECTS_PER_DAY} in a day 429 with Retry-After; nothing is written.`,
  request: newProjectSchema,
  response: v.object({ success: v.literal(true), project: projectSchema }),
  maxBodyBytes: MESSAGE_BODY_BYTES,
});

/**
 * The fields of a place, sent together: a postal code, country or coordinates without the place's name cannot
 * say which place they belong to.
 */
const PLACE_DETAILS = ['zipCode', 'country', 'latitude', 'longitude'] as const;

/**
 * A change to an open project: any of the fields `save_project` takes, an absent one kept, `null` clearing an
 * optional one; the message, which the wizard requires, cannot be cleared. A new place replaces the whole
 * location (its details absent are cleared, and the server places it again as when the project was saved).
 */
export const projectChangesSchema = v.pipe(
  v.object({ ...v.partial(newProjectSchema).entries, message: v.optional(projectMessageSchema) }),
  v.forward(
    v.check(
      (changes) =>
        changes.eventLocation !== undefined || PLACE_DETAILS.every((key) => changes[key] === undefined),
      VALIDATION_MESSAGES.city,
    ),
    ['eventLocation'],
  ),
);
export type ProjectChanges = v.InferInput<typeof projectChangesSchema>;

const projectIdParams = v.object({ id: databaseIdTextSchema });

export const updateProject = endpoint({
  name: 'update_project',
  method: 'PATCH',
  path: '/api/projects/:id',
  auth: 'couple',
  errors: [409],
  summary:
    'Changes fields of one of the couple’s open projects; a closed project answers 409, another couple’s 404 like a missing one.',
  request: projectChangesSchema,
  params: projectIdParams,
  response: v.object({ success: v.literal(true), project: projectSchema }),
  maxBodyBytes: MESSAGE_BODY_BYTES,
});

export const closeProject = endpoint({
  name: 'close_project',
  method: 'POST',
  path: '/api/projects/:id/close',
  auth: 'couple',
  errors: [409],
  summary:
    'Closes one of the couple’s projects: kept with its requests, it takes no more changes or requests. Closing a closed project changes nothing.',
  request: v.object({}),
  params: projectIdParams,
  response: v.object({ success: v.literal(true), project: projectSchema }),
});
