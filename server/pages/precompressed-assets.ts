/**
 * The built files the build also writes compressed beside themselves (`vite.config.ts`) and the assets route
 * serves in the encoding a browser accepts: text. Fonts and images are compressed formats already; source
 * maps only reach DevTools.
 */
export const PRECOMPRESSED_FILE = /\.(?:js|css|svg|json|html|txt)$/;

/** Smaller files go as they are: under about a kilobyte, one TCP packet either way. */
export const PRECOMPRESS_MIN_BYTES = 1024;
