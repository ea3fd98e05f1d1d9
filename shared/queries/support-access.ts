import * as accountApi from '@shared/api/contract/back-office/provider-account';
import * as supportAccessApi from '@shared/api/contract/back-office/support-access';
import { useEndpointMutation, useEndpointPages } from '@shared/api/query';
import { useHasSession } from '@shared/session/use-has-session';

/**
 * Support access (docs/product/back-office.md#support-access): its start and its end change who the session
 * acts as, so both ask for the provider (GET /api/me, whose `impersonation` draws the banner) again.
 */

export const useStartImpersonation = ({ language }: { language: string }) =>
  useEndpointMutation(supportAccessApi.impersonate, { language, invalidates: [accountApi.me] });

export const useStopImpersonating = ({ language }: { language: string }) =>
  useEndpointMutation(supportAccessApi.stopImpersonating, {
    language,
    invalidates: [accountApi.me, supportAccessApi.supportAccessLog],
  });

/** The provider's support log, newest first, a page at a time. */
export const useSupportLogPages = ({ language }: { language: string }) =>
  useEndpointPages(supportAccessApi.supportAccessLog, {}, { language, enabled: useHasSession() });
