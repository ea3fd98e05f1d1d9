// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Gallery } from '@shared/api/contract/back-office/images';
import { settle } from '@shared/forms/test-helpers';
import { storeTokens } from '@shared/session/token-cookies';
import { json } from '@shared/testing/fake-fetch';
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
});
