import * as marketingApi from '@shared/api/contract/back-office/marketing';
import { useEndpointMutation, useEndpointQuery } from '@shared/api/query';
import { useHasSession } from '@shared/session/use-has-session';

/** The dashboard's promotions (docs/product/back-office.md#marketing): which one shows, and its dismissal. */

const ENDPOINTS = {
  alert: { active: marketingApi.activePromotionalAlert, dismiss: marketingApi.dismissPromotionalAlert },
  popup: { active: marketingApi.activePromotionalPopup, dismiss: marketingApi.dismissPromotionalPopup },
} as const;

export type PromotionKind = keyof typeof ENDPOINTS;

/** The promotion of `kind` the provider sees now, or null. */
export function useActivePromotion(kind: PromotionKind) {
  return useEndpointQuery(ENDPOINTS[kind].active, {}, { enabled: useHasSession() });
}

/** Dismisses a promotion of `kind`; the active one is asked again (the next campaign, or none). */
export const useDismissPromotion = (kind: PromotionKind, { language }: { language: string }) =>
  useEndpointMutation(ENDPOINTS[kind].dismiss, { language, invalidates: [ENDPOINTS[kind].active] });
