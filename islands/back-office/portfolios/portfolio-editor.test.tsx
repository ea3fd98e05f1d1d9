// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Portfolio } from '@shared/api/contract/back-office/portfolios';
import { settle } from '@shared/forms/test-helpers';
import { storeTokens } from '@shared/session/token-cookies';
import { failure, json, type SentRequest } from '@shared/testing/fake-fetch';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { PortfolioEditor } from './portfolio-editor';

const render = renderingWithApi();

const image = (id: number) => ({
  id,
  key: `providers/1/${'0'.repeat(35)}${id}.jpg`,
  caption: id === 2 ? 'Le dîner' : '',
  width: 800,
  height: 600,
});
const PORTFOLIO: Portfolio = {
  id: 7,
  title: 'Camille et Louis',
  description: '',
  published: false,
  images: [image(1), image(2), image(3)],
  keyImageId: null,
  services: [],
  missing: ['keyImage'],
  url: null,
  updatedAt: '2026-06-01T10:00:00.000Z',
};

/*
 * jsdom lays nothing out: each photo of the grid is given the box it would have in a row of three, so that
 * dnd-kit's keyboard coordinates find the photo to the right of the one moved.
 */
const realRect = Element.prototype.getBoundingClientRect;
beforeEach(() => {
  storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const item = this.closest('.pp-ui-sortable-grid__item');
    const index = item ? [...(item.parentElement?.children ?? [])].indexOf(item) : -1;
    if (index < 0) return realRect.call(this);
    const left = index * 300;
    return {
      x: left,
      y: 0,
      left,
      top: 0,
      width: 280,
      height: 200,
      right: left + 280,
      bottom: 200,
      toJSON: () => ({}),
    };
  };
});
afterEach(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

/** The fake server: the portfolio, its services, and a reorder answered in the order it was sent. */
function server(
  reorder: (request: SentRequest) => Response = (request) => {
    const { order } = request.body as { order: number[] };
    return json({ ...PORTFOLIO, images: order.map(image) });
  },
) {
  return (request: SentRequest) => {
    if (request.path === '/api/portfolios/7/prestations') {
      return json({
        prestations: [{ id: 1, slug: 'full-service', name: 'Organisation complète' }],
        offered: [],
      });
    }
    if (request.path === '/api/portfolios/7/images/reorder') return reorder(request);
    return json(PORTFOLIO);
  };
}

const handleOf = (container: HTMLElement, position: number) => {
  const found = [...container.querySelectorAll<HTMLButtonElement>('button')].find(
    (button) => button.getAttribute('aria-label') === `Déplacer la photo ${position}`,
  );
  if (!found) throw new Error(`no handle for photo ${position}`);
  return found;
};

async function press(target: EventTarget, code: string) {
  await act(async () => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', {
        code,
        key: code === 'Space' ? ' ' : code,
        bubbles: true,
        cancelable: true,
      }),
    );
  });
  await settle();
}

const photoOrder = (container: HTMLElement) =>
  [...container.querySelectorAll('.pp-ui-sortable-grid__item img')].map((img) => img.getAttribute('alt'));

describe('the portfolio editor’s photos', () => {
  it('moves a photo with the keyboard, says each step in French, and sends the whole new order', async () => {
    const { container, server: sent } = render(<PortfolioEditor id={7} language="fr" />, server());
    await settle();
    expect(photoOrder(container)).toEqual(['Photo n° 1', 'Photo 2 : Le dîner', 'Photo n° 3']);

    const handle = handleOf(container, 1);
    act(() => handle.focus());
    await press(handle, 'Space');
    expect(document.body.textContent).toContain('Photo 1 saisie.');
    await press(handle, 'ArrowRight');
    expect(document.body.textContent).toContain('Photo déplacée en position 2 sur 3.');
    await press(handle, 'Space');
    expect(document.body.textContent).toContain('Photo déposée en position 2 sur 3.');

    const reorders = sent.requests.filter((request) => request.path.endsWith('/reorder'));
    expect(reorders.map((request) => request.body)).toEqual([{ order: [2, 1, 3] }]);
    expect(photoOrder(container)).toEqual(['Photo 1 : Le dîner', 'Photo n° 2', 'Photo n° 3']);
    expect(container.textContent).toContain('Le nouvel ordre des photos a été enregistré.');
  });

  it('leaves the order as it was when the move is cancelled with Escape', async () => {
    const { container, server: sent } = render(<PortfolioEditor id={7} language="fr" />, server());
    await settle();
    const handle = handleOf(container, 2);
    act(() => handle.focus());
    await press(handle, 'Enter');
    await press(handle, 'ArrowRight');
    await press(handle, 'Escape');
    expect(document.body.textContent).toContain('Déplacement annulé : la photo reste en position 2.');
    expect(sent.requests.filter((request) => request.path.endsWith('/reorder'))).toEqual([]);
    expect(photoOrder(container)).toEqual(['Photo n° 1', 'Photo 2 : Le dîner', 'Photo n° 3']);
  });

  it('shows the server’s refusal of an out-of-date order, and its order again', async () => {
    const refusal =
      'Les photos de ce mariage ont changé entre-temps : rechargez leur ordre actuel, puis réessayez.';
    const { container } = render(
      <PortfolioEditor id={7} language="fr" />,
      server(() => failure(409, refusal)),
    );
    await settle();
    const handle = handleOf(container, 1);
    act(() => handle.focus());
    await press(handle, 'Space');
    await press(handle, 'ArrowRight');
    await press(handle, 'Space');
    await settle();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(`Erreur 409 : ${refusal}`);
    expect(photoOrder(container)).toEqual(['Photo n° 1', 'Photo 2 : Le dîner', 'Photo n° 3']);
  });
});
