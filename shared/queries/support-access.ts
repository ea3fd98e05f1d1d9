import * as supportAccessApi from '@shared/api/contract/back-office/support-access';
import { useEndpointMutation, useEndpointPages } from '@shared/api/query';
import { useHasSession } from '@shared/session/use-has-session';

/**
 * Support access (docs/product/back-office.md#support-access): its start and its end change who the session
 * acts as, and the page that started or stopped it leaves at once for another, loaded whole as the new caller.
 * Nothing is asked again meanwhile: the page still shown would read the other caller's `GET /api/me` (the
 * provider's account page reading the admin's, say) and send them to sign in before they are gone.
 */

export const useStartImpersonation = ({ language }: { language: string }) =>
  useEndpointMutation(supportAccessApi.impersonate, { language });

export const useStopImpersonating = ({ language }: { language: string }) =>
  useEndpointMutation(supportAccessApi.stopImpersonating, { language });

/** The provider's support log, newest first, a page at a time. */
export const useSupportLogPages = ({ language }: { language: string }) =>
  useEndpointPages(supportAccessApi.supportAccessLog, {}, { language, enabled: useHasSession() });
