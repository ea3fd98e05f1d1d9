import * as v from 'valibot';
import { endpoint } from '../endpoint';
import {
  boundedText,
  cityNameSchema,
  eventDateSchema,
  siteCountrySchema,
  type TextRules,
} from '@shared/validation';
import { LANGUAGES } from '@shared/i18n';
import { databaseIdSchema, latitudeSchema, longitudeSchema, slugSchema, zipCodeSchema } from './primitives';

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
});
export type Project = v.InferOutput<typeof projectSchema>;

export const getProjects = endpoint({
  name: 'get_projects',
  method: 'GET',
  path: '/api/get-projects',
  auth: 'couple',
  summary: 'The projects of the signed-in couple, newest first.',
  request: v.object({}),
  response: v.object({ success: v.literal(true), projects: v.array(projectSchema) }),
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

export const saveProject = endpoint({
  name: 'save_project',
  method: 'POST',
  path: '/api/save-project',
  auth: 'couple',
  summary: 'Creates a project for the signed-in couple; the server places its location with the gazetteer.',
  request: newProjectSchema,
  response: v.object({ success: v.literal(true), project: projectSchema }),
  maxBodyBytes: MESSAGE_BODY_BYTES,
});
