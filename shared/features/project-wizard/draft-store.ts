import { readDraft, type WizardDraft } from './wizard-draft';

/** Where an unfinished wizard is kept: the browser's storage for a visitor, the server for a couple. */
export interface DraftStore {
  /** The draft kept, read without trusting it (`readDraft`); null when there is none or none readable. */
  load(): Promise<WizardDraft | null>;
  /** Keeps the draft in place of the one kept; rejects when it could not. */
  save(draft: WizardDraft): Promise<void>;
  /** Forgets the draft kept: the project was sent, or the couple dropped it. */
  discard(): Promise<void>;
}

/**
 * The server's draft endpoints as the wizard needs them, for the signed-in couple; the page gives the calls
 * (e.g. through `apiClient.call`). Each rejects when its call fails.
 */
export interface ServerDraftAdapter {
  /** The draft the server keeps, as it sends it back (any JSON), or null when it keeps none. */
  load(): Promise<unknown>;
  save(draft: WizardDraft): Promise<void>;
  discard(): Promise<void>;
}

/** The signed-in couple's draft, on the server through `adapter`; what it sends back is read as `readDraft` reads. */
export function serverDraftStore(adapter: ServerDraftAdapter): DraftStore {
  return {
    load: async () => readDraft(await adapter.load()),
    save: (draft) => adapter.save(draft),
    discard: () => adapter.discard(),
  };
}
