import { startIslands } from '../start-islands';

/**
 * The island loader of the islands' element tests (built only by `vite build --mode test`, as
 * `island-fixtures.js`): the islands' own loading, rendering and failure boundary, with islands made for tests.
 */
startIslands({
  'test-failing': () => import('./failing-island'),
});
