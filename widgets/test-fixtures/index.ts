import { startLoader } from '../loader/start-loader';

/**
 * The loader of the element tests (built only by `vite build --mode test`): several tags backed by the same
 * echo element, so that each test watches a tag no other test has loaded, and a form-associated field.
 */
function echo(tagName: `pp-${string}`) {
  return async () => (await import('./echo-element')).defineEcho(tagName);
}

function field(tagName: `pp-${string}`) {
  return async () => (await import('./field-element')).defineField(tagName);
}

startLoader({
  'pp-fixture-echo': echo('pp-fixture-echo'),
  'pp-fixture-move': echo('pp-fixture-move'),
  'pp-fixture-early-props': echo('pp-fixture-early-props'),
  'pp-fixture-inserted-later': echo('pp-fixture-inserted-later'),
  'pp-fixture-visible': echo('pp-fixture-visible'),
  'pp-fixture-idle': echo('pp-fixture-idle'),
  'pp-fixture-load': echo('pp-fixture-load'),
  'pp-fixture-field': field('pp-fixture-field'),
});
