/** Where the built assets (dist/) are served: `${ASSETS_PREFIX}<hashed file>`. */
export const ASSETS_PREFIX = '/assets/';
