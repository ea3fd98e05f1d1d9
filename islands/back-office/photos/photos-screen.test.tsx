// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Gallery } from '@shared/api/contract/back-office/images';
import { inputLabelled, settle } from '@shared/forms/test-helpers';
import { storeTokens } from '@shared/session/token-cookies';
import { json, type SentRequest } from '@shared/testing/fake-fetch';
import { enter, escape, space, tab, tabTo, type } from '@shared/testing/keyboard';
import { renderingWithApi } from '@shared/testing/render-with-api';
import PhotosScreen from './photos-screen';

const render = renderingWithApi();

/** The uploads the page sends, held until the test answers, fails or sees them cancelled. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  responseType = '';
  status = 0;
  statusText = '';
  responseText = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;

  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
  FakeUpload.sent = [];
  globalThis.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

const image = (id: number) => ({
  id,
  key: `providers/1/${'0'.repeat(35)}${id}.jpg`,
  caption: '',
  visible: true,
  position: id - 1,
  width: 800,
  height: 600,
});
const gallery = (count: number): Gallery => ({
  images: Array.from({ length: count }, (_, index) => image(index + 1)),
  profileImage: null,
});

/**
 * A server keeping the gallery as the page changes it: a visibility toggled, a caption written, a photo
 * deleted, each answered with the whole gallery as the real one does.
 */
function keptGallery(count: number) {
  let kept = gallery(count);
  const change = (id: number, changed: (photo: Gallery['images'][number]) => Gallery['images'][number]) => {
    kept = { ...kept, images: kept.images.map((photo) => (photo.id === id ? changed(photo) : photo)) };
  };
  return (request: SentRequest) => {
    const id = Number(request.path.split('/').pop());
    if (request.path.startsWith('/api/images/toggle-image-visibility/'))
      change(id, (photo) => ({ ...photo, visible: !photo.visible }));
    if (request.path.startsWith('/api/images/update-image/'))
      change(id, (photo) => ({ ...photo, ...(request.body as { caption: string }) }));
    if (request.path.startsWith('/api/images/delete-image/'))
      kept = { ...kept, images: kept.images.filter((photo) => photo.id !== id) };
    return json(kept);
  };
}

const writes = (requests: readonly SentRequest[]) =>
  requests.filter(({ method }) => method !== 'GET').map(({ method, path }) => `${method} ${path}`);

const photos = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.pp-photos__photo')];
/** What the page says of each photo: shown on the profile or hidden, and the button that changes it. */
const visibilities = (container: HTMLElement) =>
  photos(container).map((photo) => [
    photo.querySelector('.pp-photos__visibility')?.textContent,
    photo.querySelector('img')?.classList.contains('pp-photos__hidden') ? 'dimmed' : 'plain',
  ]);
const focusedText = () => document.activeElement?.textContent;

