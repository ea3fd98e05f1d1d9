/** The page's address, as the wizard follows it: one history entry per step shown. */
export interface WizardHistoryPort {
  /** The address now. */
  location(): { pathname: string; search: string };
  /** A new history entry (a step the couple moved to). */
  push(path: string): void;
  /** The same entry, corrected (a step the wizard could not show, a query already read). */
  replace(path: string): void;
  /** Calls `listener` when the couple goes back or forward; returns the function that stops listening. */
  onNavigate(listener: () => void): () => void;
}

/** The browser's address bar and history. */
export const browserWizardHistory: WizardHistoryPort = {
  location: () => ({ pathname: location.pathname, search: location.search }),
  push: (path) => history.pushState(null, '', path),
  replace: (path) => history.replaceState(null, '', path),
  onNavigate(listener) {
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  },
};
