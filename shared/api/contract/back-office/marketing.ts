import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';
import { databaseIdSchema } from '../primitives';
import { successSchema } from '../session';

/**
 * Marketing (docs/product/back-office.md#marketing): the promotional alert and popup the dashboard shows, for
 * the provider's country and language, until the provider dismisses them.
 */

export const promotionSchema = v.object({
  id: v.number(),
  title: v.string(),
  body: v.string(),
  /** A back-office path the promotion leads to, with its link's label; null when it leads nowhere. */
  link: v.nullable(v.object({ path: v.string(), label: v.string() })),
});
export type Promotion = v.InferOutput<typeof promotionSchema>;

const activeAnswer = v.object({ promotion: v.nullable(promotionSchema) });

export const activePromotionalAlert = endpoint({
  name: 'pro_promotional_alert_active',
  method: 'GET',
  path: '/api/promotional-alert/active',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'The promotional alert (a banner) running now for the provider’s country and language that the provider has not dismissed; null when none.',
  request: v.object({}),
  response: activeAnswer,
});

export const activePromotionalPopup = endpoint({
  name: 'pro_promotional_popup_active',
  method: 'GET',
  path: '/api/promotional-popup/active',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'The promotional popup (a dialog) running now for the provider’s country and language that the provider has not dismissed; null when none.',
  request: v.object({}),
  response: activeAnswer,
});

export const dismissPromotionalAlert = endpoint({
  name: 'pro_promotional_alert_dismiss',
  method: 'POST',
  path: '/api/promotional-alert/dismiss',
  auth: 'provider',
  host: 'backOffice',
  errors: [404],
  summary:
    'The provider dismisses an alert: its campaign is not shown to them again, in any language. Dismissing it again changes nothing; 404 for an id that is no alert.',
  request: v.object({ id: databaseIdSchema }),
  example: { input: { id: 1 } },
  response: successSchema,
});

export const dismissPromotionalPopup = endpoint({
  name: 'pro_promotional_popup_dismiss',
  method: 'POST',
  path: '/api/promotional-popup/dismiss',
  auth: 'provider',
  host: 'backOffice',
  errors: [404],
  summary:
    'The provider dismisses a popup: its campaign is not shown to them again, in any language. Dismissing it again changes nothing; 404 for an id that is no popup.',
  request: v.object({ id: databaseIdSchema }),
  example: { input: { id: 1 } },
  response: successSchema,
});