const buttonNamed = (container: HTMLElement, name: string) => {
  const found = [...container.querySelectorAll('button')].find((button) => button.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const click = async (element: HTMLElement) => {
  await act(async () => element.click());
  await settle();
};

/** Picks `names` in the gallery's file input, as the picker would. */
async function pick(container: HTMLElement, names: string[]) {
  const input = container.querySelector<HTMLInputElement>('[data-testid="gallery-files"]');
  if (!input) throw new Error('no gallery file input');
  const files = names.map(
    (name) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' }),
  );
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
  await settle();
}

describe('the photos page', () => {
  it('says the gallery is empty, then sends each picked file with its own progress, thumbnails as they end', async () => {
    const { container } = render(<PhotosScreen language="fr" />, () => json(gallery(0)));
    await settle();
    expect(container.textContent).toContain('Aucune photo pour l’instant');

    await pick(container, ['un.jpg', 'deux.jpg']);
    expect(FakeUpload.sent).toHaveLength(1);
    expect(FakeUpload.sent[0]?.url).toBe('/api/images/upload-image');
    expect(FakeUpload.sent[0]?.headers.Authorization).toBe('Bearer access-1');
    expect((FakeUpload.sent[0]?.body?.get('files') as File).name).toBe('un.jpg');
    const bars = () => [...container.querySelectorAll('progress')];
    expect(bars()).toHaveLength(2);

    await act(async () => FakeUpload.sent[0]?.progress(50, 100));
    expect(bars()[0]?.value).toBe(50);
    expect(bars()[0]?.getAttribute('aria-label')).toBe('un.jpg : 50 % envoyés');

    await act(async () => FakeUpload.sent[0]?.answer(200, gallery(1)));
    await settle();
    expect(bars()).toHaveLength(1);
    expect(container.querySelectorAll('.pp-photos__photo img')).toHaveLength(1);
    expect(container.textContent).toContain('un.jpg a été ajoutée.');
  });

  it('sends one file at a time, the others waiting their turn, which a cancel skips', async () => {
    const { container } = render(<PhotosScreen language="fr" />, () => json(gallery(0)));
    await settle();
    await pick(container, ['1.jpg', '2.jpg', '3.jpg']);
    expect(FakeUpload.sent).toHaveLength(1);
    expect(container.querySelectorAll('progress')).toHaveLength(3);

    // The third, cancelled while it waits, is never sent.
    const cancels = [...container.querySelectorAll('button')].filter(
      (button) => button.textContent === 'Annuler',
    );
    const third = cancels[2];
    if (!third) throw new Error('no cancel button for the third file');
    await click(third);
    await act(async () => FakeUpload.sent[0]?.answer(200, gallery(1)));
    await settle();
    expect(FakeUpload.sent).toHaveLength(2);
    expect((FakeUpload.sent[1]?.body?.get('files') as File).name).toBe('2.jpg');
    await act(async () => FakeUpload.sent[1]?.answer(200, gallery(2)));
    await settle();
    expect(FakeUpload.sent).toHaveLength(2);
    expect(container.textContent).toContain('Envoi annulé.');
  });

  it('cancels an upload, retries it, and shows the server’s refusal naming its limit', async () => {
    const { container } = render(<PhotosScreen language="fr" />, () => json(gallery(0)));
    await settle();
    await pick(container, ['grand.jpg']);

    await click(buttonNamed(container, 'Annuler'));
    expect(container.textContent).toContain('Envoi annulé.');
    await click(buttonNamed(container, 'Réessayer'));
    expect(FakeUpload.sent).toHaveLength(2);

    await act(async () =>
      FakeUpload.sent[1]?.answer(413, {
        statusCode: 413,
        error: 'Payload Too Large',
        message: '« grand.jpg » dépasse la taille maximale d’un fichier, 25 Mo.',
      }),
    );
    await settle();
    expect(container.querySelector('.pp-photos__error')?.textContent).toContain('25 Mo');

    await click(buttonNamed(container, 'Réessayer'));
    await act(async () => FakeUpload.sent[2]?.answer(200, gallery(1)));
    await settle();
    expect(container.querySelectorAll('progress')).toHaveLength(0);
    expect(container.querySelectorAll('.pp-photos__photo img')).toHaveLength(1);
  });

  it('asks before deleting a photo, and keeps it when told to', async () => {
    let kept = gallery(2);
    const { container, server } = render(<PhotosScreen language="fr" />, (request) => {
      if (request.method === 'DELETE') kept = { ...kept, images: kept.images.slice(1) };
      return json(kept);
    });
    await settle();
    await click(buttonNamed(container, 'Supprimer'));
    await click(buttonNamed(container, 'Garder'));
    expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await click(buttonNamed(container, 'Supprimer'));
    await click(buttonNamed(container, 'Supprimer'));
    expect(server.requests.find((request) => request.method === 'DELETE')?.path).toBe(
      '/api/images/delete-image/1',
    );
    expect(container.querySelectorAll('.pp-photos__photo')).toHaveLength(1);
    expect(container.textContent).toContain('Photo supprimée.');
  });

  it('hides a photo from the profile and shows it again, the other one left as it was', async () => {
    const { container, server } = render(<PhotosScreen language="fr" />, keptGallery(2));
    await settle();
    const [first] = photos(container);
    if (!first) throw new Error('no photo');

    await click(buttonNamed(first, 'Masquer'));
    expect(writes(server.requests)).toEqual(['PATCH /api/images/toggle-image-visibility/1']);
    expect(visibilities(container)).toEqual([
      ['Masquée sur votre profil', 'dimmed'],
      ['Visible sur votre profil', 'plain'],
    ]);

    await click(buttonNamed(first, 'Afficher'));
    expect(writes(server.requests)).toEqual([
      'PATCH /api/images/toggle-image-visibility/1',
      'PATCH /api/images/toggle-image-visibility/1',
    ]);
    expect(visibilities(container)).toEqual([
      ['Visible sur votre profil', 'plain'],
      ['Visible sur votre profil', 'plain'],
    ]);
    expect(buttonNamed(first, 'Masquer')).toBeTruthy();
  });

  it('captions, hides and deletes a photo with the keyboard alone, Escape keeping it once', async () => {
    const { container, server } = render(<PhotosScreen language="fr" />, keptGallery(2));
    await settle();
    const within = (element: HTMLElement, photo: number) =>
      photos(container)[photo]?.contains(element) === true;

    // The caption: typed in its field, saved by the gallery's button.
    await tabTo((element) => element === inputLabelled(container, 'Légende de la photo 1'));
    await type('Le parc');
    await tabTo((element) => element.textContent === 'Enregistrer');
    await enter();
    await settle();
    expect(server.requests.find(({ method }) => method === 'PATCH')?.body).toEqual({ caption: 'Le parc' });
    expect(container.textContent).toContain('Vos légendes ont été enregistrées.');

    // Hidden with Space, the focus staying on its button, which now shows it again.
    await tabTo((element) => element.textContent === 'Masquer' && within(element, 0), { backwards: true });
    await space();
    await settle();
    expect(visibilities(container)[0]).toEqual(['Masquée sur votre profil', 'dimmed']);
    expect(focusedText()).toBe('Afficher');

    // Deleting asks first, the focus on keeping it; Escape keeps it and gives the focus back.
    await tabTo((element) => element.textContent === 'Supprimer' && within(element, 0));
    await enter();
    expect(focusedText()).toBe('Garder');
    await escape();
    expect(container.querySelector('[role="group"]')).toBeNull();
    expect(focusedText()).toBe('Supprimer');
    await enter();
    await tab({ backwards: true });
    expect(focusedText()).toBe('Supprimer');
    await enter();
    await settle();

    expect(writes(server.requests)).toEqual([
      'PATCH /api/images/update-image/1',
      'PATCH /api/images/toggle-image-visibility/1',
      'DELETE /api/images/delete-image/1',
    ]);
    expect(photos(container)).toHaveLength(1);
    expect(container.textContent).toContain('Photo supprimée.');
    // The photo's controls are gone: the focus waits on the gallery's heading, not lost on the page.
    expect(document.activeElement?.textContent).toBe('Galerie');
    await tab();
    expect(focusedText()).toBe('Choisir des photos');
  });
});
