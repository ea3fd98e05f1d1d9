import { useQueryClient } from '@tanstack/react-query';
import * as draftsApi from '@shared/api/contract/project-drafts';
import type { ResponseOf } from '@shared/api/endpoint';
import { endpointQueryKey, useEndpointMutation, useEndpointQuery } from '@shared/api/query';
import { getAccessToken } from '@shared/session/token-cookies';

/**
 * The signed-in couple's unfinished project wizard (GET, PUT and DELETE /api/project-draft). Read once: after
 * that, only this page's saves and discards change it, and each puts the server's answer in the cache rather
 * than asking again, so a refetch never overwrites answers being typed. Saves go out one at a time, in order,
 * so the last one sent is the one kept.
 */
type DraftAnswer = ResponseOf<typeof draftsApi.projectDraft>;

/** The draft's answers carry no text of the server's: one cache entry whatever the page's language. */
const DRAFT_KEY = endpointQueryKey(draftsApi.projectDraft, {});
const DRAFT_SAVES = { id: draftsApi.saveProjectDraft.name };

/** The couple's draft (`draft: null` when there is none), read only while the browser holds a session. */
export function useDraft({ signedIn }: { signedIn: boolean }) {
  return useEndpointQuery(draftsApi.projectDraft, {}, { enabled: signedIn, staleTime: Infinity });
}

/** Replaces the couple's draft with the wizard's state: `mutate({ step, answers, planners })`. */
export function useSaveDraft({ language }: { language: string }) {
  const client = useQueryClient();
  return useEndpointMutation(draftsApi.saveProjectDraft, {
    language,
    scope: DRAFT_SAVES,
    onSuccess({ draft }) {
      // An answer that comes back after a sign-out is for a session that is gone.
      if (getAccessToken() !== undefined) {
        client.setQueryData<DraftAnswer>(DRAFT_KEY, { success: true, draft });
      }
    },
  });
}

/** Removes the couple's draft (the project was sent, or given up): `mutate({})`. */
export function useDiscardDraft({ language }: { language: string }) {
  const client = useQueryClient();
  return useEndpointMutation(draftsApi.discardProjectDraft, {
    language,
    // After the saves already sent, so that none of them brings the draft back.
    scope: DRAFT_SAVES,
    onSuccess() {
      if (getAccessToken() !== undefined) {
        client.setQueryData<DraftAnswer>(DRAFT_KEY, { success: true, draft: null });
      }
    },
  });
}
