import { describe, expect, it } from 'vitest';
import * as portraitApi from '@shared/api/contract/back-office/portrait-experiences';
import { EXPERIENCES_MAX, PORTRAIT_MAX_LENGTH } from '@shared/api/contract/back-office/portrait-experiences';
import { directoryVersion } from '@server/directory/directory-version';
import { parsePage } from '@server/pages/directory/read-page';
import { seedCatalog } from '@server/seed/seed-catalog';
import { bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';

const t = freshAppForEachTest(seedCatalog);

const EXPERIENCE = { title: 'Mariage au château de Lourmarin', year: '2024', description: '180 invités.' };

async function storedPortrait(providerId: number) {
  const [row] = await t.db.query<{ portrait_html: string; portrait_excerpt: string }>(
    'SELECT portrait_html, portrait_excerpt FROM providers WHERE id = $1',
    [providerId],
  );
  return row;
}

describe('a provider’s portrait and experiences', () => {
  it('sanitises the portrait on write: no script, no event handler, no javascript: link', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const saved = bodyOf(
      await callEndpoint(
        t.app,
        portraitApi.savePortraitExperiences,
        {
          portrait:
            '<p onclick="steal()">Nous <strong>organisons</strong> vos mariages.<script>alert(1)</script></p>' +
            '<img src="x" onerror="alert(2)"><p><a href="javascript:alert(3)">Cliquez</a> ' +
            '<a href="https://atelier.example/">notre site</a></p><style>p{}</style>',
          experiences: [],
        },
        { as: provider },
      ),
    );
    expect(saved.portrait).toBe(
      '<p>Nous <strong>organisons</strong> vos mariages.</p><p><a>Cliquez</a> ' +
        '<a href="https://atelier.example/" target="_blank" rel="noopener noreferrer nofollow ugc">notre site</a></p>',
    );
    expect(await storedPortrait(provider.providerId)).toEqual({
      portrait_html: saved.portrait,
      portrait_excerpt: 'Nous organisons vos mariages. Cliquez notre site',
    });
  });

  it('keeps the experiences in the order given, and an empty editor as no portrait', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const second = { title: '  Formation « Wedding planner »  ', year: '2019', description: '' };
    const saved = bodyOf(
      await callEndpoint(
        t.app,
        portraitApi.savePortraitExperiences,
        { portrait: '<p><br></p>', experiences: [EXPERIENCE, second] },
        { as: provider },
      ),
    );
    const expected = {
      portrait: '',
      experiences: [EXPERIENCE, { ...second, title: 'Formation « Wedding planner »' }],
    };
    expect(saved).toEqual(expected);
    expect(bodyOf(await callEndpoint(t.app, portraitApi.portraitExperiences, {}, { as: provider }))).toEqual(
      expected,
    );
    expect(await storedPortrait(provider.providerId)).toEqual({ portrait_html: '', portrait_excerpt: '' });
  });

  it('refuses a portrait too long, too many experiences or a wrong year, naming the field, and keeps what was there', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const kept = { portrait: '<p>Bonjour</p>', experiences: [EXPERIENCE] };
    bodyOf(await callEndpoint(t.app, portraitApi.savePortraitExperiences, kept, { as: provider }));
    const tooLong = await callEndpoint(
      t.app,
      portraitApi.savePortraitExperiences,
      { portrait: `<p>${'a'.repeat(PORTRAIT_MAX_LENGTH)}</p>`, experiences: [] },
      { as: provider },
    );
    expect(tooLong.ok ? null : tooLong.body.fields).toEqual({
      portrait: 'Votre portrait est trop long : raccourcissez-le.',
    });
    const tooMany = await callEndpoint(
      t.app,
      portraitApi.savePortraitExperiences,
      { portrait: '', experiences: Array.from({ length: EXPERIENCES_MAX + 1 }, () => EXPERIENCE) },
      { as: provider },
    );
    expect(tooMany.status).toBe(400);
    const wrongYear = await callEndpoint(
      t.app,
      portraitApi.savePortraitExperiences,
      { portrait: '', experiences: [EXPERIENCE, { ...EXPERIENCE, year: '1849' }] },
      { as: provider },
    );
    expect(wrongYear.ok ? null : wrongYear.body.fields).toEqual({
      'experiences.1.year': 'Saisissez une année à quatre chiffres, entre 1950 et 2100.',
    });
    expect(bodyOf(await callEndpoint(t.app, portraitApi.portraitExperiences, {}, { as: provider }))).toEqual(
      kept,
    );
  });

  it('leaves another provider’s portrait and experiences as they were', async () => {
    const other = await signedInProvider(t, 'Maison Voisine', '+33622222222');
    const theirs = { portrait: '<p>Chez nous</p>', experiences: [EXPERIENCE] };
    bodyOf(await callEndpoint(t.app, portraitApi.savePortraitExperiences, theirs, { as: other }));
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    bodyOf(
      await callEndpoint(
        t.app,
        portraitApi.savePortraitExperiences,
        { portrait: '<p>Chez moi</p>', experiences: [] },
        { as: provider },
      ),
    );
    expect(bodyOf(await callEndpoint(t.app, portraitApi.portraitExperiences, {}, { as: other }))).toEqual(
      theirs,
    );
  });

  it('shows at once on the public profile, the directory’s version moved', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const before = await directoryVersion(t.db);
    bodyOf(
      await callEndpoint(
        t.app,
        portraitApi.savePortraitExperiences,
        {
          portrait: '<p>Des mariages <strong>lumineux</strong>.</p>',
          experiences: [EXPERIENCE, { title: 'Prix du jury', year: '2021', description: '' }],
        },
        { as: provider },
      ),
    );
    expect(Number(await directoryVersion(t.db))).toBeGreaterThan(Number(before));
    const page = await t.app.inject({
      method: 'GET',
      url: '/wedding-planner/atelier-lumiere',
      headers: { host: 'localhost:3000' },
    });
    expect(page.statusCode).toBe(200);
    const document = parsePage(page.body);
    expect(document.querySelector('.provider-portrait')?.innerHTML).toBe(
      '<p>Des mariages <strong>lumineux</strong>.</p>',
    );
    expect(
      [...document.querySelectorAll('.provider-experience')].map((item) =>
        item.textContent?.replace(/\s+/g, ' ').trim(),
      ),
    ).toEqual(['2024 Mariage au château de Lourmarin 180 invités.', '2021 Prix du jury']);
  });
});
