/**
 * The pages' weight on main before compression (commit 2410d1a: no HTML, JSON, script or stylesheet
 * compressed), measured by `npm run bench -- --only pages` on that tree: recorded here rather than measured in
 * each run, since the bench measures one tree. 10 000 providers, Debian's Chromium 156, 1280 × 800.
 */
export const PAGES_BASELINE = {
  commit: '2410d1a688a65baff207563359848538b333a649',
  pages: {
    home: { requests: 7, transferred: 24_032, uncompressed: 17_125 },
    listing: { requests: 56, transferred: 606_741, uncompressed: 550_055 },
    profile: { requests: 67, transferred: 659_057, uncompressed: 591_497 },
  },
} as const;
