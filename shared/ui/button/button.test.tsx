// @vitest-environment jsdom
import { act, createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';

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
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const button = () => host.querySelector('button') as HTMLButtonElement;

describe('Button', () => {
  it('is of type "button" unless said otherwise, so that inside a form it submits nothing', () => {
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    const form = document.createElement('form');
    form.addEventListener('submit', submitted);
    host.replaceWith(form);
    form.append(host);
    act(() => root.render(<Button>Annuler</Button>));
    expect(button().type).toBe('button');
    act(() => button().click());
    expect(submitted).not.toHaveBeenCalled();

    act(() => root.render(<Button type="submit">Envoyer</Button>));
    expect(button().type).toBe('submit');
    act(() => button().click());
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('draws each variant with its classes, the caller’s own added', () => {
    act(() => root.render(<Button>Envoyer</Button>));
    expect(button().className).toBe('pp-ui-button pp-ui-button--primary');
    act(() =>
      root.render(
        <Button variant="link" className="pp-sms-outbox__copy">
          Copier
        </Button>,
      ),
    );
    expect(button().className).toBe('pp-ui-button pp-ui-button--link pp-sms-outbox__copy');
  });

  it('names an icon button by its label, the icon left out of what is read', () => {
    act(() =>
      root.render(
        <Button variant="icon" label="Fermer">
          <svg aria-hidden="true" />
        </Button>,
      ),
    );
    expect(button().textContent).toBe('Fermer');
    expect(button().querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('requires a label of an icon button (checked by the type checker)', () => {
    // @ts-expect-error an icon button without a label has no accessible name
    const unnamed = <Button variant="icon">{'×'}</Button>;
    expect(unnamed.props).not.toHaveProperty('label');
  });

  it('passes the button’s ref, state and events through', () => {
    const ref = createRef<HTMLButtonElement>();
    const clicked = vi.fn();
    act(() =>
      root.render(
        <Button ref={ref} variant="secondary" aria-disabled onClick={clicked}>
          Réessayer
        </Button>,
      ),
    );
    expect(ref.current).toBe(button());
    expect(button().getAttribute('aria-disabled')).toBe('true');
    act(() => button().click());
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});
