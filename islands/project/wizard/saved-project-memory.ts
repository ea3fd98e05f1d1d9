/**
 * The project a send saved, remembered until its requests are sent: a send that fails after the project was
 * saved (a lost connection, the daily cap) retries with it rather than saving a second project, even after a
 * reload. Kept for the tab (`sessionStorage`), tied to the answers it was saved with: changed answers make a
 * new project.
 */
export interface SavedProject {
  id: number;
  /** The answers it was saved with, as JSON. */
  answers: string;
}

const KEY = 'pp.project-wizard.saved-project';

type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function tabStorage(): SessionStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function savedProjectMemory(storage: () => SessionStorage | null = tabStorage) {
  return {
    /** The project saved with exactly these answers, or null. */
    recall(answers: string): number | null {
      try {
        const kept = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<SavedProject> | null;
        return kept && kept.answers === answers && typeof kept.id === 'number' ? kept.id : null;
      } catch {
        return null;
      }
    },
    remember(project: SavedProject): void {
      try {
        storage()?.setItem(KEY, JSON.stringify(project));
      } catch {
        // Without storage the page's own memory still keeps it until a reload.
      }
    },
    forget(): void {
      try {
        storage()?.removeItem(KEY);
      } catch {
        // Nothing was kept.
      }
    },
  };
}
