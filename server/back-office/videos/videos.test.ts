import { describe, expect, it } from 'vitest';
import * as videosApi from '@shared/api/contract/back-office/videos';
import { VIDEOS_MAX } from '@shared/api/contract/back-office/videos';
import { directoryVersion } from '@server/directory/directory-version';
import { seedCatalog } from '@server/seed/seed-catalog';
import { bodyOf, callEndpoint, hostHeaderOf } from '@server/test-support/call-endpoint';
import { signedInCouple } from '@server/test-support/signed-in-couple';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';

const t = freshAppForEachTest(seedCatalog);

const provider = () => signedInProvider(t, 'Atelier Lumière', '+33611111111');
const YOUTUBE = 'dQw4w9WgXcQ';

type As = { headers: { authorization: string } };

const add = (as: As, url: string, title = '') =>
  callEndpoint(t.app, videosApi.addVideo, { url, title }, { as });

const fieldsOf = (answer: { ok: boolean; body: unknown }) =>
  answer.ok ? null : (answer.body as { fields?: Record<string, string> }).fields;

describe('a provider’s videos', () => {
  it('adds a YouTube and a Vimeo video, kept as their platform and id, shown, in the order added', async () => {
    const as = await provider();
    const before = await directoryVersion(t.db);
    bodyOf(await add(as, `https://youtu.be/${YOUTUBE}?si=share`, '  Notre mariage au château  '));
    const answer = bodyOf(await add(as, 'https://player.vimeo.com/video/76979871'));
    expect(answer.videos).toEqual([
      {
        id: expect.any(Number),
        platform: 'youtube',
        videoId: YOUTUBE,
        title: 'Notre mariage au château',
        visible: true,
      },
      { id: expect.any(Number), platform: 'vimeo', videoId: '76979871', title: '', visible: true },
    ]);
    expect(await directoryVersion(t.db)).not.toBe(before);
    expect(bodyOf(await callEndpoint(t.app, videosApi.videos, {}, { as }))).toEqual(answer);
    const first = answer.videos[0];
    expect(
      bodyOf(await callEndpoint(t.app, videosApi.video, {}, { as, params: { id: first?.id ?? 0 } })),
    ).toEqual(first);
  });

  it('refuses anything but a YouTube or Vimeo video’s address on `url`, in the caller’s language', async () => {
    const as = await provider();
    for (const url of [
      'https://www.youtube.com/@atelier',
      'https://www.dailymotion.com/video/x7xxxx',
      'https://vimeo.com/channels/staffpicks',
      `https://www.youtube.com/watch?v=${YOUTUBE}extra`,
      'javascript:alert(1)',
      '',
    ]) {
      const refused = await add(as, url);
      expect(refused.status, url).toBe(400);
      expect(fieldsOf(refused), url).toEqual({ url: 'Indiquez l’adresse d’une vidéo YouTube ou Vimeo.' });
    }
    const english = await t.app.inject({
      method: 'POST',
      url: videosApi.addVideo.path,
      headers: { ...hostHeaderOf(videosApi.addVideo), ...as.headers, 'accept-language': 'de-DE' },
      payload: { url: 'https://example.com/video', title: '' },
    });
    expect((english.json() as { fields: object }).fields).toEqual({
      url: 'Geben Sie die Adresse eines YouTube- oder Vimeo-Videos an.',
    });
    expect(bodyOf(await callEndpoint(t.app, videosApi.videos, {}, { as }))).toEqual({ videos: [] });
  });

  it('validates the title and the body’s shape', async () => {
    const as = await provider();
    const long = await add(as, `https://youtu.be/${YOUTUBE}`, 'x'.repeat(121));
    expect(fieldsOf(long)).toEqual({ title: 'Un titre compte au plus 120 caractères.' });
    for (const payload of [{ url: 42, title: '' }, { title: '' }, { url: `https://youtu.be/${YOUTUBE}` }]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: videosApi.addVideo.path,
        headers: { ...hostHeaderOf(videosApi.addVideo), ...as.headers },
        payload,
      });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('refuses a video added twice, whatever its address, and a video past the limit (409)', async () => {
    const as = await provider();
    bodyOf(await add(as, `https://www.youtube.com/watch?v=${YOUTUBE}`));
    const twice = await add(as, `https://www.youtube.com/shorts/${YOUTUBE}`);
    expect(twice.status).toBe(409);
    expect(twice.ok ? null : twice.body.message).toBe('Cette vidéo est déjà dans votre liste.');
    for (let index = 1; index < VIDEOS_MAX; index += 1)
      bodyOf(await add(as, `https://vimeo.com/${1000 + index}`));
    const past = await add(as, 'https://vimeo.com/99999');
    expect(past.status).toBe(409);
    expect(bodyOf(await callEndpoint(t.app, videosApi.videos, {}, { as })).videos).toHaveLength(VIDEOS_MAX);
  });

  it('hides and shows a video, and deletes it', async () => {
    const as = await provider();
    const [video] = bodyOf(await add(as, `https://youtu.be/${YOUTUBE}`)).videos;
    const params = { id: video?.id ?? 0 };
    const hidden = bodyOf(await callEndpoint(t.app, videosApi.toggleVideoVisibility, {}, { as, params }));
    expect(hidden.videos[0]?.visible).toBe(false);
    const shown = bodyOf(await callEndpoint(t.app, videosApi.toggleVideoVisibility, {}, { as, params }));
    expect(shown.videos[0]?.visible).toBe(true);
    expect(bodyOf(await callEndpoint(t.app, videosApi.deleteVideo, {}, { as, params }))).toEqual({
      videos: [],
    });
    expect((await callEndpoint(t.app, videosApi.video, {}, { as, params })).status).toBe(404);
  });

  it('answers 404 for another provider’s video on every route, changing nothing', async () => {
    const owner = await provider();
    const [video] = bodyOf(await add(owner, `https://youtu.be/${YOUTUBE}`)).videos;
    const params = { id: video?.id ?? 0 };
    const other = await signedInProvider(t, 'Maison Rivage', '+33622222222');
    for (const endpoint of [videosApi.video, videosApi.deleteVideo, videosApi.toggleVideoVisibility]) {
      const answer = await callEndpoint(t.app, endpoint, {}, { as: other, params });
      expect(answer.status, endpoint.name).toBe(404);
      expect(answer.ok ? null : answer.body.message).toBe('Cette vidéo est introuvable.');
    }
    expect(bodyOf(await callEndpoint(t.app, videosApi.videos, {}, { as: other }))).toEqual({ videos: [] });
    expect(bodyOf(await callEndpoint(t.app, videosApi.videos, {}, { as: owner })).videos).toEqual([video]);
  });

  it('refuses a couple (403) and no session (401)', async () => {
    const couple = await signedInCouple(t);
    expect((await callEndpoint(t.app, videosApi.videos, {}, { as: couple })).status).toBe(403);
    expect((await add({ headers: { authorization: '' } }, `https://youtu.be/${YOUTUBE}`)).status).toBe(401);
  });
});
