// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FailureBoundary } from './failure-screen';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  // React reports caught render errors on the console; the boundary is expected to catch them here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('a render bug');
}

describe('FailureBoundary', () => {
  it('shows its children while they render', () => {
    act(() =>
      root.render(
        <FailureBoundary name="search" language="fr">
          <p>Résultats</p>
        </FailureBoundary>,
      ),
    );
    expect(host.textContent).toBe('Résultats');
  });

  it('shows the failure screen in the page’s language when a child throws, and its button reloads', () => {
    const onRefresh = vi.fn();
    act(() =>
      root.render(
        <FailureBoundary name="search" language="fr" onRefresh={onRefresh}>
          <Broken />
        </FailureBoundary>,
      ),
    );
    expect(host.querySelector('[role="alert"] p')?.textContent).toBe("Oups ! Quelque chose s'est mal passé");
    const button = host.querySelector('button');
    expect(button?.textContent).toBe('Actualiser la page');
    act(() => button?.click());
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('speaks the language it is given', () => {
    act(() =>
      root.render(
        <FailureBoundary name="search" language="de">
          <Broken />
        </FailureBoundary>,
      ),
    );
    expect(host.querySelector('[role="alert"] p')?.textContent).toBe('Hoppla! Etwas ist schiefgelaufen');
  });
});
