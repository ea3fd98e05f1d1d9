import type { ElementManifest } from '../define/element-manifest';

/** The element's attribute, as a prop for the manifest (the element itself is written without React). */
export interface TrackingPingProps {
  url?: string;
}

export const trackingPingManifest: ElementManifest<TrackingPingProps> = {
  tag: 'pp-tracking-ping',
  module: 'widgets/tracking-ping/element.ts',
  summary:
    'Requests a tracking URL once when it appears (per data-load-on: visible by default, load for a page view), never blocking the page and ignoring failures. Renders nothing; written without React so that its chunk stays under 1 kB.',
  props: { url: 'string' },
  propDocs: {
    url: 'The URL to request (GET, no-cors, keepalive, not cached, cookies only when same-origin). Given later, it is requested then; changed after the request, it is not requested again.',
  },
  events: {},
  cssProperties: {},
};
