/** A chunk of code fetched on demand: `load()` downloads it once, `loaded()` has it at once afterwards. */
export interface CodeOnDemand<Module> {
  /** The module, downloaded at the first call and shared by every later one; a failed download is forgotten. */
  load: () => Promise<Module>;
  /** The module when its download has ended, else undefined: a component draws it without suspending. */
  loaded: () => Module | undefined;
}

/**
 * One download for every caller of a page (every widget, every step), and another try at the next call after
 * a failed one (the visitor was offline a moment): the way each lazily loaded part of an element is fetched.
 */
export function codeOnDemand<Module>(download: () => Promise<Module>): CodeOnDemand<Module> {
  let module: Module | undefined;
  let loading: Promise<Module> | undefined;
  return {
    load() {
      loading ??= download().then(
        (downloaded) => (module = downloaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
}
