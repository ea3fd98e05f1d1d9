import type { DraftStore } from './draft-store';
import { DRAFT_VERSION, readDraft } from './wizard-draft';

/** The browser storage's key: a new draft version starts from a key of its own, never reading an old shape. */
export const DRAFT_STORAGE_KEY = `pp.project-wizard.draft.v${DRAFT_VERSION}`;

/** The storage a store writes to, or null when the browser has none to give (disabled, private mode). */
export type StorageSource = () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

/** The page's `localStorage`: merely reading the property throws where the visitor blocked site data. */
const pageStorage: StorageSource = () => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/**
 * A visitor's draft in the browser's storage, which survives a reload and a closed tab. A corrupt or foreign
 * entry reads as no draft; a refused write (storage full or disabled) rejects, and the page goes on.
 */
export function browserDraftStore(
  storage: StorageSource = pageStorage,
  key: string = DRAFT_STORAGE_KEY,
): DraftStore {
  return {
    async load() {
      try {
        const text = storage()?.getItem(key);
        return text == null ? null : readDraft(JSON.parse(text));
      } catch {
        return null;
      }
    },
    async save(draft) {
      const target = storage();
      if (target === null) throw new Error('No browser storage for the draft');
      target.setItem(key, JSON.stringify(draft));
    },
    async discard() {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing was kept where nothing can be written.
      }
    },
  };
}
