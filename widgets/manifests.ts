import type { AnyElementManifest } from './define/element-manifest';
import { contactWidgetManifest } from './contact-widget/manifest';
import { smsOutboxManifest } from './sms-outbox/manifest';

/** Every element's manifest: `custom-elements.json` is generated from this list (`npm run manifest`). */
export const ELEMENT_MANIFESTS: readonly AnyElementManifest[] = [contactWidgetManifest, smsOutboxManifest];
