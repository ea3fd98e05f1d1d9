/** Leaves the page for another of the back-office: what the islands are given, a test gives its own. */
export type GoTo = (path: string) => void;

/** What the back-office's pages are given of the browser's navigation. */
export interface BackOfficeNavigation {
  goTo: GoTo;
  /** The address of the page being shown, where a provider who signs in comes back to. */
  currentPath: () => string;
}

export const browserNavigation: BackOfficeNavigation = {
  goTo: (path) => location.assign(path),
  currentPath: () => `${location.pathname}${location.search}`,
};
