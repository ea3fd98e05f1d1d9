/**
 * The address of a video a provider shows on its profile, read into the platform and the video's id that the
 * profile's player and thumbnail are built from (docs/product/back-office.md#videos). Only the addresses the
 * two platforms give for one video are taken: a channel, a playlist or a search is no video to play.
 */

export type VideoPlatform = 'youtube' | 'vimeo';

export interface VideoReference {
  platform: VideoPlatform;
  /** YouTube's eleven characters, or Vimeo's number. */
  id: string;
}

/** YouTube's ids are eleven characters of its URL-safe alphabet. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** Vimeo's ids are numbers; twelve digits leave room for years of growth, and keep the text bounded. */
const VIMEO_ID = /^[1-9][0-9]{0,11}$/;
/** The longest address read, bounded before it is parsed. */
export const VIDEO_URL_MAX_LENGTH = 300;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);

/** The path's segments, without empty ones (a trailing slash). */
const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') {
    const [id, ...rest] = segmentsOf(url.pathname);
    return rest.length === 0 ? (id ?? null) : null;
  }
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  const segments = segmentsOf(url.pathname);
  if (segments.length === 1 && segments[0] === 'watch') return url.searchParams.get('v');
  const [kind, id, ...rest] = segments;
  return (kind === 'shorts' || kind === 'embed') && rest.length === 0 ? (id ?? null) : null;
}

function vimeoId(url: URL): string | null {
  const segments = segmentsOf(url.pathname);
  if (VIMEO_HOSTS.has(url.hostname)) return segments.length === 1 ? (segments[0] ?? null) : null;
  if (url.hostname !== 'player.vimeo.com') return null;
  const [kind, id, ...rest] = segments;
  return kind === 'video' && rest.length === 0 ? (id ?? null) : null;
}

/**
 * The video an address names, or null for anything else: `youtube.com/watch?v=`, `youtu.be/`,
 * `youtube.com/shorts/`, `youtube.com/embed/`, `vimeo.com/<digits>` and `player.vimeo.com/video/<digits>`,
 * over http or https (an address pasted without its scheme is read as https).
 */
export function parseVideoUrl(text: string): VideoReference | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > VIDEO_URL_MAX_LENGTH || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (!URL.canParse(withScheme)) return null;
  const url = new URL(withScheme);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.port) {
    return null;
  }
  const youtube = youtubeId(url);
  if (youtube !== null) return YOUTUBE_ID.test(youtube) ? { platform: 'youtube', id: youtube } : null;
  const vimeo = vimeoId(url);
  if (vimeo !== null) return VIMEO_ID.test(vimeo) ? { platform: 'vimeo', id: vimeo } : null;
  return null;
}

/** The page where the video plays on its platform: the profile's link when scripts do not run. */
export function videoPageUrl({ platform, id }: VideoReference): string {
  return platform === 'youtube' ? `https://www.youtube.com/watch?v=${id}` : `https://vimeo.com/${id}`;
}

/**
 * The player the profile loads on a click, autoplaying since the click asked for it: YouTube's privacy-enhanced
 * host (no cookie until the video plays), and Vimeo's player without tracking (`dnt`).
 */
export function videoPlayerUrl({ platform, id }: VideoReference): string {
  return platform === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`
    : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
}

/** YouTube's thumbnail of the video (480 × 360); Vimeo's needs a call to its API, so it has none here. */
export function videoThumbnailUrl({ platform, id }: VideoReference): string | null {
  return platform === 'youtube' ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null;
}

/** The hosts the profile's pages load from for videos: what their Content-Security-Policy allows. */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;
export const VIDEO_THUMBNAIL_ORIGINS = ['https://i.ytimg.com'] as const;
