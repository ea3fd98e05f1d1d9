import type { ElementManifest } from '../define/element-manifest';

/** The element's attributes, as props for the manifest (the element itself is written without React). */
export interface VideoFacadeProps {
  player?: string;
  title?: string;
}

export const videoFacadeManifest: ElementManifest<VideoFacadeProps> = {
  tag: 'pp-video-facade',
  module: 'widgets/video-facade/element.ts',
  summary:
    "A video's light facade: the integrator's link to the video's page (its thumbnail and play button inside) becomes, on a plain click, the player's frame (YouTube's privacy-enhanced host or Vimeo's player only), focused and playing. Nothing of the player loads before; without JavaScript the link leads to the video's page. Written without React.",
  props: { player: 'string', title: 'string' },
  propDocs: {
    player:
      "The player's address, loaded on the click: https://www.youtube-nocookie.com/embed/<id> or https://player.vimeo.com/video/<id> (any other is not framed and the link is followed).",
    title: "The player frame's title, which screen readers announce (the video's title).",
  },
  events: {
    'pp-video-facade-play': {
      description: 'The visitor clicked play: the player replaced the link.',
      detail: '{ src: string }',
    },
  },
  cssProperties: {},
};
