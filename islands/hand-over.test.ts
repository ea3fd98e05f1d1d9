// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyHandOver, watchForHandOver } from './hand-over';

/** The element `selector` finds, which the test's markup has. */
function the<E extends Element = HTMLElement>(root: ParentNode, selector: string): E {
  const found = root.querySelector<E>(selector);
  if (!found) throw new Error(`No ${selector} in the markup.`);
  return found;
}

const SERVER_FORM = `<form action="/search" method="post">
  <select name="region"><option value="">Any</option><option value="bretagne">Bretagne</option></select>
  <input name="cityName" value="" />
  <button type="submit" data-hand-over="submit">Search</button>
</form>`;

/** The island's own controls, as React would draw them: the same names and marks, other elements. */
const ISLAND_FORM = `<form role="search">
  <select name="region"><option value="">Any</option><option value="bretagne">Bretagne</option></select>
  <input name="cityName" role="combobox" />
  <button type="submit" data-hand-over="submit">Search</button>
</form>`;

function region(): HTMLElement {
  document.body.innerHTML = `<div data-island="search">${SERVER_FORM}</div>`;
  return the(document, '[data-island]');
}

/** The island takes the region's place, as createRoot does. */
function islandArrives(element: HTMLElement): void {
  element.innerHTML = ISLAND_FORM;
}

afterEach(() => {
  document.body.innerHTML = '';
});

/** A region watched for the hand-over whose marked button the visitor clicked; counts its form's submits. */
function clickedBeforeTheIsland() {
  const element = region();
  const watch = watchForHandOver(element);
  let submits = 0;
  the(element, 'form').addEventListener('submit', (event) => {
    event.preventDefault();
    submits += 1;
  });
  the(element, 'button').click();
  return { element, watch, submitted: () => submits };
}

describe('the hand-over from the server HTML to its island', () => {
  it('carries the values typed and chosen, and the focus, to the controls of the same name', () => {
    const element = region();
    const watch = watchForHandOver(element);
    the<HTMLSelectElement>(element, 'select').value = 'bretagne';
    const city = the<HTMLInputElement>(element, 'input');
    city.value = 'Ren';
    city.focus();

    const given = watch.take();
    islandArrives(element);
    const typed: string[] = [];
    the(element, 'input').addEventListener('input', (event) => {
      typed.push((event.target as HTMLInputElement).value);
    });
    applyHandOver(element, given);

    expect(the<HTMLSelectElement>(element, 'select').value).toBe('bretagne');
    expect(typed).toEqual(['Ren']);
    expect(document.activeElement).toBe(element.querySelector('input[role="combobox"]'));
  });

  it('leaves alone what the visitor did not change', () => {
    const element = region();
    const given = watchForHandOver(element).take();
    expect([...given.values]).toEqual([]);
    expect(given.focused).toBeUndefined();
  });

  it('holds back a click on a marked stand-in, and makes it again on the island', () => {
    const { element, watch, submitted } = clickedBeforeTheIsland();
    expect(submitted()).toBe(0);

    const given = watch.take();
    islandArrives(element);
    let islandClicks = 0;
    the(element, 'button').addEventListener('click', (event) => {
      event.preventDefault();
      islandClicks += 1;
    });
    applyHandOver(element, given);
    expect(islandClicks).toBe(1);
  });

  it('lets a held click go through on the server HTML when the island cannot start', () => {
    const { watch, submitted } = clickedBeforeTheIsland();
    watch.release();
    expect(submitted()).toBe(1);
  });
});
