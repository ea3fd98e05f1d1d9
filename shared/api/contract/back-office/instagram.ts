import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';
import { boundedText } from '@shared/validation';

/**
 * The provider's Instagram account (docs/product/back-office.md#instagram): linked through Instagram's own
 * login (the authorisation address with a signed state, then the code Instagram sends back), its latest posts
 * shown on the public profile from a copy the server keeps up to date in the background, and unlinked.
 */

/** How many posts the back-office and the profile show. */
export const INSTAGRAM_POSTS_SHOWN = 6;
/** Where Instagram sends the browser back: the Instagram page itself, which posts the code and the state. */
export const INSTAGRAM_PATH = '/instagram';

const CODE_MAX_LENGTH = 1024;
const STATE_MAX_LENGTH = 256;

export const instagramPostSchema = v.object({
  /** Its picture's storage key, a copy of ours: the image route serves it (`imageUrl(key, size)`). */
  image: v.string(),
  width: v.number(),
  height: v.number(),
  /** The post on Instagram. */
  permalink: v.string(),
  caption: v.string(),
  postedAt: v.string(),
});
export type InstagramPost = v.InferOutput<typeof instagramPostSchema>;

const connectionSchema = v.object({
  username: v.string(),
  connectedAt: v.string(),
  /** When the posts were last copied; null until the first copy succeeds. */
  postsRefreshedAt: v.nullable(v.string()),
  /** Whether the last refresh failed (it is tried again later; the profile keeps the posts it has). */
  refreshFailing: v.boolean(),
  /** The token has expired or no longer opens: only connecting again brings the posts back up to date. */
  needsReconnection: v.boolean(),
  posts: v.array(instagramPostSchema),
});
export type InstagramConnection = v.InferOutput<typeof connectionSchema>;

const connectionAnswer = v.object({
  /** Whether this server can link an account at all (an Instagram app is configured). */
  configured: v.boolean(),
  connection: v.nullable(connectionSchema),
});
export type InstagramConnectionAnswer = v.InferOutput<typeof connectionAnswer>;

export const instagram = endpoint({
  name: 'instagram',
  method: 'GET',
  path: '/api/instagram',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'The provider’s linked Instagram account, if any: its name, when its posts were last copied, whether the last refresh failed, and the latest posts the profile shows.',
  request: v.object({}),
  response: connectionAnswer,
});

export const instagramAuthUrl = endpoint({
  name: 'instagram_auth_url',
  method: 'GET',
  path: '/api/instagram/auth-url',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'The address of Instagram’s authorisation window, with a state signed for this provider and valid ten minutes; Instagram sends the browser back to the back-office’s `/instagram` with a code and that state. 503 when no Instagram app is configured.',
  request: v.object({}),
  response: v.object({ url: v.string() }),
  errors: [503],
});

export const instagramToken = endpoint({
  name: 'instagram_token',
  method: 'POST',
  path: '/api/instagram/token',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Links the account Instagram sent back: the code exchanged for a long-lived token (kept encrypted), then the latest posts copied. A state not signed for this provider, or expired, is refused on `state` before Instagram is called; a code Instagram refuses answers 422, Instagram failing 502, no Instagram app 503.',
  request: v.object({
    code: boundedText({ max: CODE_MAX_LENGTH, message: 'backOfficeInstagram.codeInvalid' }),
    state: boundedText({ max: STATE_MAX_LENGTH, message: 'backOfficeInstagram.stateInvalid' }),
  }),
  response: connectionAnswer,
  errors: [422, 502, 503],
  forbiddenWhileImpersonating: true,
  example: { input: { code: 'AQBx-example-code', state: 'bm90LXNpZ25lZA.bm90LWEtbWFj' } },
});

export const instagramRevoke = endpoint({
  name: 'instagram_revoke',
  method: 'GET',
  path: '/api/instagram/revoke',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Unlinks the Instagram account: its token and its copied posts are forgotten, and the profile no longer shows them.',
  request: v.object({}),
  response: connectionAnswer,
  // A GET that writes: the support log records no GET, so support acting as the provider may not call it.
  forbiddenWhileImpersonating: true,
});
