import * as v from 'valibot';

/**
 * The body of every error the server answers (4xx and 5xx): Fastify's `{ statusCode, error, message }`, the
 * message in the caller's language. A 400 caused by given fields also names them in `fields` (a field's dot
 * path, as the request schema spells it, mapped to its message), so that a form shows each message on its field.
 */
export const errorBody = v.object({
  statusCode: v.number(),
  error: v.string(),
  message: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
});

export type ErrorBody = v.InferOutput<typeof errorBody>;
