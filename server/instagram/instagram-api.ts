/*
 * Instagram, as the rest of the server sees it (docs/product/back-office.md#instagram): the one interface the
 * routes and the background refresh call. The real adapter (`instagramLoginApi`, instagram-login-api.ts) speaks
 * the Instagram API with Instagram Login over HTTP; outside production without an app's credentials it is
 * pointed at the local fake (local-fake-instagram.ts), never replaced by a stub.
 */

/** What the authorisation window is opened with: our signed state, and where Instagram sends the browser back. */
export interface AuthorizationRequest {
  state: string;
  redirectUri: string;
}

/** A short-lived token (an hour), as the code's exchange gives it, with the account it acts for. */
export interface ShortLivedToken {
  accessToken: string;
  accountId: string;
}

/** A long-lived token (sixty days, renewable once a day old) and when it expires. */
export interface LongLivedToken {
  accessToken: string;
  expiresAt: Date;
}

export interface InstagramProfile {
  accountId: string;
  username: string;
}

/** One of the account's posts: a photo, an album's first photo, or a video's cover. */
export interface InstagramMedia {
  id: string;
  /** Instagram's CDN address of the picture: it expires, so it is copied, never linked to from a page. */
  imageUrl: string;
  permalink: string;
  caption: string;
  timestamp: Date;
}

/** Instagram refused or failed a call: its status and its message, kept for the connection's last error. */
export class InstagramApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'InstagramApiError';
  }
}

export interface InstagramApi {
  /** The authorisation window's address the provider's browser is sent to. */
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  /** The code Instagram sent back, exchanged for a short-lived token (the same redirect address is required). */
  exchangeCode(code: string, redirectUri: string): Promise<ShortLivedToken>;
  /** A short-lived token exchanged for a long-lived one; `now` dates its expiry. */
  longLivedToken(shortLived: string, now: Date): Promise<LongLivedToken>;
  /** A long-lived token renewed for another sixty days. */
  refreshToken(longLived: string, now: Date): Promise<LongLivedToken>;
  profile(accessToken: string): Promise<InstagramProfile>;
  /** The account's latest posts, newest first, at most `limit`. */
  latestMedia(accessToken: string, limit: number): Promise<InstagramMedia[]>;
  /** Downloads a picture of `latestMedia`, refused past `maxBytes`. */
  downloadImage(url: string, maxBytes: number): Promise<Buffer>;
}
