// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnOf, whenNeeded } from './load-trigger';

/** The element `selector` finds, which the test's markup has. */
function the<E extends Element = HTMLElement>(root: ParentNode, selector: string): E {
  const found = root.querySelector<E>(selector);
  if (!found) throw new Error(`No ${selector} in the markup.`);
  return found;
}

function element(attributes: Record<string, string>): HTMLElement {
  const region = document.createElement('div');
  region.innerHTML = '<input name="city" />';
  for (const [name, value] of Object.entries(attributes)) region.setAttribute(name, value);
  document.body.append(region);
  return region;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.cookie = 'refresh_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  history.replaceState(null, '', '/');
});

describe('when an element needs its code', () => {
  it('reads data-load-on, and takes "visible" for anything else', () => {
    expect(loadOnOf(element({ 'data-load-on': 'interaction' }))).toBe('interaction');
    expect(loadOnOf(element({ 'data-load-on': 'soon' }))).toBe('visible');
    expect(loadOnOf(element({}))).toBe('visible');
  });

  it('takes the signed-in moment when the browser holds a session', () => {
    const heart = element({ 'data-load-on': 'interaction', 'data-signed-in-load-on': 'visible' });
    expect(loadOnOf(heart)).toBe('interaction');
    document.cookie = 'refresh_token=abc';
    expect(loadOnOf(heart)).toBe('visible');
  });

  it('takes the query moment when the address has a query', () => {
    const search = element({ 'data-load-on': 'interaction', 'data-query-load-on': 'load' });
    expect(loadOnOf(search)).toBe('interaction');
    history.replaceState(null, '', '/?page=2');
    expect(loadOnOf(search)).toBe('load');
  });

  it('waits for the pointer, a touch or the focus, once, on "interaction"', () => {
    for (const event of [
      new Event('pointerover', { bubbles: true }),
      new Event('touchstart', { bubbles: true }),
      new FocusEvent('focusin', { bubbles: true }),
    ]) {
      const region = element({ 'data-load-on': 'interaction' });
      const run = vi.fn();
      whenNeeded(region, run);
      expect(run).not.toHaveBeenCalled();
      the(region, 'input').dispatchEvent(event);
      the(region, 'input').dispatchEvent(event);
      expect(run).toHaveBeenCalledTimes(1);
    }
  });

  it('runs at once on "interaction" when the focus is already inside', () => {
    const region = element({ 'data-load-on': 'interaction' });
    the(region, 'input').focus();
    const run = vi.fn();
    whenNeeded(region, run);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
