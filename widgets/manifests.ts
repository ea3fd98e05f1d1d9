import type { AnyElementManifest } from './define/element-manifest';
import { burgerMenuManifest } from './burger-menu/manifest';
import { contactWidgetManifest } from './contact-widget/manifest';
import { smsOutboxManifest } from './sms-outbox/manifest';
import { trackingPingManifest } from './tracking-ping/manifest';

/** Every element's manifest: `custom-elements.json` is generated from this list (`npm run manifest`). */
export const ELEMENT_MANIFESTS: readonly AnyElementManifest[] = [
  burgerMenuManifest,
  contactWidgetManifest,
  smsOutboxManifest,
  trackingPingManifest,
];
