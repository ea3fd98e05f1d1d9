import * as v from 'valibot';
import { endpoint } from '../endpoint';

/**
 * The signed-in session: who the user is, refreshing and ending it. Kept apart from the sign-in endpoints,
 * whose phone rules bring libphonenumber: every element and island needs the API client's refresh, few need
 * the phone.
 */

export const userSchema = v.object({
  id: v.number(),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  firstname: v.nullable(v.string()),
  lastname: v.nullable(v.string()),
  city: v.nullable(v.string()),
  zipCode: v.nullable(v.string()),
  country: v.nullable(v.string()),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  locale: v.nullable(v.string()),
  has_finished_onboarding: v.boolean(),
});
export type User = v.InferOutput<typeof userSchema>;

export const tokensEntries = {
  token: v.string(),
  refresh_token: v.string(),
};

export const successSchema = v.object({ success: v.literal(true) });

export const me = endpoint({
  name: 'me',
  method: 'GET',
  path: '/api/me',
  auth: 'required',
  summary: 'The signed-in user.',
  request: v.object({}),
  response: v.object({ user: userSchema }),
});

export const refreshToken = endpoint({
  name: 'token_refresh',
  method: 'POST',
  path: '/api/token/refresh',
  auth: 'none',
  errors: [401, 429],
  summary: 'Trades a refresh token for a new pair; each refresh token works once.',
  request: v.object({
    refresh_token: v.config(v.pipe(v.string(), v.maxLength(200), v.minLength(1), v.regex(/^[\w-]+$/)), {
      abortPipeEarly: true,
    }),
  }),
  response: v.object(tokensEntries),
});

export const logout = endpoint({
  name: 'logout',
  method: 'POST',
  path: '/api/logout',
  auth: 'required',
  summary: 'Revokes the session of the bearer token and all its refresh tokens.',
  request: v.object({}),
  response: successSchema,
});
