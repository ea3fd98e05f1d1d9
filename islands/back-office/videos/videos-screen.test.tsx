// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { inputLabelled, settle, typeInto } from '@shared/forms/test-helpers';
import { storeTokens } from '@shared/session/token-cookies';
import { json, type SentRequest } from '@shared/testing/fake-fetch';
import { renderingWithApi } from '@shared/testing/render-with-api';
import VideosScreen from './videos-screen';

const render = renderingWithApi();
beforeEach(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));

const YOUTUBE = { id: 7, platform: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Notre mariage', visible: true };

/** A server holding `videos`, adding, toggling and deleting as the real one does. */
function server(videos: (typeof YOUTUBE)[]) {
  let kept = videos;
  return (request: SentRequest) => {
    const key = `${request.method} ${request.path}`;
    if (key === 'GET /api/videos') return json({ videos: kept });
    if (key === 'POST /api/videos/new') {
      const { title } = request.body as { title: string };
      kept = [...kept, { ...YOUTUBE, id: 8, videoId: 'aaaaaaaaaaa', title }];
      return json({ videos: kept });
    }
    if (key === 'PATCH /api/videos/7/toggle-visibility') {
      kept = kept.map((video) => (video.id === 7 ? { ...video, visible: !video.visible } : video));
      return json({ videos: kept });
    }
    if (key === 'DELETE /api/videos/7') {
      kept = kept.filter((video) => video.id !== 7);
      return json({ videos: kept });
    }
    return json({ statusCode: 404, error: 'Not Found', message: key }, 404);
  };
}

const buttonNamed = (container: HTMLElement, name: string) => {
  const found = [...container.querySelectorAll('button')].find((button) => button.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const click = async (element: HTMLElement) => {
  await act(async () => element.click());
  await settle();
};

describe('the videos page', () => {
  it('says there is none yet, and refuses an address that is no YouTube or Vimeo video without sending it', async () => {
    const { container, server: fake } = render(<VideosScreen language="fr" />, server([]));
    await settle();
    expect(container.textContent).toContain('Aucune vidéo pour l’instant.');
    await typeInto(inputLabelled(container, 'Adresse de la vidéo'), 'https://www.dailymotion.com/video/x7');
    await click(buttonNamed(container, 'Ajouter la vidéo'));
    expect(container.textContent).toContain('Indiquez l’adresse d’une vidéo YouTube ou Vimeo.');
    expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('adds a video and shows it with its thumbnail', async () => {
    const { container, server: fake } = render(<VideosScreen language="fr" />, server([]));
    await settle();
    await typeInto(inputLabelled(container, 'Adresse de la vidéo'), 'https://youtu.be/aaaaaaaaaaa');
    await typeInto(inputLabelled(container, 'Titre'), 'Le bal');
    await click(buttonNamed(container, 'Ajouter la vidéo'));
    expect(fake.requests.at(-1)?.body).toEqual({ url: 'https://youtu.be/aaaaaaaaaaa', title: 'Le bal' });
    expect(container.querySelector('h3')?.textContent).toBe('Le bal');
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      'https://i.ytimg.com/vi/aaaaaaaaaaa/hqdefault.jpg',
    );
  });

  it('hides a video, then deletes it once confirmed', async () => {
    const { container } = render(<VideosScreen language="fr" />, server([YOUTUBE]));
    await settle();
    expect(container.textContent).toContain('Visible sur votre profil');
    await click(buttonNamed(container, 'Masquer'));
    expect(container.textContent).toContain('Masquée sur votre profil');
    await click(buttonNamed(container, 'Supprimer'));
    expect(document.activeElement?.textContent).toBe('Garder');
    await click(buttonNamed(container, 'Supprimer'));
    expect(container.textContent).toContain('Aucune vidéo pour l’instant.');
  });
});
