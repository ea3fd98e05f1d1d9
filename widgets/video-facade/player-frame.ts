import { VIDEO_PLAYER_ORIGINS } from '@shared/validation/video-url';

/**
 * The player's frame a facade becomes: the only origins framed are the players the pages' Content-Security-Policy
 * allows (the privacy-enhanced YouTube host, Vimeo's player), over https; any other address gets no frame, so a
 * page that wrote one by mistake keeps its link to the video.
 */
export function playerFrame(document: Document, src: string, title: string): HTMLIFrameElement | null {
  if (!URL.canParse(src)) return null;
  const url = new URL(src);
  if (!(VIDEO_PLAYER_ORIGINS as readonly string[]).includes(url.origin)) return null;
  const frame = document.createElement('iframe');
  frame.src = url.href;
  frame.title = title;
  frame.className = 'video-facade__player';
  // Autoplay since the click asked for the video; full screen as the platforms' own players offer it.
  frame.setAttribute('allow', 'autoplay; encrypted-media; picture-in-picture; fullscreen');
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  return frame;
}

/** A click that means "play here": the main button, without a key that asks for another tab or window. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}
