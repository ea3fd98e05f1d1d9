// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { settle } from '@shared/forms/test-helpers';
import { storeTokens } from '@shared/session/token-cookies';
import { json, type SentRequest } from '@shared/testing/fake-fetch';
import { renderingWithApi } from '@shared/testing/render-with-api';
import type { Review } from '@shared/api/contract/back-office/reviews';
import ReviewsScreen from './reviews-screen';

const render = renderingWithApi();
beforeEach(() => {
  storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
  // jsdom has no modal dialogs: opening one marks it open, as a browser would.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

/** The control the label starting with `label` names, in `host`. */
function controlLabelled(host: ParentNode, label: string): HTMLElement {
  const found = [...host.querySelectorAll('label')].find((element) => element.textContent?.startsWith(label));
  const control = found && document.getElementById(found.htmlFor);
  if (!control) throw new Error(`no control labelled ${label}`);
  return control;
}

/** Replaces a text area's text as typing does: React hears an `input` event. */
async function typeInto(control: HTMLElement, text: string) {
  await act(async () => {
    control.focus();
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(control, text);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const REVIEW: Review = {
  id: 4,
  rating: 4,
  text: 'Très bien organisé.',
  authorName: 'Camille M.',
  eventDate: '2031-06-14',
  createdAt: '2031-06-15T08:00:00.000Z',
  reply: null,
  report: null,
  removed: false,
};

/** A server holding `reviews`, replying and reporting as the real one does. */
function server(reviews: Review[], { failFirstList = false } = {}) {
  let kept = reviews;
  let lists = 0;
  return (request: SentRequest) => {
    const key = `${request.method} ${request.path}`;
    if (key === 'GET /api/reviews') {
      lists += 1;
      if (failFirstList && lists === 1)
        return json({ statusCode: 400, error: 'Bad Request', message: 'Panne' }, 400);
      const shown = kept.filter((review) => !review.removed);
      const average = shown.length
        ? shown.reduce((sum, review) => sum + review.rating, 0) / shown.length
        : null;
      return json({ reviews: kept, average, count: shown.length, page: 1, pageCount: 1, total: kept.length });
    }
    if (key === 'PUT /api/reviews/4/reply') {
      const { text } = request.body as { text: string };
      const at = '2031-06-16T08:00:00.000Z';
      kept = kept.map((review) => ({ ...review, reply: { text, createdAt: at, updatedAt: at } }));
      return json({ review: kept[0] });
    }
    if (key === 'POST /api/reviews/4/report') {
      const { reason, note } = request.body as { reason: 'fake'; note: string };
      const report = {
        reason,
        note,
        status: 'pending' as const,
        reportedAt: REVIEW.createdAt,
        decidedAt: null,
      };
      kept = kept.map((review) => ({ ...review, report }));
      return json({ review: kept[0] });
    }
    return json({ statusCode: 404, error: 'Not Found', message: key }, 404);
  };
}

const buttonNamed = (container: ParentNode, name: string) => {
  const found = [...container.querySelectorAll('button')].find((button) => button.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const click = async (element: HTMLElement) => {
  await act(async () => element.click());
  await settle();
};

describe('the reviews page', () => {
  it('says there is none yet', async () => {
    const { container } = render(<ReviewsScreen language="fr" />, server([]));
    await settle();
    expect(container.textContent).toContain('Pas encore de note publiée');
    expect(container.textContent).toContain('Aucun avis pour l’instant.');
  });

  it('says a failed load and loads again on retry', async () => {
    const { container } = render(<ReviewsScreen language="fr" />, server([REVIEW], { failFirstList: true }));
    await settle();
    expect(container.textContent).toContain('Vos avis n’ont pas pu être chargés.');
    await click(buttonNamed(container, 'Réessayer'));
    expect(container.textContent).toContain('Très bien organisé.');
  });

  it('shows the average and each review, its stars as text; writes a reply, then edits it in place', async () => {
    const { container, server: fake } = render(<ReviewsScreen language="fr" />, server([REVIEW]));
    await settle();
    expect(container.textContent).toContain('Note moyenne : 4 sur 5');
    expect(container.textContent).toContain('Avis publiés : 1');
    expect(container.querySelector('h3')?.textContent).toBe('Camille M. · événement du 14 juin 2031');
    expect(container.textContent).toContain('Note : 4 sur 5');
    await click(buttonNamed(container, 'Répondre'));
    const field = controlLabelled(container, 'Votre réponse publique');
    expect(document.activeElement).toBe(field);
    await click(buttonNamed(container, 'Publier la réponse'));
    expect(container.textContent).toContain('Écrivez votre réponse (2 000 caractères au plus).');
    expect(fake.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    await typeInto(field, 'Merci !');
    await click(buttonNamed(container, 'Publier la réponse'));
    expect(fake.requests.find((request) => request.method === 'PUT')?.body).toEqual({ text: 'Merci !' });
    expect(container.textContent).toContain('Votre réponse publique');
    expect(container.textContent).toContain('Merci !');
    await click(buttonNamed(container, 'Modifier la réponse'));
    expect((controlLabelled(container, 'Votre réponse publique') as HTMLTextAreaElement).value).toBe(
      'Merci !',
    );
  });

  it('reports a review once a reason is picked, then shows the report’s state', async () => {
    const { container, server: fake } = render(<ReviewsScreen language="fr" />, server([REVIEW]));
    await settle();
    await click(buttonNamed(container, 'Signaler'));
    const dialog = document.querySelector('dialog') as HTMLElement;
    await click(buttonNamed(dialog, 'Envoyer le signalement'));
    expect(dialog.textContent).toContain('Choisissez une raison dans la liste.');
    expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    const reason = controlLabelled(dialog, 'Raison') as HTMLSelectElement;
    await act(async () => {
      reason.value = 'fake';
      reason.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await click(buttonNamed(dialog, 'Envoyer le signalement'));
    expect(fake.requests.find((request) => request.method === 'POST')?.body).toEqual({
      reason: 'fake',
      note: '',
    });
    expect(container.textContent).toContain('Signalé : en cours d’examen par le support');
  });
});
