/**
 * Figures of main before the texts were split by namespace, at commit e50aafc: recorded here rather than
 * measured in each run, since the bench builds one tree (sizes do not vary from run to run as times do). Taken
 * from that commit's `vite build`; the catalogs were measured in a second build of the same tree where one
 * more `codeSplitting` group put `shared/i18n/catalogs/` in a chunk of its own.
 */
export const TEXTS_BASELINE = {
  commit: 'e50aafc57f9d329e151297509c27f7617a492039',
  /**
   * The seven whole catalogs, min+gzip: what every React element and island downloaded, on a page in any
   * language (inside the language-detection chunk, 13 397 B with its code).
   */
  allCatalogsGzip: 12_765,
  /** A page with only `<pp-contact-widget>`, before any interaction: loader.js and the element's chunks. */
  contactWidgetFirstLoad: { jsGzip: 149_187, cssGzip: 3_731 },
} as const;
