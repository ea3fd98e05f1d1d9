import type { AnyElementManifest } from './define/element-manifest';
import { burgerMenuManifest } from './burger-menu/manifest';
import { carouselManifest } from './carousel/manifest';
import { contactWidgetManifest } from './contact-widget/manifest';
import { datePickerManifest } from './date-picker/manifest';
import { phoneMaskManifest } from './phone-mask/manifest';
import { richTextManifest } from './rich-text/manifest';
import { smsOutboxManifest } from './sms-outbox/manifest';
import { trackingPingManifest } from './tracking-ping/manifest';
import { videoFacadeManifest } from './video-facade/manifest';

/** Every element's manifest: `custom-elements.json` is generated from this list (`npm run manifest`). */
export const ELEMENT_MANIFESTS: readonly AnyElementManifest[] = [
  burgerMenuManifest,
  carouselManifest,
  contactWidgetManifest,
  datePickerManifest,
  phoneMaskManifest,
  richTextManifest,
  smsOutboxManifest,
  trackingPingManifest,
  videoFacadeManifest,
];
