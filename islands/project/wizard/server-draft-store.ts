import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as draftsApi from '@shared/api/contract/project-drafts';
import type { ProjectDraftInput, SavedDraft } from '@shared/api/contract/project-drafts';
import { apiClientOf, endpointQueryOptions } from '@shared/api/query';
import { serverDraftStore, type DraftStore } from '@shared/features/project-wizard/draft-store';
import { DRAFT_VERSION, type WizardDraft } from '@shared/features/project-wizard/wizard-draft';
import { stepAt, stepIndex } from '@shared/features/project-wizard/wizard-steps';
import { useDiscardDraft, useSaveDraft } from '@shared/queries/project-draft';

/**
 * The account's draft keeps the step reached (1 to 5), the answers, the planners chosen and the project a
 * failed send saved: the wizard's draft without its planners in the answers. It opens again at the furthest step reached.
 */
export function toServerDraft(draft: WizardDraft): ProjectDraftInput {
  const { prestataires, ...answers } = draft.answers;
  return {
    step: stepIndex(draft.reached) + 1,
    answers,
    planners: prestataires,
    savedProject: draft.savedProject,
  };
}

/** The account's draft as the wizard reads one (`readDraft` then checks every part of it). */
export function fromServerDraft(saved: SavedDraft | null): unknown {
  if (saved === null) return null;
  const step = stepAt(saved.step - 1);
  return {
    version: DRAFT_VERSION,
    updatedAt: Date.parse(saved.updatedAt) || 0,
    step,
    reached: step,
    answers: { ...saved.answers, prestataires: saved.planners },
    featuredPlanner: saved.planners[0] ?? null,
    savedProject: saved.savedProject,
  };
}

/**
 * The signed-in couple's draft store, over the draft's queries (shared/queries/project-draft.ts): read once
 * through the page's cache, saved and discarded by its mutations (in order, one at a time). The same store
 * from render to render, as the wizard needs.
 */
export function useServerDraftStore(language: string): DraftStore {
  const client = useQueryClient();
  const save = useSaveDraft({ language });
  const discard = useDiscardDraft({ language });
  // TanStack's mutateAsync is the same function for the mutation's life: the store stays the same.
  const { mutateAsync: saveDraft } = save;
  const { mutateAsync: discardDraft } = discard;
  return useMemo(
    () =>
      serverDraftStore({
        load: async () => {
          const answer = await client.fetchQuery({
            ...endpointQueryOptions(apiClientOf(client), draftsApi.projectDraft, {}),
            staleTime: 0,
          });
          return fromServerDraft(answer.draft);
        },
        save: async (draft) => {
          await saveDraft(toServerDraft(draft));
        },
        discard: async () => {
          await discardDraft({});
        },
      }),
    [client, saveDraft, discardDraft],
  );
}
